import Testing

@testable import Geometry
@testable import JSON

/// `JSONReader.Object`: members read by name, every problem in `JSONReader`'s words.
@Suite struct JSONReaderObjectTests {
    func reader(_ text: String) throws -> JSONReader.Object? {
        var problems: [DocumentProblem] = []
        return JSONReader.Object(try JSONParser.parse(text), pointer: "/v", what: "'v'", problems: &problems)
    }

    @Test func readsAFrameAndInsetsWithMissingSidesAsZero() throws {
        var object = try #require(try reader(#"{"frame":{"x":-10,"y":20,"width":30,"height":40},"m":{"left":8}}"#))
        #expect(object.rect("frame") == Rect(x: -10, y: 20, width: 30, height: 40))
        #expect(object.insets("m") == EdgeInsets(top: 0, left: 8, bottom: 0, right: 0))
        object.rejectUnknownKeys()
        #expect(object.problems.isEmpty)
    }

    @Test func reportsEveryBadMemberOfAFrame() throws {
        var object = try #require(try reader(#"{"frame":{"x":"1","width":-3,"height":4,"z":0}}"#))
        #expect(object.rect("frame") == nil)
        #expect(
            object.problems == [
                DocumentProblem(pointer: "/v/frame/x", message: "expected a number, found a string"),
                DocumentProblem(pointer: "/v/frame", message: #"missing required key "y""#),
                DocumentProblem(
                    pointer: "/v/frame/z",
                    message: #"unknown key "z"; did you mean "x"? expected one of: x, y, width, height"#)
            ])
        var negative = try #require(try reader(#"{"frame":{"x":0,"y":0,"width":-3,"height":4}}"#))
        #expect(negative.rect("frame") == nil)
        #expect(
            negative.problems == [
                DocumentProblem(pointer: "/v/frame/width", message: "must be at least 0, found -3")
            ])
    }

    @Test func aNonObjectIsOneProblemAtItsPointer() throws {
        var problems: [DocumentProblem] = []
        #expect(JSONReader.Object(.array([]), pointer: "/a/0", what: "a view", problems: &problems) == nil)
        #expect(problems == [DocumentProblem(pointer: "/a/0", message: "expected a view (an object), found an array")])
    }

    @Test func anUnknownKeyRepeatedIsReportedOnce() throws {
        var object = try #require(try reader(#"{"q":1,"q":2}"#))
        object.rejectUnknownKeys()
        #expect(
            object.problems == [
                DocumentProblem(pointer: "/v/q", message: #"duplicate key "q""#),
                DocumentProblem(pointer: "/v/q", message: #"unknown key "q""#)
            ])
    }

    @Test func numbersOutsideTheirRangeAreNamedWithTheRange() throws {
        var object = try #require(try reader(#"{"n":1e9,"t":true}"#))
        #expect(object.number("n", in: 0...10) == nil)
        #expect(object.string("t") == nil)
        #expect(
            object.problems.map(\.message) == [
                "must be at most 10, found 1000000000", "expected a string, found a boolean"
            ])
    }
}
