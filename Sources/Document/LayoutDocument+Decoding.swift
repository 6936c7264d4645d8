import Devices
import JSON

extension LayoutDocument {
    public static let topLevelKeys = [
        "name", "defaults", "metrics", "controller", "designTarget", "root", "constraints"
    ]

    /// Decodes a document, reporting every problem with a JSON Pointer that starts at `pointer`
    /// (`/document` inside a request, `""` for a bare document).
    public static func decode(
        _ value: JSONValue, at pointer: String = "",
        limits: LayoutLimits = .standard
    ) -> Result<LayoutDocument, DocumentProblems> {
        var reader = JSONReader()
        let document = decode(value, at: pointer, limits: limits, &reader)
        if let document, reader.problems.isEmpty { return .success(document) }
        return .failure(DocumentProblems(reader.problems))
    }

    public static func decode(
        _ value: JSONValue, at pointer: String, limits: LayoutLimits,
        _ reader: inout JSONReader
    ) -> LayoutDocument? {
        guard
            let members = reader.object(
                value, at: pointer, allowed: topLevelKeys, what: "a layout document (an object)")
        else { return nil }
        func member(_ key: String) -> JSONValue? { JSONValue.member(key, of: members) }

        var name: String?
        if let value = member("name") { name = reader.string(value, at: pointer.appendingPointer("name")) }
        let defaults =
            member("defaults").flatMap { decodeDefaults($0, at: pointer.appendingPointer("defaults"), &reader) }
            ?? DocumentDefaults()
        let metrics =
            member("metrics").map { decodeMetrics($0, at: pointer.appendingPointer("metrics"), &reader) } ?? []
        var controller = ControllerOptions.none
        if let value = member("controller") {
            switch ControllerOptions.decode(value, pointer: pointer.appendingPointer("controller")) {
            case .success(let options): controller = options
            case .failure(let problems): reader.report(contentsOf: problems.problems)
            }
        }

        var views: [ViewSpec] = []
        var viewIndex: [String: Int] = [:]
        if let root = member("root") {
            var tree = ViewTreeDecoder(limits: limits)
            tree.decode(
                root, at: PointerLocation(list: pointer.appendingPointer("root")), parent: nil, depth: 0, &reader)
            views = tree.views
            viewIndex = tree.index
        } else {
            reader.missingKey(pointer, "root")
        }

        var designTarget: TargetSpec?
        if let value = member("designTarget") {
            switch TargetSpec.decode(value, pointer: pointer.appendingPointer("designTarget")) {
            case .success(let spec): designTarget = spec
            case .failure(let problems): reader.report(contentsOf: problems.problems)
            }
        }

        var constraints: [ConstraintEntry] = []
        if let list = member("constraints") {
            var entries = ConstraintEntryDecoder(
                limits: limits,
                parseVisualFormat: visualFormatParser(
                    views: views, viewIndex: viewIndex, metrics: metrics, defaults: defaults))
            constraints = entries.decodeList(
                list, at: pointer.appendingPointer("constraints"),
                idPrefix: "constraints", depth: 1, &reader)
        }
        guard !views.isEmpty else { return nil }
        var document = LayoutDocument(
            name: name, defaults: defaults, metrics: metrics, controller: controller,
            designTarget: designTarget, views: views, constraints: constraints,
            viewIndex: viewIndex)
        document.prepare()
        return document
    }

    private static func decodeDefaults(
        _ value: JSONValue, at pointer: @autoclosure () -> String, _ reader: inout JSONReader
    ) -> DocumentDefaults? {
        let keys = [
            "translatesAutoresizingMaskIntoConstraints", "superviewSpacing", "siblingSpacing", "layoutDirection",
            "rounding"
        ]
        guard let members = reader.object(value, at: pointer(), allowed: keys) else { return nil }
        var defaults = DocumentDefaults()
        for (key, value) in members {
            func at() -> String { pointer().appendingPointer(key) }
            switch key {
            case "translatesAutoresizingMaskIntoConstraints":
                if let flag = reader.bool(value, at: at()) { defaults.translatesAutoresizingMaskIntoConstraints = flag }
            case "superviewSpacing":
                if case .string = value {
                    if reader.choice(value, at: at(), ["margins"]) != nil { defaults.superviewSpacing = .margins }
                } else if let points = reader.number(value, at: at(), min: 0) {
                    defaults.superviewSpacing = .points(points)
                }
            case "siblingSpacing":
                if let points = reader.number(value, at: at(), min: 0) { defaults.siblingSpacing = points }
            case "layoutDirection":
                if let text = reader.choice(value, at: at(), LayoutDirection.allCases.map(\.rawValue)) {
                    defaults.layoutDirection = LayoutDirection(rawValue: text)
                }
            case "rounding":
                if let text = reader.choice(value, at: at(), ["pixel", "none"]) {
                    defaults.rounding = DocumentDefaults.Rounding(rawValue: text) ?? .pixel
                }
            default: break
            }
        }
        return defaults
    }

    /// Metric names must be identifiers (VFL reads them); values finite numbers.
    public static func decodeMetrics(
        _ value: JSONValue, at pointer: @autoclosure () -> String, _ reader: inout JSONReader
    ) -> [(name: String, value: Double)] {
        guard case .object(let members) = value else {
            reader.report(pointer(), "expected an object of metric names to numbers, found \(value.typeName)")
            return []
        }
        var metrics: [(name: String, value: Double)] = []
        var names: Set<String> = []  // those of `metrics`: a duplicate costs a lookup, not a scan
        for (key, value) in members {
            func at() -> String { pointer().appendingPointer(key) }
            if names.contains(key) {
                reader.report(at(), "duplicate key \"\(key)\"")
                continue
            }
            guard isIdentifier(key) else {
                reader.report(at(), "metric names must match [A-Za-z_][A-Za-z0-9_]* to be usable in VFL")
                continue
            }
            if let number = reader.number(value, at: at()) {
                metrics.append((key, number))
                names.insert(key)
            }
        }
        return metrics
    }

    /// True for a view id: `[A-Za-z0-9_-][A-Za-z0-9_#-]*`, which takes Interface Builder's object
    /// ids verbatim (`8bC-Xf-vdC`, `42`, `gTV-IL-0wX#contentView` for a view IB gives no id of its
    /// own). Only an id that `isIdentifier` can appear in VFL and expression strings; any id can
    /// be an object constraint's `item` or `toItem`.
    public static func isViewId(_ text: String) -> Bool {
        allBytes(of: text) { bytes in
            guard let first = bytes.first, first != UInt8(ascii: "#") else { return false }
            return bytes.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "#"):
                    true
                default: false
                }
            }
        }
    }

    /// True for `[A-Za-z_][A-Za-z0-9_]*`.
    public static func isIdentifier(_ text: String) -> Bool {
        // Every accepted character is one ASCII byte, so the bytes decide as the scalars would.
        allBytes(of: text) { bytes in
            func letter(_ byte: UInt8) -> Bool {
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || byte == UInt8(ascii: "_")
            }
            guard let first = bytes.first, letter(first) else { return false }
            return bytes.allSatisfy { letter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
    }

    /// `test` of the UTF-8 of `text`, read in place: iterating a string's UTF-8 view costs tenfold.
    private static func allBytes(of text: String, _ test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var text = text
        return text.withUTF8(test)
    }
}
