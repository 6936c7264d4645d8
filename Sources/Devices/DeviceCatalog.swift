import Primitives

/// The devices a target may name, in the order of `data/devices.json` (which is the order of
/// every listing: `GET /v1/devices`, `--all-devices`, `/v1/validate`).
///
/// What it keeps true: every id and alias names exactly one device (checked by a test on the
/// standard catalog); lookups ignore the case of ASCII letters (`iPhone-6` is `iphone-6`), and
/// what they find is the device, whose `id` is the catalog's spelling.
public struct DeviceCatalog: Sendable {
    public var devices: [Device]
    /// Id or alias, ASCII-lowercased → index into `devices`. Only read by key, never iterated, so
    /// its order is irrelevant to output.
    private var index: [String: Int]

    public init(devices: [Device]) {
        self.devices = devices
        var index: [String: Int] = [:]
        for (position, device) in devices.enumerated() {
            // The first device to claim a name keeps it, so a catalog with a clash stays
            // deterministic; the standard catalog has none.
            for name in [device.id] + device.aliases where index[Self.folded(name)] == nil {
                index[Self.folded(name)] = position
            }
        }
        self.index = index
    }

    /// The catalog generated from `data/devices.json`.
    public static let standard = DeviceCatalog(devices: DeviceCatalog.standardDevices)

    /// The device with this id or alias, in any case of its letters. O(length of the name).
    public func device(named idOrAlias: String) -> Device? {
        (index[idOrAlias] ?? index[Self.folded(idOrAlias)]).map { devices[$0] }
    }

    /// `name` with ASCII letters lowercased: the catalog's names are ASCII, and a name that
    /// differs from one of them beyond ASCII case names no device.
    static func folded(_ name: String) -> String {
        String(decoding: name.utf8.map(ASCII.lowercased), as: UTF8.self)
    }

    /// Every device in both orientations, full screen, in catalog order (portrait first): the
    /// target list of `--all-devices` and `/v1/validate`.
    public func allTargets() -> [TargetSpec] {
        devices.flatMap { device in
            Orientation.allCases.map { TargetSpec.device(DeviceTargetSpec(device: device.id, orientation: $0)) }
        }
    }
}
