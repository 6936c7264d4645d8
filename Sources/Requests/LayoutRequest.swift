import Devices
import Document
import Engine
import Rendering
import States

/// A decoded `POST /v1/layout` (or `/v1/validate`, `/v1/render`) body: the document, the targets
/// in request order, the states and the output options, and the limits it was decoded under,
/// which bound its solving too (`RequestBudget`, keyframe sampling).
package struct LayoutRequest: Sendable {
    package var document: LayoutDocument
    package var targets: [TargetSpec]
    /// Where each target came from in the body (`/target`, `/targets/2`, `/devices/1`), or `""`
    /// for the query string; problems found while resolving a target point there.
    package var targetPointers: [String]
    /// `states` (docs/states.md), solved on top of every target (States/).
    package var states: [StateSpec]
    package var output: OutputOptions
    package var limits: LayoutLimits = .standard
    /// How `/v1/render` draws the answer: the query's `wholeContent`, the CLI's `--whole-content`.
    package var wireframe = WireframeOptions()

    package static let keys = ["document", "target", "targets", "devices", "orientations", "states", "output"]
}
