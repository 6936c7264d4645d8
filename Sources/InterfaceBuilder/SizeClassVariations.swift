import Devices
import JSON

/// Interface Builder's per-size-class installation: `<variation key="heightClass=compact">` holds
/// masks (`<mask key="constraints">`, `<mask key="subviews">`) of `<exclude>` and `<include>`
/// references; `key="default"` (Any, Any) decides the base. For each referenced object the four
/// size-class combinations are settled (the base, then one-class variations, then two-class ones)
/// and written as the document's condition (`installed` of a view, `when` of a constraint).
struct SizeClassVariations {
    /// The settings of one object: (width class, height class) → installed, nil = Any.
    private var settings: [String: [(width: SizeClass?, height: SizeClass?, installed: Bool)]] = [:]

    /// Reads one `<variation>`; a key it cannot parse is reported through `warn`.
    mutating func read(_ variation: XMLElement, owner: String, warn: (String) -> Void) {
        guard let key = variation["key"], let classes = Self.classes(key) else {
            warn("size-class variation \"\(variation["key"] ?? "")\" is not understood: its masks are ignored")
            return
        }
        for mask in variation.children("mask") {
            for entry in mask.children {
                guard let reference = entry["reference"], entry.name == "exclude" || entry.name == "include" else {
                    continue
                }
                settings[reference, default: []].append((classes.width, classes.height, entry.name == "include"))
            }
        }
    }

    /// `default`, `widthClass=compact`, `heightClass=regular`, `widthClass=compact-heightClass=regular`.
    static func classes(_ key: String) -> (width: SizeClass?, height: SizeClass?)? {
        if key == "default" { return (nil, nil) }
        var width: SizeClass?
        var height: SizeClass?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = SizeClass(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass": width = value
            case "heightClass": height = value
            default: return nil
            }
        }
        return width == nil && height == nil ? nil : (width, height)
    }

    /// Whether `reference` is installed for each combination, in `SizeClass.allCases` order
    /// (width-major); nil when no variation names it.
    func installation(_ reference: String) -> [Bool]? {
        guard let entries = settings[reference] else { return nil }
        var result: [Bool] = []
        for width in SizeClass.allCases {
            for height in SizeClass.allCases {
                var installed = true
                // Less specific first, so the more specific settings win.
                for specificity in 0...2 {
                    for entry in entries
                    where (entry.width == nil ? 0 : 1) + (entry.height == nil ? 0 : 1) == specificity
                        && (entry.width ?? width) == width && (entry.height ?? height) == height
                    {
                        installed = entry.installed
                    }
                }
                result.append(installed)
            }
        }
        return result
    }

    /// The condition under which `reference` is installed, or nil when it always is. `never` is
    /// the condition no target meets, for an object installed in no size class; a set of classes
    /// that is not a product of width and height classes is `nil` with `approximated` set.
    func condition(_ reference: String) -> (condition: JSONValue?, approximated: Bool) {
        guard let installed = installation(reference), installed.contains(false) else { return (nil, false) }
        guard installed.contains(true) else { return (Self.never, false) }
        let classes = SizeClass.allCases
        let widths = classes.indices.filter { w in classes.indices.contains { installed[w * 2 + $0] } }
        let heights = classes.indices.filter { h in classes.indices.contains { installed[$0 * 2 + h] } }
        guard widths.count * heights.count == installed.filter({ $0 }).count else { return (nil, true) }
        var members: [(key: String, value: JSONValue)] = []
        if widths.count == 1 { members.append(("horizontalSizeClass", .string(classes[widths[0]].rawValue))) }
        if heights.count == 1 { members.append(("verticalSizeClass", .string(classes[heights[0]].rawValue))) }
        return (.object(members), false)
    }

    /// A condition no target meets: an iPad is never compact in both size classes (its Split View
    /// panes are compact in width only).
    static let never = JSONValue.object([
        ("horizontalSizeClass", .string("compact")), ("verticalSizeClass", .string("compact")),
        ("idiom", .string("pad"))
    ])
}
