import TestSupport
import Testing

@testable import Primitives

/// The bounded "did you mean" search: the banded distance agrees with the full table wherever it
/// answers, ties and limits are as documented, and no document makes it do unbounded work.
@Suite struct NameSuggesterTests {
    /// The optimal string alignment distance by the full (m + 1) × (n + 1) table: the reference
    /// the banded search must agree with.
    static func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func theBandedDistanceIsTheFullOneWheneverItIsWithinTheCutoff() {
        var generator = SeededGenerator(seed: 17)
        // Three letters, so near misses (and swaps of neighbours) are common.
        let alphabet = Array("abc")
        for _ in 0..<4_000 {
            let a = (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
            }
            let b = (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
            }
            let cutoff = Int.random(in: 0...3, using: &generator)
            var work = Int.max
            let full = Self.fullDistance(a, b)
            let banded = NameSuggester.distance(a, b, cutoff: cutoff, work: &work)
            #expect(banded == (full <= cutoff ? full : nil), "\(String(a)) / \(String(b)) cutoff \(cutoff)")
        }
    }

    @Test func equalDistancesGoToTheEarlierCandidateWhateverItsLength() {
        var suggester = NameSuggester(["logins", "logn", "lgin"])
        // "login" is one edit from each; the first listed wins.
        #expect(suggester.closest(to: "login") == "logins")
    }

    @Test func theCutoffIsAThirdOfTheNameAndNeverMoreThanThree() {
        var suggester = NameSuggester(["abcdefghijklmnop", "ab"])
        // Four substitutions in a 16-character name: a third would allow 5, the cap says 3.
        #expect(suggester.closest(to: "abcdXXXXijklmnop") == nil)
        #expect(suggester.closest(to: "abcdXXXhijklmnop") == "abcdefghijklmnop")
        // Two characters allow one edit.
        #expect(suggester.closest(to: "ax") == "ab")
    }

    /// A hostile document: 200 unknown names of 38 characters against 1 999
    /// ids of 38–40. A full table per pair would be 2 × 10⁸ cells; the suggester stops at its cap.
    @Test func manyUnknownNamesAgainstManyIdsStopAtTheWorkCap() {
        let ids = (0..<1_999).map { "v\($0)_" + String(repeating: "a", count: 35) }
        var suggester = NameSuggester(ids)
        var suggested = 0
        for index in 0..<200 where suggester.closest(to: "u\(index)_" + String(repeating: "b", count: 35)) != nil {
            suggested += 1
        }
        #expect(suggested == 0)
        #expect(suggester.workLeft <= 0)
        #expect(suggester.workLeft > -NameSuggester.workLimit / 100, "one comparison past the cap at most")
        // Once the cap is spent, even an exact-but-for-case typo gets no suggestion.
        #expect(suggester.closest(to: "V0_" + String(repeating: "a", count: 35)) == nil)
    }
}
