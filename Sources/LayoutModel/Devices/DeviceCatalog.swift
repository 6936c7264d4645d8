/// The devices a target may name, in the order of `data/devices.json` (which is the order of
/// every listing: `GET /v1/devices`, `--all-devices`, `/v1/validate`).
///
/// What it keeps true: every id and alias names exactly one device (checked by a test on the
/// standard catalog); lookups are by exact, lower-case id or alias.
package struct DeviceCatalog: Sendable {
    package var devices: [Device]
    /// Id or alias → index into `devices`. Only read by key, never iterated, so its order is
    /// irrelevant to output.
    private var index: [String: Int]

    package init(devices: [Device]) {
        self.devices = devices
        var index: [String: Int] = [:]
        for (position, device) in devices.enumerated() {
            // The first device to claim a name keeps it, so a catalog with a clash stays
            // deterministic; the standard catalog has none.
            if index[device.id] == nil { index[device.id] = position }
            for alias in device.aliases where index[alias] == nil { index[alias] = position }
        }
        self.index = index
    }

    /// The catalog generated from `data/devices.json`.
    package static let standard = DeviceCatalog(devices: DeviceCatalog.standardDevices)

    /// The device with this id or alias. O(1).
    package func device(named idOrAlias: String) -> Device? {
        index[idOrAlias].map { devices[$0] }
    }

    /// Every device in both orientations, full screen, in catalog order (portrait first): the
    /// target list of `--all-devices` and `/v1/validate`.
    package func allTargets() -> [TargetSpec] {
        devices.flatMap { device in
            Orientation.allCases.map { TargetSpec.device(DeviceTargetSpec(device: device.id, orientation: $0)) }
        }
    }
}
