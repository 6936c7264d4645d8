import Devices

/// The top-level `defaults` of a document (docs/document-format.md §1), with UIKit/Interface Builder defaults.
package struct DocumentDefaults: Sendable, Hashable {
    /// False, as for views made in Interface Builder.
    package var translatesAutoresizingMaskIntoConstraints = false
    /// What a bare `-` to `|` means in VFL: a fixed space, or the superview's margins.
    package var superviewSpacing: SuperviewSpacing = .points(20)
    package var siblingSpacing: Double = 8
    package var layoutDirection: LayoutDirection? = nil
    package var rounding: Rounding = .pixel

    package init() {}

    package enum SuperviewSpacing: Sendable, Hashable {
        case points(Double)
        case margins
    }

    package enum Rounding: String, Sendable, Hashable {
        case pixel, none
    }
}
