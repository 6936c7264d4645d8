/// How UIKit's log prints a constraint (docs/diagnostics.md; iOS 10 and later): the VFL-like form
/// for spacing between adjacent edges (`H:|-(10)-[avatar]`, `H:[a]-(>=8@750)-[b]`, left/right
/// suffixed `(LTR)`), the equation form for everything else, sizes included (`name.height == 15`,
/// `a.width == b.width`, `a.leading == superview.leadingMargin`,
/// `b.firstBaseline == a.lastBaseline + NSSpace(8)`).
/// Views print by name and `|` as `|`, not as UIKit's `Class:0xADDR`.
extension VisualFormatConstraint {
    public var logDescription: String { logDescription(superviewName: "superview") }

    /// `superviewName` names `|` in the equation form; the VFL form always prints `|`.
    public func logDescription(superviewName: String) -> String {
        spacingForm ?? equationForm(superviewName: superviewName)
    }

    /// `relation constant @priority` as inside VFL parentheses; `==` and `@1000` are implied.
    var modifier: String {
        let relationText = relation == .equal ? "" : relation.symbol
        let priorityText = priority.isRequired ? "" : "@\(Self.number(priority.rawValue))"
        return relationText + constantText + priorityText
    }

    var constantText: String { isStandardSpace ? "NSSpace(\(Self.number(constant)))" : Self.number(constant) }

    /// Non-nil when the constraint is a gap from one edge to the next along the axis:
    /// `later.leading == earlier.trailing`, `later.leading == |.leading` or
    /// `|.trailing == earlier.trailing` (and their left/right and top/bottom forms).
    public var spacingForm: String? {
        guard let secondItem, let edges = GapEdges(firstAttribute) else { return nil }
        let gap = "-(\(modifier))-"
        let body: String
        switch (firstItem, secondItem) {
        case (.view(let later), .view(let earlier))
        where firstAttribute == edges.arrives && secondAttribute == edges.leaves:
            body = "[\(earlier)]\(gap)[\(later)]"
        case (.view(let later), .superview)
        where firstAttribute == edges.arrives && secondAttribute == edges.arrives:
            body = "|\(gap)[\(later)]"
        case (.superview, .view(let earlier))
        where firstAttribute == edges.leaves && secondAttribute == edges.leaves:
            body = "[\(earlier)]\(gap)|"
        default:
            return nil
        }
        return edges.prefix + body + edges.suffix
    }

    /// The pair of edges a gap runs between on one axis, and how the log marks the axis.
    struct GapEdges {
        var arrives: Attribute
        var leaves: Attribute
        var prefix: String
        var suffix: String

        init?(_ attribute: Attribute) {
            switch attribute {
            case .leading, .trailing: (arrives, leaves, prefix, suffix) = (.leading, .trailing, "H:", "")
            case .left, .right: (arrives, leaves, prefix, suffix) = (.left, .right, "H:", "(LTR)")
            case .top, .bottom: (arrives, leaves, prefix, suffix) = (.top, .bottom, "V:", "")
            default: return nil
            }
        }
    }

    func equationForm(superviewName: String) -> String {
        func name(_ item: VisualFormatItem) -> String { item.viewName ?? superviewName }
        var text = "\(name(firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if let secondItem {
            text += "\(name(secondItem)).\(secondAttribute.name)"
            if constant < 0 && !isStandardSpace {
                text += " - \(Self.number(-constant))"
            } else if constant != 0 || isStandardSpace {
                text += " + \(constantText)"
            }
        } else {
            text += constantText
        }
        return priority.isRequired ? text : text + " @\(Self.number(priority.rawValue))"
    }

    /// Whole numbers without a fraction (`10`, `-5`), others in Swift's shortest form (`0.5`).
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
