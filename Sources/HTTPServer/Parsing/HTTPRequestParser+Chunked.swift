import Primitives

// Chunked framing (RFC 9112 §7.1): the bytes around chunk data, read one at a time.
extension HTTPRequestParser {
    /// chunk = chunk-size [ chunk-ext ] CRLF chunk-data CRLF; last-chunk = 1*"0" [ chunk-ext ] CRLF.
    /// Sizes are hex only (no sign, no `0x`, at most 16 digits) and are checked against the body
    /// limit as each digit arrives, so no size can overflow. Whitespace after the size is allowed
    /// only as BWS before a `;`.
    mutating func readChunkFramingByte(_ byte: UInt8, into sink: inout EventSink) {
        switch state {
        case .chunkSize:
            readChunkSizeByte(byte, &sink)
        case .chunkSizeWhitespace:
            if ASCII.isWhitespace(byte) {
                countExtensionByte(&sink)
            } else if byte == ASCII.semicolon {
                state = .chunkExtension
            } else {
                fail(.badRequest("invalid_chunk_size", "Whitespace after a chunk size not followed by ';'."), &sink)
            }
        case .chunkExtension:
            if byte == ASCII.cr {
                state = .chunkSizeLF
            } else if ASCII.isFieldValueChar(byte) {
                countExtensionByte(&sink)
            } else {
                fail(.badRequest("invalid_chunk_extension", "A chunk extension holds a control character."), &sink)
            }
        case .chunkSizeLF:
            guard byte == ASCII.lf else {
                return fail(.badRequest("bare_cr", "A CR in a chunk size line is not followed by LF."), &sink)
            }
            bodyBytes += chunkSize
            if chunkSize == 0 {
                state = .trailerLines
            } else {
                state = .chunkData(remaining: chunkSize)
            }
        case .chunkDataCR:
            guard byte == ASCII.cr else {
                return fail(
                    .badRequest("missing_chunk_crlf", "Chunk data is longer than its size or lacks CRLF."),
                    &sink)
            }
            state = .chunkDataLF
        case .chunkDataLF:
            guard byte == ASCII.lf else {
                return fail(.badRequest("missing_chunk_crlf", "Chunk data ends with CR but no LF."), &sink)
            }
            chunkSize = 0
            chunkDigits = 0
            state = .chunkSize
        default:
            break
        }
    }

    private mutating func readChunkSizeByte(_ byte: UInt8, _ sink: inout EventSink) {
        if let digit = ASCII.hexValue(byte) {
            chunkDigits += 1
            guard chunkDigits <= 16 else {
                return fail(.badRequest("invalid_chunk_size", "A chunk size has more than 16 hex digits."), &sink)
            }
            let (shifted, overflowed) = chunkSize.multipliedReportingOverflow(by: 16)
            chunkSize = shifted | digit
            if overflowed || chunkSize > limits.maxBodyBytes - bodyBytes {
                fail(
                    HTTPParseError(
                        status: 413, code: "body_too_large",
                        message: "The chunked body is larger than \(limits.maxBodyBytes) bytes."), &sink)
            }
            return
        }
        guard chunkDigits > 0 else {
            return fail(.badRequest("invalid_chunk_size", "A chunk size line does not start with a hex digit."), &sink)
        }
        switch byte {
        case ASCII.cr: state = .chunkSizeLF
        case ASCII.semicolon: state = .chunkExtension
        case ASCII.space, ASCII.tab:
            state = .chunkSizeWhitespace
            countExtensionByte(&sink)
        case ASCII.lf: fail(.badRequest("bare_lf", "A chunk size line ends with LF without CR."), &sink)
        default: fail(.badRequest("invalid_chunk_size", "A chunk size holds a non-hex character."), &sink)
        }
    }

    private mutating func countExtensionByte(_ sink: inout EventSink) {
        extensionBytes += 1
        if extensionBytes > limits.maxChunkExtensionBytes {
            fail(
                .badRequest(
                    "chunk_extension_too_long",
                    "Chunk extensions exceed \(limits.maxChunkExtensionBytes) bytes."), &sink)
        }
    }
}
