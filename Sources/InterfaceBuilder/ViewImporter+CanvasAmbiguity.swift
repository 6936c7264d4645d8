import Document
import Geometry
import JSON

/// The views Xcode marks ambiguous on its canvas because it does not lay them out there: a table
/// or collection view shows only the cells inside its bounds, and the text fields and text views
/// of a cell that does not lie wholly inside them get `ambiguous="YES"` whatever their
/// constraints (the corpus's files of Xcode 13 to 16: every such view is marked; labels, images
/// and plain views there are not). At run time the cell is laid out when it scrolls in, so this
/// holds on the design canvas only (`ImportedTree.canvasDiagnostics`).
extension ViewImporter {
    /// The elements whose cells a list places, and the cells it places.
    static let lists: Set<String> = ["tableView", "collectionView"]
    static let listCells: Set<String> = ["tableViewCell", "collectionViewCell"]
    /// The elements Xcode leaves unmeasured in a cell it does not lay out.
    static let unmeasuredOffCanvas: Set<String> = ["textField", "textView"]

    /// Enters `element` on the walk: records a list, and returns the cell outside its list's
    /// bounds that `element` is in (itself, or the enclosing one), for `leave` to restore. O(1).
    mutating func enterCanvasCell(_ element: XMLElement, id: String, parent: String?) -> String? {
        let enclosing = cellOffCanvas
        if Self.lists.contains(element.name) { listIds.insert(id) }
        if Self.listCells.contains(element.name), let parent, listIds.contains(parent), let frame = frames[id],
            let bounds = frames[parent], !Self.lies(frame, within: bounds)
        {
            cellOffCanvas = id
        }
        if let cell = cellOffCanvas, Self.unmeasuredOffCanvas.contains(element.name),
            element["translatesAutoresizingMaskIntoConstraints"] == "NO", !element.flag("fixedFrame")
        {
            canvasDiagnostics.append(Self.offCanvasDiagnostic(id, element: element.name, cell: cell))
        }
        return enclosing
    }

    /// True when `frame` (in its list's content coordinates) lies inside the list's bounds, the
    /// part of the content Xcode's canvas shows.
    static func lies(_ frame: Rect, within bounds: Rect) -> Bool {
        frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= bounds.width
            && frame.y + frame.height <= bounds.height
    }

    /// `ambiguous_layout` as Interface Builder shows it for a view of a cell it does not lay out:
    /// a warning, since the layout itself is determined.
    static func offCanvasDiagnostic(_ id: String, element: String, cell: String) -> Diagnostic {
        Diagnostic(
            severity: .warning, code: DiagnosticCode.ambiguousLayout,
            message:
                "Interface Builder marks \"\(id)\" ambiguous: its cell \(cell) lies outside its list's bounds, where Xcode's canvas does not lay out a \(element)",
            fields: [
                ("view", .string(id)), ("cause", .string("not_laid_out_on_canvas")),
                (
                    "hint",
                    .string(
                        "Nothing to fix at run time; to see \(id) laid out in Xcode, move its cell into the list's visible part."
                    )
                )
            ])
    }
}
