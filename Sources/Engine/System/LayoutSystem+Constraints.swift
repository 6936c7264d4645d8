import Document
import JSON
import Primitives

/// Step 3b: the document's constraint entries → resolved constraints. Every bad constraint
/// becomes a diagnostic and the rest carry on.
extension LayoutSystem {
    /// Adds every installed, active document constraint, in document order. With `base` — the
    /// system of another target that installs the same views and matches the same conditions
    /// (`sharesInstallation(_:with:)`) — an entry whose constraints did not read the target's
    /// geometry (root guides, root margins) is copied from `base` instead of being resolved again.
    public mutating func addDocumentConstraints(reusing base: LayoutSystem? = nil) {
        reportDuplicateIds()
        // Which of base's entries read baselines is not kept; all of them is the safe side.
        if let base { baselinesRead.formUnion(base.baselinesRead) }
        // What is copied from base, taken out once: a whole system bound or passed per entry is
        // a copy of every field. Entries go by index, read in place: one passed by value is a
        // copy of the entry, and one copied from base is never needed whole.
        let reused = Reused(
            records: base?.entryRecords ?? [], constraints: base?.constraints ?? [],
            diagnostics: base?.diagnostics ?? [])
        entryRecords.reserveCapacity(reused.records.count)
        var copying = Copying()
        defer { flush(&copying, from: reused) }
        // Polled every 64 entries (each parses and resolves a string): a stopped request's
        // system is left short, and its solve stops at its first poll.
        var poll = BudgetPoll()
        let entries = document.constraints
        for index in entries.indices {
            if index & 63 == 63, poll.checkNow() { return }
            add(entries, index, reusing: reused, copying: &copying)
        }
    }

    /// The parts of a base system `addDocumentConstraints(reusing:)` copies entries from.
    private struct Reused {
        var records: [EntryRecord]
        var constraints: [ResolvedConstraint]
        var diagnostics: [Diagnostic]
    }

    /// Where `addDocumentConstraints(reusing:)` stands in base's entries (`cursor`), and the
    /// slices of base's constraints and diagnostics that the entries copied since the last
    /// resolved one claim: consecutive copied entries are one slice of each, appended at once
    /// when an entry is resolved or at the end. Appended entry by entry, the append cost more
    /// than the entry's two or three constraints.
    private struct Copying {
        var cursor = 0
        var constraints: Range<Int>?
        var diagnostics: Range<Int>?

        /// `next` continues `pending` (or nothing is pending).
        static func adjoins(_ pending: Range<Int>?, _ next: Range<Int>) -> Bool {
            pending.map { $0.upperBound == next.lowerBound } ?? true
        }

        /// `pending` extended by `next`, which adjoins it.
        static func joined(_ pending: Range<Int>?, _ next: Range<Int>) -> Range<Int> {
            (pending?.lowerBound ?? next.lowerBound)..<next.upperBound
        }
    }

    /// Appends what `copying` claims, and claims nothing more.
    private mutating func flush(_ copying: inout Copying, from reused: Reused) {
        if let range = copying.constraints, !range.isEmpty { constraints += reused.constraints[range] }
        if let range = copying.diagnostics, !range.isEmpty { diagnostics += reused.diagnostics[range] }
        copying.constraints = nil
        copying.diagnostics = nil
    }

    /// Entry `index` of `entries` (a group: its entries that apply, in order).
    private mutating func add(
        _ entries: [ConstraintEntry], _ index: Int, reusing reused: Reused, copying: inout Copying
    ) {
        if case .group(let group) = entries[index].form {
            guard group.when.matches(geometry.subject) else { return }
            for child in group.entries.indices { add(group.entries, child, reusing: reused, copying: &copying) }
            return
        }
        // Where the entry starts once what is claimed is appended.
        let start = (
            constraints: constraints.count + (copying.constraints?.count ?? 0),
            diagnostics: diagnostics.count + (copying.diagnostics?.count ?? 0)
        )
        readsGeometry = false
        if copying.cursor < reused.records.count, !reused.records[copying.cursor].readsGeometry {
            let copied = reused.records[copying.cursor]
            if !Copying.adjoins(copying.constraints, copied.constraints)
                || !Copying.adjoins(copying.diagnostics, copied.diagnostics)
            {
                flush(&copying, from: reused)
            }
            copying.constraints = Copying.joined(copying.constraints, copied.constraints)
            copying.diagnostics = Copying.joined(copying.diagnostics, copied.diagnostics)
            entryRecords.append(
                EntryRecord(
                    constraints: start.constraints..<start.constraints + copied.constraints.count,
                    diagnostics: start.diagnostics..<start.diagnostics + copied.diagnostics.count, readsGeometry: false)
            )
        } else {
            flush(&copying, from: reused)
            add(entries, index)
            entryRecords.append(
                EntryRecord(
                    constraints: start.constraints..<constraints.count,
                    diagnostics: start.diagnostics..<diagnostics.count, readsGeometry: readsGeometry))
        }
        copying.cursor += 1
    }

    /// Leaf entry `index` of `entries` (equation or VFL), resolved.
    private mutating func add(_ entries: [ConstraintEntry], _ index: Int) {
        let id = entries[index].id
        switch entries[index].form {
        case .group:
            break
        case .equation(let equation):
            guard equation.active else { return }
            switch equation.equation {
            case .success(let parsed):
                addEquation(parsed, id: id, source: equation.expression, identifier: equation.identifier)
            case .failure(let error):
                let source = equation.expression ?? ""
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: DiagnosticCode.expressionSyntax, message: error.message,
                        constraints: [id],
                        fields: [
                            ("expression", .string(source)), ("position", .number(Double(error.position))),
                            ("log", .string(error.log(for: source)))
                        ]))
            }
        case .visualFormat(let format):
            addVisualFormat(format, id: id)
        }
    }

    /// `duplicate_id`: two constraints (or a constraint and a derived id) with the same id.
    private mutating func reportDuplicateIds() {
        for (id, count) in document.duplicateConstraintIds ?? document.findDuplicateConstraintIds() {
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: DiagnosticCode.duplicateId,
                    message: "The constraint id \"\(id)\" is used \(count) times; ids must be unique.",
                    constraints: [id]))
        }
    }

    // MARK: Equations (expression strings and objects)

    private mutating func addEquation(_ equation: ConstraintEquation, id: String, source: String?, identifier: String?)
    {
        func fail(_ code: String, _ message: String, _ extra: [(key: String, value: JSONValue)] = []) {
            var fields = extra
            if let source { fields.insert(("expression", .string(source)), at: 0) }
            diagnostics.append(
                Diagnostic(severity: .error, code: code, message: message, constraints: [id], fields: fields))
        }
        // The document's metrics (an equation has no extra ones), looked up without building an
        // escaping closure per equation.
        let metrics = document.metrics, index = document.metricIndex
        func metric(_ name: String) -> Double? { LayoutDocument.metric(name, in: metrics, index: index) }
        // An operand's value, or nil after reporting the metric it names that the document lacks.
        func value(_ operand: Operand) -> Double? {
            switch operand.resolve(metric) {
            case .success(let value): return value
            case .failure(let unknown):
                fail(
                    DiagnosticCode.unknownMetric, "\"\(unknown.name)\" is not a metric of the document.",
                    [("metric", .string(unknown.name))])
                return nil
            }
        }
        guard let multiplier = value(equation.multiplier), let constant = value(equation.constant) else { return }
        guard let priority = resolvePriority(equation.priority, metric: metric, id: id, source: source) else { return }
        if let problem = AttributePairing.problem(
            first: equation.firstAttribute, second: equation.secondAttribute,
            hasSecondItem: equation.secondItem != nil, multiplier: multiplier)
        {
            return fail(DiagnosticCode.invalidAttributePairing, problem)
        }
        guard let firstItem = endItem(equation.firstItem, id: id, source: source) else { return }
        var secondItem: LayoutItem?
        if let reference = equation.secondItem {
            guard let resolved = endItem(reference, id: id, source: source) else { return }
            secondItem = resolved
        }
        let (resolvedMultiplier, resolvedConstant) = (multiplier, constant)
        let gap = gapForm(
            firstItem, equation.firstAttribute, equation.relation, multiplier: multiplier, secondItem,
            equation.secondAttribute, constant: constant, priority: priority)
        append(
            id: id,
            description: gap.map { (identifier.map { "'\($0)' " } ?? "") + $0 }
                ?? Self.describe(
                    equation, multiplier: resolvedMultiplier, constant: resolvedConstant,
                    priority: priority, identifier: identifier),
            source: source, range: nil, first: firstItem, firstAttribute: equation.firstAttribute,
            relation: equation.relation, multiplier: multiplier, second: secondItem,
            secondAttribute: equation.secondAttribute, constant: constant, priority: priority)
    }

    /// One end of an equation: its item, or nil when the constraint is left out (not installed:
    /// silently; unknown: reported). A method, not a local function: a local function of a
    /// mutating method captures a copy of the whole system.
    private mutating func endItem(_ reference: ItemReference, id: String, source: String?) -> LayoutItem? {
        switch lookup(reference.name) {
        case .item(let item): return item
        case .notInstalled: return nil
        case .unknown(let message):
            var fields: [(key: String, value: JSONValue)] = [("item", .string(reference.name))]
            if let range = reference.range { fields.append(("position", .number(Double(range.lowerBound)))) }
            if let source { fields.insert(("expression", .string(source)), at: 0) }
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: DiagnosticCode.unknownItem, message: message,
                    constraints: [id], fields: fields))
            return nil
        }
    }

    private mutating func resolvePriority(_ operand: Operand?, metric: (String) -> Double?, id: String, source: String?)
        -> LayoutPriority?
    {
        guard let operand else { return .required }
        switch operand.resolve(metric) {
        case .success(let value):
            let priority = LayoutPriority(value)
            guard priority.isValid else {
                let reason =
                    value <= 0
                    ? "Priority must be greater than 0."
                    : "Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: DiagnosticCode.invalidPriority,
                        message: "Invalid priority specified: \(JSONReader.numberText(value)). \(reason)",
                        constraints: [id], fields: [("priority", .number(value))]))
                return nil
            }
            return priority
        case .failure(let unknown):
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: DiagnosticCode.unknownMetric,
                    message: "\"\(unknown.name)\" is not a metric of the document.",
                    constraints: [id],
                    fields: (source.map { [("expression", JSONValue.string($0))] } ?? []) + [
                        ("metric", .string(unknown.name))
                    ]))
            return nil
        }
    }

    /// UIKit prints a constraint between adjacent edges of two views in the VFL form, whatever made
    /// it (`label.leading == v.leading + 10` as `H:|-(10)-[label]` when `v` is the label's
    /// superview): that form (`VisualFormatConstraint.spacingForm`), or nil.
    func gapForm(
        _ first: LayoutItem, _ firstAttribute: Attribute, _ relation: Relation, multiplier: Double,
        _ second: LayoutItem?, _ secondAttribute: Attribute, constant: Double, priority: LayoutPriority
    ) -> String? {
        guard let second, multiplier == 1, first.isView, second.isView, first.ownerView != second.ownerView else {
            return nil
        }
        let views = document.views
        func item(_ item: LayoutItem, of other: LayoutItem) -> VisualFormatItem {
            views[other.ownerView].parent == item.ownerView ? .superview : .view(item.name)
        }
        return VisualFormatConstraint(
            firstItem: item(first, of: second), firstAttribute: firstAttribute, relation: relation,
            secondItem: item(second, of: first), secondAttribute: secondAttribute, constant: constant,
            priority: priority, source: 0..<0
        ).spacingForm
    }

    /// UIKit's equation form: `avatar.width == 0.5*root.width + 10 @750`.
    static func describe(
        _ equation: ConstraintEquation, multiplier: Double, constant: Double,
        priority: LayoutPriority, identifier: String?
    ) -> String {
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(equation.firstItem.name).\(equation.firstAttribute.name) \(equation.relation.symbol) "
        if let second = equation.secondItem {
            if multiplier != 1 { text += "\(JSONReader.numberText(multiplier))*" }
            text += "\(second.name).\(equation.secondAttribute.name)"
            if constant > 0 { text += " + \(JSONReader.numberText(constant))" }
            if constant < 0 { text += " - \(JSONReader.numberText(-constant))" }
        } else {
            text += JSONReader.numberText(constant)
        }
        if !priority.isRequired { text += " @\(JSONReader.numberText(priority.rawValue))" }
        return text
    }

    /// Builds `first.attr REL multiplier × second.attr + constant` in window coordinates and
    /// appends it, applying the scroll-view rule to both ends.
    mutating func append(
        id: String, origin: ResolvedConstraint.Origin = .document,
        description: @autoclosure @escaping @Sendable () -> String, source: String?,
        range: Range<Int>?, first: LayoutItem, firstAttribute: Attribute, relation: Relation,
        multiplier: Double, second: LayoutItem?, secondAttribute: Attribute, constant: Double,
        priority: LayoutPriority
    ) {
        append(
            label: .given(id, description), origin: origin, source: source, range: range, first: first,
            firstAttribute: firstAttribute, relation: relation, multiplier: multiplier, second: second,
            secondAttribute: secondAttribute, constant: constant, priority: priority)
    }

    /// `append(id:…)` with the id and description still in parts (`ResolvedConstraint.Label`).
    mutating func append(
        label: ResolvedConstraint.Label, origin: ResolvedConstraint.Origin = .document, source: String?,
        range: Range<Int>?, first: LayoutItem, firstAttribute: Attribute, relation: Relation,
        multiplier: Double, second: LayoutItem?, secondAttribute: Attribute, constant: Double,
        priority: LayoutPriority
    ) {
        guard Self.isWithinRange(multiplier: multiplier, constant: constant) else {
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: DiagnosticCode.invalidNumber,
                    message:
                        "\(label.description): the multiplier and constant must be finite, with magnitude at most \(JSONReader.numberText(Self.maximumMagnitude)).",
                    constraints: [label.id],
                    fields: [("multiplier", Self.number(multiplier)), ("constant", Self.number(constant))]))
            return
        }
        var constant = constant, priority = priority
        if origin == .document, !document.overrides.isEmpty {
            guard document.overrides.apply(id: label.id, constant: &constant, priority: &priority) else { return }
        }
        // Right to left, a constraint on leading/trailing reads along a mirrored axis (UIKit:
        // `|-(10)-[v]` puts v 10 points from the right edge): its locations are negated.
        let mirrored =
            geometry.layoutDirection == .rightToLeft && (firstAttribute.isDirectional || secondAttribute.isDirectional)
        func sign(_ attribute: Attribute) -> Double { mirrored && attribute.isLocation ? -1 : 1 }
        let firstItem = applyingScrollRule(first, firstAttribute, other: second)
        let expression: LinearForm
        let views: ConstraintViews
        if let second {
            let secondItem = applyingScrollRule(second, secondAttribute, other: first)
            expression = LinearForm.difference(
                sign(firstAttribute), form(firstItem, firstAttribute), constant: constant,
                multiplier * sign(secondAttribute), form(secondItem, secondAttribute))
            views = ConstraintViews(first.ownerView, second.ownerView)
        } else {
            expression = LinearForm.difference(
                sign(firstAttribute), form(firstItem, firstAttribute), constant: constant)
            views = ConstraintViews(first.ownerView)
        }
        constraints.append(
            ResolvedConstraint(
                label: label, origin: origin, source: source, sourceRange: range,
                expression: expression, relation: relation, priority: priority, views: views,
                constant: constant))
    }

    /// The largest multiplier or constant a constraint may carry: far beyond any screen
    /// (points), yet far from where double arithmetic in the solver could overflow to infinity
    /// and leave frames without a value.
    static let maximumMagnitude = 1e9

    static func isWithinRange(multiplier: Double, constant: Double) -> Bool {
        multiplier.isFinite && constant.isFinite && abs(multiplier) <= maximumMagnitude
            && abs(constant) <= maximumMagnitude
    }

    /// A number for a diagnostic field; JSON has no infinity or NaN, so those are named.
    static func number(_ value: Double) -> JSONValue {
        value.isFinite ? .number(value) : .string(value.isNaN ? "NaN" : value > 0 ? "Infinity" : "-Infinity")
    }
}
