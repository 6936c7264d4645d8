import Devices
import JSON

/// `GET /v1/devices` and `GET /v1/devices/{id}`: the catalog, serialised once at first use (it
/// never changes while the process runs), answered inline on the event loop.
extension LayoutService {
    /// `{"devices": [...]}` in catalog order.
    static let devicesBody: [UInt8] = JSONWriter.write(
        .object([
            ("devices", .array(DeviceCatalog.standard.devices.map(\.jsonValue)))
        ]))

    func devicesResponse() -> ServiceResponse {
        ServiceResponse(status: 200, headers: [("Content-Type", "application/json")], body: Self.devicesBody)
    }

    /// One device by id or alias; 404 problem when the catalog has no such name.
    func deviceResponse(id: String) -> ServiceResponse {
        guard let device = DeviceCatalog.standard.device(named: id) else {
            return Problem.unknownDevice(id).response
        }
        return .json(status: 200, device.jsonValue)
    }
}
