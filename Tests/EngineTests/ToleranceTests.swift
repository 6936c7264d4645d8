import Testing

@testable import Cassowary
@testable import Engine
@testable import Geometry

@Suite struct ToleranceTests {
    /// One meaning of "zero" on both sides of the seam between the model and its solver.
    @Test func theModelsEpsilonIsTheSolvers() {
        #expect(Geometry.Tolerance.epsilon == Cassowary.Tolerance.epsilon)
    }

    @Test func theLevelsRiseFromNoiseToTheOutputsPrecision() {
        #expect(Geometry.Tolerance.epsilon < Geometry.Tolerance.derived)
        #expect(Geometry.Tolerance.derived < Geometry.Tolerance.output)
        #expect(1 / Geometry.Tolerance.output == Geometry.Tolerance.outputScale)
    }

    @Test func unroundedOutputSnapsNoiseToTheOutputGridAndKeepsRealDigits() {
        #expect(PixelRounding.clean(375.00000000000006) == 375)
        #expect(PixelRounding.clean(0.1 + 0.2) == 0.3)
        #expect(PixelRounding.clean(187.6666666) == 187.6666666)
        #expect(PixelRounding.clean(-0.0000000000001).sign == .plus)
    }
}
