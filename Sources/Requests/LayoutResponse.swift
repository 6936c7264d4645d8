import Engine
import JSON

/// A whole `POST /v1/layout` answer: one result per target, in request order.
public struct LayoutResponse: Sendable, JSONEmittable {
    public var results: [TargetResult]

    public init(results: [TargetResult]) { self.results = results }

    public func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.key("results")
        json.beginArray()
        for result in results { result.emit(into: &json) }
        json.endArray()
        json.endObject()
    }

    /// Deterministic bytes: the same response always serialises identically (`serialized`, with
    /// room for about 500 bytes of target and stats per result and 64 per frame: a guess that
    /// spares the common answer a regrowth of its buffer).
    public func serialized(style: JSONWriter.Style = .compact) -> [UInt8] {
        serialized(style: style, capacity: results.reduce(64) { $0 + 512 + 64 * $1.frames.count })
    }
}
