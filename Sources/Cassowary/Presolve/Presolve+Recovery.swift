import Primitives

/// Values and directions of the eliminated variables, from the reduced system's.
extension Presolve {

    /// Every variable's value, given the solved values of the variables the reduced constraints
    /// kept (`solved`; orphans and variables no constraint mentions take what it says, usually
    /// 0). O(variables + terms of the eliminations).
    public func values(_ solved: (Int) -> Double) -> [Double] {
        var values = (0..<isEliminated.count).map { isEliminated[$0] ? 0 : solved($0) }
        // Through the buffer: a subscript write to the array checks its uniqueness each time.
        values.withUnsafeMutableBufferPointer { values in
            for elimination in eliminations.reversed() {
                var value = elimination.constant
                for i in elimination.start..<elimination.start + elimination.count {
                    value += definitionCoefficients[i] * values[Int(definitionVariables[i])]
                }
                values[elimination.variable] = value
            }
        }
        return values
    }

    /// A direction of the reduced system (rates of the variables it kept) extended to the
    /// eliminated variables, sorted by variable, without zero rates.
    /// - Complexity: O(eliminations whose definitions mention a moving variable, transitively,
    ///   × log) with `dependents`; O(eliminations) without.
    public func extend(
        _ direction: [(variable: Int, rate: Double)],
        dependents: Dependents
    ) -> [(variable: Int, rate: Double)] {
        var rates: [Int: Double] = [:]
        for move in direction { rates[move.variable, default: 0] += move.rate }
        // Eliminations that may move, by position (a later-eliminated one is evaluated first).
        var pending = Heap<Int>()
        for move in direction { dependents.push(move.variable, into: &pending) }
        var done = Set<Int>()
        while let k = pending.popFirst() {
            guard done.insert(k).inserted else { continue }
            let elimination = eliminations[k]
            var rate = 0.0
            for i in elimination.start..<elimination.start + elimination.count {
                rate += definitionCoefficients[i] * (rates[Int(definitionVariables[i])] ?? 0)
            }
            guard rate != 0 else { continue }
            rates[elimination.variable] = rate
            dependents.push(elimination.variable, into: &pending)
        }
        return rates.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { (variable: $0.key, rate: $0.value) }
    }

    /// For each variable, the eliminations whose definitions mention it: what `extend` follows.
    public struct Dependents {
        private var lists: [[Int]]

        init(_ presolve: Presolve) {
            lists = Array(repeatElement([], count: presolve.isEliminated.count))
            for k in presolve.eliminations.indices {
                for term in presolve.terms(of: k) { lists[term.variable].append(k) }
            }
        }

        func push(_ variable: Int, into heap: inout Heap<Int>) {
            guard variable < lists.count else { return }
            for k in lists[variable] { heap.push(k) }
        }
    }

    public var dependents: Dependents { Dependents(self) }
}
