import JSON

extension DeviceCatalog {
    /// A request body's `devices` and `orientations` members: `devices` (every catalog device
    /// when nil) in each of `orientations` — how the front ends name "every device" or the
    /// command line's `--device` for a body they build themselves.
    package func targetMembers(
        devices: [String]? = nil, orientations: [Orientation] = Orientation.allCases
    ) -> [(key: String, value: JSONValue)] {
        [
            ("devices", .array((devices ?? self.devices.map(\.id)).map(JSONValue.string))),
            ("orientations", .array(orientations.map { .string($0.rawValue) }))
        ]
    }
}
