/// The engine's spine: a pure function from (document, target) to the target's result.
///
///     1. select traits   — the target's size classes, idiom, orientation, direction, guides
///     2. install         — views whose `installed` matches (and whose parent is installed)
///     3. resolve         — items and attributes → linear constraints in window coordinates:
///                          root size, document constraints (groups' `when`, `active`), autoresizing
///                          masks, intrinsic content size
///     4. translate       — one solver variable per view edge quantity, constraints in order
///     5. solve           — required constraints first; a required conflict is recorded and one
///                          member broken; then the optional ones by priority
///     6. read frames     — document order, superview coordinates (two passes when a multi-line
///                          label must wrap at its solved width)
///     7. round           — every edge to the device's pixel grid (named last pass)
///
/// Contract — where this engine deliberately differs from UIKit:
/// - Priorities are strictly lexicographic (one 251 beats any number of 250s); UIKit does not
///   document its weighting.
/// - A broken required constraint is chosen by a documented rule (document constraints before
///   generated ones; among those the one added last) rather than UIKit's undocumented choice,
///   and it is dropped, not demoted.
/// - Only the root view has safe-area insets; `<view>.safeArea` of any other view is its bounds.
/// - `topLayoutGuide`/`bottomLayoutGuide` exist on every iOS version the catalog models (UIKit
///   deprecated them in iOS 11; their lengths follow the iOS 8–10 rule).
/// - Guides have no layout margins: a margin attribute of a guide is its edge.
/// - Baselines of labels, buttons and text fields come from system-font ratios (ascender 0.952,
///   descender 0.241, line height 1.1934 × size) with the text at the top of the bounds; other
///   views' baselines are their bottom.
/// - Scroll views have content offset zero; their content area starts at their origin.
/// - Constraints naming a view that is not installed for the target are left out silently (as
///   Interface Builder's per-size-class installation does); unknown names are diagnostics.
/// - Pixel rounding snaps window-coordinate edges to the nearest pixel (halves away from zero).
package enum LayoutEngine {
    package static func solve(_ document: LayoutDocument, target: ResolvedTarget,
                              options: EngineOptions = .standard) -> TargetResult {
        // 1. Select traits.
        let geometry = TargetGeometry(target)
        // 2–5, and 6 (read-out) for the first pass.
        var pass = solvePass(document, geometry: geometry, wrapWidths: [:], options: options)
        // 6b. Multi-line labels without preferredMaxLayoutWidth wrap at their solved width.
        let wrapWidths = labelWrapWidths(document, pass)
        if !wrapWidths.isEmpty, !pass.cancelled {
            let second = solvePass(document, geometry: geometry, wrapWidths: wrapWidths, options: options)
            var stats = second.stats
            stats.solveMicroseconds += pass.stats.solveMicroseconds
            pass = second
            pass.stats = stats
        }
        // 7. Round.
        let rounding = document.defaults.rounding
        let frames = readFrames(pass, rounding: rounding, scale: geometry.scale)
        let contentSizes = pass.system.installedViews.compactMap { index -> (id: String, size: Size)? in
            guard let content = pass.system.contentItems[index] else { return nil }
            let width = pass.value(content.width), height = pass.value(content.height)
            let size = rounding == .pixel
                ? Size(width: PixelRounding.round(width, scale: geometry.scale), height: PixelRounding.round(height, scale: geometry.scale))
                : Size(width: PixelRounding.clean(width), height: PixelRounding.clean(height))
            return (document.views[index].id, size)
        }
        return TargetResult(target: target, frames: frames, contentSizes: contentSizes,
                            diagnostics: pass.system.diagnostics + pass.diagnostics, stats: pass.stats)
    }

    /// One pass of steps 2–5.
    static func solvePass(_ document: LayoutDocument, geometry: TargetGeometry, wrapWidths: [Int: Double],
                          options: EngineOptions) -> SolvedSystem {
        // 2. Install.
        var system = LayoutSystem(document: document, geometry: geometry, wrapWidths: wrapWidths)
        // 3. Resolve items and attributes into constraints, in a fixed order.
        system.addRootConstraints()
        system.addDocumentConstraints()
        system.addAutoresizingConstraints()
        system.addIntrinsicConstraints(wrapWidths: wrapWidths)
        // 4–5. Translate and solve.
        return SolvedSystem.solve(system, options: options)
    }

    /// Labels that wrap (numberOfLines ≠ 1), have no preferredMaxLayoutWidth, and were given a
    /// width narrower than their one-line text.
    static func labelWrapWidths(_ document: LayoutDocument, _ pass: SolvedSystem) -> [Int: Double] {
        var widths: [Int: Double] = [:]
        for index in pass.system.installedViews {
            let view = document.views[index]
            guard view.kind == .label, view.numberOfLines != 1, view.preferredMaxLayoutWidth == nil,
                  let item = pass.system.viewItems[index] else { continue }
            let solved = pass.value(item.width)
            let natural = IntrinsicContentSize.of(view, scale: pass.system.geometry.scale).width ?? 0
            if solved > 0, solved + 1e-9 < natural { widths[index] = solved }
        }
        return widths
    }

    /// Step 6–7: window rectangles → (rounded) superview-relative frames in document order.
    static func readFrames(_ pass: SolvedSystem, rounding: DocumentDefaults.Rounding, scale: Double) -> [(id: String, frame: Rect)] {
        let system = pass.system
        var windowRects: [Int: Rect] = [:]
        var frames: [(id: String, frame: Rect)] = []
        for index in system.installedViews {
            guard let item = system.viewItems[index] else { continue }
            var rect = Rect(x: pass.value(item.x), y: pass.value(item.y), width: pass.value(item.width), height: pass.value(item.height))
            rect = rounding == .pixel ? PixelRounding.round(rect, scale: scale) : rect
            windowRects[index] = rect
            let parentOrigin = system.document.views[index].parent.flatMap { windowRects[$0]?.origin } ?? .zero
            var frame = Rect(x: rect.x - parentOrigin.x, y: rect.y - parentOrigin.y, width: rect.width, height: rect.height)
            if rounding == .none {
                frame = Rect(x: PixelRounding.clean(frame.x), y: PixelRounding.clean(frame.y),
                             width: PixelRounding.clean(frame.width), height: PixelRounding.clean(frame.height))
            } else {
                frame = Rect(x: frame.x == 0 ? 0 : frame.x, y: frame.y == 0 ? 0 : frame.y, width: frame.width, height: frame.height)
            }
            frames.append((system.document.views[index].id, frame))
        }
        return frames
    }
}
