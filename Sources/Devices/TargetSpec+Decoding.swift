import JSON

// Decoding a target from JSON: every problem, each with a pointer, in member order.

extension TargetSpec {
    private static let deviceKeys = ["device", "orientation", "multitasking", "keyboard", "layoutDirection", "traits"]
    private static let customKeys = [
        "size", "scale", "orientation", "traits", "safeAreaInsets", "statusBar",
        "keyboard", "keyboardHeight", "layoutDirection"
    ]

    /// Decodes a target at `pointer` (e.g. `/target` or `/targets/2`). Device ids are checked
    /// against `catalog` here, so the pointer can name the member at fault.
    public static func decode(
        _ json: JSONValue, pointer: String,
        catalog: DeviceCatalog = .standard
    ) -> Result<TargetSpec, DocumentProblems> {
        var problems: [DocumentProblem] = []
        guard var reader = JSONReader.Object(json, pointer: pointer, what: "a target", problems: &problems) else {
            return .failure(DocumentProblems(problems))
        }
        let spec: TargetSpec?
        switch (reader.contains("device"), reader.contains("size")) {
        case (true, true):
            reader.problem("size", "a target names either a catalog 'device' or a custom 'size', not both")
            spec = nil
        case (false, false):
            problems.append(
                DocumentProblem(
                    pointer: pointer, message: "a target needs 'device' (a catalog id) or a custom 'size'",
                    hint: .deviceIds))
            spec = nil
        case (true, false):
            spec = decodeDevice(&reader, catalog: catalog).map(TargetSpec.device)
        case (false, true):
            spec = decodeCustom(&reader).map(TargetSpec.custom)
        }
        reader.drain(into: &problems)
        if let spec, problems.isEmpty { return .success(spec) }
        return .failure(DocumentProblems(problems))
    }

    private static func decodeDevice(_ reader: inout JSONReader.Object, catalog: DeviceCatalog) -> DeviceTargetSpec? {
        let before = reader.problemCount
        let name = reader.string("device")
        var device: Device? = nil
        if let name {
            device = catalog.device(named: name)
            if device == nil {
                reader.reader.report(.unknownDevice(name, at: reader.pointer.appendingPointer("device")))
            }
        }
        let orientation = reader.enumeration("orientation", as: Orientation.self) ?? .portrait
        let multitasking = reader.enumeration("multitasking", as: Multitasking.self) ?? .full
        if let device, let message = paneProblem(device: device, multitasking: multitasking, orientation: orientation) {
            reader.problem("multitasking", message)
        }
        let keyboard = reader.bool("keyboard") ?? false
        let direction = reader.enumeration("layoutDirection", as: LayoutDirection.self)
        let traits = decodeTraits(&reader)
        reader.rejectUnknownKeys { key in
            customKeys.contains(key) ? "'\(key)' applies only to a custom screen (a target with 'size')" : nil
        }
        // The catalog's id, whatever case or alias the request used: specs compare equal when
        // they name the same device (a state's target against its base's).
        guard reader.problemCount == before, let device else { return nil }
        return DeviceTargetSpec(
            device: device.id, orientation: orientation, multitasking: multitasking,
            keyboard: keyboard, layoutDirection: direction, traits: traits)
    }

    /// Why `device` cannot show `multitasking` in `orientation`, or nil when it can.
    static func paneProblem(device: Device, multitasking: Multitasking, orientation: Orientation) -> String? {
        guard multitasking != .full else { return nil }
        guard device.idiom == .pad else {
            return "Split View needs an iPad; '\(device.id)' is a phone"
        }
        guard device.pane(multitasking, orientation: orientation) == nil else { return nil }
        let known = device.multitasking.filter { $0.orientation == orientation }.map(\.multitasking.rawValue)
        let list = known.isEmpty ? "none are in the catalog" : "the catalog has " + known.joined(separator: ", ")
        return "'\(device.id)' has no '\(multitasking.rawValue)' Split View pane in \(orientation.rawValue); \(list)"
    }

    private static func decodeCustom(_ reader: inout JSONReader.Object) -> CustomTargetSpec? {
        let before = reader.problemCount
        let size = reader.size("size", in: 1...100_000)
        let scale = reader.number("scale", in: 1...4) ?? 2
        let orientation = reader.enumeration("orientation", as: Orientation.self)
        let traits = decodeTraits(&reader)
        let statusBar = reader.number("statusBar", in: 0...200)
        let insets = reader.insets("safeAreaInsets")
        if let insets, let size, insets.horizontal >= size.width || insets.vertical >= size.height {
            reader.problem(
                "safeAreaInsets",
                "'safeAreaInsets' leave no room on a "
                    + "\(JSONWriter.format(size.width))×\(JSONWriter.format(size.height)) screen")
        }
        let keyboard = reader.bool("keyboard") ?? false
        let keyboardHeight = reader.number("keyboardHeight", in: 0...10_000)
        if let keyboardHeight, let size, keyboardHeight > size.height {
            reader.problem(
                "keyboardHeight",
                "'keyboardHeight' \(JSONWriter.format(keyboardHeight)) is taller "
                    + "than the screen (\(JSONWriter.format(size.height)))")
        }
        let sideMargin = reader.number("sideMargin", in: 0...10_000)
        if let sideMargin, let size, 2 * sideMargin >= size.width {
            reader.problem(
                "sideMargin",
                "'sideMargin' \(JSONWriter.format(sideMargin)) leaves no room between the margins "
                    + "of a \(JSONWriter.format(size.width))-point-wide screen")
        }
        let direction = reader.enumeration("layoutDirection", as: LayoutDirection.self)
        reader.rejectUnknownKeys { key in
            deviceKeys.contains(key) ? "'\(key)' applies only to a catalog device target" : nil
        }
        guard reader.problemCount == before, let size else { return nil }
        return CustomTargetSpec(
            size: size, scale: scale, orientation: orientation, traits: traits,
            safeAreaInsets: insets, statusBar: statusBar, keyboard: keyboard,
            keyboardHeight: keyboardHeight, sideMargin: sideMargin, layoutDirection: direction)
    }

    private static func decodeTraits(_ reader: inout JSONReader.Object) -> TraitOverrides {
        guard var nested = reader.object("traits", what: "'traits'") else { return TraitOverrides() }
        defer { nested.drain(into: &reader) }
        var traits = TraitOverrides()
        traits.horizontalSizeClass = nested.enumeration("horizontalSizeClass")
        traits.verticalSizeClass = nested.enumeration("verticalSizeClass")
        traits.idiom = nested.enumeration("idiom")
        traits.layoutDirection = nested.enumeration("layoutDirection")
        nested.rejectUnknownKeys()
        return traits
    }
}
