import Devices
import Document
import Geometry
import JSON

/// The engine's spine: a pure function from (document, target) to the target's result. The
/// same step numbers are in docs/engine.md and docs/architecture.md.
///
///     1. select traits   — the target's size classes, idiom, orientation, direction, guides
///     2. install         — views whose `installed` matches (and whose parent is installed)
///     3. resolve         — items and attributes → linear constraints in window coordinates:
///                          3a names → items, 3b the document's constraints (groups' `when`,
///                          `active`), 3c stack views, 3d generated: root size, autoresizing
///                          masks, sizes ≥ 0, intrinsic content size (LayoutSystem/)
///     4. translate       — one solver variable per view edge quantity, constraints in order
///     5. solve           — required constraints first; a required conflict is recorded and one
///                          member broken; then the optional ones by priority
///     6. read frames     — document order, superview coordinates (two passes when a multi-line
///                          label must wrap at its solved width)
///     7. round           — every edge to the device's pixel grid (named last pass)
///     8. diagnose        — misuse, conflicts, autoresizing conflicts, ambiguity, misplaced
///                          views (Diagnostics/, `DiagnosticsPass`)
///
/// Contract — where this engine deliberately differs from UIKit:
/// - Priorities are strictly lexicographic (one 251 beats any number of 250s); UIKit does not
///   document its weighting.
/// - A broken required constraint is chosen by a documented rule learned from UIKit's logs
///   (`ConflictReport.chooseBroken`; UIKit documents none), which makes UIKit's choice on 43 of
///   the 50 logs of the corpus; like UIKit, it is then kept as an optional constraint above
///   every optional priority.
/// - Only the root view has safe-area insets; `<view>.safeArea` of any other view is its bounds.
/// - `topLayoutGuide`/`bottomLayoutGuide` exist on every iOS version the catalog models (UIKit
///   deprecated them in iOS 11; their lengths follow the iOS 8–10 rule).
/// - Guides have no layout margins: a margin attribute of a guide is its edge.
/// - Sizes of views and scroll content areas are never negative, as in UIKit (`addSizeBounds`);
///   the guides folded into forms (margins, a stack view's gap guides and spanner) get no bound.
/// - Text is measured with San Francisco's widths as fitted to measured label widths and its
///   vertical metrics (docs/text-metrics.md). A label's text block is centred vertically, so its
///   baselines are fixed offsets from its centre line; other views' baselines are their bottom.
/// - Scroll views have content offset zero; their content area starts at their origin.
/// - Constraints naming a view that is not installed for the target are left out silently (as
///   Interface Builder's per-size-class installation does); unknown names are diagnostics.
/// - Pixel rounding snaps window-coordinate edges to the nearest pixel (halves away from zero).
public enum LayoutEngine {
    public static func solve(
        _ document: LayoutDocument, target: ResolvedTarget,
        options: EngineOptions = .standard
    ) -> TargetResult {
        var warmStart = WarmStart()
        warmStart.keepsBase = false
        return solve(document, target: target, options: options, warmStart: &warmStart)
    }

    /// `solve(_:target:options:)` for one of several targets of a document solved in turn:
    /// `warmStart` carries the first cleanly solved first pass, and a later target whose system
    /// differs from it only in constants (the same traits on another screen) starts from that
    /// solver instead of adding every constraint again (`SolverRun.init(rebasing:onto:options:)`).
    public static func solve(
        _ document: LayoutDocument, target: ResolvedTarget, options: EngineOptions,
        warmStart: inout WarmStart
    ) -> TargetResult {
        // 1. Select traits.
        var geometry = TargetGeometry(target)
        if let design = document.designTarget,
            case .success(let canvas) = ResolvedTarget.resolve(design, controller: document.controller)
        {
            geometry.designScreen = canvas.size
        }
        // 2–6, with the second pass for wrapping labels.
        let pass = solveWrapping(document, geometry: geometry, options: options, warmStart: &warmStart).pass
        // 7. Round.
        let rounding = document.defaults.rounding
        let frames = readFrames(pass, rounding: rounding, scale: geometry.scale)
        let contentSizes = readContentSizes(pass, rounding: rounding, scale: geometry.scale)
        // Step 8, diagnose (Diagnostics/), with the scroll-content check; then fitting sizes (FittingSize).
        let diagnostics =
            DiagnosticsPass.run(pass, target: target, frames: frames)
            + ScrollContentAmbiguity.diagnostics(pass) + nonFiniteFrames(frames)
        let fittingSizes = pass.cancelled ? [] : FittingSize.solve(document, geometry: geometry, options: options)
        var result = TargetResult(
            target: target, frames: frames, contentSizes: contentSizes, fittingSizes: fittingSizes,
            diagnostics: diagnostics, stats: pass.stats)
        if options.output.windowFrames {
            result.windowFrames = windowFrames(pass, rounding: rounding, scale: geometry.scale)
        }
        if options.output.constraints { result.constraints = constraintList(pass) }
        return result
    }

    /// Scroll views' content sizes, installed views in document order, rounded as frames are.
    /// O(installed views).
    public static func readContentSizes(
        _ pass: SolvedSystem, rounding: DocumentDefaults.Rounding,
        scale: Double
    ) -> [(id: String, size: Size)] {
        pass.system.installedViews.compactMap { index -> (id: String, size: Size)? in
            guard let content = pass.system.contentItems[index] else { return nil }
            let width = pass.value(content.width), height = pass.value(content.height)
            let size =
                rounding == .pixel
                ? Size(
                    width: PixelRounding.round(width, scale: scale), height: PixelRounding.round(height, scale: scale))
                : Size(width: PixelRounding.clean(width), height: PixelRounding.clean(height))
            return (pass.system.document.views[index].id, size)
        }
    }

    /// Steps 2–6: a first pass, then (6b) a second one when multi-line labels without
    /// preferredMaxLayoutWidth must wrap at their solved width. When it can, the second pass
    /// reuses the first pass's system (`LayoutSystem.rewrapped`) and its solver, moving only the
    /// wrapped labels' intrinsic-size constants (`SolverRun.init(rebasing:onto:options:)`). Free
    /// directions are read only on the pass that is kept. `wrapWidths` is empty when one pass
    /// sufficed.
    public static func solveWrapping(
        _ document: LayoutDocument, geometry: TargetGeometry, options: EngineOptions,
        warmStart: inout WarmStart
    ) -> (pass: SolvedSystem, wrapWidths: [Int: Double], run: SolverRun) {
        // Targets still to come: keep what is measured for them.
        if warmStart.keepsBase, warmStart.measured == nil { warmStart.measured = IntrinsicSizeMemo() }
        let measured = warmStart.measured
        if warmStart.base != nil, warmStart.hasDeviceConditions == nil {
            warmStart.hasDeviceConditions = document.hasDeviceConditions
        }
        let system = buildSystem(
            document, geometry: geometry, wrapWidths: [:], reusing: warmStart.base?.system, measured: measured,
            hasDeviceConditions: warmStart.hasDeviceConditions)
        // A base no later target needs is handed over, so its solver is changed in place.
        let base = warmStart.base
        if !warmStart.keepsBase { warmStart.base = nil }
        var wrapWidths: [Int: Double] = [:]
        let (first, run) = SolvedSystem.solveRun(system, options: options, from: base, ownsBase: !warmStart.keepsBase) {
            pass in
            wrapWidths = pass.cancelled ? [:] : labelWrapWidths(document, pass)
            return wrapWidths.isEmpty
        }
        let keepsRun = base == nil && warmStart.keepsBase && run.isClean
        if keepsRun { warmStart.base = run }
        guard !wrapWidths.isEmpty else { return (first, [:], run) }
        var (second, secondRun) = SolvedSystem.solveRun(
            system.rewrapped(wrapWidths, measured: measured)
                ?? buildSystem(document, geometry: geometry, wrapWidths: wrapWidths, reusing: nil, measured: measured),
            options: options, from: run, ownsBase: !keepsRun)
        second.stats.solveMicroseconds += first.stats.solveMicroseconds
        return (second, wrapWidths, secondRun)
    }

    /// The solved first pass later targets may start from (`solve(_:target:options:warmStart:)`).
    public struct WarmStart {
        var base: SolverRun?
        /// The intrinsic sizes measured so far, kept while later targets follow.
        var measured: IntrinsicSizeMemo?
        /// The document's `hasDeviceConditions`, asked once for all the targets that follow.
        var hasDeviceConditions: Bool?
        /// False when no later target starts from this one (a request's last target): the first
        /// pass's solver is then not kept, and the second label pass changes it in place rather
        /// than copying it.
        public var keepsBase = true
        public init() {}
    }

    /// Steps 2–3: the system of one pass, before solving (fitting sizes reuse it). `base`: a
    /// first-pass system of another target whose geometry-free document constraints can be
    /// copied (`LayoutSystem.addDocumentConstraints(reusing:)`).
    public static func buildSystem(
        _ document: LayoutDocument, geometry: TargetGeometry, wrapWidths: [Int: Double],
        reusing base: LayoutSystem? = nil
    ) -> LayoutSystem {
        buildSystem(document, geometry: geometry, wrapWidths: wrapWidths, reusing: base, measured: nil)
    }

    static func buildSystem(
        _ document: LayoutDocument, geometry: TargetGeometry, wrapWidths: [Int: Double],
        reusing base: LayoutSystem?, measured: IntrinsicSizeMemo?, hasDeviceConditions: Bool? = nil
    ) -> LayoutSystem {
        // 2. Install.
        let shared = base.flatMap {
            wrapWidths.isEmpty
                && LayoutSystem.sharesInstallation(geometry, with: $0, hasDeviceConditions: hasDeviceConditions)
                ? $0 : nil
        }
        var system =
            shared.map { LayoutSystem(reshaping: $0, geometry: geometry) }
            ?? LayoutSystem(document: document, geometry: geometry, wrapWidths: wrapWidths)
        // 3. Resolve items and attributes into constraints, in a fixed order. A guess at the
        // count (root, about two per entry, size bounds, hugging and resistance per view) spares
        // regrowing.
        system.constraints.reserveCapacity(
            shared?.constraints.count
                ?? 4 + 2 * document.constraints.count + 6 * system.installedViews.count)
        system.addRootConstraints()
        system.addDocumentConstraints(reusing: shared)
        system.addStackViewConstraints()
        system.addAutoresizingConstraints()
        system.addSizeBounds()
        system.addIntrinsicConstraints(wrapWidths: wrapWidths, measured: measured)
        return system
    }

    /// Labels that wrap (numberOfLines ≠ 1), have no preferredMaxLayoutWidth, and were given a
    /// width narrower than their one-line text.
    public static func labelWrapWidths(_ document: LayoutDocument, _ pass: SolvedSystem) -> [Int: Double] {
        var widths: [Int: Double] = [:]
        let views = document.views
        for index in pass.system.installedViews {
            // Fields read in place: most views are not wrapping labels, and a copy of each costs.
            guard views[index].kind == .label, views[index].numberOfLines != 1,
                views[index].preferredMaxLayoutWidth == nil,
                let item = pass.system.viewItems[index]
            else { continue }
            let solved = pass.value(item.width)
            let natural = IntrinsicContentSize.of(views, index, scale: pass.system.geometry.scale).width ?? 0
            if solved > 0, solved + Tolerance.epsilon < natural { widths[index] = solved }
        }
        return widths
    }

    /// Window-coordinate frames, rounded like the superview-relative ones.
    static func windowFrames(_ pass: SolvedSystem, rounding: DocumentDefaults.Rounding, scale: Double) -> [(
        id: String, frame: Rect
    )] {
        pass.system.installedViews.compactMap { index in
            windowRect(pass, index, rounding: rounding, scale: scale).map {
                (pass.system.document.views[index].id, cleaned($0))
            }
        }
    }

    /// A view's solved rectangle in window coordinates; snapped to pixels under `.pixel`.
    static func windowRect(_ pass: SolvedSystem, _ index: Int, rounding: DocumentDefaults.Rounding, scale: Double)
        -> Rect?
    {
        guard let item = pass.system.viewItems[index] else { return nil }
        let rect = Rect(
            x: pass.value(item.x), y: pass.value(item.y), width: pass.value(item.width), height: pass.value(item.height)
        )
        return rounding == .pixel ? PixelRounding.round(rect, scale: scale) : rect
    }

    static func cleaned(_ rect: Rect) -> Rect {
        Rect(
            x: PixelRounding.clean(rect.x), y: PixelRounding.clean(rect.y),
            width: PixelRounding.clean(rect.width), height: PixelRounding.clean(rect.height))
    }

    /// The installed constraints for `output.constraints`, without the size bounds (UIKit's
    /// engine keeps sizes non-negative without listing a constraint for it).
    static func constraintList(_ pass: SolvedSystem) -> [JSONValue] {
        pass.system.constraints.enumerated().compactMap { index, constraint in
            guard constraint.origin != .sizeBound else { return nil }
            var members: [(key: String, value: JSONValue)] = [
                ("id", .string(constraint.id)), ("description", .string(constraint.description)),
                ("priority", .number(constraint.priority.rawValue)), ("origin", .string(constraint.origin.rawValue))
            ]
            if let source = constraint.source { members.append(("source", .string(source))) }
            if let range = constraint.sourceRange {
                members.append(
                    ("range", .array([.number(Double(range.lowerBound)), .number(Double(range.upperBound))])))
            }
            if pass.broken.contains(index) { members.append(("broken", .bool(true))) }
            return .object(members)
        }
    }

    /// Steps 6–7: window rectangles → (rounded) superview-relative frames in document order. A
    /// scroll view's subviews are relative to its content area, which starts at its origin.
    public static func readFrames(_ pass: SolvedSystem, rounding: DocumentDefaults.Rounding, scale: Double) -> [(
        id: String, frame: Rect
    )] {
        let system = pass.system
        var windowRects: [Rect?] = Array(repeatElement(nil, count: system.document.views.count))
        var frames: [(id: String, frame: Rect)] = []
        frames.reserveCapacity(system.installedViews.count)
        for index in system.installedViews {
            guard let rect = windowRect(pass, index, rounding: rounding, scale: scale) else { continue }
            windowRects[index] = rect
            let parentOrigin = system.document.views[index].parent.flatMap { windowRects[$0]?.origin } ?? .zero
            // Under `.pixel` the difference goes back onto the grid (PixelRounding: one double per length).
            let frame =
                rounding == .pixel
                ? PixelRounding.relative(rect, to: parentOrigin, scale: scale)
                : cleaned(
                    Rect(x: rect.x - parentOrigin.x, y: rect.y - parentOrigin.y, width: rect.width, height: rect.height)
                )
            frames.append((system.document.views[index].id, frame))
        }
        return frames
    }

    /// Frames the solver could not give a number (multipliers compounding past double range):
    /// JSON writes them as null, so they are named by an error rather than passed off as frames.
    static func nonFiniteFrames(_ frames: [(id: String, frame: Rect)]) -> [Diagnostic] {
        let views = frames.filter {
            !($0.frame.x.isFinite && $0.frame.y.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite)
        }
        guard !views.isEmpty else { return [] }
        return [
            Diagnostic(
                severity: .error, code: DiagnosticCode.invalidNumber,
                message:
                    "The frames of \(views.map(\.id).joined(separator: ", ")) are not finite: the constraints' multipliers compound beyond the range of numbers.",
                fields: [("views", .array(views.map { .string($0.id) }))])
        ]
    }
}
