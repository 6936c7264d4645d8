/// What an XML file may contain before the importer refuses it; every bound is checked while
/// expat reads, so a hostile file costs at most these. Defaults live here and nowhere else.
public struct XMLLimits: Sendable, Hashable {
    /// The whole file, in bytes. The largest real storyboard seen is about 160 KB.
    public var maxBytes: Int
    /// Nesting of elements. Interface Builder nests a view tree about six elements per view
    /// level, and view trees are at most `LayoutLimits.maxDepth` deep.
    public var maxDepth: Int
    /// Elements in the whole file.
    public var maxElements: Int
    /// One attribute value, or the text of one `<string>` element, in bytes.
    public var maxValueBytes: Int

    public init(
        maxBytes: Int = 16 << 20, maxDepth: Int = 256, maxElements: Int = 1_000_000, maxValueBytes: Int = 64 << 10
    ) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxElements = maxElements
        self.maxValueBytes = maxValueBytes
    }

    public static let standard = XMLLimits()
}
