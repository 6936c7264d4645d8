import JSON

// Geometry as JSON, in the member order every response uses (openapi.yaml): x, y, width, height and
// top, left, bottom, right.

extension JSONValue {
    public init(_ size: Size) { self = size.jsonValue }

    public init(_ point: Point) {
        self = .object([("x", .number(point.x)), ("y", .number(point.y))])
    }

    public init(_ rect: Rect) { self = rect.jsonValue }

    public init(_ insets: EdgeInsets) { self = insets.jsonValue }
}

extension Size: JSONEmittable {
    @inlinable public func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.member("width", width)
        json.member("height", height)
        json.endObject()
    }
}

extension Rect: JSONEmittable {
    @inlinable public func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.member("x", x)
        json.member("y", y)
        json.member("width", width)
        json.member("height", height)
        json.endObject()
    }
}

extension EdgeInsets: JSONEmittable {
    @inlinable public func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.member("top", top)
        json.member("left", left)
        json.member("bottom", bottom)
        json.member("right", right)
        json.endObject()
    }
}
