import Document
import Geometry
import JSON

/// Fitting sizes (`fitting` views): each is measured on its own, as a table view measures a cell's
/// content view outside any window. The system keeps only the constraints among the view and its
/// descendants (none that ties it to its superview, nor the root's screen size when it is the
/// root), pins its origin, and adds the request: a given axis required at its size, a missing
/// one `== 0` at `fittingSizeLevel` (50), so hugging and compression resistance (250/750) win
/// over it and the view comes out as small as its content allows. Multi-line labels wrap in two
/// passes as in the main solve. One extra solve (two with wrapping labels) per fitting view;
/// conflicts inside a fitting solve are not reported (the main solve reports the document's).
enum FittingSize {
    static func solve(_ document: LayoutDocument, geometry: TargetGeometry, options: EngineOptions) -> [(
        id: String, size: Size
    )] {
        var sizes: [(id: String, size: Size)] = []
        for (index, view) in document.views.enumerated() {
            guard let request = view.fitting else { continue }
            var pass = solvePass(document, index, request, geometry: geometry, wrapWidths: [:], options: options)
            guard let first = pass else { continue }
            let wrapWidths = LayoutEngine.labelWrapWidths(document, first)
            if !wrapWidths.isEmpty, !first.cancelled {
                pass = solvePass(document, index, request, geometry: geometry, wrapWidths: wrapWidths, options: options)
            }
            guard let solved = pass, !solved.cancelled, let item = solved.system.viewItems[index] else { continue }
            let width = solved.value(item.width), height = solved.value(item.height)
            let size =
                document.defaults.rounding == .pixel
                ? Size(
                    width: PixelRounding.round(width, scale: geometry.scale),
                    height: PixelRounding.round(height, scale: geometry.scale))
                : Size(width: PixelRounding.clean(width), height: PixelRounding.clean(height))
            sizes.append((view.id, size))
        }
        return sizes
    }

    /// One solve of the view `index` in isolation; `nil` when the view is not installed.
    private static func solvePass(
        _ document: LayoutDocument, _ index: Int, _ request: FittingRequest, geometry: TargetGeometry,
        wrapWidths: [Int: Double], options: EngineOptions
    ) -> SolvedSystem? {
        var system = LayoutEngine.buildSystem(document, geometry: geometry, wrapWidths: wrapWidths)
        guard let item = system.viewItems[index] else { return nil }
        var inSubtree = Array(repeatElement(false, count: document.views.count))
        for view in index..<document.views.count
        where view == index || document.views[view].parent.map({ inSubtree[$0] }) == true {
            inSubtree[view] = true
        }
        system.constraints.removeAll { constraint in
            if constraint.origin == .encapsulated { return true }
            if constraint.origin == .autoresizing, constraint.views == [index] { return true }
            return !constraint.views.allSatisfy { inSubtree[$0] }
        }
        let id = document.views[index].id
        func add(_ name: String, _ form: LinearForm, _ target: Double?) {
            let priority = target == nil ? LayoutPriority.fittingSizeLevel : .required
            system.constraints.append(
                ResolvedConstraint(
                    id: "\(id).fitting.\(name)", origin: .fitting,
                    description:
                        "\(id).\(name) == \(JSONReader.numberText(target ?? 0))\(priority.isRequired ? "" : " @50")",
                    source: nil, sourceRange: nil, expression: form - (target ?? 0), relation: .equal,
                    priority: priority, views: [index]))
        }
        add("minX", item.x, 0)
        add("minY", item.y, 0)
        add("width", item.width, request.width)
        add("height", item.height, request.height)
        return SolvedSystem.solve(system, options: options)
    }
}
