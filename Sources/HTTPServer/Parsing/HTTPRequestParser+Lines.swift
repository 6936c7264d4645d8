// The line-oriented parts of a request: request line, header section, trailer section.
import Glibc
import Primitives

extension HTTPRequestParser {
    /// Appends bytes up to the next LF to `line` (refusing as soon as the section's limit is
    /// passed), and handles the line when its LF arrives. Returns the index after what it read.
    mutating func readLine(_ bytes: UnsafeRawBufferPointer, from start: Int, into sink: inout EventSink) -> Int {
        guard let base = bytes.baseAddress, start < bytes.count else { return bytes.count }
        if state == .requestLine && line.isEmpty && bytes[start] != ASCII.cr && !ASCII.isTokenChar(bytes[start]) {
            // Not the start of a method: a TLS ClientHello or other binary on a plain port. Fail
            // now rather than after buffering a whole request line.
            fail(.badRequest("invalid_method", "The request does not start with a method."), &sink)
            return bytes.count
        }
        let found = memchr(base + start, Int32(ASCII.lf), bytes.count - start)
        let stop = found.map { base.distance(to: UnsafeRawPointer($0)) } ?? bytes.count
        if line.count + (stop - start) > lineCapacity {
            fail(lineLimitError, &sink)
            return bytes.count
        }
        line.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<stop]))
        guard found != nil else { return stop }
        completeLine(&sink)
        return stop + 1
    }

    /// The most bytes `line` may hold (CR included) before the current section is surely over its
    /// limit. Exact checks happen when the line is complete; this only bounds the buffer early.
    private var lineCapacity: Int {
        switch state {
        case .requestLine: limits.maxRequestLineBytes + 1
        case .trailerLines: max(1, limits.maxTrailerBytes - trailerBytes - 1)
        default: max(1, limits.maxHeaderBytes - headerBytes - 1)
        }
    }

    private var lineLimitError: HTTPParseError {
        switch state {
        case .requestLine:
            HTTPParseError(
                status: 414, code: "request_line_too_long",
                message: "The request line is longer than \(limits.maxRequestLineBytes) bytes.")
        case .trailerLines:
            HTTPParseError(
                status: 431, code: "trailers_too_large",
                message: "The trailer section is larger than \(limits.maxTrailerBytes) bytes.")
        default:
            HTTPParseError(
                status: 431, code: "headers_too_large",
                message: "The header section is larger than \(limits.maxHeaderBytes) bytes.")
        }
    }

    private mutating func completeLine(_ sink: inout EventSink) {
        guard line.last == ASCII.cr else {
            return fail(.badRequest("bare_lf", "A line ends with LF without CR."), &sink)
        }
        line.removeLast()
        if line.contains(ASCII.cr) {
            return fail(.badRequest("bare_cr", "A CR is not followed by LF."), &sink)
        }
        // Handled before clearing, so the buffer is not shared when it is emptied: it keeps its
        // capacity for the next line instead of being reallocated.
        let complete = line
        switch state {
        case .requestLine: requestLineCompleted(complete, &sink)
        case .headerLines: headerLineCompleted(complete, &sink)
        default: trailerLineCompleted(complete, &sink)
        }
        line.removeAll(keepingCapacity: line.capacity <= 1024)
    }

    private mutating func requestLineCompleted(_ complete: [UInt8], _ sink: inout EventSink) {
        if complete.isEmpty {
            // RFC 9112 §2.2: ignore empty lines before a request, within reason.
            leadingEmptyBytes += 2
            if leadingEmptyBytes > limits.maxLeadingEmptyLineBytes {
                fail(.badRequest("too_many_empty_lines", "Too many empty lines before the request line."), &sink)
            }
            return
        }
        if complete.count > limits.maxRequestLineBytes {
            return fail(lineLimitError, &sink)
        }
        switch HTTPRequestLine.parse(complete) {
        case .success(let parsed):
            requestLine = parsed
            state = .headerLines
        case .failure(let error):
            fail(error, &sink)
        }
    }

    private mutating func headerLineCompleted(_ complete: [UInt8], _ sink: inout EventSink) {
        guard !complete.isEmpty else { return headSectionCompleted(&sink) }
        headerBytes += complete.count + 2
        if headerBytes > limits.maxHeaderBytes {
            return fail(lineLimitError, &sink)
        }
        if headers.count >= limits.maxHeaderCount {
            return fail(
                HTTPParseError(
                    status: 431, code: "too_many_headers",
                    message: "More than \(limits.maxHeaderCount) header fields."), &sink)
        }
        switch Self.parseFieldLine(complete) {
        case .success(let field): headers.add(field.name, field.value)
        case .failure(let error): fail(error, &sink)
        }
    }

    private mutating func headSectionCompleted(_ sink: inout EventSink) {
        guard let requestLine else {
            return fail(.badRequest("internal_state", "Header section without a request line."), &sink)
        }
        switch HTTPRequestHead.validated(requestLine: requestLine, headers: headers, limits: limits) {
        case .success(let head): startBody(head, &sink)
        case .failure(let error): fail(error, &sink)
        }
    }

    private mutating func trailerLineCompleted(_ complete: [UInt8], _ sink: inout EventSink) {
        guard !complete.isEmpty else { return endRequest(&sink) }
        trailerBytes += complete.count + 2
        trailerCount += 1
        if trailerBytes > limits.maxTrailerBytes || trailerCount > limits.maxHeaderCount {
            return fail(lineLimitError, &sink)
        }
        // Trailers are checked like headers and then dropped: merging them would let a client
        // change framing or routing fields after the head was acted on (RFC 9112 §7.1.2).
        if case .failure(let error) = Self.parseFieldLine(complete) {
            fail(error, &sink)
        }
    }

    /// field-line = field-name ":" OWS field-value OWS (RFC 9112 §5), without obs-fold.
    static func parseFieldLine(_ line: [UInt8]) -> Result<HTTPHeaders.Field, HTTPParseError> {
        if let first = line.first, ASCII.isWhitespace(first) {
            return .failure(.badRequest("obs_fold", "A field line starts with whitespace (obsolete line folding)."))
        }
        guard let colon = line.firstIndex(of: ASCII.colon) else {
            return .failure(.badRequest("missing_colon", "A field line has no colon."))
        }
        let name = line[..<colon]
        if name.isEmpty {
            return .failure(.badRequest("empty_field_name", "A field line has an empty name."))
        }
        if name.contains(where: ASCII.isWhitespace) {
            return .failure(.badRequest("whitespace_before_colon", "Whitespace between a field name and its colon."))
        }
        if !name.allSatisfy(ASCII.isTokenChar) {
            return .failure(.badRequest("invalid_field_name", "A field name has a character outside tchar."))
        }
        let value = ASCII.trimmingWhitespace(line[(colon + 1)...])
        if !value.allSatisfy(ASCII.isFieldValueChar) {
            return .failure(
                .badRequest(
                    "invalid_field_value",
                    "A field value holds NUL, a control character or DEL."))
        }
        return .success(
            HTTPHeaders.Field(
                name: String(decoding: name, as: UTF8.self),
                value: fieldValueString(value)))
    }

    /// UTF-8 when the bytes are UTF-8; otherwise ISO-8859-1, the historical charset of field
    /// values (RFC 9110 §5.5), so that no byte is lost or replaced.
    static func fieldValueString(_ bytes: ArraySlice<UInt8>) -> String {
        // ASCII, the usual case, skips UTF-8 validation (generic, and several times slower here).
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        if let utf8 = String(validating: bytes, as: UTF8.self) { return utf8 }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }
}
