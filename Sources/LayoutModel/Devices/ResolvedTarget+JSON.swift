extension ResolvedTarget {
    /// The response's `target` object (SPEC §4): device, orientation, size, scale, traits,
    /// safeAreaInsets, topLayoutGuide, bottomLayoutGuide — in that order. Two keys are added only
    /// when they differ from the default, so a plain target echoes exactly SPEC's shape:
    /// `multitasking` (after `orientation`) for a Split View pane and `keyboard: true` (last)
    /// when the keyboard is shown.
    package var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("device", .string(deviceID ?? "custom")),
            ("orientation", .string(orientation.rawValue)),
        ]
        if multitasking != .full { members.append(("multitasking", .string(multitasking.rawValue))) }
        members += [
            ("size", JSONValue(size)),
            ("scale", .number(scale)),
            ("traits", traits.jsonValue),
            ("safeAreaInsets", JSONValue(safeAreaInsets)),
            ("topLayoutGuide", .number(topLayoutGuideLength)),
            ("bottomLayoutGuide", .number(bottomLayoutGuideLength)),
        ]
        if keyboardShown { members.append(("keyboard", .bool(true))) }
        return .object(members)
    }
}

extension TraitCollection {
    /// `{horizontalSizeClass, verticalSizeClass, idiom, layoutDirection}` as SPEC §4 shows it.
    package var jsonValue: JSONValue {
        .object([
            ("horizontalSizeClass", .string(horizontalSizeClass.rawValue)),
            ("verticalSizeClass", .string(verticalSizeClass.rawValue)),
            ("idiom", .string(idiom.rawValue)),
            ("layoutDirection", .string(layoutDirection.rawValue)),
        ])
    }
}
