// Geometry as JSON, in the member order every response uses (SPEC §4): x, y, width, height and
// top, left, bottom, right.

extension JSONValue {
    package init(_ size: Size) {
        self = .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    package init(_ point: Point) {
        self = .object([("x", .number(point.x)), ("y", .number(point.y))])
    }

    package init(_ rect: Rect) {
        self = .object([("x", .number(rect.x)), ("y", .number(rect.y)),
                         ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    package init(_ insets: EdgeInsets) {
        self = .object([("top", .number(insets.top)), ("left", .number(insets.left)),
                        ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])
    }
}
