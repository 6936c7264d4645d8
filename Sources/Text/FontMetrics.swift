/// One face's horizontal metrics, in font units (1000 per em): Helvetica's as read from an AFM
/// file by `scripts/gen_font_metrics.py` (`FontMetrics+Data.swift`), or San Francisco's as fitted
/// to measurements by `scripts/gen_sf_metrics.py` (`SystemFontMetrics+Data.swift`).
///
/// Keeps true: `scalars` is strictly increasing and `advances[i]` belongs to `scalars[i]`;
/// `kerningKeys` (left << 16 | right) is strictly increasing and `kerningValues[i]` belongs to
/// `kerningKeys[i]`. Lookups are binary searches: O(log n) in the table's size.
public struct FontMetrics: Sendable {
    public static let unitsPerEm = 1000.0

    /// The PostScript name of the face the numbers came from.
    public let name: String
    /// Top of lowercase `d` and bottom of lowercase `p`, in font units. Kept for reference: the
    /// measurer takes vertical metrics from the system font instead (see `TextMeasurer`).
    public let ascender: Int
    public let descender: Int
    public let capHeight: Int
    public let xHeight: Int

    let scalars: [UInt16]
    let advances: [UInt16]
    let kerningKeys: [UInt32]
    let kerningValues: [Int16]
    /// `TextMeasurer.characterAdvance` of each ASCII character (a single scalar below 128; also
    /// "\r\n", whose `asciiValue` is that of "\n"), in font units, worked out once per face.
    private(set) var asciiAdvances: [Int32] = []
    /// `kerning(left, right)` for every pair of ASCII scalars, at `left << 7 | right`.
    private(set) var asciiKerning: [Int16] = []

    init(
        name: String, ascender: Int, descender: Int, capHeight: Int, xHeight: Int,
        scalars: [UInt16], advances: [UInt16], kerningKeys: [UInt32], kerningValues: [Int16]
    ) {
        self.name = name
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.scalars = scalars
        self.advances = advances
        self.kerningKeys = kerningKeys
        self.kerningValues = kerningValues
        asciiAdvances = (0..<128).map { byte in
            Int32(TextMeasurer.characterAdvance(Character(Unicode.Scalar(UInt8(byte))), in: self))
        }
        asciiKerning = (0..<128 * 128).map { pair in
            Int16(kerning(Unicode.Scalar(UInt8(pair >> 7)), Unicode.Scalar(UInt8(pair & 127))))
        }
    }

    /// The advance of `scalar` in font units, or nil when the face has no glyph for it.
    public func advance(of scalar: Unicode.Scalar) -> Int? {
        guard scalar.value <= UInt32(UInt16.max),
            let index = Self.index(of: UInt16(scalar.value), in: scalars)
        else { return nil }
        return Int(advances[index])
    }

    /// The kerning adjustment between `left` and `right` in font units (0 when the pair has none).
    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Int {
        guard left.value <= UInt32(UInt16.max), right.value <= UInt32(UInt16.max),
            let index = Self.index(of: left.value << 16 | right.value, in: kerningKeys)
        else { return 0 }
        return Int(kerningValues[index])
    }

    /// Binary search in a strictly increasing array.
    private static func index<T: BinaryInteger>(of key: T, in sorted: [T]) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < sorted.count && sorted[low] == key ? low : nil
    }
}
