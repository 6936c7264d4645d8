import Geometry

extension ViewImporter {
    /// UIKit's default layout margins of a view that is not a controller's root.
    static let defaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// A table cell content view's top and bottom layout margins since iOS 11.
    static let cellContentVerticalMargin: Double = 11
    /// The first Xcode build (Xcode 9, iOS 11) whose cells take their side margins from the table.
    static let cellMarginsFromTable = 13000

    /// The `layoutMargins` a view gets in the document, or nil for the default. A view's own
    /// (`layoutMargins`, or `directionalLayoutMargins` read left to right) comes first;
    /// `preservesSuperviewLayoutMargins` is settled here from the stored frames, as UIKit settles
    /// it at layout: on each side where the view lies within its superview's margin, its margin
    /// grows to reach the superview's. The root's come from the canvas, without the safe area when
    /// `insetsLayoutMarginsFromSafeArea="NO"`. Records each view's effective margins for its
    /// subviews. O(1).
    mutating func layoutMargins(_ element: XMLElement, id: String, parent: String?, isRoot: Bool) -> EdgeInsets? {
        var own: EdgeInsets?
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            own = EdgeInsets(
                top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
        } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            own = EdgeInsets(
                top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0,
                bottom: insets.number("bottom") ?? 0, right: insets.number("trailing") ?? 0)
        }
        if element.flag("layoutMarginsFollowReadableWidth") {
            warn(id, element.name, "layoutMarginsFollowReadableWidth is not modelled: the margins are the view's own")
        }
        if isRoot {
            var root = rootMargins
            if element.name == "tableViewCell", file.toolsVersion < Self.cellMarginsFromTable {
                // Before iOS 11 (Xcode 9) a cell kept UIView's default margins, and its content
                // view, which preserves them, the same 8 points.
                root = Self.defaultMargins
            }
            if element["insetsLayoutMarginsFromSafeArea"] == "NO" {
                root.top = 0
                root.bottom = 0
                own = own ?? root
            }
            margins[id] = own ?? root
            return own
        }
        var effective = own ?? Self.defaultMargins
        if own == nil, file.toolsVersion >= Self.cellMarginsFromTable, isTableCellContent(element, parent: parent),
            let frame = frames[id]
        {
            // Since iOS 11 (Xcode 9), a table cell's content view takes the table's side margins
            // (16 points; 20 from 414 points wide, on the screen or on the cell, and on a device
            // with a home indicator) and 11 points above and below.
            let side = frame.width >= 414 || homeIndicator ? 20 : sideMargin
            effective.left = side
            effective.right = side
            effective.top = Self.cellContentVerticalMargin
            effective.bottom = Self.cellContentVerticalMargin
            own = effective
        }
        if element.flag("preservesSuperviewLayoutMargins"), let parent, let outer = margins[parent],
            let frame = frames[id], let bounds = frames[parent]
        {
            effective.left = max(effective.left, outer.left - frame.x)
            effective.right = max(effective.right, outer.right - (bounds.width - frame.x - frame.width))
            effective.top = max(effective.top, outer.top - frame.y)
            effective.bottom = max(effective.bottom, outer.bottom - (bounds.height - frame.y - frame.height))
            own = effective
        }
        margins[id] = effective
        return own
    }

    /// A `tableViewCellContentView`, or a cell's `contentView` of an older file.
    func isTableCellContent(_ element: XMLElement, parent: String?) -> Bool {
        element.name == "tableViewCellContentView"
            || (element["key"] == "contentView" && parent.map { cells.contains($0) } == true)
    }
}
