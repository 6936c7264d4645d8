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

    /// A target as validation lists it: `{device, orientation}`, plus `multitasking`,
    /// `layoutDirection` and `keyboard` when they are not the defaults, and `size` for a custom
    /// screen (whose `device` is `"custom"`).
    package static func label(_ target: ResolvedTarget) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("device", .string(target.deviceID ?? "custom")), ("orientation", .string(target.orientation.rawValue)),
        ]
        if target.deviceID == nil { members.append(("size", JSONValue(target.size))) }
        if target.multitasking != .full { members.append(("multitasking", .string(target.multitasking.rawValue))) }
        if target.traits.layoutDirection != .leftToRight {
            members.append(("layoutDirection", .string(target.traits.layoutDirection.rawValue)))
        }
        if target.keyboardShown { members.append(("keyboard", .bool(true))) }
        return .object(members)
    }
}
