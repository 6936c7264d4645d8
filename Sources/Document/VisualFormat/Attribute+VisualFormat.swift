extension Attribute {
    /// The margin counterpart of an edge, for a bare `-` to `|` under the margins policy
    /// (UIKit's VFL; docs/document-format.md §3.1); other attributes are returned unchanged.
    var marginVariant: Attribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: self
        }
    }
}
