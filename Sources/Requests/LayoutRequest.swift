import Devices
import Document
import Engine
import Rendering
import States

/// A decoded `POST /v1/layout` (or `/v1/validate`, `/v1/render`) body: the document, the targets
/// in request order, the states and the output options, and the limits it was decoded under,
/// which bound its solving too (`RequestBudget`, keyframe sampling).
public struct LayoutRequest: Sendable {
    public var document: LayoutDocument
    public var targets: [TargetSpec]
    /// Where each target came from in the body (`/target`, `/targets/2`, `/devices/1`), or `""`
    /// for the query string; problems found while resolving a target point there.
    public var targetPointers: [String]
    /// `states` (docs/states.md), solved on top of every target (States/).
    public var states: [StateSpec]
    public var output: OutputOptions
    public var limits: LayoutLimits = .standard
    /// How `/v1/render` draws the answer: the query's `wholeContent`, the CLI's `--whole-content`.
    public var wireframe = WireframeOptions()

    public static let keys = ["document", "target", "targets", "devices", "orientations", "states", "output"]
}
