import Testing

@testable import JSON

/// Corpora in the style of JSONTestSuite (nst/JSONTestSuite, `y_`/`n_` files): inputs every
/// RFC 8259 parser must accept or reject. Written here by hand, not copied.
@Suite struct JSONParserTests {
    static let valid: [(String, JSONValue)] = [
        ("null", .null),
        ("true", .bool(true)),
        (" false ", .bool(false)),
        ("0", .number(0)),
        ("-0", .number(-0.0)),
        ("12", .number(12)),
        ("-12.5e2", .number(-1250)),
        ("1E+2", .number(100)),
        ("1e-2", .number(0.01)),
        ("0.5", .number(0.5)),
        ("123456789012345678901234567890", .number(1.2345678901234568e29)),
        ("1e-400", .number(0)),
        (#""""#, .string("")),
        (#""a\"b\\c\/d\b\f\n\r\t""#, .string("a\"b\\c/d\u{08}\u{0C}\n\r\t")),
        (#""\u00e9\u0000""#, .string("é\u{0}")),
        (#""\uD83D\uDE00""#, .string("😀")),
        ("\"caf\u{E9} 😀\"", .string("café 😀")),
        ("[]", .array([])),
        ("{}", .object([])),
        ("[1,[2,[3]]]", .array([.number(1), .array([.number(2), .array([.number(3)])])])),
        (#"{"b":1,"a":2,"b":3}"#, .object([("b", .number(1)), ("a", .number(2)), ("b", .number(3))])),
        ("\t\r\n [ 1 , {\"k\" : null} ] \n", .array([.number(1), .object([("k", .null)])])),
        ("\u{FEFF}{}", .object([]))
    ]

    @Test(arguments: valid)
    func acceptsEveryValidText(text: String, expected: JSONValue) throws {
        let value = try JSONParser.parse(text)
        #expect(value == expected)
    }

    @Test func keepsTheSignOfNegativeZero() throws {
        guard case .number(let zero) = try JSONParser.parse("-0") else {
            Issue.record("not a number")
            return
        }
        #expect(zero.sign == .minus)
    }

    static let invalid: [(text: String, message: String)] = [
        ("", "unexpected end of input, expected a value"),
        ("   ", "unexpected end of input, expected a value"),
        ("[1,]", "trailing comma is not allowed"),
        (#"{"a":1,}"#, "trailing comma is not allowed"),
        ("[1 2]", "unexpected character '2', expected ',' or ']'"),
        (#"{"a" 1}"#, "unexpected character '1', expected ':' after a member name"),
        ("{a:1}", "unexpected character 'a', expected a member name in double quotes"),
        ("{'a':1}", "strings must use double quotes"),
        ("[1] // note", "comments are not allowed in JSON"),
        ("/* c */ 1", "comments are not allowed in JSON"),
        ("01", "numbers must not have leading zeros"),
        ("-", "a number needs a digit after '-'"),
        ("+1", "unexpected character '+', expected a value"),
        ("1.", "a number needs a digit after the decimal point"),
        (".5", "unexpected character '.', expected a value"),
        ("1e", "a number needs a digit in its exponent"),
        ("1e+", "a number needs a digit in its exponent"),
        ("0x10", "unexpected character 'x' in a number"),
        ("1.5.2", "unexpected character '.' in a number"),
        ("NaN", "unexpected character 'N', expected a value"),
        ("Infinity", "unexpected character 'I', expected a value"),
        ("-Infinity", "a number needs a digit after '-'"),
        ("1e400", "number 1e400 is too large for a double-precision float"),
        ("-1e309", "number -1e309 is too large for a double-precision float"),
        ("tru", "invalid literal, expected 'true'"),
        ("truex", "invalid literal, expected 'true'"),
        ("nul", "invalid literal, expected 'null'"),
        ("True", "unexpected character 'T', expected a value"),
        (#""abc"#, "unterminated string"),
        ("\"a\tb\"", "control character byte 0x09 must be escaped in a string"),
        (#""\x""#, #"invalid escape sequence '\x'"#),
        (#""\u12""#, #"\u must be followed by four hexadecimal digits"#),
        (#""\uD800""#, #"high surrogate \uD800 is not followed by a low surrogate"#),
        (#""\uD800\u0041""#, #"high surrogate \uD800 is not followed by a low surrogate"#),
        (#""\uDC00""#, #"lone low surrogate \uDC00"#),
        ("[1]]", "unexpected character ']', expected the end of input after the top-level value"),
        ("1 2", "unexpected character '2', expected the end of input after the top-level value"),
        ("[", "unexpected end of input, expected a value"),
        ("[1", "unexpected end of input, expected ',' or ']'"),
        (#"{"a":1"#, "unexpected end of input, expected ',' or '}'"),
        ("{\"a\"", "unexpected end of input, expected ':' after a member name")
    ]

    @Test(arguments: invalid)
    func rejectsEveryInvalidTextWithAClearMessage(text: String, message: String) {
        #expect {
            try JSONParser.parse(text)
        } throws: { error in
            (error as? JSONSyntaxError)?.message == message
        }
    }

    static let invalidUTF8: [[UInt8]] = [
        [0x22, 0xC0, 0x80, 0x22],  // overlong NUL
        [0x22, 0xE0, 0x80, 0x80, 0x22],  // overlong 3-byte
        [0x22, 0xED, 0xA0, 0x80, 0x22],  // encoded surrogate U+D800
        [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // past U+10FFFF
        [0x22, 0xFF, 0x22],  // never valid
        [0x22, 0x80, 0x22],  // stray continuation byte
        [0x22, 0xE2, 0x82, 0x22]  // truncated sequence
    ]

    @Test(arguments: invalidUTF8)
    func rejectsMalformedUTF8InsideStrings(bytes: [UInt8]) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
    }

    @Test func rejectsNonASCIIBytesOutsideStrings() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x5B, 0xC3, 0xA9, 0x5D]) }
    }

    @Test func reportsOneBasedLineAndColumnCountedInCharacters() {
        let text = "{\n  \"name\": \"é😀\",\n  \"x\": [1,]\n}"
        #expect {
            try JSONParser.parse(text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.line == 3 && error.column == 10 && error.offset == 31
                && error.description == "line 3, column 10: trailing comma is not allowed"
        }
        #expect {
            try JSONParser.parse("\"é😀\" x")
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.line == 1 && error.column == 6 && error.offset == 9
        }
    }

    @Test func acceptsNestingUpToTheLimitAndRejectsOneDeeperWithoutCrashing() throws {
        let depth = JSONParser.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        _ = try JSONParser.parse(deepest)
        let tooDeep = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect {
            try JSONParser.parse(tooDeep)
        } throws: { error in
            (error as? JSONSyntaxError)?.message == "nesting is deeper than the limit of 512 arrays and objects"
                && (error as? JSONSyntaxError)?.offset == depth
        }
    }

    @Test func survivesAMillionOpeningBrackets() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        let objects = Array(String(repeating: #"{"a":"#, count: 200_000).utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(objects) }
    }

    @Test func honoursASmallerDepthLimit() throws {
        _ = try JSONParser.parse(Array("[[1]]".utf8), maximumDepth: 2)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("[[[1]]]".utf8), maximumDepth: 2) }
    }

    static let document =
        #"{"name":"profile","metrics":{"padding":10.5},"root":{"id":"root","subviews":[{"id":"a","hidden":false,"text":"x\ny"}]},"n":null}"#

    /// The parser is whole-input, so "byte by byte" means every truncation: each proper prefix of
    /// a valid document must fail cleanly with an end-of-input error, never crash or succeed.
    @Test func rejectsEveryProperPrefixOfAValidDocument() throws {
        let bytes = Array(Self.document.utf8)
        _ = try JSONParser.parse(bytes)
        for length in 0..<bytes.count {
            let prefix = Array(bytes[0..<length])
            #expect(throws: JSONSyntaxError.self, "prefix of \(length) bytes") {
                try JSONParser.parse(prefix)
            }
        }
    }

    @Test func rejectsTwoPipelinedDocumentsAtTheStartOfTheSecond() {
        let one = Self.document
        #expect {
            try JSONParser.parse(one + "\n" + one)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.offset == one.utf8.count + 1 && error.line == 2 && error.column == 1
        }
    }

    /// The fast path for short numbers must agree bit for bit with the standard library's
    /// correctly rounded conversion. Deterministic pseudo-random decimals, plus edge cases.
    @Test func shortNumbersParseExactlyAsTheStandardLibraryDoes() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var texts = [
            "0.1", "0.2", "0.3", "1.7976931348623157e308", "2.2250738585072014e-308", "9007199254740993",
            "900719925474099.3", "0.000000000000000000001", "1e22", "1e23", "123456789012345e-22",
            "-0.0", "5e-324", "4.9406564584124654e-324"
        ]
        for _ in 0..<5_000 {
            let digits = String(next() % 1_000_000_000_000_000)
            let point = Int(next() % UInt64(digits.count + 1))
            var text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            if text.hasPrefix(".") { text = "0" + text }
            if text.hasSuffix(".") { text += "0" }
            if next() % 3 == 0 { text += "e" + String(Int(next() % 60) - 30) }
            texts.append(text)
        }
        for text in texts {
            let expected = try #require(Double(text))
            guard case .number(let parsed) = try JSONParser.parse(text) else {
                Issue.record("not a number: \(text)")
                continue
            }
            #expect(parsed.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func keepsMemberOrderOfALargeObject() throws {
        let keys = (0..<300).map { "k\(299 - $0)" }
        let text = "{" + keys.map { "\"\($0)\":1" }.joined(separator: ",") + "}"
        guard case .object(let members) = try JSONParser.parse(text) else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == keys)
    }

    /// Plain runs are skipped a word (8 bytes) at a time: whatever ends one — the closing quote,
    /// an escape, a control or non-ASCII byte — is found at every position in a word, and the
    /// bytes next to the plain range (DEL, space, `!`, `#`, `[`, `]`) stay plain.
    @Test func whatEndsAPlainRunIsFoundAtEveryPositionOfAWord() throws {
        let plain = Array("ab ~\u{7F}!#[]xyz0123456789ABCDEFGHIJ".utf8)
        for length in 0...plain.count {
            let run = Array(plain[..<length])
            let text = String(decoding: run, as: UTF8.self)
            #expect(try JSONParser.parse([0x22] + run + [0x22]) == .string(text))
            #expect(
                try JSONParser.parse([0x22] + run + Array(#"\n"#.utf8) + run + [0x22]) == .string(text + "\n" + text))
            #expect(try JSONParser.parse([0x22] + run + [0xC3, 0xA9] + run + [0x22]) == .string(text + "é" + text))
            for bad: UInt8 in [0x01, 0x1F, 0xFF] {
                #expect {
                    try JSONParser.parse([0x22] + run + [bad] + run + [0x22])
                } throws: { error in
                    (error as? JSONSyntaxError)?.offset == 1 + length
                }
            }
        }
    }
}
