/// How a wireframe is drawn (`POST /v1/render?wholeContent=true`, `layout render --whole-content`).
public struct WireframeOptions: Sendable, Hashable {
    /// False (the default): each panel is the device's screen, and a scroll view clips its content
    /// to its frame, as on the device, with its content size dashed. True: nothing is clipped and
    /// the panel grows to everything laid out — a scroll view's whole content, views off the
    /// screen — with the screen's own area outlined on it (a tall canvas).
    public var wholeContent = false

    public init(wholeContent: Bool = false) {
        self.wholeContent = wholeContent
    }
}
