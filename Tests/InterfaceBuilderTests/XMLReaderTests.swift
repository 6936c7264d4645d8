import Primitives
import Testing

@testable import InterfaceBuilder

/// The XML reader (expat underneath): the tree it builds, fed at once or byte by byte, and every
/// hostile or broken file refused with a clear error before it costs more than the limits.
@Suite struct XMLReaderTests {
    static let sample = Array(
        #"<?xml version="1.0" encoding="UTF-8"?><a x="1" y="two"><b/><string key="text">Hi &amp; bye</string><c><d z="3"/></c></a>"#
            .utf8)

    static func error(_ bytes: [UInt8], limits: XMLLimits = .standard) throws -> InterfaceBuilderError {
        switch XMLReader.read(bytes, limits: limits) {
        case .success: throw ReaderAccepted()
        case .failure(let error): return error
        }
    }

    struct ReaderAccepted: Error {}

    @Test func elementsAttributesAndStringTextAreKeptInDocumentOrder() throws {
        let root = try XMLReader.read(Self.sample).get()
        #expect(root.name == "a")
        #expect(root.attributes.map(\.name) == ["x", "y"])
        #expect(root["y"] == "two")
        #expect(root.children.map(\.name) == ["b", "string", "c"])
        #expect(root.child("string", key: "text")?.text == "Hi & bye")
        #expect(root.child("c")?.child("d")?.number("z") == 3)
    }

    @Test func feedingByteByByteBuildsTheSameTree() throws {
        let whole = try XMLReader.read(Self.sample).get()
        let pieces = try XMLReader.read(Self.sample, chunkBytes: 1).get()
        func shape(_ element: XMLElement) -> String {
            element.name + element.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: ",") + element.text
                + "(" + element.children.map(shape).joined(separator: ";") + ")"
        }
        #expect(shape(whole) == shape(pieces))
    }

    @Test func billionLaughsIsRefusedAtItsDoctype() throws {
        var text = #"<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">"#
        for level in 1...9 {
            let previous = level == 1 ? "&lol;" : "&lol\(level - 1);"
            text += "<!ENTITY lol\(level) \"" + String(repeating: previous, count: 10) + "\">"
        }
        text += "]><lolz>&lol9;</lolz>"
        let error = try Self.error(Array(text.utf8))
        #expect(error.code == "xml_declaration")
        #expect(error.message.contains("DOCTYPE"))
    }

    @Test func anExternalEntityIsRefusedAndNeverLoaded() throws {
        let text = #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><d>&xxe;</d>"#
        let error = try Self.error(Array(text.utf8))
        #expect(error.code == "xml_declaration")
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        let depth = 100_000
        let bytes = Array((String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)).utf8)
        let error = try Self.error(bytes)
        #expect(error.code == "xml_limit")
        #expect(error.message.contains("nested more than 256"))
    }

    @Test func aTenMegabyteAttributeIsRefused() throws {
        let bytes =
            Array("<a b=\"".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 10_000_000) + Array("\"/>".utf8)
        let error = try Self.error(bytes)
        #expect(error.code == "xml_limit")
        #expect(error.message.contains("attribute b of <a>"))
    }

    @Test func aFileOverTheByteLimitIsRefusedBeforeParsing() throws {
        let error = try Self.error(Self.sample, limits: XMLLimits(maxBytes: 10))
        #expect(error.code == "xml_limit")
        #expect(error.message.contains("the limit is 10"))
    }

    @Test func tooManyElementsAreRefused() throws {
        let bytes = Array(("<a>" + String(repeating: "<b/>", count: 20) + "</a>").utf8)
        #expect(try Self.error(bytes, limits: XMLLimits(maxElements: 10)).code == "xml_limit")
    }

    @Test func invalidUTF8IsNamed() throws {
        let bytes = Array("<a b=\"".utf8) + [0xC3, 0x28] + Array("\"/>".utf8)
        let error = try Self.error(bytes)
        #expect(error.code == "invalid_xml")
        #expect(error.message == "the file is not valid UTF-8")
        #expect(error.line == 1)
    }

    @Test func aTruncatedFileSaysSo() throws {
        let bytes = Array(Self.sample.prefix(40))
        let error = try Self.error(bytes)
        #expect(error.code == "invalid_xml")
        #expect(error.message.contains("truncated"))
    }

    @Test func anEmptyFileSaysSo() throws {
        #expect(try Self.error([]).message == "the file is empty")
    }

    @Test func malformedXMLGivesExpatsReasonWithItsPosition() throws {
        let error = try Self.error(Array("<a>\n<b></a>".utf8))
        #expect(error.code == "invalid_xml")
        #expect(error.description.hasPrefix("line 2, column"))
        #expect(error.message.contains("mismatched tag"))
    }

    @Test func anExhaustedBudgetStopsReading() throws {
        let budget = WorkBudget(memoryLimit: 100)
        let bytes = Array(("<a>" + String(repeating: "<b c=\"d\"/>", count: 100) + "</a>").utf8)
        let result = WorkBudget.$current.withValue(budget) { XMLReader.read(bytes) }
        guard case .failure(let error) = result else {
            Issue.record("a budget of 100 bytes let the tree through")
            return
        }
        #expect(error.code == "xml_limit")
    }
}
