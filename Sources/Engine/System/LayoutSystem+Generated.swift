import Document
import Geometry
import JSON
import Primitives

/// Step 3d: constraints the system generates, as UIKit does: the root view's size from the
/// target, content size (hugging / compression resistance) from intrinsic sizes,
/// autoresizing-mask constraints for views that translate their masks, and sizes never below 0.
extension LayoutSystem {
    /// The root fills the screen: UIKit's `UIView-Encapsulated-Layout-*` constraints.
    public mutating func addRootConstraints() {
        guard let root = viewItems.first ?? nil else { return }
        let rootId = document.root.id
        let screen = geometry.screen
        let views = ConstraintViews(0)
        for (edge, form, value) in [
            (0, root.x, 0.0), (1, root.y, 0.0), (2, root.width, screen.width), (3, root.height, screen.height)
        ] {
            constraints.append(
                ResolvedConstraint(
                    label: .encapsulated(edge: edge, root: rootId, value: value), origin: .encapsulated,
                    source: nil, sourceRange: nil, expression: form - value, relation: .equal, priority: .required,
                    views: views))
        }
    }

    /// `width >= 0` and `height >= 0`, required, for every installed view and every scroll
    /// view's content area (`contentLayoutGuide`, whose size is the content size). UIKit's engine
    /// keeps sizes non-negative without listing a constraint for it — `view.width == -16` alone is
    /// a conflict there (fulldecent/FDTake#122) — so a layout that needs a negative size is a
    /// conflict here too, never a frame with a negative size. In system order they come after the
    /// document's and the other generators' constraints, before the intrinsic ones (which stay
    /// last for `rewrapped`); the solve adds them first (`SolverRun.pass`). Intrinsic sizes
    /// need no bound of their own (the document's are ≥ 0, text's and images' too), nor does a
    /// stack's spacing: Apple documents a negative spacing as overlap.
    /// - Complexity: O(installed views).
    public mutating func addSizeBounds() {
        for index in installedViews {
            guard let item = viewItems[index] else { continue }
            addSizeBounds(of: item, named: document.views[index].id, view: index)
            if let content = contentItems[index] { addSizeBounds(of: content, named: content.name, view: index) }
        }
    }

    private mutating func addSizeBounds(of item: LayoutItem, named name: String, view: Int) {
        addSizeBound(item.width, named: name, isWidth: true, view: view)
        addSizeBound(item.height, named: name, isWidth: false, view: view)
    }

    private mutating func addSizeBound(_ size: LinearForm, named name: String, isWidth: Bool, view: Int) {
        constraints.append(
            ResolvedConstraint(
                label: .sizeBound(item: name, isWidth: isWidth), origin: .sizeBound, source: nil, sourceRange: nil,
                expression: size, relation: .greaterThanOrEqual, priority: .required, views: ConstraintViews(view)))
    }

    /// Two inequalities per axis with an intrinsic metric: size ≤ intrinsic at the hugging
    /// priority, size ≥ intrinsic at the compression-resistance priority (docs/views.md).
    /// `wrapWidths` holds the widths multi-line labels wrap at on the second pass.
    /// `measured`: the sizes measured for earlier targets of the request, when it has several.
    mutating func addIntrinsicConstraints(wrapWidths: [Int: Double], measured: IntrinsicSizeMemo?) {
        intrinsicStart = constraints.count
        // Polled every 64 views (each may measure a text): as `addDocumentConstraints`.
        var poll = BudgetPoll()
        for (position, index) in installedViews.enumerated() where index != 0 {
            if position & 63 == 63, poll.checkNow() { return }
            addIntrinsicConstraints(of: index, wrapWidth: wrapWidths[index], measured: measured)
        }
    }

    /// One view's content-size constraints: width then height, hugging then compression
    /// resistance, on the alignment rectangle (UIKit's intrinsic size is the alignment rect's).
    mutating func addIntrinsicConstraints(of index: Int, wrapWidth: Double?, measured: IntrinsicSizeMemo?) {
        guard let item = viewItems[index] else { return }
        // Fields read in place rather than through a copy of the whole view.
        let views = document.views
        // A view with no text, no image and no override has no intrinsic size (what
        // `IntrinsicContentSize.of` answers): skipped without copying the view to ask.
        guard views[index].kind.hasText || views[index].kind == .image || views[index].intrinsicContentSize != nil
        else { return }
        let size =
            measured?.size(of: views, index, wrapWidth: wrapWidth, scale: geometry.scale)
            ?? IntrinsicContentSize.of(views, index, wrapWidth: wrapWidth, scale: geometry.scale)
        let hugging = views[index].contentHuggingPriority,
            resistance = views[index].contentCompressionResistancePriority
        if let width = size.width {
            addIntrinsic(
                index, views[index].id, horizontal: true, width, item.form(.width, direction: .leftToRight),
                hugging: hugging.horizontal, resistance: resistance.horizontal)
        }
        if let height = size.height {
            addIntrinsic(
                index, views[index].id, horizontal: false, height, item.form(.height, direction: .leftToRight),
                hugging: hugging.vertical, resistance: resistance.vertical)
        }
    }

    private mutating func addIntrinsic(
        _ index: Int, _ viewId: String, horizontal: Bool, _ value: Double, _ form: LinearForm,
        hugging: LayoutPriority, resistance: LayoutPriority
    ) {
        // Both constraints share one expression (and its storage).
        let expression = form - value
        let views = ConstraintViews(index)
        constraints.append(
            ResolvedConstraint(
                label: .intrinsic(
                    view: viewId, .init(isHorizontal: horizontal, isHugging: true), value: value, priority: hugging),
                origin: .intrinsic, source: nil, sourceRange: nil, expression: expression, relation: .lessThanOrEqual,
                priority: hugging, views: views))
        constraints.append(
            ResolvedConstraint(
                label: .intrinsic(
                    view: viewId, .init(isHorizontal: horizontal, isHugging: false), value: value, priority: resistance),
                origin: .intrinsic, source: nil, sourceRange: nil, expression: expression,
                relation: .greaterThanOrEqual,
                priority: resistance, views: views))
    }

    /// NSAutoresizingMaskLayoutConstraints for every non-root view that translates its mask: per
    /// axis, the superview's size change since design time is shared among the flexible parts
    /// (margins and size) in proportion to their design sizes (equally when those are all zero);
    /// with no flexible part the frame is fixed. Ids `<view>.autoresizing.minX|width|minY|height`.
    public mutating func addAutoresizingConstraints() {
        for index in installedViews where index != 0 {
            // The view is copied only once it is known to translate its mask: most do not.
            guard translatesAutoresizingMask(index), let parentIndex = document.views[index].parent,
                let item = viewItems[index], let parent = viewItems[parentIndex]
            else { continue }
            let view = document.views[index]
            let frame = view.frame ?? .zero
            let design = designSize(of: parentIndex)
            let resizes = document.views[parentIndex].autoresizesSubviews
            let mask = view.autoresizingMask
            let code = Self.maskCode(mask)
            for horizontal in [true, false] {
                let (origin, size, superSize) =
                    horizontal ? (frame.x, frame.width, design.width) : (frame.y, frame.height, design.height)
                let flexible =
                    horizontal
                    ? (
                        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                        mask.contains(.flexibleRightMargin)
                    )
                    : (
                        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                        mask.contains(.flexibleBottomMargin)
                    )
                let parts = [origin, size, superSize - origin - size]
                let flags = [flexible.0, flexible.1, flexible.2]
                let flexibleCount = flags.filter { $0 }.count
                let total = zip(parts, flags).filter(\.1).map(\.0).reduce(0, +)
                func share(_ part: Int) -> Double {
                    guard resizes, flags[part] else { return 0 }
                    return total != 0 ? parts[part] / total : 1 / Double(flexibleCount)
                }
                // Δ = current superview size − design size, as a linear form.
                let delta = (horizontal ? parent.width : parent.height) - superSize
                let originForm =
                    (horizontal ? item.x - parent.x : item.y - parent.y)
                    - (LinearForm(constant: origin) + share(0) * delta)
                let sizeForm = (horizontal ? item.width : item.height) - (LinearForm(constant: size) + share(1) * delta)
                let axisCode = "h=\(code.h) v=\(code.v)"
                for (name, form, value) in [
                    (horizontal ? "minX" : "minY", originForm, origin),
                    (horizontal ? "width" : "height", sizeForm, size)
                ] {
                    constraints.append(
                        ResolvedConstraint(
                            id: "\(view.id).autoresizing.\(name)", origin: .autoresizing,
                            description: "\(axisCode) \(view.id).\(name) == \(JSONReader.numberText(value))",
                            source: nil, sourceRange: nil, expression: form, relation: .equal, priority: .required,
                            views: [index]))
                }
            }
        }
    }

    /// The size a view had at design time: its `frame`, or for the root its `frame`, else the
    /// design target's screen, else the target's screen (so autoresizing views keep their frames).
    private func designSize(of index: Int) -> Size {
        if let frame = document.views[index].frame { return frame.size }
        return index == 0 ? (geometry.designScreen ?? geometry.screen) : .zero
    }

    /// UIKit's log notation: per axis min margin, size, max margin; `-` fixed, `&` flexible. An
    /// axis with no flexible part prints `--&`, as UIKit does: the far margin takes the change.
    static func maskCode(_ mask: AutoresizingMask) -> (h: String, v: String) {
        func code(_ flags: [AutoresizingMask]) -> String {
            flags.contains(where: mask.contains) ? flags.map { mask.contains($0) ? "&" : "-" }.joined() : "--&"
        }
        return (
            code([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]),
            code([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
        )
    }
}
