import Testing

@testable import Document
@testable import JSON
@testable import Requests

/// Decoders look members up with `String.isKey`, which compares lengths before strings: exact
/// only for keys that are ASCII without `K`, `;` or `` ` `` (the only ASCII characters a
/// non-ASCII one is canonically equivalent to).
@Suite struct KeyMatchingTests {
    static let keyLists: [(String, [String])] = [
        ("LayoutDocument.topLevelKeys", LayoutDocument.topLevelKeys),
        ("LayoutRequest.keys", LayoutRequest.keys),
        ("ViewTreeDecoder.keys", ViewTreeDecoder.keys),
        ("ViewTreeDecoder.stackKeys", ViewTreeDecoder.stackKeys),
        ("ConstraintEntryDecoder.groupKeys", ConstraintEntryDecoder.groupKeys),
        ("ConstraintEntryDecoder.visualFormatKeys", ConstraintEntryDecoder.visualFormatKeys),
        ("ConstraintEntryDecoder.objectKeys", ConstraintEntryDecoder.objectKeys),
        ("Condition.keyNames", Condition.keyNames),
        ("view frame keys", ["x", "y", "width", "height", "top", "left", "bottom", "right"])
    ]

    @Test(arguments: keyLists)
    func everyKeyADecoderLooksUpIsSafeForALengthFirstComparison(_ list: (name: String, keys: [String])) {
        for key in list.keys {
            let safe = key.utf8.allSatisfy {
                $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`")
            }
            #expect(safe, "\(list.name): \(key)")
        }
    }

    static let pairs: [(String, String)] = [
        ("kind", "kind"), ("kind", "kinds"), ("id", "di"), ("", "id"), ("id", ""),
        ("caf\u{E9}", "cafe"), ("cafe\u{301}", "cafe"), ("\u{37E}", "a"), ("\u{1FEF}x", "ax"),
        ("descriptionLabel", "descriptionLabel"), ("descriptionLabel", "descriptionLabe1")
    ]

    @Test(arguments: pairs)
    func isKeyAgreesWithStringEqualityForSuchKeys(_ pair: (candidate: String, key: String)) {
        #expect(pair.candidate.isKey(pair.key) == (pair.candidate == pair.key))
    }

    @Test func aKeyCanonicallyEqualToAnAllowedOneIsStillAllowed() {
        // U+212A KELVIN SIGN is canonically `K`: `==` says the keys are the same, so must the reader.
        var reader = JSONReader()
        let members = reader.object(.object([(key: "\u{212A}", value: .null)]), at: "", allowed: ["K"])
        #expect(members?.count == 1)
        #expect(reader.problems.isEmpty)
    }

    @Test func anUnknownKeyIsStillReported() {
        var reader = JSONReader()
        _ = reader.object(.object([(key: "kinds", value: .null)]), at: "/v", allowed: ["kind", "id"])
        #expect(reader.problems.map(\.pointer) == ["/v/kinds"])
    }
}
