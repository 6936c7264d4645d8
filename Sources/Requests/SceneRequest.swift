import Document

/// One view tree's request in a request of several — an Interface Builder file holds one tree
/// per scene (docs/interface-builder.md): its `scene` (the id every result of it carries) and the
/// warnings found while reading it, listed before each result's own diagnostics.
public struct SceneRequest: Sendable {
    public var scene: String
    public var request: LayoutRequest
    public var warnings: [Diagnostic]

    public init(scene: String, request: LayoutRequest, warnings: [Diagnostic]) {
        self.scene = scene
        self.request = request
        self.warnings = warnings
    }
}
