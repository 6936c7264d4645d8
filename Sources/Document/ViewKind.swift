/// What a view is, as far as layout cares: UIKit's class families.
public enum ViewKind: String, CaseIterable, Sendable, Hashable {
    case view, label, image, button, textField, scroll, stack

    /// The class name UIKit's logs print for a view of this kind.
    public var uikitClassName: String {
        switch self {
        case .view: "UIView"
        case .label: "UILabel"
        case .image: "UIImageView"
        case .button: "UIButton"
        case .textField: "UITextField"
        case .scroll: "UIScrollView"
        case .stack: "UIStackView"
        }
    }

    /// True for the kinds whose intrinsic size comes from their text.
    public var hasText: Bool { self == .label || self == .button || self == .textField }
}
