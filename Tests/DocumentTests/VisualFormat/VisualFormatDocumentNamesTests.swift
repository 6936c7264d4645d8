import Testing

@testable import Document
@testable import JSON

/// A document's VFL names (its view ids, metrics and the guides) are found by their bytes
/// (`VisualFormatNames`) among a few, by hashing among many: both must read every format as the
/// dictionaries UIKit is given do.
@Suite struct VisualFormatDocumentNamesTests {
    /// The fixtures' views under a root, their metrics in the document, and `filler` more views.
    static func document(filler: Int = 0) throws -> LayoutDocument {
        let views = VisualFormatFixtures.views.sorted().map { #"{"id": "\#($0)"}"# }
        let extra = (0..<filler).map { #"{"id": "filler\#($0)"}"# }
        let metrics = VisualFormatFixtures.metrics.sorted(by: { $0.key < $1.key }).map {
            #""\#($0.key)": \#($0.value)"#
        }
        let json = #"""
            {"root": {"id": "root", "subviews": [\#((views + extra).joined(separator: ", "))]},
             "metrics": {\#(metrics.joined(separator: ", "))}}
            """#
        return try LayoutDocument.decode(JSONParser.parse(json), at: "", limits: .standard).get()
    }

    static func entry(_ format: String, _ options: VisualFormatOptions) -> VisualFormatEntry {
        VisualFormatEntry(format: format, options: .mask(Int(options.rawValue)))
    }

    @Test(arguments: [0, 2 * LayoutDocument.directScanLimit])
    func aDocumentParsesEveryAcceptedFormatAsTheDictionariesDo(filler: Int) throws {
        let document = try Self.document(filler: filler)
        for row in ValidFormats.all where row.spacing == VisualFormatSpacing() {
            let expected = try VisualFormatParser.parse(
                row.format, options: row.options, context: VisualFormatFixtures.context())
            #expect(try document.parseVisualFormat(Self.entry(row.format, row.options)).get() == expected, "\(row)")
        }
    }

    @Test(arguments: [0, 2 * LayoutDocument.directScanLimit])
    func aDocumentRejectsEveryRejectedFormatAsTheDictionariesDo(filler: Int) throws {
        let document = try Self.document(filler: filler)
        // Guides are always items in a document: the rows that say otherwise are left out.
        for row in InvalidFormats.all where !row.format.contains("LayoutGuide") {
            guard case .failure(let error) = document.parseVisualFormat(Self.entry(row.format, row.options)) else {
                Issue.record("\(row) parsed")
                continue
            }
            #expect(error.message == row.message && error.position == row.position, "\(row)")
        }
    }

    /// Names that share a length and their first and last eight bytes differ only inside.
    @Test func longNamesAlikeAtBothEndsAreToldApart() throws {
        let left = "viewWithALongNameXnamedAtBothEnds"
        let right = "viewWithALongNameYnamedAtBothEnds"
        let json = #"""
            {"root": {"id": "root", "subviews": [{"id": "\#(left)"}, {"id": "\#(right)"}, {"id": "abcdefgh"}]},
             "metrics": {"abcdefgi": 7, "viewWithALongNameZnamedAtBothEnds": 3}}
            """#
        let document = try LayoutDocument.decode(JSONParser.parse(json), at: "", limits: .standard).get()
        let constraints = try document.parseVisualFormat(
            Self.entry("[\(left)]-(viewWithALongNameZnamedAtBothEnds)-[\(right)(abcdefgi)]-(abcdefgi)-[abcdefgh]", [])
        ).get()
        #expect(
            constraints.map(VisualFormatFixtures.expectation) == [
                "\(right).leading == \(left).trailing + 3", "\(right).width == 7",
                "abcdefgh.leading == \(right).trailing + 7"
            ])
        #expect {
            try document.parseVisualFormat(Self.entry("[viewWithALongNameWnamedAtBothEnds]", [])).get()
        } throws: { error in
            (error as? VisualFormatError)?.message
                == VisualFormatMessage.notAView("viewWithALongNameWnamedAtBothEnds")
        }
    }

    /// A VFL object's own metrics come before the document's; a view named like a guide is the
    /// view, with the view's superview.
    @Test func anEntrysMetricsWinAndAViewShadowsAGuide() throws {
        let json = #"""
            {"root": {"id": "root", "subviews": [{"id": "a"}]}, "metrics": {"gap": 1}}
            """#
        let document = try LayoutDocument.decode(JSONParser.parse(json), at: "", limits: .standard).get()
        var entry = Self.entry("[a]-(gap)-|", [])
        entry.metrics = [("gap", 5)]
        #expect(
            try document.parseVisualFormat(entry).get().map(VisualFormatFixtures.expectation) == [
                "|.trailing == a.trailing + 5"
            ])
        let shadowed = #"{"root": {"id": "topLayoutGuide"}}"#
        let rootNamedLikeAGuide = try LayoutDocument.decode(JSONParser.parse(shadowed), at: "", limits: .standard).get()
        guard case .failure(let error) = rootNamedLikeAGuide.parseVisualFormat(Self.entry("V:|[topLayoutGuide]", []))
        else {
            Issue.record("a root view has no superview")
            return
        }
        #expect(error.message == VisualFormatMessage.noSuperview)
    }
}
