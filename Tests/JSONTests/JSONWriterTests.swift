import Testing

@testable import JSON

@Suite struct JSONWriterTests {
    static let numbers: [(Double, String)] = [
        (0, "0"),
        (-0.0, "0"),
        (375, "375"),
        (-20, "-20"),
        (0.5, "0.5"),
        (0.1, "0.1"),
        (53.666666666666664, "53.666666666666664"),
        (1.0 / 3.0, "0.3333333333333333"),
        (9_007_199_254_740_991, "9007199254740991"),
        (9_007_199_254_740_992, "9007199254740992"),
        (1e16, "1e+16"),
        (1e300, "1e+300"),
        (.leastNonzeroMagnitude, "5e-324"),
        (0.0001, "0.0001"),
        (1e-7, "1e-07"),
        (.infinity, "null"),
        (-.infinity, "null"),
        (.nan, "null")
    ]

    @Test(arguments: numbers)
    func printsNumbersShortestAndIntegersWithoutFraction(number: Double, text: String) {
        #expect(JSONWriter.format(number) == text)
    }

    @Test(arguments: numbers.filter { $0.0.isFinite })
    func printedNumbersReadBackToTheSameValue(number: Double, text: String) throws {
        #expect(try JSONParser.parse(text) == .number(number == 0 ? 0 : number))
    }

    @Test func writesCompactOutputInStoredKeyOrder() {
        let value: JSONValue = .object([
            ("z", .number(1)), ("a", .array([.bool(true), .null, .string("x")])), ("m", .object([])),
            ("e", .array([]))
        ])
        #expect(JSONWriter.string(value) == #"{"z":1,"a":[true,null,"x"],"m":{},"e":[]}"#)
    }

    @Test func writesIntegersInsideContainersDigitByDigit() {
        let value: JSONValue = .array([
            .number(-9_007_199_254_740_991), .number(-1), .number(-0.0), .number(10),
            .number(1234567), .number(-2.5), .number(1e16)
        ])
        #expect(JSONWriter.string(value) == "[-9007199254740991,-1,0,10,1234567,-2.5,1e+16]")
    }

    @Test func escapesQuotesBackslashesAndControlsButNotSlashOrUnicode() {
        let value: JSONValue = .string("a\"b\\c/d\u{08}\u{0C}\n\r\t\u{0}\u{1F}é😀\u{2028}")
        let expected = #""a\"b\\c/d\b\f\n\r\t\u0000\u001fé😀"# + "\u{2028}\""
        #expect(JSONWriter.string(value) == expected)
    }

    @Test func writesPrettyOutputWithTwoSpaceIndentation() {
        let value: JSONValue = .object([
            ("size", .object([("width", .number(375)), ("height", .number(667))])),
            ("list", .array([.number(1), .array([])])),
            ("empty", .object([]))
        ])
        let expected = """
            {
              "size": {
                "width": 375,
                "height": 667
              },
              "list": [
                1,
                []
              ],
              "empty": {}
            }
            """
        #expect(JSONWriter.string(value, style: .pretty) == expected)
    }

    @Test func roundTripsAParsedDocumentByteForByte() throws {
        let text = #"{"b":[1,2.5,-3e-05,"\u0001\"é"],"a":{"x":null,"x":true},"c":""}"#
        let expected = #"{"b":[1,2.5,-3e-05,"\u0001\"é"],"a":{"x":null,"x":true},"c":""}"#
        #expect(JSONWriter.string(try JSONParser.parse(text)) == expected)
    }

    @Test func sameValueGivesIdenticalBytesEveryTime() throws {
        let value = try JSONParser.parse(JSONParserTests.document)
        let first = JSONWriter.write(value)
        for _ in 0..<10 { #expect(JSONWriter.write(value) == first) }
    }
}
