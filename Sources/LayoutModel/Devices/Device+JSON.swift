extension Device {
    /// The device as `GET /v1/devices` lists it: identity, screen, and per orientation the
    /// traits and insets a target gets with no bars (plus the bar heights the controller adds).
    package var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(id)),
            ("names", .array(names.map(JSONValue.string))),
            ("aliases", .array(aliases.map(JSONValue.string))),
            ("idiom", .string(idiom.rawValue)),
            ("screenFeature", .string(screenFeature.rawValue)),
            ("size", JSONValue(points)),
            ("scale", .number(scale)),
        ]
        for orientation in Orientation.allCases {
            members.append((orientation.rawValue, metrics(orientation).jsonValue(size: screenSize(orientation))))
        }
        members.append(("multitasking", .array(multitasking.map(\.jsonValue))))
        return .object(members)
    }
}

extension DeviceMetrics {
    func jsonValue(size: Size) -> JSONValue {
        .object([
            ("size", JSONValue(size)),
            ("horizontalSizeClass", .string(horizontalSizeClass.rawValue)),
            ("verticalSizeClass", .string(verticalSizeClass.rawValue)),
            ("statusBar", .number(statusBar)),
            ("safeAreaInsets", JSONValue(safeArea)),
            ("layoutMargins", JSONValue(layoutMargins)),
            ("navigationBar", .number(navigationBar)),
            ("tabBar", .number(tabBar)),
            ("toolbar", .number(toolbar)),
            ("keyboard", .number(keyboardHeight)),
        ])
    }
}

extension MultitaskingPane {
    var jsonValue: JSONValue {
        .object([
            ("orientation", .string(orientation.rawValue)),
            ("multitasking", .string(multitasking.rawValue)),
            ("size", JSONValue(size)),
            ("horizontalSizeClass", .string(horizontalSizeClass.rawValue)),
            ("verticalSizeClass", .string(verticalSizeClass.rawValue)),
            ("safeAreaInsets", JSONValue(safeArea)),
            ("derived", .bool(derived)),
        ])
    }
}

extension DeviceCatalog {
    /// `GET /v1/devices`: `{"devices": [...]}` in catalog order.
    package var jsonValue: JSONValue {
        .object([("devices", .array(devices.map(\.jsonValue)))])
    }
}
