import Document
import JSON

/// Step 3b: VFL entries through the VFL parser, `|` resolved to the superview of the view next
/// to it (a guide's superview is the root), ids `<entry>#1`, `<entry>#2`, … in UIKit's order.
extension LayoutSystem {
    mutating func addVisualFormat(_ entry: VisualFormatEntry, id: String) {
        let parsed: [VisualFormatConstraint]
        switch entry.parsed ?? document.parseVisualFormat(entry) {
        case .success(let constraints): parsed = constraints
        case .failure(let error):
            var fields: [(key: String, value: JSONValue)] = [
                ("constraint", .string(id)), ("format", .string(entry.format))
            ]
            if let position = error.position { fields.append(("position", .number(Double(position)))) }
            fields.append(("log", .string(error.log)))
            if let name = error.unknownView { fields.append(("item", .string(name))) }
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: DiagnosticCode.vflSyntax, message: error.message,
                    constraints: [id], fields: fields))
            return
        }
        var override: LayoutPriority?
        if let operand = entry.priority {
            switch operand.resolve(document.metricLookup(extra: entry.metrics)) {
            case .success(let value) where LayoutPriority(value).isValid: override = LayoutPriority(value)
            case .success(let value):
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: DiagnosticCode.invalidPriority,
                        message:
                            "Invalid priority specified: \(JSONReader.numberText(value)). Priority must be greater than 0 and at most 1000.",
                        constraints: [id], fields: [("priority", .number(value))]))
                return
            case .failure(let unknown):
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: DiagnosticCode.unknownMetric,
                        message: "\"\(unknown.name)\" is not a metric of the document.",
                        constraints: [id], fields: [("metric", .string(unknown.name))]))
                return
            }
        }
        for index in parsed.indices {
            addParsed(parsed, index, entry: id, format: entry.format, priorityOverride: override)
        }
    }

    /// Constraint `index` of VFL entry `entry`'s `parsed` ones (id `<entry>#<index + 1>`).
    private mutating func addParsed(
        _ parsed: [VisualFormatConstraint], _ index: Int, entry: String, format: String,
        priorityOverride: LayoutPriority?
    ) {
        // Fields read in place: a copy of the parsed constraint retains each of its strings.
        let firstEnd = parsed[index].firstItem, secondEnd = parsed[index].secondItem
        // `|` is the superview of the view on the other side of the constraint.
        let anchorName = firstEnd.viewName ?? secondEnd?.viewName
        guard let anchorName else { return }
        // The item at one end; nil when it is left out (not installed) or unknown (reported).
        func item(_ end: (name: String, lookup: ItemLookup)) -> LayoutItem? {
            switch end.lookup {
            case .item(let item): return item
            case .notInstalled: return nil
            case .unknown(let message):
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: DiagnosticCode.unknownItem, message: message,
                        constraints: ["\(entry)#\(index + 1)"],
                        fields: [("format", .string(format)), ("item", .string(end.name))]))
                return nil
            }
        }
        let first = resolve(firstEnd, anchorName: anchorName)
        guard let firstItem = item(first) else { return }
        let second = secondEnd.map { resolve($0, anchorName: anchorName) }
        var secondItem: LayoutItem?
        if let second {
            guard let resolved = item(second) else { return }
            secondItem = resolved
        }
        var priority = parsed[index].priority
        if let priorityOverride, priority.isRequired { priority = priorityOverride }
        let superviewName = firstEnd == .superview ? first.name : (second?.name ?? first.name)
        append(
            label: .visualFormat(
                entry: entry, parsed: parsed, index: index, priority: priority, superview: superviewName),
            source: format,
            range: parsed[index].source, first: firstItem, firstAttribute: parsed[index].firstAttribute,
            relation: parsed[index].relation,
            multiplier: parsed[index].multiplier, second: secondItem,
            secondAttribute: parsed[index].secondAttribute, constant: parsed[index].constant, priority: priority)
    }

    /// One end of a VFL constraint: a view by name, or `|` as the superview of `anchorName` (a
    /// guide's superview is the root; a view named like a guide is that view, as a views
    /// dictionary key is in UIKit). A method rather than a local function: a local function of a
    /// mutating method captures a copy of the whole system.
    private func resolve(_ item: VisualFormatItem, anchorName: String) -> (name: String, lookup: ItemLookup) {
        switch item {
        case .view(let name): return (name, lookup(name))
        case .superview:
            let parent: Int
            if let index = viewIndex(of: anchorName) {
                guard let superview = document.views[index].parent else {
                    return ("|", .unknown("\"\(anchorName)\" has no superview"))
                }
                parent = superview
            } else if VisualFormatContext.layoutGuideNames.contains(anchorName) {
                parent = 0
            } else {
                return ("|", .unknown("\"\(anchorName)\" has no superview"))
            }
            let name = document.views[parent].id
            return (name, lookup(name))
        }
    }
}
