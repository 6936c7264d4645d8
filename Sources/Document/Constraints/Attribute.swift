/// A layout attribute, with UIKit's names and raw values (`NSLayoutAttribute`).
///
/// Every attribute but `notAnAttribute` belongs to one axis and is either a location
/// (an edge, a centre, a baseline) or a size. Validation of a constraint's attribute pair
/// (`invalid_attribute_pairing`) follows from those two properties plus the
/// leading/trailing versus left/right family.
public enum Attribute: Int, CaseIterable, Sendable, Hashable, Codable {
    case notAnAttribute = 0
    case left = 1
    case right, top, bottom
    case leading = 5
    case trailing
    case width = 7
    case height
    case centerX = 9
    case centerY
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin, topMargin, bottomMargin
    case leadingMargin = 17
    case trailingMargin
    case centerXWithinMargins = 19
    case centerYWithinMargins

    public enum Axis: Sendable { case horizontal, vertical }

    /// The axis the attribute measures along; `nil` for `notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        }
    }

    /// True for `width` and `height`: a size, not a position.
    public var isSize: Bool { self == .width || self == .height }

    /// True for attributes that name a position (edges, centres, baselines, margins).
    public var isLocation: Bool { self != .notAnAttribute && !isSize }

    /// True for the attributes that flip with the layout direction.
    /// True for the attributes that read a view's layout margins.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }

    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// True for the absolute horizontal edges, which must not be mixed with leading/trailing.
    public var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// The name used in documents, in expressions and in UIKit's logs.
    public var name: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// Looks an attribute up by its document name; `baseline` is UIKit's alias of `lastBaseline`.
    /// O(attributes), in a table made once (`allCases` builds an array at each use).
    public init?(name: String) {
        // Names of another length differ without a comparison: every name here is ASCII without
        // the three characters that have non-ASCII equivalents (see `String.isKey`).
        let count = name.utf8.count
        guard let index = Self.names.firstIndex(where: { $0.name.utf8.count == count && $0.name == name }) else {
            return nil
        }
        self = Self.names[index].attribute
    }

    /// Every attribute by name, and the alias.
    private static let names = allCases.map { (name: $0.name, attribute: $0) } + [("baseline", .lastBaseline)]
}
