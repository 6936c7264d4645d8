import Devices

/// The top-level `defaults` of a document (docs/document-format.md §1), with UIKit/Interface Builder defaults.
public struct DocumentDefaults: Sendable, Hashable {
    /// False, as for views made in Interface Builder.
    public var translatesAutoresizingMaskIntoConstraints = false
    /// What a bare `-` to `|` means in VFL: a fixed space, or the superview's margins.
    public var superviewSpacing: SuperviewSpacing = .points(20)
    public var siblingSpacing: Double = 8
    public var layoutDirection: LayoutDirection? = nil
    public var rounding: Rounding = .pixel

    public init() {}

    public enum SuperviewSpacing: Sendable, Hashable {
        case points(Double)
        case margins
    }

    public enum Rounding: String, Sendable, Hashable {
        case pixel, none
    }
}
