/// Everything one wireframe shows: a resolved target (screen, bars, guides, keyboard) and its
/// views in document order (so in z-order: later views draw on top).
package struct WireframeScene: Sendable {
    /// The heading of a single wireframe (the document's name, say).
    package var title: String
    package var target: ResolvedTarget
    package var views: [WireframeView]

    package init(title: String, target: ResolvedTarget, views: [WireframeView]) {
        self.title = title
        self.target = target
        self.views = views
    }

    /// The first caption line: device and orientation, then the Split View pane and the keyboard
    /// when they apply — `iphone-6 · landscape · keyboard`.
    package var caption: String {
        var parts = [target.deviceID ?? "custom", target.orientation.rawValue]
        if target.multitasking != .full { parts.append(target.multitasking.rawValue) }
        if target.keyboardShown { parts.append("keyboard") }
        return parts.joined(separator: " · ")
    }

    /// The second caption line: the size in points and the scale — `667 × 375 pt @2x`.
    package var details: String {
        SVGWriter.number(target.size.width) + " × " + SVGWriter.number(target.size.height)
            + " pt @" + SVGWriter.number(target.scale) + "x"
    }
}
