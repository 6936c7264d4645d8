/// What an XML file may contain before the importer refuses it; every bound is checked while
/// expat reads, so a hostile file costs at most these. Defaults live here and nowhere else.
package struct XMLLimits: Sendable, Hashable {
    /// The whole file, in bytes. The largest real storyboard seen is about 160 KB.
    package var maxBytes: Int
    /// Nesting of elements. Interface Builder nests a view tree about six elements per view
    /// level, and view trees are at most `LayoutLimits.maxDepth` deep.
    package var maxDepth: Int
    /// Elements in the whole file.
    package var maxElements: Int
    /// One attribute value, or the text of one `<string>` element, in bytes.
    package var maxValueBytes: Int

    package init(
        maxBytes: Int = 16 << 20, maxDepth: Int = 256, maxElements: Int = 1_000_000, maxValueBytes: Int = 64 << 10
    ) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxElements = maxElements
        self.maxValueBytes = maxValueBytes
    }

    package static let standard = XMLLimits()
}
