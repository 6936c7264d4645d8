import Geometry
import JSON
import Primitives
import Text

/// Decodes the view tree into document order, checking ids (syntax, uniqueness), the view and
/// depth limits, and every key of docs/document-format.md §2. O(views × keys).
struct ViewTreeDecoder {
    let limits: LayoutLimits
    private(set) var views: [ViewSpec] = []
    private(set) var index: [String: Int] = [:]
    private var reportedViewLimit = false
    /// The tree stops, cut short, once the request's budget is exhausted.
    private var poll = BudgetPoll()

    init(limits: LayoutLimits) { self.limits = limits }

    static let keys = [
        "id", "kind", "subviews", "translatesAutoresizingMaskIntoConstraints", "frame", "autoresizingMask",
        "autoresizesSubviews", "intrinsicContentSize", "image", "text", "font", "numberOfLines",
        "preferredMaxLayoutWidth", "contentHuggingPriority", "contentCompressionResistancePriority",
        "layoutMargins", "alignmentRectInsets", "hidden", "installed", "customClass",
        "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement", "fitting"
    ]
    /// The keys only a stack view takes.
    static let stackKeys = ["axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement"]

    mutating func decode(
        _ value: JSONValue, at location: PointerLocation, parent: Int?, depth: Int, _ reader: inout JSONReader
    ) {
        guard views.count < limits.maxViews else {
            if !reportedViewLimit {
                reader.report(
                    location.pointer, "too many views: the limit is \(limits.maxViews) (\(LayoutLimits.maxViewsFlag))")
            }
            reportedViewLimit = true
            return
        }
        guard depth < limits.maxDepth else {
            reader.report(
                location.pointer, "the view tree is nested too deeply: the limit is \(limits.maxDepth) levels")
            return
        }
        guard let members = reader.object(value, at: location.pointer, allowed: Self.keys, what: "a view (an object)")
        else { return }
        func member(_ key: String) -> JSONValue? { JSONValue.member(key, of: members) }

        var id = ""
        if let value = member("id") {
            func at() -> String { location.pointer.appendingPointer("id") }
            if let text = reader.string(value, at: at()) {
                if !LayoutDocument.isViewId(text) {
                    reader.report(
                        at(),
                        "view ids must match [A-Za-z0-9_-][A-Za-z0-9_#-]* (and [A-Za-z_][A-Za-z0-9_]* to appear in VFL or expressions); found \"\(text)\""
                    )
                } else if let first = index[text] {
                    reader.report(at(), "duplicate view id \"\(text)\" (first used at \(views[first].pointer))")
                } else {
                    id = text
                }
            }
        } else {
            reader.missingKey(location.pointer, "id")
        }
        var kind = ViewKind.view
        if let value = member("kind") {
            // A known kind is read directly; only a wrong one needs the list of kinds (to report).
            if case .string(let text) = value, let known = ViewKind(rawValue: text) {
                kind = known
            } else if let text = reader.choice(
                value, at: location.pointer.appendingPointer("kind"), ViewKind.allCases.map(\.rawValue))
            {
                kind = ViewKind(rawValue: text) ?? .view
            }
        }
        // The view is added first and its properties decoded in place: a view is too large to
        // build apart and copy into the list.
        let selfIndex = views.count
        views.append(ViewSpec(id: id, kind: kind, location: location, parent: parent, depth: depth))
        for position in members.indices {
            let key = members[position].key
            guard !key.isKey("id") && !key.isKey("kind") && !key.isKey("subviews") else { continue }
            Self.decodeProperty(
                key, members[position].value, at: location.pointer.appendingPointer(key), into: &views[selfIndex],
                &reader)
        }
        if views[selfIndex].stack == nil, kind == .stack { views[selfIndex].stack = StackSpec() }
        if kind != .stack, let key = Self.stackKeys.first(where: { member($0) != nil }) {
            reader.report(location.pointer.appendingPointer(key), "\"\(key)\" applies only to views of kind \"stack\"")
        }

        if parent == nil, member("installed") != nil {
            reader.report(location.pointer.appendingPointer("installed"), "the root view is installed for every target")
        }
        if !id.isEmpty { index[id] = selfIndex }
        if let value = member("subviews"),
            let children = reader.array(value, at: location.pointer.appendingPointer("subviews"))
        {
            // Room for the children at once, still growing geometrically for a deep tree.
            let needed = views.count + children.count
            if views.capacity < needed { views.reserveCapacity(Swift.max(needed, 2 * views.capacity)) }
            if index.capacity < needed { index.reserveCapacity(Swift.max(needed, 2 * index.capacity)) }
            views[selfIndex].subviews.reserveCapacity(children.count)
            let subviews = location.pointer(appending: "/subviews")  // shared by the children's locations
            for (position, child) in children.enumerated() where !poll.shouldStop() {
                let childIndex = views.count
                decode(
                    child, at: PointerLocation(list: subviews, position: position),
                    parent: selfIndex, depth: depth + 1, &reader)
                if views.count > childIndex { views[selfIndex].subviews.append(childIndex) }
            }
        }
    }

    private static func decodeProperty(
        _ key: String, _ value: JSONValue, at pointer: @autoclosure () -> String,
        into view: inout ViewSpec, _ reader: inout JSONReader
    ) {
        switch key {
        case "translatesAutoresizingMaskIntoConstraints":
            view.translatesAutoresizingMaskIntoConstraints = reader.bool(value, at: pointer())
        case "frame":
            if let numbers = Self.numbers(value, at: pointer(), ["x", "y", "width", "height"], &reader) {
                view.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
        case "autoresizingMask":
            view.autoresizingMask = AutoresizingMask.decode(value, at: pointer(), &reader) ?? []
        case "autoresizesSubviews":
            view.autoresizesSubviews = reader.bool(value, at: pointer()) ?? true
        case "intrinsicContentSize":
            guard let members = reader.object(value, at: pointer(), allowed: ["width", "height"]) else { return }
            var size = IntrinsicSizeOverride(width: nil, height: nil)
            for (axis, value) in members where value != .null {
                let number = reader.number(value, at: pointer().appendingPointer(axis), min: 0)
                if axis == "width" { size.width = number } else if axis == "height" { size.height = number }
            }
            view.intrinsicContentSize = size
        case "image":
            if let numbers = Self.numbers(value, at: pointer(), ["width", "height"], &reader, min: 0) {
                view.image = Size(width: numbers[0], height: numbers[1])
            }
        case "text":
            view.text = reader.string(value, at: pointer())
        case "customClass":
            view.customClass = reader.string(value, at: pointer())
        case "font":
            guard let members = reader.object(value, at: pointer(), allowed: ["size", "weight", "leading"]) else {
                return
            }
            var font = FontSpec(size: view.kind == .button ? Font.buttonDefault.size : Font.labelDefault.size)
            for (name, value) in members {
                func at() -> String { pointer().appendingPointer(name) }
                if name == "size", let size = reader.number(value, at: at(), min: 1, max: 1000) { font.size = size }
                if name == "leading", let leading = reader.number(value, at: at(), min: -1000, max: 1000) {
                    font.leading = leading
                }
                if name == "weight", let weight = reader.choice(value, at: at(), FontWeight.allCases.map(\.rawValue)) {
                    font.weight = weight
                }
            }
            view.font = font
        case "numberOfLines":
            if let number = reader.number(value, at: pointer(), min: 0, max: 100_000) {
                if number == number.rounded() {
                    view.numberOfLines = Int(number)
                } else {
                    reader.report(pointer(), "expected an integer")
                }
            }
        case "preferredMaxLayoutWidth":
            view.preferredMaxLayoutWidth = reader.number(value, at: pointer(), min: 0)
        case "contentHuggingPriority", "contentCompressionResistancePriority":
            guard let members = reader.object(value, at: pointer(), allowed: ["horizontal", "vertical"]) else { return }
            var pair =
                key == "contentHuggingPriority"
                ? view.contentHuggingPriority : view.contentCompressionResistancePriority
            for (axis, value) in members {
                guard let number = reader.number(value, at: pointer().appendingPointer(axis), min: 1, max: 1000) else {
                    continue
                }
                if axis == "horizontal" {
                    pair.horizontal = LayoutPriority(number)
                } else {
                    pair.vertical = LayoutPriority(number)
                }
            }
            if key == "contentHuggingPriority" {
                view.contentHuggingPriority = pair
            } else {
                view.contentCompressionResistancePriority = pair
            }
        case "layoutMargins", "alignmentRectInsets":
            if let numbers = Self.numbers(value, at: pointer(), ["top", "left", "bottom", "right"], &reader) {
                let insets = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
                if key == "layoutMargins" { view.layoutMargins = insets } else { view.alignmentRectInsets = insets }
            }
        case "hidden":
            view.hidden = reader.bool(value, at: pointer()) ?? false
        case "installed":
            view.installed = Condition.decode(value, at: pointer(), &reader)
        case "fitting":
            view.fitting = FittingRequest.decode(value, at: pointer(), &reader)
        case "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement":
            var stack = view.stack ?? StackSpec()
            switch key {
            case "axis": stack.axis = reader.choice(value, at: pointer(), StackSpec.axes) ?? stack.axis
            case "distribution":
                stack.distribution = reader.choice(value, at: pointer(), StackSpec.distributions) ?? stack.distribution
            case "alignment":
                stack.alignment = reader.choice(value, at: pointer(), StackSpec.alignments) ?? stack.alignment
            case "spacing": stack.spacing = reader.number(value, at: pointer()) ?? stack.spacing
            default: stack.isLayoutMarginsRelativeArrangement = reader.bool(value, at: pointer()) ?? false
            }
            view.stack = stack
        default:
            break
        }
    }

    /// An object with exactly the numeric `keys` (all required), in that order.
    static func numbers(
        _ value: JSONValue, at pointer: @autoclosure () -> String, _ keys: [String], _ reader: inout JSONReader,
        min: Double? = nil
    ) -> [Double]? {
        guard let members = reader.object(value, at: pointer(), allowed: keys) else { return nil }
        var result: [Double] = []
        for key in keys {
            guard let value = JSONValue.member(key, of: members) else {
                reader.missingKey(pointer(), key)
                continue
            }
            if let number = reader.number(value, at: pointer().appendingPointer(key), min: min) {
                result.append(number)
            }
        }
        return result.count == keys.count ? result : nil
    }
}
