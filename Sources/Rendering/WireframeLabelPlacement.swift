import Geometry

/// Where a panel's ids go so that none overprints another text: each id is a box, placed in
/// turn at the first of its candidate positions that no box placed or occupied before it
/// touches, or left out when every candidate is taken (the view's tooltip still names it).
/// Fixed texts (bar names, the keyboard's, every view's own text lines) are occupied first,
/// then each view's id is placed in document order, so a superview keeps the top-left corner it
/// shares with its first subview and the subview's name moves beside or below it.
///
/// Keeps true: no placed box intersects a box placed or occupied before it. Boxes are filed in a grid of cells over the
/// panel's canvas, so a candidate is checked only against the boxes of the cells it covers:
/// O(cells covered) per check, and a box covers at most its length / `cellWidth` + 1 columns of
/// the canvas; a panel costs O(texts × candidates + total text length).
struct WireframeLabelPlacement {
    static let cellWidth = 64.0
    static let cellHeight = 16.0

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    /// The part of the plane boxes are filed over; what lies outside it is never drawn (it is
    /// clipped or off the canvas), so it takes no room.
    let bounds: Rect
    private var boxes: [Rect] = []
    /// Cell → indices into `boxes`; only read by key, never iterated, so its order is irrelevant.
    private var cells: [Cell: [Int]] = [:]

    init(bounds: Rect) {
        self.bounds = bounds
    }

    /// The first of `candidates` that no placed box intersects, now placed; nil when none is free.
    mutating func place(_ candidates: [Rect]) -> Rect? {
        guard let free = candidates.first(where: isFree) else { return nil }
        occupy(free)
        return free
    }

    /// True when no placed box intersects `rect`.
    func isFree(_ rect: Rect) -> Bool {
        guard let clipped = visible(rect) else { return true }
        var free = true
        forEachCell(of: clipped) { cell in
            guard free, let filed = cells[cell] else { return }
            free = !filed.contains { Self.intersects(boxes[$0], clipped) }
        }
        return free
    }

    /// Files `rect` as taken.
    mutating func occupy(_ rect: Rect) {
        guard let clipped = visible(rect) else { return }
        let index = boxes.count
        boxes.append(clipped)
        forEachCell(of: clipped) { cells[$0, default: []].append(index) }
    }

    /// The right edge of the placed boxes `rect` intersects, if any: where a text that must stay
    /// on `rect`'s line can start.
    func rightEdgeOfBoxes(intersecting rect: Rect) -> Double? {
        guard let clipped = visible(rect) else { return nil }
        var edge: Double?
        forEachCell(of: clipped) { cell in
            for index in cells[cell] ?? [] where Self.intersects(boxes[index], clipped) {
                edge = max(edge ?? -Double.infinity, boxes[index].maxX)
            }
        }
        return edge
    }

    /// `rect ∩ bounds`, nil when empty or not finite.
    private func visible(_ rect: Rect) -> Rect? {
        let minX = max(rect.minX, bounds.minX), maxX = min(rect.maxX, bounds.maxX)
        let minY = max(rect.minY, bounds.minY), maxY = min(rect.maxY, bounds.maxY)
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite, minX < maxX, minY < maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func forEachCell(of rect: Rect, _ body: (Cell) -> Void) {
        let firstColumn = Int(((rect.minX - bounds.minX) / Self.cellWidth).rounded(.down))
        let lastColumn = Int(((rect.maxX - bounds.minX) / Self.cellWidth).rounded(.down))
        let firstRow = Int(((rect.minY - bounds.minY) / Self.cellHeight).rounded(.down))
        let lastRow = Int(((rect.maxY - bounds.minY) / Self.cellHeight).rounded(.down))
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn { body(Cell(column: column, row: row)) }
        }
    }

    /// Open intersection: boxes that only touch do not overprint.
    static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
