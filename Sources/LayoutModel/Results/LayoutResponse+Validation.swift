extension LayoutResponse {
    /// `POST /v1/validate`'s shape (and `layout validate`'s): identical diagnostics merged across
    /// targets, each listing the targets where it occurs (`iphone-6/landscape`, with
    /// `/multitasking` for a Split View pane), in order of first occurrence:
    /// `{targets: count, diagnostics: [{…diagnostic, targets: [...]}]}`. O(diagnostics²).
    package var validationJSON: JSONValue {
        var merged: [(diagnostic: JSONValue, targets: [String])] = []
        for result in results {
            var target = "\(result.target.deviceID ?? "custom")/\(result.target.orientation.rawValue)"
            if result.target.multitasking != .full { target += "/\(result.target.multitasking.rawValue)" }
            for diagnostic in result.diagnostics {
                let value = diagnostic.jsonValue
                if let index = merged.firstIndex(where: { $0.diagnostic == value }) {
                    merged[index].targets.append(target)
                } else {
                    merged.append((value, [target]))
                }
            }
        }
        let list: [JSONValue] = merged.map { entry in
            guard case let .object(members) = entry.diagnostic else { return entry.diagnostic }
            return .object(members + [("targets", .array(entry.targets.map(JSONValue.string)))])
        }
        return .object([("targets", .number(Double(results.count))), ("diagnostics", .array(list))])
    }
}
