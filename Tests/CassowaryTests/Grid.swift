@testable import Cassowary

/// GRID(N, 10) of docs/benchmarks.md, rebuilt here independently of layout-bench so the tests
/// check the workload's definition too: widgets with l, t, w, h; rows tied to the edit variable windowWidth
/// (coupled) or to the constant W0.
struct Grid {
    let solver: Solver
    let windowWidth: Variable, windowHeight: Variable
    var widgets: [[(l: Variable, t: Variable, w: Variable, h: Variable)]] = []
    var constraints: [Constraint] = []
    static let columns = 10
    static let initialWidth = Double(8 * (columns + 1) + 50 * columns)

    init(rows: Int, coupled: Bool, mode: PriorityMode = .exact) throws(SolverError) {
        solver = Solver(mode: mode)
        windowWidth = solver.makeVariable(name: "W")
        windowHeight = solver.makeVariable(name: "H")
        try solver.addEditVariable(windowWidth, priority: .strong)
        try solver.addEditVariable(windowHeight, priority: .strong)
        try solver.suggestValue(windowWidth, Self.initialWidth)
        try solver.suggestValue(windowHeight, Double(52 * rows + 108))
        for r in 0..<rows {
            var row: [(l: Variable, t: Variable, w: Variable, h: Variable)] = []
            for c in 0..<Self.columns {
                let v = (
                    l: solver.makeVariable(), t: solver.makeVariable(), w: solver.makeVariable(),
                    h: solver.makeVariable()
                )
                var list = [
                    Constraint(Expression(v.w), .greaterThanOrEqual, 0),
                    Constraint(Expression(v.h), .greaterThanOrEqual, 0)
                ]
                if c == 0 {
                    list.append(Constraint(Expression(v.l), .equal, 8))
                    list.append(
                        r == 0
                            ? Constraint(Expression(v.t), .equal, 8)
                            : Constraint(Expression(v.t), .equal, widgets[r - 1][0].t + widgets[r - 1][0].h + 8))
                } else {
                    list.append(Constraint(Expression(v.l), .equal, row[c - 1].l + row[c - 1].w + 8))
                    list.append(Constraint(Expression(v.t), .equal, Expression(row[0].t)))
                }
                list.append(Constraint(Expression(v.h), .equal, 44, priority: .medium))
                if c > 0 { list.append(Constraint(Expression(v.w), .equal, Expression(row[0].w), priority: .strong)) }
                list.append(Constraint(Expression(v.w), .equal, Double(40 + 10 * (c % 5)), priority: .weak))
                for k in list { try solver.add(k) }
                constraints += list
                row.append(v)
            }
            let trailing = row[Self.columns - 1].l + row[Self.columns - 1].w + 8
            let tie =
                coupled
                ? Constraint(trailing, .equal, Expression(windowWidth))
                : Constraint(trailing, .equal, Self.initialWidth)
            try solver.add(tie)
            constraints.append(tie)
            widgets.append(row)
        }
        let last = widgets[rows - 1][0]
        let bottom = Constraint(last.t + last.h + 8, .lessThanOrEqual, Expression(windowHeight))
        try solver.add(bottom)
        constraints.append(bottom)
    }

    /// The edit phase: suggestValue(windowWidth, 8(M+1) + M(30 + k mod 100)) for k in 0..<cycles.
    func edit(cycles: Int) throws(SolverError) {
        for k in 0..<cycles {
            try solver.suggestValue(windowWidth, Double(8 * (Self.columns + 1) + Self.columns * (30 + k % 100)))
        }
    }

    var checksum: Double {
        widgets.joined().reduce(0) {
            $0 + solver.value(of: $1.l) + solver.value(of: $1.t) + solver.value(of: $1.w) + solver.value(of: $1.h)
        }
    }

    func removeAll(lifo: Bool) throws(SolverError) {
        for c in lifo ? constraints.reversed() : constraints { try solver.remove(c) }
        try solver.removeEditVariable(windowHeight)
        try solver.removeEditVariable(windowWidth)
    }
}
