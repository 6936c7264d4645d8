import Testing

@testable import Geometry

@Suite struct GeometryTests {
    @Test func rectEdgesFollowOriginAndSize() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 40)
        #expect(rect.minX == 10 && rect.midX == 60 && rect.maxX == 110)
        #expect(rect.minY == 20 && rect.midY == 40 && rect.maxY == 60)
        #expect(rect.origin == Point(x: 10, y: 20))
        #expect(rect.size == Size(width: 100, height: 40))
        #expect(Rect(origin: rect.origin, size: rect.size) == rect)
    }

    @Test func insettingARectMovesEachEdgeInward() {
        let screen = Rect(x: 0, y: 0, width: 375, height: 812)
        let safe = screen.inset(by: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(safe == Rect(x: 0, y: 44, width: 375, height: 734))
    }

    @Test func insetsLargerThanTheRectGiveANegativeSizeNotAClamp() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(all: 8))
        #expect(rect.width == -6 && rect.height == -6)
    }

    @Test func transposedSizeSwapsWidthAndHeight() {
        #expect(Size(width: 375, height: 667).transposed == Size(width: 667, height: 375))
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).horizontal == 6)
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).vertical == 4)
    }
}
