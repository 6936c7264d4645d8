import Document
import FuzzSupport
import InterfaceBuilder
import JSON

/// Fuzzes the Interface Builder importer (`InterfaceBuilderImporter.importTrees`): any bytes end
/// in trees or in one error with a code, a message and a position inside the file; the same
/// answer twice; the XML read byte by byte is the tree read at once; every imported document
/// survives the JSON writer and reads back equal, and decodes as a document or is refused with
/// problems (never anything else).
enum InterfaceBuilderFuzzTarget: FuzzTarget {
    static func run(_ data: UnsafeRawBufferPointer) {
        let bytes = Array(data)
        let first = InterfaceBuilderImporter.importTrees(bytes)
        let second = InterfaceBuilderImporter.importTrees(bytes)
        switch (first, second) {
        case (.success(let trees), .success(let again)):
            FuzzCheck.require(
                trees.map(\.jsonValue) == again.map(\.jsonValue), "importing twice gave different documents")
            for tree in trees { check(tree) }
        case (.failure(let error), .failure(let again)):
            FuzzCheck.require(error == again, "importing twice gave different errors")
            check(error, in: bytes)
        default:
            FuzzCheck.fail("importing twice succeeded once")
        }
        if bytes.count <= 4096 { checkFeeding(bytes) }
    }

    static func check(_ tree: ImportedTree) {
        let written = JSONWriter.write(tree.document, style: .compact)
        do {
            let reread = try JSONParser.parse(written)
            FuzzCheck.require(reread == tree.document, "a document does not read back equal")
        } catch {
            FuzzCheck.fail("a document's JSON does not parse: \(error)")
        }
        if case .success(let document) = LayoutDocument.decode(tree.document) {
            FuzzCheck.require(document.views.count >= 1, "a decoded document without views")
        }
        for warning in tree.warnings {
            FuzzCheck.require(warning.code == DiagnosticCode.unsupportedIBFeature, "warning \(warning.code)")
        }
    }

    static func check(_ error: InterfaceBuilderError, in bytes: [UInt8]) {
        FuzzCheck.require(!error.code.isEmpty && !error.message.isEmpty, "an error without code or message")
        if let line = error.line {
            FuzzCheck.require(line >= 1 && line <= bytes.count + 1, "line \(line) outside the file")
        }
    }

    /// The reader's tree must not depend on how the bytes arrive.
    static func checkFeeding(_ bytes: [UInt8]) {
        func shape(_ result: Result<XMLElement, InterfaceBuilderError>) -> String {
            switch result {
            case .success(let element): return describe(element)
            case .failure(let error): return "error " + error.code
            }
        }
        func describe(_ element: XMLElement) -> String {
            element.name + element.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: ",") + element.text
                + "(" + element.children.map(describe).joined(separator: ";") + ")"
        }
        FuzzCheck.require(
            shape(XMLReader.read(bytes)) == shape(XMLReader.read(bytes, chunkBytes: 1)),
            "feeding byte by byte changed the result")
    }
}
