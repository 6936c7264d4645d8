import Devices
import JSON

/// `layout devices`: the catalog as an aligned table, one device per line in catalog order —
/// id, portrait size in points, scale, idiom, and the models it stands for (last, since it is
/// the long one). Columns are padded by characters, not bytes (sizes use `×`).
public enum DeviceTable {
    public static func text(_ catalog: DeviceCatalog) -> String {
        let header = ["ID", "SIZE", "SCALE", "IDIOM", "MODELS"]
        let rows = catalog.devices.map { device in
            [
                device.id, JSONWriter.format(device.points.width) + "×" + JSONWriter.format(device.points.height),
                "@" + JSONWriter.format(device.scale) + "x", device.idiom.rawValue, device.names.joined(separator: ", ")
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + rows).map { cells in
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined()
        }
        return lines.joined(separator: "\n") + "\n"
            + "\(catalog.devices.count) devices. Aliases (iphone-8 for iphone-6, …) and each orientation's traits, insets "
            + "and bars: layout devices --json\n"
    }
}
