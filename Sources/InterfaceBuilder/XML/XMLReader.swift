private import CExpat
import Primitives

/// Reads XML bytes into an `XMLElement` tree with expat, refusing what an Interface Builder file
/// never holds and a hostile one would use: a DOCTYPE or entity declaration is an error at once
/// (nothing is expanded, no external entity is ever loaded: billion laughs and XXE cannot start),
/// and every bound of `XMLLimits` is checked as the bytes arrive. The work polls the request's
/// `WorkBudget` between chunks and every `WorkBudget.pollInterval` elements, and holds what the
/// tree will keep.
///
/// - Complexity: O(bytes); memory O(bytes) for the tree.
public enum XMLReader {
    /// Bytes handed to expat at once; the budget is polled between chunks.
    public static let chunkBytes = 64 << 10

    /// The document element of `bytes`. `chunkBytes` lets tests feed byte by byte.
    public static func read(
        _ bytes: [UInt8], limits: XMLLimits = .standard, chunkBytes: Int = chunkBytes
    ) -> Result<XMLElement, InterfaceBuilderError> {
        guard bytes.count <= limits.maxBytes else {
            return .failure(
                InterfaceBuilderError(
                    code: "xml_limit", message: "the file is \(bytes.count) bytes; the limit is \(limits.maxBytes)"))
        }
        // "UTF-8" overrides any declared encoding: Interface Builder writes nothing else.
        guard let parser = XML_ParserCreate("UTF-8") else {
            return .failure(InterfaceBuilderError(code: "xml_limit", message: "out of memory starting the XML parser"))
        }
        defer { XML_ParserFree(parser) }
        let builder = TreeBuilder(limits: limits, parser: parser)
        let context = Unmanaged.passUnretained(builder).toOpaque()
        XML_SetUserData(parser, context)
        XML_SetElementHandler(parser, startElement, endElement)
        XML_SetCharacterDataHandler(parser, characterData)
        XML_SetStartDoctypeDeclHandler(parser, startDoctype)
        XML_SetEntityDeclHandler(parser, entityDeclaration)
        XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)

        var poll = BudgetPoll()
        let step = max(1, chunkBytes)
        var start = 0
        while true {
            let end = min(bytes.count, start + step)
            let isFinal = end == bytes.count
            let status = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { base in
                    base.advanced(by: start).withMemoryRebound(to: CChar.self, capacity: end - start) {
                        XML_Parse(parser, $0, Int32(end - start), isFinal ? 1 : 0)
                    }
                } ?? XML_Parse(parser, nil, 0, 1)
            }
            if let error = builder.error { return .failure(error) }
            if status != XML_STATUS_OK { return .failure(expatError(parser, bytes: bytes)) }
            if isFinal { break }
            if poll.checkNow() { return .failure(budgetError) }
            start = end
        }
        guard let root = builder.root else {
            return .failure(InterfaceBuilderError(code: "invalid_xml", message: "the file holds no XML element"))
        }
        return .success(root)
    }

    static let budgetError = InterfaceBuilderError(
        code: "xml_limit", message: "reading the XML ran out of the request's time or memory")

    /// Expat's own complaint, in the file's terms: a truncated file and invalid UTF-8 say so.
    private static func expatError(_ parser: XML_Parser, bytes: [UInt8]) -> InterfaceBuilderError {
        let code = XML_GetErrorCode(parser)
        let line = Int(XML_GetCurrentLineNumber(parser))
        let column = Int(XML_GetCurrentColumnNumber(parser)) + 1
        let message: String
        switch code {
        case XML_ERROR_NO_ELEMENTS, XML_ERROR_UNCLOSED_TOKEN, XML_ERROR_PARTIAL_CHAR, XML_ERROR_UNCLOSED_CDATA_SECTION:
            message = bytes.isEmpty ? "the file is empty" : "the file ends before its XML does (truncated?)"
        case XML_ERROR_INVALID_TOKEN where String(validating: bytes, as: UTF8.self) == nil:
            message = "the file is not valid UTF-8"
        default:
            let text = XML_ErrorString(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
            message = "not well-formed XML: \(text)"
        }
        return InterfaceBuilderError(code: "invalid_xml", message: message, line: line, column: column)
    }
}

/// Expat's callbacks build into this; the first refusal stops the parser and is kept.
private final class TreeBuilder {
    let limits: XMLLimits
    let parser: XML_Parser
    var stack: [XMLElement] = []
    var root: XMLElement?
    var elements = 0
    var error: InterfaceBuilderError?
    var poll = BudgetPoll()

    init(limits: XMLLimits, parser: XML_Parser) {
        self.limits = limits
        self.parser = parser
    }

    func refuse(_ code: String, _ message: String) {
        guard error == nil else { return }
        error = InterfaceBuilderError(
            code: code, message: message, line: Int(XML_GetCurrentLineNumber(parser)),
            column: Int(XML_GetCurrentColumnNumber(parser)) + 1)
        _ = CExpat_stop(parser)
    }

    func start(_ name: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?) {
        guard error == nil else { return }
        elements += 1
        guard elements <= limits.maxElements else {
            return refuse("xml_limit", "the file has more than \(limits.maxElements) elements")
        }
        guard stack.count < limits.maxDepth else {
            return refuse("xml_limit", "elements are nested more than \(limits.maxDepth) deep")
        }
        if poll.shouldStop() { return refuse("xml_limit", XMLReader.budgetError.message) }
        var element = XMLElement(name: String(cString: name))
        var held = 64 + element.name.utf8.count
        var index = 0
        while let attributes, let key = attributes[index], let value = attributes[index + 1] {
            var length = 0
            while value[length] != 0 && length <= limits.maxValueBytes { length += 1 }
            guard length <= limits.maxValueBytes else {
                return refuse(
                    "xml_limit",
                    "attribute \(String(cString: key)) of <\(element.name)> is over the limit of \(limits.maxValueBytes) bytes"
                )
            }
            element.attributes.append((String(cString: key), String(cString: value)))
            held += 32 + length
            index += 2
        }
        guard WorkBudget.current.hold(held) else { return refuse("xml_limit", XMLReader.budgetError.message) }
        stack.append(element)
    }

    func end() {
        guard error == nil, let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    /// Keeps the character data of `<string>` elements only: the importer reads no other (an
    /// image's `<mutableData>` may run to megabytes).
    func characters(_ text: UnsafePointer<CChar>, _ length: Int) {
        guard error == nil, let name = stack.last?.name, name == "string" else { return }
        let top = stack.count - 1
        guard stack[top].text.utf8.count + length <= limits.maxValueBytes else {
            return refuse("xml_limit", "the text of <\(stack[top].name)> is over \(limits.maxValueBytes) bytes")
        }
        let bytes = UnsafeRawBufferPointer(start: text, count: length)
        stack[top].text += String(decoding: bytes, as: UTF8.self)
    }
}

private func builder(_ context: UnsafeMutableRawPointer?) -> TreeBuilder? {
    context.map { Unmanaged<TreeBuilder>.fromOpaque($0).takeUnretainedValue() }
}

private let startElement: XML_StartElementHandler = { context, name, attributes in
    guard let name else { return }
    builder(context)?.start(name, attributes)
}

private let endElement: XML_EndElementHandler = { context, _ in builder(context)?.end() }

private let characterData: XML_CharacterDataHandler = { context, text, length in
    guard let text else { return }
    builder(context)?.characters(text, Int(length))
}

private let startDoctype: XML_StartDoctypeDeclHandler = { context, _, _, _, _ in
    builder(context)?.refuse(
        "xml_declaration",
        "the file has a DOCTYPE: Interface Builder files have none, and entity declarations are refused")
}

private let entityDeclaration: XML_EntityDeclHandler = { context, _, _, _, _, _, _, _, _ in
    builder(context)?.refuse("xml_declaration", "the file declares an entity: entities are refused")
}
