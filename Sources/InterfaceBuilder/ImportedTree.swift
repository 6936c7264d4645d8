import Document
import JSON

/// One view tree of an Interface Builder file as a layout document: what `layout import` prints
/// and what `InterfaceBuilderRequest` lays out.
public struct ImportedTree: Sendable {
    /// The IB id of the view controller, or of the xib's top-level object.
    public var scene: String
    /// The document (docs/document-format.md), its `designTarget` the tree's design canvas.
    public var document: JSONValue
    /// `unsupported_ib_feature` warnings, in document order; every result of the tree lists them first.
    public var warnings: [Diagnostic]
    /// The document as Xcode's canvas lays the tree out, when that differs from `document`: with
    /// the placeholder constraints, which Xcode uses on its canvas and removes at build time.
    /// nil: `document`.
    public var canvasDocument: JSONValue? = nil
    /// What holds on the design canvas only, listed after `warnings` in the tree's result there:
    /// the views Xcode marks ambiguous because its canvas does not lay them out
    /// (ViewImporter+CanvasAmbiguity.swift).
    public var canvasDiagnostics: [Diagnostic] = []

    /// The document's `designTarget`.
    public var designTarget: JSONValue { document["designTarget"] ?? .null }

    /// `{scene, document, warnings}`, as `layout import` prints each tree.
    public var jsonValue: JSONValue {
        .object([
            ("scene", .string(scene)), ("document", document), ("warnings", .array(warnings.map(\.jsonValue)))
        ])
    }
}
