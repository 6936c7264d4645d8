/// Giving a connection's predicates their items once the view after them is known
/// (UIKit's `finishConstraint`), and the alignment constraints of each pair of views.
extension VisualFormatParser {
    /// `left` and `right` are the views before and after the connection as written; `nil`
    /// stands for `|`. The later view is the first item (UIKit's order; VisualFormatValidTests pins it), except that
    /// right-to-left swaps them so the string reads right to left.
    mutating func finishConnection(left: ParsedView?, right: ParsedView?, _ context: VisualFormatContext)
        throws(VisualFormatError)
    {
        // Cleared once read; the later predicates' storage is kept for the next connection.
        defer {
            predicateCount = 0
            if !laterPredicates.isEmpty { laterPredicates.removeAll(keepingCapacity: true) }
        }
        guard predicateCount > 0 else { return }
        // Every predicate of a connection joins the same two ends, so the checks UIKit makes
        // for each (the first one throws, if any does) and the ends are worked out once.
        if isHorizontal && options.contains(.spacingBaselineToBaseline) {
            throw failure(VisualFormatMessage.baselineInHorizontal)
        }
        let swaps = isHorizontal && options.readsRightToLeft
        // `first`/`second` are `right`/`left`, or the other way round when the string reads
        // right to left; the items are built from the views as given rather than copies of them.
        // UIKit checks the bar (`nil`) has a superview, the one of the view next to it.
        if left == nil || right == nil { try requireSuperview() }
        let leftItem: VisualFormatItem = left.map { .view($0.name) } ?? .superview
        let rightItem: VisualFormatItem = right.map { .view($0.name) } ?? .superview
        let firstIsBar = (swaps ? left : right) == nil
        let secondIsBar = (swaps ? right : left) == nil
        // The earlier item leaves from its end edge; `|` as the earlier item is the
        // superview's start edge, and the other way round for the later item.
        let secondAttribute = secondIsBar ? startAttribute(ofView: false) : endAttribute(ofView: true)
        let firstAttribute = firstIsBar ? endAttribute(ofView: false) : startAttribute(ofView: true)
        let touchesSuperview = firstIsBar || secondIsBar
        for index in 0..<predicateCount {
            let predicate = index == 0 ? firstPredicate : laterPredicates[index - 1]
            let isStandardSpace = predicate.isStandardSpace
            let toMargin = isStandardSpace && context.spacing.superview == .margins
            var constant = predicate.constant
            var keepsStandardSpace = isStandardSpace
            if isStandardSpace {
                (constant, keepsStandardSpace) = standardSpace(touchesSuperview: touchesSuperview, context)
            }
            constraints.append(
                VisualFormatConstraint(
                    firstItem: swaps ? leftItem : rightItem,
                    firstAttribute: toMargin && firstIsBar ? firstAttribute.marginVariant : firstAttribute,
                    relation: predicate.relation,
                    secondItem: swaps ? rightItem : leftItem,
                    secondAttribute: toMargin && secondIsBar ? secondAttribute.marginVariant : secondAttribute,
                    constant: constant, priority: predicate.priority, isStandardSpace: keepsStandardSpace,
                    source: predicate.source))
            if index == 0, options.rawValue & VisualFormatOptions.alignmentBits != 0, let left, let right {
                // The earlier view is `second`, the later `first`.
                try swaps ? align(earlier: right, later: left) : align(earlier: left, later: right)
            }
        }
    }

    /// The attribute on the side a connection leaves from: trailing, right, bottom or lastBaseline.
    func endAttribute(ofView isView: Bool) -> Attribute {
        if isHorizontal { return options.usesAbsoluteDirection ? .right : .trailing }
        return isView && options.contains(.spacingBaselineToBaseline) ? .lastBaseline : .bottom
    }

    /// The attribute on the side a connection arrives at: leading, left, top or firstBaseline.
    func startAttribute(ofView isView: Bool) -> Attribute {
        if isHorizontal { return options.usesAbsoluteDirection ? .left : .leading }
        return isView && options.contains(.spacingBaselineToBaseline) ? .firstBaseline : .top
    }

    /// NSSpace is 8 between siblings; next to `|` it is the superview policy's value, or under
    /// the margins policy 0 to the margin attribute already chosen, no longer marked standard.
    func standardSpace(touchesSuperview: Bool, _ context: VisualFormatContext) -> (
        constant: Double, isStandardSpace: Bool
    ) {
        guard touchesSuperview else { return (context.spacing.sibling, true) }
        switch context.spacing.superview {
        case .points(let points): return (points, true)
        case .margins: return (0, false)
        }
    }

    /// UIKit looks for the superitem of the view next to the bar, the view parsed last, and
    /// fails without one.
    func requireSuperview() throws(VisualFormatError) {
        guard !lastViewHasSuperview else { return }
        throw failure(VisualFormatMessage.noSuperview)
    }

    /// One equality per set alignment bit between two adjacent views (never `|`), earlier
    /// view first; aligning along the layout's own axis is refused, as UIKit refuses it (docs/document-format.md §3.1).
    mutating func align(earlier: ParsedView, later: ParsedView) throws(VisualFormatError) {
        guard options.rawValue & VisualFormatOptions.alignmentBits != 0 else { return }
        let range =
            min(
                earlier.range.lowerBound, later.range.lowerBound)..<max(
                earlier.range.upperBound, later.range.upperBound)
        for attribute in options.alignmentAttributes {
            if (attribute.axis == .horizontal) == isHorizontal {
                throw failure(isHorizontal ? VisualFormatMessage.alignHorizontal : VisualFormatMessage.alignVertical)
            }
            alignmentConstraints.append(
                VisualFormatConstraint(
                    firstItem: .view(earlier.name), firstAttribute: attribute, relation: .equal,
                    secondItem: .view(later.name), secondAttribute: attribute, source: range))
        }
    }
}
