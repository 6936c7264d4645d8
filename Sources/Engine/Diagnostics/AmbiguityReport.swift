import Cassowary
import Document
import Geometry
import JSON
import Primitives

/// `ambiguous_layout` (docs/diagnostics.md): which frame attributes of which views the constraints leave
/// undetermined, in Interface Builder's words.
///
/// A view's `x` (`y`) is ambiguous when some free direction of the solution moves its minX
/// (minY) relative to its superview's — frames are in superview coordinates, so a view pinned
/// to an ambiguous superview is itself fine — and its `width` (`height`) when the direction
/// moves its size. Variables no constraint mentions are free on their own. A direction along
/// which equal-priority optional constraints trade errors is a tie, reported apart from missing
/// constraints with the tied constraints named.
public enum AmbiguityReport {
    /// Per view, per axis, the (position, size) rates of each direction that moves the view.
    struct Moves {
        var missing: [[(position: Double, size: Double)]] = [[], []]
        var tied: [[(position: Double, size: Double)]] = [[], []]
        var tiedConstraints: [Int] = []
    }

    /// A rate read off the final tableau: below it, a direction does not move the view.
    static let tolerance = Tolerance.derived

    /// One diagnostic per view and cause, in document order; none once the request's budget is
    /// exhausted (its answer is then thrown away).
    /// - Complexity: O(Σ over directions of the views they touch and those views' subviews).
    public static func diagnostics(_ pass: SolvedSystem) -> [Diagnostic] {
        let system = pass.system
        var poll = BudgetPoll()
        // Arrays indexed by variable and view: this runs on every solve.
        // Indexed access, not `for constraint in`, and no array of a view's four forms: copying
        // each constraint (ids, descriptions, sources) or allocating per view cost more than
        // the rest of the report on a determined layout.
        var owner = [Int](repeatElement(-1, count: system.variableCount))
        let mentioned = system.variablesMentioned()
        if poll.checkNow() { return [] }
        var directions = pass.freeDirections
        // A view's own variables (its minX, minY relative to its superview, width, height).
        for index in system.installedViews {
            let base = system.frameVariables[index]
            for variable in base..<base + 4 where variable >= 0 && variable < owner.count {
                owner[variable] = index
                if !mentioned[variable] { directions.append(FreeDirection(moves: [(variable, 1)], tied: [])) }
            }
        }
        var moves = [Moves?](repeatElement(nil, count: system.document.views.count))
        for direction in directions {
            if poll.shouldStop() { return [] }
            var touched: [Int] = []
            for move in direction.moves where move.variable < owner.count && owner[move.variable] >= 0 {
                let view = owner[move.variable]
                touched.append(view)
                touched += system.document.views[view].subviews
            }
            touched.sort()
            for (position, view) in touched.enumerated() where position == 0 || touched[position - 1] != view {
                if poll.shouldStop() { return [] }
                guard system.installed[view], let item = system.viewItems[view] else { continue }
                let parent = system.document.views[view].parent.flatMap { system.viewItems[$0] }
                let axes = [
                    (
                        direction.rate(of: item.x) - (parent.map { direction.rate(of: $0.x) } ?? 0),
                        direction.rate(of: item.width)
                    ),
                    (
                        direction.rate(of: item.y) - (parent.map { direction.rate(of: $0.y) } ?? 0),
                        direction.rate(of: item.height)
                    )
                ]
                for (axis, vector) in axes.enumerated() where abs(vector.0) > tolerance || abs(vector.1) > tolerance {
                    var found = moves[view] ?? Moves()
                    if direction.isTie {
                        found.tied[axis].append(vector)
                        // Deduplicated once, when the diagnostic is written (a `contains` per
                        // constraint here was O(tied²) per view on a long list of ties).
                        found.tiedConstraints += direction.tied
                    } else {
                        found.missing[axis].append(vector)
                    }
                    moves[view] = found
                }
            }
        }
        let named = pass.tieNames.map { tieNames(of: $0, owner: owner, views: moves.count) }
        var result: [Diagnostic] = []
        for view in system.installedViews {
            if poll.shouldStop() { return [] }
            guard let found = moves[view] else { continue }
            let id = system.document.views[view].id
            let missing = found.missing.map(AxisAmbiguity.init)
            if missing.contains(where: { !$0.isDetermined }) {
                result.append(missingDiagnostic(id, missing))
            }
            var tied = found.tied.map(AxisAmbiguity.init)
            for axis in 0..<2 where !missing[axis].isDetermined { tied[axis] = AxisAmbiguity([]) }
            if tied.contains(where: { !$0.isDetermined }) {
                let names = named?[view] ?? Self.sortedUnique(found.tiedConstraints)
                result.append(tieDiagnostic(id, tied, bounded(names, view: view, system), system))
            }
        }
        return result
    }

    /// Per view, the constraints a tie diagnostic names when the free directions were combined
    /// (`SolvedSystem.tieNames`): those of the ties that move one of the view's own variables
    /// before extension, sorted; a view moved only through eliminated variables (a position
    /// down a chain) names those of the first tie. O(Σ moves × tied of `names` + views).
    static func tieNames(of names: [FreeDirection], owner: [Int], views: Int) -> [[Int]] {
        let first = names.first?.tied ?? []
        var named = [[Int]](repeatElement([], count: views))
        for name in names {
            for move in name.moves where move.variable < owner.count && owner[move.variable] >= 0 {
                named[owner[move.variable]] += name.tied
            }
        }
        return named.map { list in
            list.isEmpty ? first : sortedUnique(list)
        }
    }

    /// The constraints a view's tie names, of `names` (sorted): its own (those that mention the
    /// view) and the `Solver.tieNameLimit` others nearest to its first own in document order
    /// (the earlier on equal distance). The label that gives way at the end of an overflowing
    /// list trades with every label of it: naming them all would be O(n) names per view.
    /// O(names log names).
    static func bounded(_ names: [Int], view: Int, _ system: LayoutSystem) -> [Int] {
        guard names.count > Solver.tieNameLimit else { return names }
        let own = names.filter { system.constraints[$0].views.contains(view) }
        let anchor = own.first ?? names[0]
        let others = names.filter { !system.constraints[$0].views.contains(view) }
            .sorted { (abs($0 - anchor), $0) < (abs($1 - anchor), $1) }.prefix(Solver.tieNameLimit)
        return (own + others).sorted()
    }

    /// `list` sorted, each value once. O(n log n).
    static func sortedUnique(_ list: [Int]) -> [Int] {
        var sorted = list.sorted()
        var kept = 0
        for index in sorted.indices where kept == 0 || sorted[kept - 1] != sorted[index] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// "Need constraints for: Y position or height".
    static func missingDiagnostic(_ view: String, _ axes: [AxisAmbiguity]) -> Diagnostic {
        let needs = words(axes)
        let hints = zip(axes, [true, false]).flatMap { $0.hints(horizontal: $1) }
        return Diagnostic(
            severity: .error, code: DiagnosticCode.ambiguousLayout, message: "Need constraints for: \(needs)",
            fields: [
                ("view", .string(view)), ("attributes", attributes(axes)), ("cause", .string("missing_constraints")),
                (
                    "hint",
                    .string("Add a constraint for \"\(view)\"'s \(hints.joined(separator: "; and one for its ")).")
                )
            ])
    }

    /// Interface Builder's "Content Priority Ambiguity", with the tied constraints named.
    static func tieDiagnostic(_ view: String, _ axes: [AxisAmbiguity], _ tied: [Int], _ system: LayoutSystem)
        -> Diagnostic
    {
        let constraints = tied.map { system.constraints[$0] }
        let needs = words(axes)
        let priorities = Set(constraints.map(\.priority.rawValue)).sorted().map { "@" + JSONReader.numberText($0) }
        let message =
            "Content priority ambiguity for \"\(view)\": \(needs) not determined; constraints of equal priority "
            + "(\(priorities.joined(separator: ", "))) pull in opposite directions: \(constraints.map(\.id).joined(separator: ", "))."
        return Diagnostic(
            severity: .error, code: DiagnosticCode.ambiguousLayout, message: message,
            constraints: constraints.map(\.id),
            fields: [
                ("view", .string(view)), ("attributes", attributes(axes)), ("cause", .string("priority_tie")),
                ("hint", .string(tieHint(constraints)))
            ])
    }

    /// Positions before sizes ("X position, Y position, width"); an axis whose position and
    /// size move together reads as one item ("Y position or height") among the positions.
    static func words(_ axes: [AxisAmbiguity]) -> String {
        var positions: [String] = [], sizes: [String] = []
        for (axis, horizontal) in zip(axes, [true, false]) {
            guard let words = axis.words(horizontal: horizontal) else { continue }
            if axis.position && axis.size && !axis.coupled {
                positions.append(horizontal ? "X position" : "Y position")
                sizes.append(horizontal ? "width" : "height")
            } else if axis.position {
                positions.append(words)
            } else {
                sizes.append(words)
            }
        }
        return (positions + sizes).joined(separator: ", ")
    }

    static func attributes(_ axes: [AxisAmbiguity]) -> JSONValue {
        let names = [
            (axes[0].position, "x"), (axes[1].position, "y"), (axes[0].size, "width"), (axes[1].size, "height")
        ]
        return .array(names.filter(\.0).map { .string($0.1) })
    }

    /// Interface Builder's advice for content-priority ties ("Set horizontal hugging priority to
    /// 251") when intrinsic-size constraints tie, else: raise one of the tied priorities.
    static func tieHint(_ constraints: [ResolvedConstraint]) -> String {
        if let intrinsic = constraints.first(where: { $0.origin == .intrinsic }) {
            let value = intrinsic.priority.rawValue
            let axis = intrinsic.id.hasSuffix(".width") ? "horizontal" : "vertical"
            let kind = intrinsic.id.contains(".hugging.") ? "hugging" : "compression resistance"
            let view = intrinsic.id.split(separator: ".").first.map(String.init) ?? intrinsic.id
            return "Set \(axis) \(kind) priority of \"\(view)\" to \(JSONReader.numberText(value + 1)) "
                + "(or \(JSONReader.numberText(value - 1))) so that one of the tied constraints wins."
        }
        let value = constraints.first?.priority.rawValue ?? 250
        return "Give one of \(constraints.map(\.id).joined(separator: ", ")) a higher priority "
            + "(e.g. \(JSONReader.numberText(value + 1)) instead of \(JSONReader.numberText(value))) so that it wins."
    }
}

/// The directions that move one axis of one view, as (position, size) rates, reduced to what
/// Interface Builder says: "X position", "width", "X position or width" (one direction couples
/// them: one constraint is missing) or "X position, width" (two independent ones are missing).
struct AxisAmbiguity {
    var position = false
    var size = false
    var coupled = false

    init(_ vectors: [(position: Double, size: Double)]) {
        let tolerance = AmbiguityReport.tolerance
        position = vectors.contains { abs($0.position) > tolerance }
        size = vectors.contains { abs($0.size) > tolerance }
        guard position && size else { return }
        // Stops at the first independent pair: a view many directions move has many vectors.
        var independent = false
        search: for (i, a) in vectors.enumerated() {
            for b in vectors[(i + 1)...]
            where abs(a.position * b.size - a.size * b.position) > tolerance * max(1, abs(a.position * b.size)) {
                independent = true
                break search
            }
        }
        coupled = !independent
    }

    var isDetermined: Bool { !position && !size }

    func words(horizontal: Bool) -> String? {
        let (place, extent) = horizontal ? ("X position", "width") : ("Y position", "height")
        switch (position, size) {
        case (false, false): return nil
        case (true, false): return place
        case (false, true): return extent
        case (true, true): return coupled ? "\(place) or \(extent)" : "\(place), \(extent)"
        }
    }

    func hints(horizontal: Bool) -> [String] {
        let (place, extent) =
            horizontal
            ? ("X position (leading, left or centerX)", "width (a width, or both leading and trailing)")
            : ("Y position (top, centerY or a baseline)", "height (a height, or both top and bottom)")
        switch (position, size) {
        case (false, false): return []
        case (true, false): return [place]
        case (false, true): return [extent]
        case (true, true): return coupled ? ["\(place) or \(extent)"] : [place, extent]
        }
    }
}
