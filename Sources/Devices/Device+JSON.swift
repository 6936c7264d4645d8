import Geometry
import JSON

extension Device {
    /// The device as `GET /v1/devices` lists it: identity, screen, and per orientation the
    /// traits and insets a target gets with no bars (plus the bar heights the controller adds).
    /// Traits have one shape everywhere: `traits: {horizontalSizeClass, verticalSizeClass,
    /// idiom}` here and in each Split View pane, the same members a result's `target.traits`
    /// has (which adds the request's `layoutDirection`).
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(id)),
            ("names", .array(names.map(JSONValue.string))),
            ("aliases", .array(aliases.map(JSONValue.string))),
            ("idiom", .string(idiom.rawValue)),
            ("screenFeature", .string(screenFeature.rawValue)),
            ("size", JSONValue(points)),
            ("scale", .number(scale))
        ]
        for orientation in Orientation.allCases {
            members.append(
                (orientation.rawValue, metrics(orientation).jsonValue(size: screenSize(orientation), idiom: idiom)))
        }
        members.append(("multitasking", .array(multitasking.map { $0.jsonValue(idiom: idiom) })))
        return .object(members)
    }
}

extension DeviceMetrics {
    func jsonValue(size: Size, idiom: Idiom) -> JSONValue {
        .object([
            ("size", JSONValue(size)),
            ("traits", Device.traitsJSON(horizontalSizeClass, verticalSizeClass, idiom)),
            ("statusBar", .number(statusBar)),
            ("safeAreaInsets", JSONValue(safeArea)),
            ("layoutMargins", JSONValue(layoutMargins)),
            ("navigationBar", .number(navigationBar)),
            ("tabBar", .number(tabBar)),
            ("toolbar", .number(toolbar)),
            ("keyboard", .number(keyboardHeight))
        ])
    }
}

extension MultitaskingPane {
    func jsonValue(idiom: Idiom) -> JSONValue {
        .object([
            ("orientation", .string(orientation.rawValue)),
            ("multitasking", .string(multitasking.rawValue)),
            ("size", JSONValue(size)),
            ("traits", Device.traitsJSON(horizontalSizeClass, verticalSizeClass, idiom)),
            ("safeAreaInsets", JSONValue(safeArea)),
            ("derived", .bool(derived))
        ])
    }
}

extension Device {
    /// `{horizontalSizeClass, verticalSizeClass, idiom}`: the traits a device decides, in the
    /// member order of a result's `target.traits` (ResolvedTarget+JSON.swift).
    static func traitsJSON(_ horizontal: SizeClass, _ vertical: SizeClass, _ idiom: Idiom) -> JSONValue {
        .object([
            ("horizontalSizeClass", .string(horizontal.rawValue)),
            ("verticalSizeClass", .string(vertical.rawValue)),
            ("idiom", .string(idiom.rawValue))
        ])
    }
}

extension DeviceCatalog {
    /// `GET /v1/devices`: `{"devices": [...]}` in catalog order.
    public var jsonValue: JSONValue {
        .object([("devices", .array(devices.map(\.jsonValue)))])
    }
}
