// TEMPORARY: stands in for the devices helper's ControllerOptions until merged; delete then.
package struct ControllerOptions: Sendable, Hashable { package var navigationBar = false; package init() {}
    package static func decode(_ value: JSONValue, at pointer: String, _ reader: inout JSONReader) -> ControllerOptions? {
        var c = ControllerOptions(); if case .bool(true)? = value["navigationBar"] { c.navigationBar = true }; return c } }
