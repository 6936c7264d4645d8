import JSON

/// UIKit's `UIViewAutoresizing`, with its raw values.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Names in bit order, as documents spell them.
    public static let names: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin)
    ]

    /// Decodes a list of names or UIKit's integer.
    public static func decode(_ value: JSONValue, at pointer: @autoclosure () -> String, _ reader: inout JSONReader)
        -> AutoresizingMask?
    {
        if case .number = value {
            guard let number = reader.number(value, at: pointer(), min: 0, max: 63) else { return nil }
            guard number == number.rounded() else {
                reader.report(pointer(), "expected an integer bit mask")
                return nil
            }
            return AutoresizingMask(rawValue: Int(number))
        }
        guard let items = reader.array(value, at: pointer()) else { return nil }
        var mask = AutoresizingMask()
        var valid = true
        for (index, item) in items.enumerated() {
            if let name = reader.choice(item, at: pointer().appendingPointer(index), names.map(\.name)),
                let entry = names.first(where: { $0.name == name })
            {
                mask.insert(entry.mask)
            } else {
                valid = false
            }
        }
        return valid ? mask : nil
    }
}
