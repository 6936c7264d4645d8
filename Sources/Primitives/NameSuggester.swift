/// "Did you mean …?" for unknown names: the candidate nearest to a name by edit distance, when it
/// is close enough to be a typo.
///
/// Bounded so that no document can make it expensive (a hundred unknown names against two
/// thousand ids once cost a full table per pair, 13 s and hundreds of MB):
/// - only candidates whose length is within the cutoff of the name's are compared (a length
///   index built once), at most `maxCandidatesPerName` of them per name;
/// - the distance is computed in a band of the cutoff's width around the diagonal and given up
///   as soon as a whole row exceeds it, so a pair costs O(length × cutoff) at most and usually a
///   few rows;
/// - all searches of one suggester share `workLimit` table cells: past it, names get no
///   suggestion. Cells, not time, so the same document always gets the same hints.
///
/// Ties go to the candidate that comes first in `candidates`.
public struct NameSuggester {
    /// The largest distance ever suggested (a third of the name's length when that is less).
    static let maxDistance = 3
    static let maxCandidatesPerName = 2_000
    static let workLimit = 2_000_000

    private let candidates: [String]
    /// `candidates`, lowercased, as characters.
    private let folded: [[Character]]
    /// Length → indices into `candidates`, ascending.
    private let byLength: [Int: [Int]]
    private(set) var workLeft = NameSuggester.workLimit

    /// O(total length of the candidates).
    public init(_ candidates: [String]) {
        self.candidates = candidates
        folded = candidates.map { Array($0.lowercased()) }
        var byLength: [Int: [Int]] = [:]
        for (index, name) in folded.enumerated() { byLength[name.count, default: []].append(index) }
        self.byLength = byLength
    }

    /// The closest candidate other than `name` itself within `min(maxDistance, max(1, length / 3))`
    /// edits (insert, delete, substitute, swap two neighbours), or nil. O(length × cutoff) per
    /// candidate compared, within the work left.
    public mutating func closest(to name: String) -> String? {
        let query = Array(name.lowercased())
        let cutoff = min(Self.maxDistance, max(1, name.count / 3))
        var best: (distance: Int, index: Int)?
        var compared = 0
        // Nearest lengths first: the likeliest typos are compared before the cap can stop them.
        for offset in 0...(2 * cutoff) {
            let delta = offset % 2 == 0 ? offset / 2 : -(offset + 1) / 2
            guard let bucket = byLength[query.count + delta] else { continue }
            for index in bucket where candidates[index] != name {
                guard compared < Self.maxCandidatesPerName, workLeft > 0 else { return nil }
                compared += 1
                // Equal distances still compete: the earlier candidate wins.
                let bound = best?.distance ?? cutoff
                guard let distance = Self.distance(query, folded[index], cutoff: bound, work: &workLeft) else {
                    continue
                }
                if best.map({ (distance, index) < ($0.distance, $0.index) }) ?? true { best = (distance, index) }
            }
        }
        return best.map { candidates[$0.index] }
    }

    /// The optimal string alignment distance of `a` and `b` when it is at most `cutoff`, else
    /// nil. Only cells within `cutoff` of the diagonal are computed (any path leaving the band
    /// costs more), and the search ends once a whole row exceeds the cutoff. Each computed cell
    /// is taken from `work`. O(|a| × (2 × cutoff + 1)).
    static func distance(_ a: [Character], _ b: [Character], cutoff: Int, work: inout Int) -> Int? {
        let n = a.count, m = b.count
        guard abs(n - m) <= cutoff else { return nil }
        guard n > 0, m > 0 else { return max(n, m) }
        let over = cutoff + 1
        // Rows i − 2, i − 1 and i; a row writes its band plus two cells either side, which
        // covers every cell the next two rows read, so no value of an older row is ever seen.
        var older = [Int](repeatElement(over, count: m + 1))
        var previous = [Int](repeatElement(over, count: m + 1))
        var current = [Int](repeatElement(over, count: m + 1))
        for j in 0...min(m, cutoff) { previous[j] = j }
        for i in 1...n {
            let low = max(1, i - cutoff), high = min(m, i + cutoff)
            for j in max(0, low - 2)..<low { current[j] = j == 0 && i <= cutoff ? i : over }
            for j in (high + 1)..<min(m + 1, high + 3) { current[j] = over }
            var rowMinimum = current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, older[j - 2] + 1) }
                current[j] = min(value, over)
                rowMinimum = min(rowMinimum, current[j])
            }
            work -= high - low + 1
            if rowMinimum > cutoff { return nil }
            swap(&older, &previous)
            swap(&previous, &current)
        }
        return previous[m] <= cutoff ? previous[m] : nil
    }
}
