@testable import HTTPServer

/// Ways of feeding the same bytes to a parser; every valid input must give the same events under
/// each. Adjacent `.body` events are merged so that results compare regardless of the split.
enum ParserFeeding: String, CaseIterable, Sendable, CustomStringConvertible {
    case whole
    case byteByByte
    case halves
    /// Whole, but stopping after each request and feeding the rest again, as a connection whose
    /// pipeline is full does.
    case oneRequestAtATime

    var description: String { rawValue }

    func events(_ bytes: [UInt8], limits: HTTPLimits = HTTPLimits()) -> [HTTPParserEvent] {
        var parser = HTTPRequestParser(limits: limits)
        var events: [HTTPParserEvent] = []
        switch self {
        case .whole:
            events = parser.feed(bytes)
        case .byteByByte:
            for byte in bytes { events += parser.feed([byte]) }
        case .halves:
            let middle = bytes.count / 2
            events = parser.feed(Array(bytes[..<middle])) + parser.feed(Array(bytes[middle...]))
        case .oneRequestAtATime:
            var rest = bytes[...]
            // Each round uses at least one byte, so this ends within bytes.count + 1 rounds.
            for _ in 0...bytes.count where !rest.isEmpty {
                let (more, consumed) = Array(rest).withUnsafeBytes { parser.feed($0, stoppingAfter: 1) }
                events += more
                rest = rest.dropFirst(consumed)
            }
        }
        return Self.mergingBodies(events)
    }

    static func mergingBodies(_ events: [HTTPParserEvent]) -> [HTTPParserEvent] {
        var merged: [HTTPParserEvent] = []
        for event in events {
            if case .body(let more) = event, case .body(let earlier)? = merged.last {
                merged[merged.count - 1] = .body(earlier + more)
            } else {
                merged.append(event)
            }
        }
        return merged
    }
}

extension [UInt8] {
    /// Request bytes from a string, byte for byte (line ends are written out as "\r\n").
    init(request text: String) { self = Array(text.utf8) }
}

/// The first `.error` in `events`, if any.
func parseError(in events: [HTTPParserEvent]) -> HTTPParseError? {
    for event in events {
        if case .error(let error) = event { return error }
    }
    return nil
}

/// The heads in `events`, in order.
func heads(in events: [HTTPParserEvent]) -> [HTTPRequestHead] {
    events.compactMap { if case .head(let head) = $0 { head } else { nil } }
}
