/// The traits a target presents to the document: what `when` conditions and `installed` match
/// against (docs/document-format.md §4). Every field is resolved; "Any" exists only on the condition side.
public struct TraitCollection: Sendable, Hashable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var idiom: Idiom
    public var layoutDirection: LayoutDirection
    public var orientation: Orientation
    /// The catalog id of the device; nil for a custom screen.
    public var deviceID: String?

    public init(
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, idiom: Idiom,
        layoutDirection: LayoutDirection = .leftToRight, orientation: Orientation,
        deviceID: String? = nil
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
        self.layoutDirection = layoutDirection
        self.orientation = orientation
        self.deviceID = deviceID
    }
}
