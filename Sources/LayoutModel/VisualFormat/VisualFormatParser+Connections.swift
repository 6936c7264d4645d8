/// Giving a connection's predicates their items once the view after them is known
/// (UIKit's `finishConstraint`), and the alignment constraints of each pair of views.
extension VisualFormatParser {
    /// `left` and `right` are the views before and after the connection as written; `nil`
    /// stands for `|`. The later view is the first item (reference §1.2), except that
    /// right-to-left swaps them so the string reads right to left.
    mutating func finishConnection(left: ParsedView?, right: ParsedView?) throws(VisualFormatError) {
        let swaps = isHorizontal && options.readsRightToLeft
        let (first, second) = swaps ? (left, right) : (right, left)
        // Cleared keeping its storage once read: the next connection reuses it.
        defer { connection.removeAll(keepingCapacity: true) }
        for (index, predicate) in connection.enumerated() {
            if isHorizontal && options.contains(.spacingBaselineToBaseline) {
                throw failure(VisualFormatMessage.baselineInHorizontal)
            }
            let toMargin = predicate.isStandardSpace && context.spacing.superview == .margins
            // The earlier item leaves from its end edge; `|` as the earlier item is the
            // superview's start edge, and the other way round for the later item.
            let (secondItem, secondAttribute) = try connectionEnd(
                second, viewAttribute: endAttribute(ofView: true), barAttribute: startAttribute(ofView: false),
                toMargin: toMargin, nextToBar: left ?? right)
            let (firstItem, firstAttribute) = try connectionEnd(
                first, viewAttribute: startAttribute(ofView: true), barAttribute: endAttribute(ofView: false),
                toMargin: toMargin, nextToBar: left ?? right)
            var constraint = VisualFormatConstraint(
                firstItem: firstItem, firstAttribute: firstAttribute, relation: predicate.relation,
                secondItem: secondItem, secondAttribute: secondAttribute, constant: predicate.constant,
                priority: predicate.priority, isStandardSpace: predicate.isStandardSpace, source: predicate.source)
            if predicate.isStandardSpace {
                resolveStandardSpace(&constraint, touchesSuperview: first == nil || second == nil)
            }
            constraints.append(constraint)
            if index == 0, let first, let second {
                try align(earlier: second, later: first)
            }
        }
    }

    /// One end of a connection: the view with its edge, or `|` with the superview's edge (its
    /// margin under the margins policy), once UIKit has checked the bar has a superview.
    func connectionEnd(
        _ view: ParsedView?, viewAttribute: Attribute, barAttribute: Attribute, toMargin: Bool,
        nextToBar: ParsedView?
    ) throws(VisualFormatError) -> (VisualFormatItem, Attribute) {
        if let view { return (.view(view.name), viewAttribute) }
        try requireSuperview(nextToBar)
        return (.superview, toMargin ? barAttribute.marginVariant : barAttribute)
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
    /// the margins policy the margin attribute already chosen with a constant of 0.
    func resolveStandardSpace(_ constraint: inout VisualFormatConstraint, touchesSuperview: Bool) {
        guard touchesSuperview else {
            constraint.constant = context.spacing.sibling
            return
        }
        switch context.spacing.superview {
        case .points(let points):
            constraint.constant = points
        case .margins:
            constraint.constant = 0
            constraint.isStandardSpace = false
        }
    }

    /// UIKit looks for the superitem of the view next to the bar and fails without one.
    func requireSuperview(_ view: ParsedView?) throws(VisualFormatError) {
        guard let view, !context.hasSuperview(view.name) else { return }
        throw failure(VisualFormatMessage.noSuperview)
    }

    /// One equality per set alignment bit between two adjacent views (never `|`), earlier
    /// view first; aligning along the layout's own axis is refused (reference §1.3).
    mutating func align(earlier: ParsedView, later: ParsedView) throws(VisualFormatError) {
        guard options.rawValue & VisualFormatOptions.alignmentBits != 0 else { return }
        let range = min(earlier.range.lowerBound, later.range.lowerBound)..<max(earlier.range.upperBound, later.range.upperBound)
        for attribute in options.alignmentAttributes {
            if (attribute.axis == .horizontal) == isHorizontal {
                throw failure(isHorizontal ? VisualFormatMessage.alignHorizontal : VisualFormatMessage.alignVertical)
            }
            alignmentConstraints.append(VisualFormatConstraint(
                firstItem: .view(earlier.name), firstAttribute: attribute, relation: .equal,
                secondItem: .view(later.name), secondAttribute: attribute, source: range))
        }
    }
}
