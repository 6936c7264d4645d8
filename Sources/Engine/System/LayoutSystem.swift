import Document
import Geometry

/// One target's system before solving: which views are installed, the solver variables (four per
/// installed view — minX and minY relative to its superview, width, height — plus width and
/// height of each scroll view's content area), the items constraints can name, and the
/// constraints.
///
/// Items are in window coordinates: a view's minX is the form `Σ minX` over it and its
/// ancestors, so a constraint between any two views is a plain linear relation, whatever their
/// places in the tree, and the ancestors they share cancel out of it. Variables are relative so
/// that what happens inside a subtree does not name where the subtree is: a cell's subviews are
/// constrained to the cell, not to the cell's place in a list, and the presolve can take the
/// list's positions out of the solve (`SolverRun`). Frames are read back as window rectangles,
/// rounded, then made relative to the superview. A scroll view's content area starts at the
/// scroll view's origin (content offset zero) with its own size variables.
public struct LayoutSystem: Sendable {
    /// What is fixed once the system is made — the document, the target's geometry, which views
    /// are installed — read in place (`_read`) behind one reference. A system is copied into its
    /// solver run and its solved pass, and its second-pass variant starts as a copy; copying
    /// these fields themselves cost a retain and a release per string and array each time.
    private var shared: Shared

    private final class Shared: Sendable {
        let document: LayoutDocument
        let geometry: TargetGeometry
        let installed: [Bool]
        let installedViews: [Int]
        let frameVariables: [Int]

        init(
            document: LayoutDocument, geometry: TargetGeometry, installed: [Bool], installedViews: [Int],
            frameVariables: [Int]
        ) {
            self.document = document
            self.geometry = geometry
            self.installed = installed
            self.installedViews = installedViews
            self.frameVariables = frameVariables
        }
    }

    public var document: LayoutDocument { _read { yield shared.document } }
    public var geometry: TargetGeometry { _read { yield shared.geometry } }
    /// Per document view: installed for this target (its `installed` matches and its parent is).
    public var installed: [Bool] { _read { yield shared.installed } }
    /// Document indices of installed views, in document order.
    public var installedViews: [Int] { _read { yield shared.installedViews } }
    /// Per document view: the first of its four variables (its own minX; then minY, width,
    /// height), -1 when not installed.
    public var frameVariables: [Int] { _read { yield shared.frameVariables } }
    /// How many solver variables the system has (`variableNames`).
    public private(set) var variableCount = 0
    /// Items by document view index (nil: not installed). Arrays, not dictionaries: they are
    /// read for every end of every constraint.
    public private(set) var viewItems: [LayoutItem?]
    /// Scroll views' content areas by document view index (nil for other views).
    public private(set) var contentItems: [LayoutItem?]
    public var constraints: [ResolvedConstraint] = []
    public var diagnostics: [Diagnostic] = []
    /// Views whose baselines a constraint reads (`form(_:_:)`): a label's baselines move with its
    /// wrap width, so such constraints change on the second label pass.
    var baselinesRead: Set<Int> = []
    /// Where the intrinsic-size constraints, added last, start in `constraints`.
    var intrinsicStart: Int?
    /// What each document entry resolved (groups' members, in the order added): a later target
    /// of the same traits copies the entries that did not read the geometry
    /// (`addDocumentConstraints(reusing:)`).
    var entryRecords: [EntryRecord] = []
    /// Set while resolving an entry when one of its forms reads the target's geometry.
    var readsGeometry = false

    struct EntryRecord {
        var constraints: Range<Int>
        var diagnostics: Range<Int>
        var readsGeometry: Bool
    }

    /// Steps 1–2 of the spine: install views for the target's traits and allocate variables.
    /// `wrapWidths`: the solved widths multi-line labels wrap at on the second pass.
    public init(document: LayoutDocument, geometry: TargetGeometry, wrapWidths: [Int: Double] = [:]) {
        var installed = Array(repeatElement(false, count: document.views.count))
        var installedViews: [Int] = []
        var frameVariables = Array(repeatElement(-1, count: document.views.count))
        viewItems = Array(repeatElement(nil, count: document.views.count))
        contentItems = viewItems
        // By index, not `enumerated()`: each view is read in place rather than copied whole.
        let views = document.views
        installedViews.reserveCapacity(views.count)
        for index in views.indices {
            let parentInstalled = views[index].parent.map { installed[$0] } ?? true
            installed[index] = parentInstalled && (views[index].installed?.matches(geometry.subject) ?? true)
            guard installed[index] else { continue }
            installedViews.append(index)
            let base = variableCount
            variableCount += 4
            frameVariables[index] = base
            // Relative to the superview (a scroll view's content area starts at its origin).
            var x = LinearForm(variable: base), y = LinearForm(variable: base + 1)
            if let parentIndex = views[index].parent, let parent = viewItems[parentIndex] {
                x = parent.x + x
                y = parent.y + y
            }
            let item = LayoutItem(
                name: views[index].id, x: x, y: y,
                width: LinearForm(variable: base + 2), height: LinearForm(variable: base + 3),
                margins: index == 0 ? geometry.rootLayoutMargins : (views[index].layoutMargins ?? EdgeInsets(all: 8)),
                baselines: TextSizing.baselines(of: views, index, wrapWidth: wrapWidths[index]),
                ownerView: index, isView: true, alignmentInsets: views[index].alignmentRectInsets)
            viewItems[index] = item
            if views[index].kind == .scroll {
                let contentBase = variableCount
                variableCount += 2
                contentItems[index] = LayoutItem(
                    name: "\(views[index].id).contentLayoutGuide", x: item.x, y: item.y,
                    width: LinearForm(variable: contentBase),
                    height: LinearForm(variable: contentBase + 1),
                    margins: .zero, baselines: nil, ownerView: index, isView: false)
            }
        }
        shared = Shared(
            document: document, geometry: geometry, installed: installed, installedViews: installedViews,
            frameVariables: frameVariables)
    }

    /// Steps 1–2 for a target of `base`'s traits (`sharesInstallation(_:with:)`): the same
    /// views are installed with the same variables and items, so they are `base`'s; only the
    /// root's margins and guides, which come from the target's geometry, are made afresh. No
    /// constraints yet. Both are first-pass systems (no wrap widths).
    init(reshaping base: LayoutSystem, geometry: TargetGeometry) {
        self = base
        shared = Shared(
            document: base.document, geometry: geometry, installed: base.installed,
            installedViews: base.installedViews, frameVariables: base.frameVariables)
        constraints = []
        diagnostics = []
        baselinesRead = []
        intrinsicStart = nil
        entryRecords = []
        if let root = base.viewItems.first ?? nil {
            let reshaped = root.with(margins: geometry.rootLayoutMargins)
            viewItems[0] = reshaped
        }
    }

    /// True when a target of `geometry` installs the same views and matches the same constraint
    /// groups as `base`'s: the same traits, devices aside, and no condition of the document
    /// names a device. `hasDeviceConditions`: the document's, when the caller has it already (a
    /// request's targets ask it once; it walks every view and entry).
    static func sharesInstallation(
        _ geometry: TargetGeometry, with base: LayoutSystem, hasDeviceConditions: Bool? = nil
    ) -> Bool {
        geometry.subject.hasTraits(of: base.geometry.subject)
            && !(hasDeviceConditions ?? base.document.hasDeviceConditions)
    }

    /// The root view's guide `guide` (docs/document-format.md §3: one of `rootGuideNames`), as a
    /// rectangle tied to the root's variables, its item called `name` (the guide's own name
    /// unless given); nil for other names or when the root is not installed. Made when a
    /// constraint names it: most documents use one or two of the six.
    func rootGuide(_ guide: String, named name: String? = nil) -> LayoutItem? {
        guard let root = viewItems.first ?? nil else { return nil }
        let bounds = geometry.bounds
        let frame: Rect
        switch guide {
        case "topLayoutGuide": frame = Rect(x: 0, y: 0, width: bounds.width, height: geometry.topLayoutGuideLength)
        case "bottomLayoutGuide":
            frame = Rect(
                x: 0, y: bounds.height - geometry.bottomLayoutGuideLength,
                width: bounds.width, height: geometry.bottomLayoutGuideLength)
        case "safeArea": frame = bounds.inset(by: geometry.safeAreaInsets)
        case "margins": frame = bounds.inset(by: geometry.rootLayoutMargins)
        case "readableContent": frame = geometry.readableContent
        case "keyboard": frame = geometry.keyboard
        default: return nil
        }
        return LayoutItem.guide(name ?? guide, of: root, ownerView: 0, frame: frame)
    }

    /// Names of the variables, by index (`avatar.minX`), for debugging and the incremental
    /// session's solver: made when asked, in the order `init` numbers the variables.
    /// - Complexity: O(installed views).
    public var variableNames: [String] {
        var names: [String] = []
        names.reserveCapacity(variableCount)
        for index in installedViews {
            let view = document.views[index]
            for part in ["minX", "minY", "width", "height"] { names.append("\(view.id).\(part)") }
            if view.kind == .scroll { names += ["\(view.id).contentWidth", "\(view.id).contentHeight"] }
        }
        return names
    }

    /// `item.form(attribute)` for a constraint being built, noting a read of a view's baselines
    /// or of the target's geometry.
    mutating func form(_ item: LayoutItem, _ attribute: Attribute) -> LinearForm {
        if attribute == .firstBaseline || attribute == .lastBaseline, item.baselines != nil {
            baselinesRead.insert(item.ownerView)
        }
        // The root's guides and margins are the target's (safe area, layout guides, margins…).
        if item.ownerView == 0, !item.isView || attribute.isMargin { readsGeometry = true }
        return item.form(attribute, direction: geometry.layoutDirection)
    }

    /// The system of the second label pass derived from this first-pass one, equal to building it
    /// afresh with `wrapWidths`: only the wrapped labels' baselines and intrinsic-size
    /// constraints depend on the wrap widths; every other view's intrinsic constraints are this
    /// pass's. Nil when a constraint reads a wrapped label's baselines (it must be rebuilt) or the
    /// intrinsic constraints were not added last.
    /// - Complexity: O(views + intrinsic constraints), against a rebuild's O(document).
    func rewrapped(_ wrapWidths: [Int: Double], measured: IntrinsicSizeMemo? = nil) -> LayoutSystem? {
        guard let intrinsicStart, wrapWidths.keys.allSatisfy({ !baselinesRead.contains($0) }) else { return nil }
        var system = self
        for (index, width) in wrapWidths {
            system.viewItems[index] = viewItems[index]?.with(
                baselines: TextSizing.baselines(of: document.views, index, wrapWidth: width))
        }
        // One array, made here and only grown in place: the copy of `self` shares this pass's
        // buffer, and an array built aside and assigned stays shared with its local until the
        // first append, which then copies every constraint again.
        system.constraints = []
        system.constraints.reserveCapacity(constraints.count)
        system.constraints += constraints[..<intrinsicStart]
        // Each view's intrinsic constraints are one run naming it alone, in installed order.
        var cursor = intrinsicStart
        for index in installedViews where index != 0 {
            var end = cursor
            while end < constraints.count, constraints[end].views.first == index { end += 1 }
            if let width = wrapWidths[index] {
                system.addIntrinsicConstraints(of: index, wrapWidth: width, measured: measured)
            } else {
                system.constraints += constraints[cursor..<end]
            }
            cursor = end
        }
        if cursor != constraints.count {
            // Not one run per view as `addIntrinsicConstraints` leaves them: make them all again.
            system.constraints.removeSubrange(intrinsicStart...)
            system.addIntrinsicConstraints(wrapWidths: wrapWidths, measured: measured)
        }
        return system
    }
}
