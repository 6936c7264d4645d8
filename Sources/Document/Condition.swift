import Devices
import JSON

/// A `when` condition (docs/document-format.md §4): Interface Builder's size-class variations. Each key is a list
/// of accepted values (a single value in the document becomes a one-element list); an absent key
/// matches anything ("Any"). All present keys must match.
public struct Condition: Sendable, Hashable {
    public var horizontalSizeClass: [String]?
    public var verticalSizeClass: [String]?
    public var orientation: [String]?
    public var idiom: [String]?
    public var device: [String]?
    public var layoutDirection: [String]?

    public init(
        horizontalSizeClass: [String]? = nil, verticalSizeClass: [String]? = nil,
        orientation: [String]? = nil, idiom: [String]? = nil, device: [String]? = nil,
        layoutDirection: [String]? = nil
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
        self.idiom = idiom
        self.device = device
        self.layoutDirection = layoutDirection
    }

    /// The condition that matches every target.
    public static let any = Condition()

    /// The names of `keys`, the keys a condition object may have.
    static let keyNames = keys.map(\.name)

    /// The keys a `when` object accepts, with the values each accepts (`nil` for `device`: a
    /// catalog id or alias).
    public static let keys: [(name: String, values: [String]?)] = [
        ("horizontalSizeClass", ["compact", "regular"]),
        ("verticalSizeClass", ["compact", "regular"]),
        ("orientation", ["portrait", "landscape"]),
        ("idiom", ["phone", "pad"]),
        ("device", nil),
        ("layoutDirection", ["leftToRight", "rightToLeft"])
    ]
}

/// The facts about a target a condition is matched against; the engine fills it from the
/// resolved target.
public struct ConditionSubject: Sendable, Hashable {
    public var horizontalSizeClass: String
    public var verticalSizeClass: String
    public var orientation: String
    public var idiom: String
    /// The catalog id and every alias of the device (empty for a custom screen).
    public var deviceNames: [String]
    public var layoutDirection: String

    public init(
        horizontalSizeClass: String, verticalSizeClass: String, orientation: String,
        idiom: String, deviceNames: [String], layoutDirection: String
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
        self.idiom = idiom
        self.deviceNames = deviceNames
        self.layoutDirection = layoutDirection
    }

    /// The same traits as `other`, whatever the device: every field but `deviceNames` equal.
    public func hasTraits(of other: ConditionSubject) -> Bool {
        horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && orientation == other.orientation && idiom == other.idiom && layoutDirection == other.layoutDirection
    }
}

extension Condition {
    /// True when every present key accepts the subject's value.
    public func matches(_ subject: ConditionSubject) -> Bool {
        func accepts(_ values: [String]?, _ value: String) -> Bool { values.map { $0.contains(value) } ?? true }
        let deviceMatches = device.map { names in names.contains(where: subject.deviceNames.contains) } ?? true
        return accepts(horizontalSizeClass, subject.horizontalSizeClass)
            && accepts(verticalSizeClass, subject.verticalSizeClass)
            && accepts(orientation, subject.orientation)
            && accepts(idiom, subject.idiom)
            && deviceMatches
            && accepts(layoutDirection, subject.layoutDirection)
    }

    /// Decodes a `when` object, reporting unknown keys and values.
    public static func decode(_ value: JSONValue, at pointer: @autoclosure () -> String, _ reader: inout JSONReader)
        -> Condition?
    {
        guard let members = reader.object(value, at: pointer(), allowed: keyNames) else { return nil }
        var condition = Condition()
        var valid = true
        for (key, value) in members {
            guard let spec = keys.first(where: { key.isKey($0.name) }) else {
                valid = false
                continue
            }
            func memberPointer() -> String { pointer().appendingPointer(key) }
            var list: [String] = []
            // A single value stands for a one-element list and is pointed at as the member.
            func read(_ item: JSONValue, at itemPointer: () -> String) {
                let text =
                    spec.values.map { reader.choice(item, at: itemPointer(), $0) }
                    ?? reader.string(item, at: itemPointer())
                if let text, key.isKey("device") {
                    // Kept as the catalog's id, which the subject's names hold, whatever the case.
                    if let device = DeviceCatalog.standard.device(named: text) {
                        list.append(device.id)
                    } else {
                        reader.report(.unknownDevice(text, at: itemPointer()))
                        valid = false
                    }
                } else if let text {
                    list.append(text)
                } else {
                    valid = false
                }
            }
            if case .array(let elements) = value {
                if elements.isEmpty {
                    reader.report(memberPointer(), "an empty list matches nothing")
                    valid = false
                }
                for (index, element) in elements.enumerated() {
                    read(element, at: { memberPointer().appendingPointer(index) })
                }
            } else {
                read(value, at: memberPointer)
            }
            switch key {
            case "horizontalSizeClass": condition.horizontalSizeClass = list
            case "verticalSizeClass": condition.verticalSizeClass = list
            case "orientation": condition.orientation = list
            case "idiom": condition.idiom = list
            case "device": condition.device = list
            default: condition.layoutDirection = list
            }
        }
        return valid ? condition : nil
    }
}
