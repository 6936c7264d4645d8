import Document
import JSON
import Primitives

/// Completes the engine's misuse diagnostics (`unknown_item`, `unknown_metric`,
/// `invalid_attribute_pairing`, `invalid_priority`, `duplicate_id`, `vfl_syntax`,
/// `expression_syntax`) with what a user needs to fix them: `pointer` (the JSON Pointer of the
/// constraint entry), `source` (the VFL string or expression, whichever field the engine used
/// for it), and a `hint`;
/// attribute pairings also get `reason` and UIKit's `exception` name.
///
/// The engine finds the problems while it builds constraints; this pass only adds fields, so the
/// codes, messages and order stay the engine's.
public enum MisuseReport {
    static let refinedCodes: Set<String> = [
        DiagnosticCode.unknownItem, DiagnosticCode.unknownMetric, DiagnosticCode.invalidAttributePairing,
        DiagnosticCode.invalidPriority, DiagnosticCode.duplicateId, DiagnosticCode.vflSyntax,
        DiagnosticCode.expressionSyntax
    ]

    /// - Complexity: O(constraint entries + diagnostics + views + metrics), plus the name
    /// searches, which `NameSuggester` caps. Stops refining (the diagnostics keep the engine's
    /// fields only) once the request's budget is exhausted.
    public static func refine(_ diagnostics: [Diagnostic], document: LayoutDocument) -> [Diagnostic] {
        guard diagnostics.contains(where: { refinedCodes.contains($0.code) }) else { return diagnostics }
        var poll = BudgetPoll()
        var entries: [String: ConstraintEntry] = [:]
        func visit(_ list: [ConstraintEntry]) {
            for entry in list where !poll.shouldStop() {
                if case .group(let group) = entry.form {
                    visit(group.entries)
                    continue
                }
                if entries[entry.id] == nil { entries[entry.id] = entry }
            }
        }
        visit(document.constraints)
        var suggestions = Suggestions(document)
        return diagnostics.map { diagnostic in
            guard !poll.checkNow(), refinedCodes.contains(diagnostic.code), let id = diagnostic.constraints.first else {
                return diagnostic
            }
            let entryId = id.split(separator: "#", maxSplits: 1).first.map(String.init) ?? id
            return refine(diagnostic, entry: entries[entryId], document: document, suggestions: &suggestions)
        }
    }

    /// The "did you mean" searches of one `refine`, each suggester built on first use.
    struct Suggestions {
        let document: LayoutDocument
        var views: NameSuggester?
        var visualFormatItems: NameSuggester?
        var metrics: NameSuggester?

        init(_ document: LayoutDocument) { self.document = document }

        mutating func view(near name: String) -> String? {
            if views == nil { views = NameSuggester(document.views.map(\.id)) }
            return views?.closest(to: name)
        }

        /// A name in VFL brackets is a views-dictionary key: a view id, or one of the two guides
        /// VFL knows.
        mutating func visualFormatItem(near name: String) -> String? {
            if visualFormatItems == nil {
                visualFormatItems = NameSuggester(document.views.map(\.id) + VisualFormatContext.layoutGuideNames)
            }
            return visualFormatItems?.closest(to: name)
        }

        mutating func metric(near name: String) -> String? {
            if metrics == nil { metrics = NameSuggester(document.metrics.map(\.name)) }
            return metrics?.closest(to: name)
        }
    }

    static func refine(
        _ diagnostic: Diagnostic, entry: ConstraintEntry?, document: LayoutDocument,
        suggestions: inout Suggestions
    ) -> Diagnostic {
        var refined = diagnostic
        func add(_ key: String, _ value: JSONValue) {
            if refined[key] == nil { refined.fields.append((key, value)) }
        }
        var equation: ConstraintEquation?
        if let entry {
            add("pointer", .string(entry.pointer))
            switch entry.form {
            case .visualFormat(let format):
                add("source", .string(format.format))
            case .equation(let equationEntry):
                if let expression = equationEntry.expression { add("source", .string(expression)) }
                if case .success(let parsed) = equationEntry.equation { equation = parsed }
            case .group:
                break
            }
        }
        switch diagnostic.code {
        case DiagnosticCode.unknownItem:
            var hint =
                "Name a view id of the document, a root guide (\(LayoutSystem.rootGuideNames.joined(separator: ", "))) "
                + "or <view>.\(LayoutSystem.viewGuideNames.joined(separator: "|<view>."))."
            if case .string(let item)? = diagnostic["item"],
                let guess = suggestions.view(near: String(item.split(separator: ".").first ?? ""))
            {
                hint = "Did you mean \"\(guess)\"? " + hint
            }
            add("hint", .string(hint))
        case DiagnosticCode.unknownMetric:
            var hint = "Define it in the document's \"metrics\" (or the VFL object's), or write the number."
            if case .string(let name)? = diagnostic["metric"], let guess = suggestions.metric(near: name) {
                hint = "Did you mean \"\(guess)\"? " + hint
            }
            add("hint", .string(hint))
        case DiagnosticCode.invalidPriority:
            add(
                "hint",
                .string(
                    "Use a priority greater than 0 and at most 1000 (1000 = required), or one of required, defaultHigh, defaultLow, fittingSizeLevel."
                ))
        case DiagnosticCode.duplicateId:
            add("hint", .string("Give each constraint its own id: states and diagnostics name constraints by id."))
        case DiagnosticCode.invalidAttributePairing:
            if let equation, let pairing = PairingProblem(equation, document: document) {
                add("reason", .string(pairing.rawValue))
                add("exception", .string(pairing.exception))
                add("hint", .string(pairing.hint))
            }
        case DiagnosticCode.vflSyntax:
            var hint =
                "Check the format against the Visual Format Language grammar; the caret in \"log\" marks where parsing stopped."
            if case .string(let name)? = diagnostic["item"], let guess = suggestions.visualFormatItem(near: name) {
                hint = "Did you mean \"\(guess)\"? " + hint
            }
            add("hint", .string(hint))
        case DiagnosticCode.expressionSyntax:
            add(
                "hint",
                .string(
                    "Write item.attribute REL [multiplier *] item.attribute [± constant] [@ priority], or item.attribute REL constant."
                ))
        default:
            break
        }
        return refined
    }
}

/// Why UIKit rejects an attribute pair (docs/diagnostics.md; UIKit's "Invalid constraints and their
/// exceptions"), in the order UIKit checks: location equal to a constant, leading/trailing
/// mixed with left/right, location against size, then the two axes.
enum PairingProblem: String {
    case locationEqualsConstant = "location_equals_constant"
    case directionalWithAbsolute = "leading_trailing_with_left_right"
    case locationWithSize = "location_with_size"
    case mixedAxes = "mixed_axes"
    case missingAttribute = "missing_attribute"

    init?(_ equation: ConstraintEquation, document: LayoutDocument) {
        let first = equation.firstAttribute, second = equation.secondAttribute
        let hasSecond = equation.secondItem != nil
        var multiplier = 1.0
        if case .success(let value) = equation.multiplier.resolve({ document.metric($0) }) { multiplier = value }
        if first == .notAnAttribute || (hasSecond && second == .notAnAttribute)
            || (!hasSecond && second != .notAnAttribute)
        {
            self = .missingAttribute
        } else if first.isLocation && (!hasSecond || multiplier == 0) {
            self = .locationEqualsConstant
        } else if !hasSecond {
            return nil
        } else if (first.isDirectional && second.isAbsoluteHorizontalEdge)
            || (first.isAbsoluteHorizontalEdge && second.isDirectional)
        {
            self = .directionalWithAbsolute
        } else if first.isSize != second.isSize {
            self = .locationWithSize
        } else if first.isLocation && first.axis != second.axis {
            self = .mixedAxes
        } else {
            return nil
        }
    }

    /// The exception UIKit raises for the pair.
    var exception: String {
        self == .mixedAxes ? "NSInvalidLayoutConstraintException" : "NSInvalidArgumentException"
    }

    var hint: String {
        switch self {
        case .locationEqualsConstant:
            "Relate the location to another item (e.g. login.left == root.left + 10); only width and height may equal a constant."
        case .directionalWithAbsolute:
            "Use leading/trailing on both sides, or left/right on both sides."
        case .locationWithSize:
            "Relate a location (edge, centre, baseline) to a location and a size (width, height) to a size."
        case .mixedAxes:
            "Relate X-axis attributes (left, right, leading, trailing, centerX) to X-axis ones and Y-axis attributes (top, bottom, centerY, baselines) to Y-axis ones."
        case .missingAttribute:
            "Give the first item an attribute, and the second item (if any) an attribute other than notAnAttribute."
        }
    }
}
