import JSON

/// What `layout validate` prints by default: per file a line of counts, then one line per
/// distinct diagnostic — severity, code, scene and view (Interface Builder ids for an IB file),
/// where it occurs, message — in the report's order (openapi.yaml `ValidateResponse`).
///
///     examples/ib-sign-in.storyboard: 0 errors, 1 warning (1 tree, 50 targets)
///       warning  misplaced_view  signIn  remember  iphone-14-pro portrait  Frame for "remember" will …
enum ValidationTable {
    /// The lines for one file's report. O(diagnostics × targets listed).
    static func text(file: String, report: JSONValue) -> String {
        guard case .array(let targets)? = report["targets"], case .array(let diagnostics)? = report["diagnostics"]
        else { return "\(file): no report\n" }
        let scenes = targets.compactMap { if case .string(let scene)? = $0["scene"] { scene } else { nil } }
        let errors = count(report["errorCount"]), warnings = count(report["warningCount"])
        let trees = scenes.isEmpty ? "" : "\(Set(scenes).count) tree\(Set(scenes).count == 1 ? "" : "s"), "
        var lines = [
            "\(file): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") (\(trees)\(targets.count) target\(targets.count == 1 ? "" : "s"))"
        ]
        for diagnostic in diagnostics {
            let indices: [Int]
            if case .array(let list)? = diagnostic["targets"] { indices = list.map(count) } else { indices = [] }
            let scene = indices.first.flatMap { $0 < targets.count ? string(targets[$0]["scene"]) : nil }
            let occurs = place(indices, targets: targets)
            let columns = [
                string(diagnostic["severity"]) ?? "", string(diagnostic["code"]) ?? "", scene ?? "",
                string(diagnostic["view"]) ?? "", occurs, string(diagnostic["message"]) ?? ""
            ].filter { !$0.isEmpty }
            lines.append("  " + columns.joined(separator: "  "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `every target`, or up to three targets by label (`iphone-6 landscape`) and how many more.
    static func place(_ indices: [Int], targets: [JSONValue]) -> String {
        let scene = indices.first.flatMap { $0 < targets.count ? string(targets[$0]["scene"]) : nil }
        let ofScene = targets.filter { string($0["scene"]) == scene }.count
        if indices.count == ofScene && ofScene > 1 { return "every target" }
        let labels = indices.prefix(3).compactMap { index -> String? in
            guard index < targets.count else { return nil }
            let target = targets[index]
            return "\(string(target["device"]) ?? "custom") \(string(target["orientation"]) ?? "")"
        }
        let more = indices.count > 3 ? " +\(indices.count - 3) more" : ""
        return labels.joined(separator: ", ") + more
    }

    static func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { text } else { nil }
    }

    static func count(_ value: JSONValue?) -> Int {
        if case .number(let number)? = value, number.isFinite, abs(number) < 1e15 { Int(number) } else { 0 }
    }
}
