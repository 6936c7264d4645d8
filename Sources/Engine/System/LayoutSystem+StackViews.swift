import Document
import JSON

/// Step 3c: the constraints a `UIStackView` generates for its arranged subviews (a stack view's
/// `subviews`, in order), with UIKit's identifiers (as its console logs print them; docs/views.md):
///
/// | identifier | what |
/// |---|---|
/// | `UISV-canvas-connection` | first/last visible view to the canvas along the axis; the cross edges (fill) or the aligned edge/centre |
/// | `UISV-spacing` | `H:[a]-(spacing)-[b]` between visible neighbours (`>=` for equalSpacing/equalCentering) |
/// | `UISV-fill-equally` | equal sizes (fillEqually); equal gaps (equalSpacing, required) or equal centre distances (equalCentering, @149) |
/// | `UISV-fill-proportionally` | `v.size == m × (canvas.size − spacings)` with m = intrinsic / Σ intrinsic, @999, 998, … |
/// | `UISV-alignment` | every visible view's aligned attribute equal to the first's |
/// | `UISV-spanning-boundary` | views stay inside the canvas across the axis (non-fill alignments) |
/// | `UISV-spanning-fit` | the canvas hugs its tallest view across the axis, @51 |
/// | `UISV-canvas-fit` | equalSpacing, equalCentering: the canvas hugs its views along the axis, @51 |
/// | `UISV-ambiguity-suppression` | a view with no cross size gets 0, @25 |
/// | `UISV-hiding` | a hidden arranged view: size 0 along the axis, placed after its visible predecessor |
///
/// The canvas is the stack's bounds, or its layout margins with
/// `isLayoutMarginsRelativeArrangement`. UIKit's helper items — the `_UILayoutSpacer` alignment
/// spanner and the `_UIOLAGapGuide` gap guides — are folded into the constraints they take part
/// in (the spanner's edges are the canvas's; a gap guide's size is the distance between its two
/// views), which gives the same frames without extra variables. Constraint ids are
/// `<stack>.<identifier>.<view>.<attribute>`; descriptions are UIKit's log form.
extension LayoutSystem {
    public mutating func addStackViewConstraints() {
        for index in installedViews where document.views[index].kind == .stack {
            guard let stack = viewItems[index], let spec = document.views[index].stack else { continue }
            addStack(index, stack, spec)
        }
    }

    private mutating func addStack(_ index: Int, _ stack: LayoutItem, _ spec: StackSpec) {
        let arrangement = StackArrangement(spec)
        let stackId = document.views[index].id
        var canvas = stack
        if spec.isLayoutMarginsRelativeArrangement {
            canvas = stack.inset(by: stack.margins, name: "\(stackId).margins")
        }
        let arranged = document.views[index].subviews.filter { installed[$0] && viewItems[$0] != nil }
        let visible = arranged.filter { !document.views[$0].hidden }
        var builder = StackConstraintBuilder(
            system: self, stackIndex: index, stackId: stackId, canvas: canvas,
            arrangement: arrangement)
        builder.connectAlongAxis(visible)
        builder.distribute(visible)
        builder.alignAcross(visible)
        builder.hide(arranged, visible: visible)
        self = builder.system
    }
}

/// Builds one stack view's constraints into a copy of the system. Keeps the stack's own order:
/// canvas connections, spacing, distribution, alignment, hiding.
struct StackConstraintBuilder {
    var system: LayoutSystem
    let stackIndex: Int
    let stackId: String
    let canvas: LayoutItem
    let arrangement: StackArrangement

    private func item(_ index: Int) -> LayoutItem { system.viewItems[index] ?? canvas }
    private func name(_ index: Int) -> String { system.document.views[index].id }

    /// Appends `first.a REL multiplier × second.b + constant` through the engine's own builder
    /// (so right-to-left mirroring applies as to any document constraint).
    private mutating func relate(
        _ identifier: String, _ idParts: [String], _ first: LayoutItem, _ firstAttribute: Attribute,
        _ relation: Relation, _ second: LayoutItem?, _ secondAttribute: Attribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        description: String? = nil
    ) {
        let text =
            description
            ?? Self.equation(
                first.name, firstAttribute, relation, second?.name, secondAttribute,
                multiplier: multiplier, constant: constant)
        system.append(
            id: ([stackId, identifier] + idParts).joined(separator: "."), origin: .stackView,
            description: "'\(identifier)' \(text)\(Self.priorityText(priority))", source: nil, range: nil,
            first: first, firstAttribute: firstAttribute, relation: relation, multiplier: multiplier,
            second: second, secondAttribute: secondAttribute,
            constant: constant, priority: priority)
    }

    /// Appends a constraint built from forms (gap guides folded away): `form REL 0`.
    private mutating func relateForms(
        _ identifier: String, _ idParts: [String], _ form: LinearForm, _ relation: Relation,
        priority: LayoutPriority, description: String, views: [Int]
    ) {
        system.constraints.append(
            ResolvedConstraint(
                id: ([stackId, identifier] + idParts).joined(separator: "."), origin: .stackView,
                description: "'\(identifier)' \(description)\(Self.priorityText(priority))", source: nil,
                sourceRange: nil,
                expression: form, relation: relation, priority: priority, views: views))
    }

    // MARK: Along the axis

    /// `UISV-canvas-connection`: the first visible view's leading edge and the last one's trailing
    /// edge on the canvas's.
    mutating func connectAlongAxis(_ visible: [Int]) {
        guard let first = visible.first, let last = visible.last else { return }
        let a = arrangement
        relate(
            "UISV-canvas-connection", [name(first), a.lead.name], canvas, a.lead, .equal, item(first), a.lead,
            description: "\(stackId).\(a.lead.name) == \(name(first)).\(a.lead.name)")
        relate(
            "UISV-canvas-connection", [name(last), a.trail.name], canvas, a.trail, .equal, item(last), a.trail,
            description: "\(a.letter):[\(name(last))]-(0)-|")
    }

    /// Spacing between visible neighbours and the distribution's own constraints.
    mutating func distribute(_ visible: [Int]) {
        let a = arrangement
        let spacingText = JSONReader.numberText(a.spacing)
        let spacingRelation: Relation =
            a.distribution == .equalSpacing || a.distribution == .equalCentering
            ? .greaterThanOrEqual : .equal
        for (previous, next) in zip(visible, visible.dropFirst()) {
            relate(
                "UISV-spacing", [name(next)], item(next), a.lead, spacingRelation, item(previous), a.trail,
                constant: a.spacing,
                description:
                    "\(a.letter):[\(name(previous))]-(\(spacingRelation == .equal ? "" : ">=")\(spacingText))-[\(name(next))]"
            )
        }
        switch a.distribution {
        case .fill:
            break
        case .fillEqually:
            guard let first = visible.first else { return }
            for view in visible.dropFirst() {
                relate("UISV-fill-equally", [name(view), a.size.name], item(view), a.size, .equal, item(first), a.size)
            }
        case .fillProportionally:
            fillProportionally(visible)
        case .equalSpacing:
            equalizeGaps(visible, between: (a.trail, a.lead), priority: .required)
            fitAlongAxis()
        case .equalCentering:
            equalizeGaps(visible, between: (a.center, a.center), priority: LayoutPriority(149))
            fitAlongAxis()
        }
    }

    /// `UISV-canvas-fit`: an equal-spacing or equal-centering stack's canvas hugs its views along
    /// the axis at 51, so when nothing else sizes it the gaps are as small as the distribution
    /// allows (the spacing, for equalSpacing), as the frames Xcode stores show (and it marks no
    /// view ambiguous); any size another constraint gives it wins.
    private mutating func fitAlongAxis() {
        let a = arrangement
        relate(
            "UISV-canvas-fit", [a.size.name], canvas, a.size, .equal, nil, .notAnAttribute,
            priority: LayoutPriority(51), description: "\(stackId).\(a.size.name) == 0")
    }

    /// `UISV-fill-proportionally`: each visible view takes its share of the canvas (less the
    /// spacings) in proportion to its intrinsic size along the axis, at 999, 998, … so that when
    /// the shares cannot all hold, the earlier views keep theirs. A view with no intrinsic size on
    /// the axis counts at its `frame`'s size (the size it has before layout, as the frames Xcode
    /// stores show), or as 0 without one; when every share is 0 the distribution is `fill`.
    private mutating func fillProportionally(_ visible: [Int]) {
        let a = arrangement
        let scale = system.geometry.scale
        let sizes = visible.map { index -> Double in
            // A view without an intrinsic size on the axis counts at its current (stored) size.
            let view = system.document.views[index]
            let intrinsic = IntrinsicContentSize.of(view, scale: scale)
            let current = view.frame.map { a.isHorizontal ? $0.width : $0.height }
            return (a.isHorizontal ? intrinsic.width : intrinsic.height) ?? current ?? 0
        }
        let total = sizes.reduce(0, +)
        guard total > 0 else { return }
        let spacings = a.spacing * Double(max(visible.count - 1, 0))
        for (position, view) in visible.enumerated() {
            let multiplier = sizes[position] / total
            relate(
                "UISV-fill-proportionally", [name(view), a.size.name], item(view), a.size, .equal, canvas, a.size,
                multiplier: multiplier, constant: -multiplier * spacings,
                priority: LayoutPriority(max(999 - Double(position), 1)))
        }
    }

    /// `UISV-fill-equally` between gap guides, folded: the distance from each view's `from`
    /// attribute to the next view's `to` attribute equals the first such distance.
    private mutating func equalizeGaps(
        _ visible: [Int], between attributes: (from: Attribute, to: Attribute), priority: LayoutPriority
    ) {
        guard visible.count > 2 else { return }
        func gap(_ position: Int) -> LinearForm {
            system.form(item(visible[position + 1]), attributes.to)
                - system.form(item(visible[position]), attributes.from)
        }
        let first = gap(0)
        func guideName(_ position: Int) -> String { "gap(\(name(visible[position])),\(name(visible[position + 1])))" }
        let sizeName = arrangement.size.name
        for position in 1..<(visible.count - 1) {
            relateForms(
                "UISV-fill-equally", [name(visible[position + 1]), "gap"], gap(position) - first, .equal,
                priority: priority,
                description: "\(guideName(position)).\(sizeName) == \(guideName(0)).\(sizeName)",
                views: [stackIndex, visible[0], visible[1], visible[position], visible[position + 1]])
        }
    }

    // MARK: Across the axis

    /// The cross-axis constraints of the alignment (UIKit's per-alignment sets, spanner folded).
    mutating func alignAcross(_ visible: [Int]) {
        guard let first = visible.first else { return }
        let a = arrangement
        let anchor = item(first), anchorName = name(first)
        guard let aligned = a.alignedAttribute else {
            relate(
                "UISV-canvas-connection", [anchorName, a.crossStart.name], canvas, a.crossStart, .equal, anchor,
                a.crossStart,
                description: "\(stackId).\(a.crossStart.name) == \(anchorName).\(a.crossStart.name)")
            relate(
                "UISV-canvas-connection", [anchorName, a.crossEnd.name], anchor, a.crossEnd, .equal, canvas, a.crossEnd,
                description: "\(anchorName).\(a.crossEnd.name) == \(stackId).\(a.crossEnd.name)")
            for view in visible.dropFirst() { alignFill(view, to: first) }
            return
        }
        for view in visible.dropFirst() {
            relate("UISV-alignment", [name(view), aligned.name], anchor, aligned, .equal, item(view), aligned)
        }
        switch a.alignment {
        case .start:
            relate(
                "UISV-canvas-connection", [anchorName, a.crossStart.name], canvas, a.crossStart, .equal, anchor,
                a.crossStart,
                description: "\(stackId).\(a.crossStart.name) == \(anchorName).\(a.crossStart.name)")
        case .end:
            relate(
                "UISV-canvas-connection", [anchorName, a.crossEnd.name], anchor, a.crossEnd, .equal, canvas, a.crossEnd,
                description: "\(anchorName).\(a.crossEnd.name) == \(stackId).\(a.crossEnd.name)")
        case .center:
            relate(
                "UISV-canvas-connection", [anchorName, a.crossCenter.name], canvas, a.crossCenter, .equal, anchor,
                a.crossCenter,
                description: "\(stackId).\(a.crossCenter.name) == \(anchorName).\(a.crossCenter.name)")
        case .fill, .firstBaseline, .lastBaseline:
            break
        }
        for view in visible {
            if a.alignment != .start {
                relate(
                    "UISV-spanning-boundary", [name(view), a.crossStart.name], canvas, a.crossStart, .lessThanOrEqual,
                    item(view), a.crossStart)
            }
            if a.alignment != .end {
                relate(
                    "UISV-spanning-boundary", [name(view), a.crossEnd.name], canvas, a.crossEnd, .greaterThanOrEqual,
                    item(view), a.crossEnd)
            }
        }
        relate(
            "UISV-spanning-fit", [a.crossSize.name], canvas, a.crossSize, .equal, nil, .notAnAttribute,
            priority: LayoutPriority(51), description: "\(stackId).\(a.crossSize.name) == 0")
        for view in visible { suppressAmbiguity(view) }
    }

    /// `fill` alignment of one view: both cross edges equal to the anchor's.
    private mutating func alignFill(_ view: Int, to anchor: Int) {
        let a = arrangement
        for attribute in [a.crossEnd, a.crossStart] {
            relate(
                "UISV-alignment", [name(view), attribute.name], item(anchor), attribute, .equal, item(view), attribute)
        }
    }

    /// `UISV-ambiguity-suppression`: a cross size of 0 at 25, so a view without an intrinsic size
    /// is not ambiguous under a non-fill alignment.
    private mutating func suppressAmbiguity(_ view: Int) {
        let a = arrangement
        relate(
            "UISV-ambiguity-suppression", [name(view), a.crossSize.name], item(view), a.crossSize, .equal, nil,
            .notAnAttribute,
            priority: LayoutPriority(25), description: "\(name(view)).\(a.crossSize.name) == 0")
    }

    // MARK: Hidden arranged views

    /// `UISV-hiding`: a hidden arranged view collapses to 0 along the axis, sits where the
    /// previous visible view ends (or at the canvas's leading edge), and keeps the alignment's
    /// cross-axis constraints; spacing skips it.
    mutating func hide(_ arranged: [Int], visible: [Int]) {
        let a = arrangement
        var previous: Int?
        for view in arranged {
            guard system.document.views[view].hidden else {
                previous = view
                continue
            }
            relate(
                "UISV-hiding", [name(view), a.size.name], item(view), a.size, .equal, nil, .notAnAttribute,
                description: "\(name(view)).\(a.size.name) == 0")
            if let previous {
                relate("UISV-hiding", [name(view), a.lead.name], item(view), a.lead, .equal, item(previous), a.trail)
            } else {
                relate("UISV-hiding", [name(view), a.lead.name], item(view), a.lead, .equal, canvas, a.lead)
            }
            guard let anchor = visible.first else {
                relate(
                    "UISV-hiding", [name(view), a.crossStart.name], item(view), a.crossStart, .equal, canvas,
                    a.crossStart)
                suppressAmbiguity(view)
                continue
            }
            if let aligned = a.alignedAttribute {
                relate("UISV-alignment", [name(view), aligned.name], item(anchor), aligned, .equal, item(view), aligned)
                suppressAmbiguity(view)
            } else {
                alignFill(view, to: anchor)
            }
        }
    }

    // MARK: Descriptions

    /// UIKit's equation form: `a.width == 0.5*stack.width - 4`.
    static func equation(
        _ first: String, _ firstAttribute: Attribute, _ relation: Relation, _ second: String?,
        _ secondAttribute: Attribute, multiplier: Double, constant: Double
    ) -> String {
        var text = "\(first).\(firstAttribute.name) \(relation.symbol) "
        guard let second else { return text + JSONReader.numberText(constant) }
        // Six decimals, as UIKit's logs print multipliers (`0.571429*`).
        func short(_ value: Double) -> String { JSONReader.numberText((value * 1e6).rounded() / 1e6) }
        if multiplier != 1 { text += "\(short(multiplier))*" }
        text += "\(second).\(secondAttribute.name)"
        if constant > 0 { text += " + \(short(constant))" }
        if constant < 0 { text += " - \(short(-constant))" }
        return text
    }

    static func priorityText(_ priority: LayoutPriority) -> String {
        priority.isRequired ? "" : " @\(JSONReader.numberText(priority.rawValue))"
    }
}
