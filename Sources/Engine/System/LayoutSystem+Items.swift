import Document

/// Step 3a: item names → items.
extension LayoutSystem {
    public enum ItemLookup {
        case item(LayoutItem)
        /// A view of the document that this target does not install: constraints naming it are
        /// left out silently, as Interface Builder's per-size-class "installed" does.
        case notInstalled
        case unknown(String)
    }

    public static let rootGuideNames = [
        "topLayoutGuide", "bottomLayoutGuide", "safeArea", "margins", "readableContent", "keyboard"
    ]
    public static let viewGuideNames = ["safeArea", "margins", "contentLayoutGuide", "frameLayoutGuide"]

    /// Resolves a view id, a root guide name, or `<viewId>.<guide>`. A view id comes first: a
    /// view named like a root guide shadows it, and `<rootId>.<guide>` (`root.keyboard`) still
    /// names the guide (docs/document-format.md §3). O(views) at worst.
    public func lookup(_ name: String) -> ItemLookup {
        // A plain view id, the common case, without splitting: ids are identifiers (no dot).
        if let viewIndex = viewIndex(of: name) {
            guard installed[viewIndex], let item = viewItems[viewIndex] else { return .notInstalled }
            return .item(item)
        }
        if let guide = rootGuide(name) { return .item(guide) }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let viewIndex = viewIndex(of: parts[0]) else {
            return .unknown(
                "\"\(parts[0])\" is not a view id or a guide (\(Self.rootGuideNames.joined(separator: ", ")))")
        }
        guard installed[viewIndex], let item = viewItems[viewIndex] else { return .notInstalled }
        guard parts.count > 1 else { return .item(item) }
        guard parts.count == 2 else {
            return .unknown("\"\(name)\" is not an item: write a view id, a guide, or <view>.<guide>")
        }
        let view = document.views[viewIndex]
        if viewIndex == 0, Self.rootGuideNames.contains(parts[1]) {
            // Named as written when a view takes the bare name, so descriptions tell them apart.
            let shadowed = self.viewIndex(of: parts[1]) != nil
            return rootGuide(parts[1], named: shadowed ? name : parts[1]).map(ItemLookup.item) ?? .notInstalled
        }
        switch parts[1] {
        case "safeArea":
            // Only the root view's safe area is modelled; a subview's is its bounds.
            return .item(item.asGuide(named: name))
        case "margins":
            return .item(item.inset(by: item.margins, name: name))
        case "contentLayoutGuide" where view.kind == .scroll:
            return contentItems[viewIndex].map(ItemLookup.item) ?? .unknown("\"\(name)\" has no content area")
        case "frameLayoutGuide" where view.kind == .scroll:
            return .item(item.asGuide(named: name))
        case "contentLayoutGuide", "frameLayoutGuide":
            return .unknown("\"\(parts[1])\" exists only on scroll views; \"\(parts[0])\" is a \(view.kind.rawValue)")
        default:
            return .unknown(
                "\"\(parts[1])\" is not a guide of \"\(parts[0])\"; expected one of: \(Self.viewGuideNames.joined(separator: ", "))"
            )
        }
    }

    /// The index of the view with id `name` (`document.viewIndex`). A document of a few views
    /// compares the ids in turn, which costs less than hashing the name; ids are unique and
    /// never empty once decoded. O(1) on average, O(views) up to `linearLookupLimit` views.
    func viewIndex(of name: String) -> Int? {
        let views = document.views
        guard views.count <= Self.linearLookupLimit else { return document.viewIndex[name] }
        guard !name.isEmpty else { return nil }
        for index in views.indices where views[index].id == name { return index }
        return nil
    }

    static let linearLookupLimit = 8

    /// True when `view` is a strict descendant of `ancestor`. O(depth).
    public func isDescendant(_ view: Int, of ancestor: Int) -> Bool {
        var current = document.views[view].parent
        while let index = current {
            if index == ancestor { return true }
            current = document.views[index].parent
        }
        return false
    }

    /// UIKit's scroll-view rule (docs/engine.md, "Coordinates and the scroll-view seam"): a scroll view's edges, related to one of its own
    /// descendants, mean its content area; its size and centre keep meaning its frame.
    public func applyingScrollRule(_ item: LayoutItem, _ attribute: Attribute, other: LayoutItem?) -> LayoutItem {
        guard item.isView, let content = contentItems[item.ownerView], let other,
            !attribute.isSize, attribute != .centerX, attribute != .centerY,
            isDescendant(other.ownerView, of: item.ownerView)
        else { return item }
        return content
    }

    /// Per variable, whether a constraint other than a size's own `>= 0` bound names it: the bound
    /// leaves the size free upwards, and the solve may have left it out (`SystemSolver.solve`).
    /// Written and read through buffers: subscripting the arrays checks uniqueness at every write
    /// and retains every constraint's terms to iterate them. O(terms).
    func variablesMentioned() -> [Bool] {
        var mentioned = [Bool](repeatElement(false, count: variableCount))
        mentioned.withUnsafeMutableBufferPointer { mentioned in
            constraints.withUnsafeBufferPointer { constraints in
                for index in constraints.indices where constraints[index].origin != .sizeBound {
                    constraints[index].expression.terms.withUnsafeBufferPointer { terms in
                        for term in terms where term.variable < mentioned.count { mentioned[term.variable] = true }
                    }
                }
            }
        }
        return mentioned
    }
}
