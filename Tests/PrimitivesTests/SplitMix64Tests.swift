import Primitives
import Testing

@Suite("SplitMix64 gives the reference sequence and a mix that never maps two inputs to one")
struct SplitMix64Tests {
    @Test func seedZeroGivesTheReferenceSequence() {
        // The first outputs of the reference implementation (Vigna's splitmix64.c) from seed 0.
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func theSameSeedGivesTheSameSequence() {
        var first = SplitMix64(seed: 2026), second = SplitMix64(seed: 2026)
        #expect((0..<100).map { _ in first.next() } == (0..<100).map { _ in second.next() })
    }

    @Test func theMixIsABijectionOnSmallNeighbourhoods() {
        // Distinct inputs near 0 and near the top map to distinct outputs (a spot check of the
        // property RequestID relies on; the finaliser is invertible).
        let inputs = Array(UInt64(0)..<5_000) + Array((UInt64.max - 5_000)...UInt64.max)
        #expect(Set(inputs.map(SplitMix64.mix)).count == inputs.count)
    }
}
