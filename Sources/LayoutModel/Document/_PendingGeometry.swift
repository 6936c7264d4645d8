// TEMPORARY: stands in for the devices helper's ControllerOptions until merged; delete then.
package struct ControllerOptions: Sendable, Hashable { package var navigationBar = false; package init() {}
    package static func decode(_ value: JSONValue, at pointer: String, _ reader: inout JSONReader) -> ControllerOptions? {
        var c = ControllerOptions(); if case .bool(true)? = value["navigationBar"] { c.navigationBar = true }; return c } }
package struct ResolvedTarget: Sendable { package var geometry: TargetGeometry
    package var jsonValue: JSONValue { .object([("size", .object([("width", .number(geometry.screen.width)), ("height", .number(geometry.screen.height))]))]) } }
