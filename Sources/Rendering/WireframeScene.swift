import Devices

/// Everything one wireframe shows: a resolved target (screen, bars, guides, keyboard) and its
/// views in document order (so in z-order: later views draw on top).
public struct WireframeScene: Sendable {
    /// The heading of a single wireframe (the document's name, say).
    public var title: String
    public var target: ResolvedTarget
    public var views: [WireframeView]
    /// The state (docs/states.md) this scene shows, nil for the base layout.
    public var state: String?

    public init(title: String, target: ResolvedTarget, views: [WireframeView], state: String? = nil) {
        self.title = title
        self.target = target
        self.views = views
        self.state = state
    }

    /// The first caption line: device and orientation, then the Split View pane and the keyboard
    /// when they apply, then the state — `iphone-6 · landscape · keyboard · state typing`.
    public var caption: String {
        var parts = [target.deviceID ?? "custom", target.orientation.rawValue]
        if target.multitasking != .full { parts.append(target.multitasking.rawValue) }
        if target.keyboardShown { parts.append("keyboard") }
        if let state { parts.append("state " + state) }
        return parts.joined(separator: " · ")
    }

    /// The second caption line: the size in points and the scale — `667 × 375 pt @2x`.
    public var details: String {
        SVGWriter.number(target.size.width) + " × " + SVGWriter.number(target.size.height)
            + " pt @" + SVGWriter.number(target.scale) + "x"
    }
}
