import Testing

/// `String(joining:_:_:_:)` with an index: derived constraint ids and pointers to list items.
@Suite struct JoinedIndexTests {
    static let cases: [(String, UInt8, Int, UInt8?, String)] = [
        ("constraints", UInt8(ascii: "["), 0, UInt8(ascii: "]"), "constraints[0]"),
        ("constraints[2].constraints", UInt8(ascii: "["), 10, UInt8(ascii: "]"), "constraints[2].constraints[10]"),
        ("/document/root/subviews", UInt8(ascii: "/"), 9, nil, "/document/root/subviews/9"),
        ("", UInt8(ascii: "/"), 12345, nil, "/12345"),
        ("caf\u{E9}", UInt8(ascii: "/"), 7, nil, "caf\u{E9}/7"),
        ("a", UInt8(ascii: "["), -3, UInt8(ascii: "]"), "a[-3]"),
        ("x", UInt8(ascii: "["), Int.max, UInt8(ascii: "]"), "x[\(Int.max)]")
    ]

    @Test(arguments: cases)
    func anIndexJoinsItsPrefixAsTheDecimalTextWould(
        _ row: (prefix: String, open: UInt8, index: Int, close: UInt8?, expected: String)
    ) {
        #expect(String(joining: row.prefix, row.open, row.index, row.close) == row.expected)
    }

    @Test func aPointerToAnIndexIsTheListAndThePosition() {
        #expect("/targets".appendingPointer(3) == "/targets/3")
    }
}
