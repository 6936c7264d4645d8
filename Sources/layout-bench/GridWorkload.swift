import Cassowary

/// GRID(N, M) as docs/benchmarks.md defines it: N rows of M widgets with left, top, width and
/// height each, tied to an edit variable windowWidth (variant `.coupled`, "W") or to the constant W0
/// (variant `.independent`, "const").
struct GridWorkload {
    enum Variant: String {
        case coupled = "W"
        case independent = "const"
    }

    let rows: Int
    let columns: Int
    let variant: Variant
    let mode: PriorityMode

    struct Widget { let left, top, width, height: Variable }

    /// Phase timings (CPU seconds) and results of one repetition.
    struct Run {
        var addSeconds = 0.0
        var editSecondsPerCycle = 0.0
        var removeSeconds = 0.0
        var checksum = 0.0
        var constraints = 0
        var counters = SolverCounters()
        var addCounters = SolverCounters()
        var size = TableauSize()
        var ambiguities = 0
        var ambiguitySeconds = 0.0
    }

    var initialWidth: Double { Double(8 * (columns + 1) + 50 * columns) }
    var initialHeight: Double { Double(52 * rows + 108) }

    func run(cycles: Int) throws(SolverError) -> Run {
        var result = Run()
        let solver = Solver(mode: mode)
        var added: [Constraint] = []
        func add(_ c: Constraint) throws(SolverError) {
            try solver.add(c)
            added.append(c)
        }
        let start = cpuSeconds()
        let windowWidth = solver.makeVariable(name: "W"), windowHeight = solver.makeVariable(name: "H")
        try solver.addEditVariable(windowWidth, priority: .strong)
        try solver.addEditVariable(windowHeight, priority: .strong)
        try solver.suggestValue(windowWidth, initialWidth)
        try solver.suggestValue(windowHeight, initialHeight)
        var grid: [[Widget]] = []
        for r in 0..<rows {
            var row: [Widget] = []
            for c in 0..<columns {
                let w = Widget(
                    left: solver.makeVariable(), top: solver.makeVariable(),
                    width: solver.makeVariable(), height: solver.makeVariable())
                try add(Constraint(Expression(w.width), .greaterThanOrEqual, 0))
                try add(Constraint(Expression(w.height), .greaterThanOrEqual, 0))
                if c == 0 {
                    try add(Constraint(Expression(w.left), .equal, 8))
                    if r == 0 {
                        try add(Constraint(Expression(w.top), .equal, 8))
                    } else {
                        let above = grid[r - 1][0]
                        try add(Constraint(Expression(w.top), .equal, above.top + above.height + 8))
                    }
                } else {
                    let previous = row[c - 1]
                    try add(Constraint(Expression(w.left), .equal, previous.left + previous.width + 8))
                    try add(Constraint(Expression(w.top), .equal, Expression(row[0].top)))
                }
                try add(Constraint(Expression(w.height), .equal, 44, priority: .medium))
                if c > 0 {
                    try add(Constraint(Expression(w.width), .equal, Expression(row[0].width), priority: .strong))
                }
                try add(Constraint(Expression(w.width), .equal, Double(40 + 10 * (c % 5)), priority: .weak))
                row.append(w)
            }
            let last = row[columns - 1]
            let trailing = last.left + last.width + 8
            switch variant {
            case .coupled: try add(Constraint(trailing, .equal, Expression(windowWidth)))
            case .independent: try add(Constraint(trailing, .equal, initialWidth))
            }
            grid.append(row)
        }
        let bottom = grid[rows - 1][0]
        try add(Constraint(bottom.top + bottom.height + 8, .lessThanOrEqual, Expression(windowHeight)))
        solver.updateVariables()
        result.addSeconds = cpuSeconds() - start
        result.constraints = solver.constraintCount
        result.addCounters = solver.counters
        result.size = solver.tableauSize
        let ambiguityStart = cpuSeconds()
        result.ambiguities = solver.ambiguities().count
        result.ambiguitySeconds = cpuSeconds() - ambiguityStart

        let editStart = cpuSeconds()
        for k in 0..<cycles {
            try solver.suggestValue(windowWidth, Double(8 * (columns + 1) + columns * (30 + k % 100)))
            solver.updateVariables()
        }
        result.editSecondsPerCycle = cycles > 0 ? (cpuSeconds() - editStart) / Double(cycles) : 0
        for row in grid {
            for w in row {
                result.checksum +=
                    solver.value(of: w.left) + solver.value(of: w.top)
                    + solver.value(of: w.width) + solver.value(of: w.height)
            }
        }

        let removeStart = cpuSeconds()
        for c in added.reversed() { try solver.remove(c) }
        try solver.removeEditVariable(windowHeight)
        try solver.removeEditVariable(windowWidth)
        result.removeSeconds = cpuSeconds() - removeStart
        result.counters = solver.counters
        return result
    }
}
