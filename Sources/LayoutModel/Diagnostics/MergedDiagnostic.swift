/// One diagnostic of a multi-target validation, with the targets where it occurs (in the order
/// the targets were given): Interface Builder's issue navigator for every device at once.
package struct MergedDiagnostic: Sendable {
    package var diagnostic: Diagnostic
    package var targets: [ResolvedTarget]

    package init(diagnostic: Diagnostic, targets: [ResolvedTarget]) {
        self.diagnostic = diagnostic
        self.targets = targets
    }

    /// The diagnostic's own JSON followed by `targets` (their short labels).
    package var jsonValue: JSONValue {
        guard case var .object(members) = diagnostic.jsonValue else { return diagnostic.jsonValue }
        members.append(("targets", .array(targets.map(Self.label))))
        return .object(members)
    }

    /// A target as validation lists it, the same as `LayoutResponse.validationJSON` (the CLI's
    /// and the service's shape): `iphone-6/landscape`, `/<multitasking>` for a Split View pane,
    /// then `/keyboard` and `/rightToLeft` when the target sets them; `custom/…` for a custom screen.
    package static func label(_ target: ResolvedTarget) -> JSONValue {
        var text = "\(target.deviceID ?? "custom")/\(target.orientation.rawValue)"
        if target.multitasking != .full { text += "/\(target.multitasking.rawValue)" }
        if target.keyboardShown { text += "/keyboard" }
        if target.traits.layoutDirection != .leftToRight { text += "/\(target.traits.layoutDirection.rawValue)" }
        return .string(text)
    }
}
