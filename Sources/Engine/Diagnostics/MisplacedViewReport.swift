import Devices
import Document
import Geometry
import JSON

/// `misplaced_view` (docs/diagnostics.md): on the design target, a view whose design `frame` differs from
/// the solved one — Interface Builder's `Frame for "Label" will be different at run time.`
///
/// The design target is the document's `designTarget`; without one, a root `frame` names the
/// design screen by its size. Views that translate their autoresizing mask are not checked
/// (their frame is a constraint; a fight with it is an `autoresizing_conflict`). Frames differ
/// when an edge or size is off by more than half a pixel of the target.
public enum MisplacedViewReport {
    /// - Complexity: O(views).
    public static func diagnostics(
        _ document: LayoutDocument, target: ResolvedTarget,
        frames: [(id: String, frame: Rect)]
    ) -> [Diagnostic] {
        guard isDesignTarget(target, of: document) else { return [] }
        let tolerance = 0.5 / max(target.scale, 1) + Tolerance.epsilon
        var result: [Diagnostic] = []
        for (id, solved) in frames {
            guard let index = document.viewIndex[id], index != 0 else { continue }
            let view = document.views[index]
            guard let design = view.frame,
                !(view.translatesAutoresizingMaskIntoConstraints
                    ?? document.defaults.translatesAutoresizingMaskIntoConstraints)
            else { continue }
            let parts = [
                ("x", solved.x, design.x), ("y", solved.y, design.y),
                ("width", solved.width, design.width), ("height", solved.height, design.height)
            ]
            let differing = parts.filter { abs($0.1 - $0.2) > tolerance }
            guard !differing.isEmpty else { continue }
            let expected = differing.map { "\($0.0)=\(JSONReader.numberText($0.1))" }.joined(separator: " ")
            let actual = differing.map { "\($0.0)=\(JSONReader.numberText($0.2))" }.joined(separator: " ")
            result.append(
                Diagnostic(
                    severity: .warning, code: DiagnosticCode.misplacedView,
                    message: "Frame for \"\(id)\" will be different at run time.",
                    fields: [
                        ("view", .string(id)), ("detail", .string("Expected: \(expected)  Actual: \(actual)")),
                        ("expected", solved.jsonValue), ("actual", design.jsonValue),
                        (
                            "hint",
                            .string(
                                "Update the design frame to the solved one (Interface Builder's Update Frames), or change the constraints so they give the frame you drew."
                            )
                        )
                    ]))
        }
        return result
    }

    /// True when `target` is the document's design canvas: its `designTarget` resolved (the same
    /// device, size, scale and traits), or else a screen of the root `frame`'s size.
    public static func isDesignTarget(_ target: ResolvedTarget, of document: LayoutDocument) -> Bool {
        if let spec = document.designTarget {
            guard
                case .success(let design) = ResolvedTarget.resolve(
                    spec, controller: document.controller,
                    defaultLayoutDirection: document.defaults.layoutDirection ?? .leftToRight)
            else { return false }
            return design.deviceID == target.deviceID && design.size == target.size && design.scale == target.scale
                && design.traits == target.traits
        }
        guard let rootFrame = document.root.frame else { return false }
        return rootFrame.size == target.size
    }
}
