import Primitives

/// The objective row: for every symbol, a short vector of coefficients, one per priority level.
/// Only this row carries vectors (the constraint rows stay scalar), which is what makes exact
/// lexicographic priorities cheap.
///
/// Storage is dense by symbol id: `values[symbol · stride + level]`. Levels keep the slot they got
/// when first used; `order` lists the slots from the most to the least important. In weighted
/// mode there is one level and the weights are kiwi's strengths.
///
/// Keeps true: `active` lists exactly the symbols whose vector may be non-zero (each once, with
/// `position[symbol]` its index there); every other symbol's vector is exactly zero.
struct Objective {
    private(set) var stride = 4
    /// The priority value of each level slot.
    private(set) var levelKeys: [Double] = []
    /// The largest weight used at each slot: the scale of its zero test.
    private(set) var levelScales: [Double] = []
    /// Level slots, most important first.
    private(set) var order: [Int] = []
    private(set) var values: [Double] = []
    private(set) var active: [Int] = []
    private(set) var position: [Int] = []
    private var factor: [Double] = []
    /// Per symbol: its vector is lexicographically negative (a candidate to enter the basis).
    private(set) var isNegative: [Bool] = []
    /// Max-heap of symbols that were negative when pushed; entries may be stale (checked on pop).
    private var candidates = Heap<Int>()

    var levelCount: Int { levelKeys.count }

    /// Makes room for symbols `0 ..< count`; new symbols have zero vectors. Grown ahead
    /// (doubling), so the per-symbol arrays may be longer than the tableau's symbols: the
    /// extra entries are zero vectors, never active, never negative.
    mutating func grow(toSymbols count: Int) {
        let current = position.count
        guard current < count else { return }
        let target = max(count, 2 * current, 16)
        isNegative.append(contentsOf: repeatElement(false, count: target - current))
        position.append(contentsOf: repeatElement(-1, count: target - current))
        values.append(contentsOf: repeatElement(0, count: target * stride - values.count))
    }

    /// Room for `symbols` symbols without regrowing (grown right away: the arrays may be
    /// longer than the symbols anyway).
    mutating func reserveCapacity(symbols: Int) {
        grow(toSymbols: symbols)
        active.reserveCapacity(symbols)
    }

    /// The slot of the level with priority `key`, made on first use. Growing past `stride`
    /// re-lays the array out: O(symbols · levels), once per doubling.
    mutating func level(for key: Double, weight: Double) -> Int {
        if let slot = levelKeys.firstIndex(of: key) {
            levelScales[slot] = max(levelScales[slot], weight)
            return slot
        }
        let slot = levelKeys.count
        if slot == stride { restride(to: stride * 2) }
        levelKeys.append(key)
        levelScales.append(weight)
        order = levelKeys.indices.sorted { levelKeys[$0] > levelKeys[$1] }
        return slot
    }

    private mutating func restride(to newStride: Int) {
        let symbols = position.count
        var relaid = [Double](repeatElement(0, count: symbols * newStride))
        for s in 0..<symbols {
            for k in 0..<stride { relaid[s * newStride + k] = values[s * stride + k] }
        }
        values = relaid
        stride = newStride
    }

    @inline(__always)
    func value(_ symbol: Int, level: Int) -> Double { values[symbol * stride + level] }

    @inline(__always)
    private mutating func activate(_ symbol: Int) {
        if position[symbol] < 0 {
            position[symbol] = active.count
            active.append(symbol)
        }
    }

    /// Zeroes `symbol`'s vector and takes it off the active list.
    mutating func clear(_ symbol: Int) {
        let base = symbol * stride
        for k in 0..<levelCount { values[base + k] = 0 }
        isNegative[symbol] = false
        let p = position[symbol]
        if p >= 0 {
            let last = active.removeLast()
            if last != symbol {
                active[p] = last
                position[last] = p
            }
            position[symbol] = -1
        }
    }

    mutating func add(_ symbol: Int, level: Int, _ amount: Double) {
        values[symbol * stride + level] += amount
        activate(symbol)
        refresh(symbol)
    }

    /// Adds `amount · row r` at one level (a constraint's error leaving or joining the objective
    /// while that error is basic). O(row length).
    mutating func add(_ rows: RowStore, _ r: Int, level: Int, _ amount: Double) {
        for i in 0..<rows.cellCount(r) {
            let cell = rows.cell(r, i)
            add(cell.symbol, level: level, amount * cell.coefficient)
        }
    }

    /// Replaces `symbol` by the row `r` defining it: `objective += vector(symbol) ⊗ row`, then
    /// `vector(symbol) = 0`. O(row length × levels).
    mutating func substitute(_ symbol: Int, with rows: RowStore, _ r: Int) {
        guard position[symbol] >= 0 else { return }
        let levels = levelCount, base = symbol * stride
        factor.removeAll(keepingCapacity: true)
        for k in 0..<levels { factor.append(values[base + k]) }
        clear(symbol)
        for i in 0..<rows.cellCount(r) {
            let cell = rows.cell(r, i)
            let target = cell.symbol * stride
            for k in 0..<levels { values[target + k] += factor[k] * cell.coefficient }
            activate(cell.symbol)
            refresh(cell.symbol)
        }
    }

    /// The sign of `symbol`'s vector, read lexicographically: the sign of its most important
    /// entry that is not zero at that level's scale.
    func sign(_ symbol: Int) -> Int {
        let base = symbol * stride
        for k in order {
            let v = values[base + k]
            let eps = Tolerance.epsilon * levelScales[k]
            if v < -eps { return -1 }
            if v > eps { return 1 }
        }
        return 0
    }

    /// True when `a / ca` is lexicographically less than `b / cb` (dual ratio test), with
    /// positive `ca`, `cb`.
    func ratio(_ a: Int, _ ca: Double, isLessThan b: Int, _ cb: Double) -> Bool {
        for k in order {
            let x = values[a * stride + k] / ca, y = values[b * stride + k] / cb
            let eps = Tolerance.epsilon * levelScales[k]
            if x < y - eps { return true }
            if x > y + eps { return false }
        }
        return false
    }

    /// Re-reads `symbol`'s sign after its vector changed; a newly negative symbol joins the
    /// candidate heap. O(levels + log candidates).
    @inline(__always)
    private mutating func refresh(_ symbol: Int) {
        let negative = sign(symbol) < 0
        if negative && !isNegative[symbol] {
            isNegative[symbol] = true
            candidates.push(symbol)
        } else if !negative {
            isNegative[symbol] = false
        }
    }

    /// The largest symbol id that is still negative, taken off the heap (stale entries are
    /// dropped on the way). A popped symbol that does not enter the basis must be put back with
    /// `reconsider` if it may become eligible again. O(log n) per entry popped.
    mutating func popCandidate() -> Int? {
        while let top = candidates.popFirst() {
            if top < isNegative.count && isNegative[top] {
                isNegative[top] = false
                return top
            }
        }
        return nil
    }

    /// Puts a symbol back among the candidates if its vector is negative.
    mutating func reconsider(_ symbol: Int) {
        isNegative[symbol] = false
        refresh(symbol)
    }

    /// True when every entry of `symbol`'s vector is within its level's zero band.
    func isNegligible(_ symbol: Int) -> Bool {
        let base = symbol * stride
        for k in 0..<levelCount where abs(values[base + k]) > Tolerance.epsilon * levelScales[k] {
            return false
        }
        return true
    }
}
