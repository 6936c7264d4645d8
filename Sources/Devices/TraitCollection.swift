/// The traits a target presents to the document: what `when` conditions and `installed` match
/// against (docs/document-format.md §4). Every field is resolved; "Any" exists only on the condition side.
package struct TraitCollection: Sendable, Hashable {
    package var horizontalSizeClass: SizeClass
    package var verticalSizeClass: SizeClass
    package var idiom: Idiom
    package var layoutDirection: LayoutDirection
    package var orientation: Orientation
    /// The catalog id of the device; nil for a custom screen.
    package var deviceID: String?

    package init(
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
