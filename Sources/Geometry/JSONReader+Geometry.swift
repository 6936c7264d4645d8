import JSON

// Geometry members, shared by every decoder that reads sizes, frames and insets.

extension JSONReader.Object {
    /// `{"width": w, "height": h}`, both required, each within `range`.
    public mutating func size(_ key: String, in range: ClosedRange<Double> = 0...100_000) -> Size? {
        let values = numbers(key, ["width", "height"], required: true, in: range)
        return values.map { Size(width: $0[0], height: $0[1]) }
    }

    /// `{"x": .., "y": .., "width": .., "height": ..}`, all required; sizes within `sizeRange`.
    public mutating func rect(_ key: String, sizeRange: ClosedRange<Double> = 0...100_000) -> Rect? {
        guard let origin = numbers(key, ["x", "y", "width", "height"], required: true, in: -100_000...100_000)
        else { return nil }
        // Re-check the size members against their own (non-negative) range.
        for (offset, name) in ["width", "height"].enumerated() {
            let at = pointer.appendingPointer(key).appendingPointer(name)
            guard
                reader.number(.number(origin[2 + offset]), at: at, min: sizeRange.lowerBound, max: sizeRange.upperBound)
                    != nil
            else { return nil }
        }
        return Rect(x: origin[0], y: origin[1], width: origin[2], height: origin[3])
    }

    /// `{"top": .., "left": .., "bottom": .., "right": ..}`; a missing side is 0.
    public mutating func insets(_ key: String, in range: ClosedRange<Double> = 0...100_000) -> EdgeInsets? {
        let values = numbers(key, ["top", "left", "bottom", "right"], required: false, in: range)
        return values.map { EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }

    /// The named number members of the object at `key`, in `names` order (absent ones 0 when
    /// not `required`), or nil when the member is absent or has any problem. Unknown keys inside
    /// are problems too.
    private mutating func numbers(
        _ key: String, _ names: [String], required: Bool,
        in range: ClosedRange<Double>
    ) -> [Double]? {
        guard var nested = object(key, what: "'\(key)'") else { return nil }
        let before = nested.problemCount
        var values: [Double] = []
        for name in names {
            if required && !nested.contains(name) { nested.reader.missingKey(nested.pointer, name) }
            values.append(nested.number(name, in: range) ?? 0)
        }
        nested.rejectUnknownKeys()
        let clean = nested.problemCount == before
        nested.drain(into: &self)
        return clean ? values : nil
    }
}
