import Animation
import Devices
import Document
import Geometry

/// One entry of a request's `states` (docs/states.md), decoded: what changes relative to the base layout
/// of each target, and how the transition is animated.
///
/// Keeps true (after `decode`): every constraint key names an entry of the document (an entry id,
/// or `<vfl entry id>#n`), priorities are valid UIKit priorities, and the animation samples within
/// the keyframe limits. Keys keep the request's order.
public struct StateSpec: Sendable {
    /// How a state's `target` relates to the base target.
    public enum TargetChange: Sendable, Hashable {
        /// A complete target (`device` or `size`): the same for every base target.
        case replace(TargetSpec)
        /// Only some of `orientation`, `multitasking`, `layoutDirection`: applied to each base target.
        case adjust(orientation: Orientation?, multitasking: Multitasking?, layoutDirection: LayoutDirection?)
    }

    public var name: String
    public var constants: [(id: String, value: Double)] = []
    public var activate: [String] = []
    public var deactivate: [String] = []
    public var priorities: [(id: String, value: LayoutPriority)] = []
    public var target: TargetChange?
    public var keyboard: Bool?
    public var animation: AnimationSpec?

    public init(name: String) { self.name = name }

    /// The document changes, as the engine applies them while resolving constraints.
    public var overrides: ConstraintOverrides {
        ConstraintOverrides(
            constants: Dictionary(constants, uniquingKeysWith: { first, _ in first }),
            priorities: Dictionary(priorities, uniquingKeysWith: { first, _ in first }),
            deactivated: Set(deactivate))
    }

    /// True when only constants change: such a state is solved incrementally (edit variables on
    /// the base solver) rather than rebuilt. A target or keyboard that equals the base's counts
    /// as no change.
    public func isConstantOnly(base: TargetSpec) -> Bool {
        activate.isEmpty && deactivate.isEmpty && priorities.isEmpty && targetSpec(base: base) == base
    }

    /// The state's target over the base target `base`.
    public func targetSpec(base: TargetSpec) -> TargetSpec {
        var spec = base
        switch target {
        case .replace(let replacement)?: spec = replacement
        case .adjust(let orientation, let multitasking, let layoutDirection)?:
            switch spec {
            case .device(var device):
                device.orientation = orientation ?? device.orientation
                device.multitasking = multitasking ?? device.multitasking
                device.layoutDirection = layoutDirection ?? device.layoutDirection
                spec = .device(device)
            case .custom(var custom):
                let current = custom.orientation ?? (custom.size.width > custom.size.height ? .landscape : .portrait)
                if let orientation, orientation != current {
                    custom.size = Size(width: custom.size.height, height: custom.size.width)
                    custom.orientation = orientation
                }
                custom.layoutDirection = layoutDirection ?? custom.layoutDirection
                spec = .custom(custom)
            }
        case nil: break
        }
        if let keyboard {
            switch spec {
            case .device(var device):
                device.keyboard = keyboard
                spec = .device(device)
            case .custom(var custom):
                custom.keyboard = keyboard
                spec = .custom(custom)
            }
        }
        return spec
    }
}
