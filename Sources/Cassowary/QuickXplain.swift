/// Junker's QuickXplain (2004) over candidates `0 ..< count`: a minimal subset that is infeasible
/// (with whatever background the oracle adds), the last candidates — the most wanted — preferred.
/// Assumes the whole set is infeasible.
///
/// `isInfeasible` is the test; `isCancelled` is polled before each one, and when it fires the
/// candidates not yet decided are all kept and `irreducible` is cleared.
/// - Complexity: O(m log(k / m)) tests for m kept of k candidates.
enum QuickXplain {
    static func minimal(
        _ count: Int, isInfeasible: ([Int]) -> Bool, isCancelled: () -> Bool,
        _ irreducible: inout Bool
    ) -> [Int] {
        let preferred = Array((0..<count).reversed())
        return search(background: [], hasDelta: false, preferred[...], isInfeasible, isCancelled, &irreducible)
    }

    private static func search(
        background: [Int], hasDelta: Bool, _ candidates: ArraySlice<Int>,
        _ isInfeasible: ([Int]) -> Bool, _ isCancelled: () -> Bool,
        _ irreducible: inout Bool
    ) -> [Int] {
        if isCancelled() {
            irreducible = false
            return Array(candidates)
        }
        if hasDelta && isInfeasible(background) { return [] }
        if candidates.count <= 1 { return Array(candidates) }
        let middle = candidates.startIndex + candidates.count / 2
        let first = candidates[..<middle], second = candidates[middle...]
        let secondPart = search(
            background: background + first, hasDelta: !first.isEmpty, second,
            isInfeasible, isCancelled, &irreducible)
        let firstPart = search(
            background: background + secondPart, hasDelta: !secondPart.isEmpty, first,
            isInfeasible, isCancelled, &irreducible)
        return firstPart + secondPart
    }
}
