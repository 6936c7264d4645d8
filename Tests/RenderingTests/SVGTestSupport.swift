import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Golden files live next to this file, in `Golden/`. Set `LAYOUTD_UPDATE_GOLDEN=1` to rewrite
/// them from the current output (then review the diff before committing).
enum Golden {
    static func url(_ name: String, filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
            .appendingPathComponent(name)
    }

    /// Records an issue naming the first differing line when `text` is not byte-for-byte the
    /// golden file `name`.
    static func expectMatches(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let file = url(name)
        if ProcessInfo.processInfo.environment["LAYOUTD_UPDATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: file)
        }
        let golden = try Data(contentsOf: file)
        guard Data(text.utf8) != golden else { return }
        let expected = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            (0..<min(expected.count, actual.count)).first { expected[$0] != actual[$0] }
            ?? min(expected.count, actual.count)
        let want = line < expected.count ? String(expected[line]) : "<end of file>"
        let got = line < actual.count ? String(actual[line]) : "<end of output>"
        Issue.record(
            "\(name) differs at line \(line + 1):\n  golden: \(want)\n  output: \(got)",
            sourceLocation: sourceLocation)
    }
}

/// What an XML parser saw of a document: the element names in document order and the first
/// error, if any.
struct XMLOutline {
    var elements: [String] = []
    var error: String?
    var texts: [String] = []
}

private final class OutlineDelegate: NSObject, XMLParserDelegate {
    var outline = XMLOutline()
    /// The text of every open element; characters count towards all of them, so a `<text>`
    /// includes its `<tspan>`s.
    private var open: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        outline.elements.append(elementName)
        open.append("")
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in open.indices { open[index] += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        let text = open.popLast() ?? ""
        if elementName == "text" || elementName == "title" { outline.texts.append(text) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if outline.error == nil { outline.error = "\(parseError)" }
    }
}

/// Parses `text` with Foundation's XMLParser (libxml2 underneath on Linux).
func parseXML(_ text: String) -> XMLOutline {
    let parser = XMLParser(data: Data(text.utf8))
    let delegate = OutlineDelegate()
    parser.delegate = delegate
    if !parser.parse(), delegate.outline.error == nil {
        delegate.outline.error = parser.parserError.map { "\($0)" } ?? "parse failed"
    }
    return delegate.outline
}
