import Testing
@testable import LayoutModel

@Suite struct JSONObjectReaderTests {
    func reader(_ text: String) throws -> JSONObjectReader? {
        var problems: [DocumentProblem] = []
        return JSONObjectReader(try JSONParser.parse(text), pointer: "/v", what: "'v'", problems: &problems)
    }

    @Test func readsAFrameAndInsetsWithMissingSidesAsZero() throws {
        var object = try #require(try reader(#"{"frame":{"x":-10,"y":20,"width":30,"height":40},"m":{"left":8}}"#))
        #expect(object.rect("frame") == Rect(x: -10, y: 20, width: 30, height: 40))
        #expect(object.insets("m") == EdgeInsets(top: 0, left: 8, bottom: 0, right: 0))
        object.rejectUnknownKeys(in: "'v'")
        #expect(object.problems.isEmpty)
    }

    @Test func reportsEveryBadMemberOfAFrame() throws {
        var object = try #require(try reader(#"{"frame":{"x":"1","width":-3,"height":4,"z":0}}"#))
        #expect(object.rect("frame") == nil)
        #expect(object.problems == [
            DocumentProblem(pointer: "/v/frame/x", message: "'x' must be a number"),
            DocumentProblem(pointer: "/v/frame", message: "'frame' needs 'y'"),
            DocumentProblem(pointer: "/v/frame/z", message: "unknown key 'z' in 'frame'"),
        ])
        var negative = try #require(try reader(#"{"frame":{"x":0,"y":0,"width":-3,"height":4}}"#))
        #expect(negative.rect("frame") == nil)
        #expect(negative.problems == [
            DocumentProblem(pointer: "/v/frame/width", message: "'width' must be between 0 and 100000, not -3"),
        ])
    }

    @Test func aNonObjectIsOneProblemAtItsPointer() throws {
        var problems: [DocumentProblem] = []
        #expect(JSONObjectReader(.array([]), pointer: "/a/0", what: "a view", problems: &problems) == nil)
        #expect(problems == [DocumentProblem(pointer: "/a/0", message: "a view must be an object")])
    }

    @Test func anUnknownKeyRepeatedIsReportedOnce() throws {
        var object = try #require(try reader(#"{"q":1,"q":2}"#))
        object.rejectUnknownKeys(in: "'v'")
        #expect(object.problems == [
            DocumentProblem(pointer: "/v/q", message: "duplicate key 'q'"),
            DocumentProblem(pointer: "/v/q", message: "unknown key 'q' in 'v'"),
        ])
    }

    @Test func numbersOutsideTheirRangeAreNamedWithTheRange() throws {
        var object = try #require(try reader(#"{"n":1e9,"t":true}"#))
        #expect(object.number("n", in: 0...10) == nil)
        #expect(object.string("t") == nil)
        #expect(object.problems.map(\.message) == ["'n' must be between 0 and 10, not 1000000000", "'t' must be a string"])
    }
}
