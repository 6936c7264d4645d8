/// The names a document's VFL strings can use — its view ids, the metric names (an entry's own
/// before the document's) and the layout guides — with what each means. A name the parser reads
/// is found by comparing its bytes, with no string built for it and no hashing, and comes back
/// as the document's own string.
///
/// Keeps true: entries are views in document order, then `extra` metrics, then the document's
/// metrics, then the guides, so the first match of each kind is the one a dictionary lookup in
/// that order finds; `names[i]` is entry `i`'s string. O(names) a lookup, for the few names (up
/// to `LayoutDocument.directScanLimit` views and as many metrics) where scanning costs less
/// than hashing.
struct VisualFormatNames {
    private enum Kind: UInt8 {
        case view, viewWithSuperview, metric, guide
    }

    /// A name's length and its first and last 8 bytes (a name shorter than 8 has them all in
    /// `head`): equal keys are equal names up to 16 bytes; a longer name also compares its bytes.
    private struct Key: Equatable {
        var count: Int
        var head: UInt64
        var tail: UInt64

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            count = bytes.count
            guard let base = bytes.baseAddress.map(UnsafeRawPointer.init), count >= 8 else {
                // Fewer than 8 bytes: all in `head`.
                var word: UInt64 = 0
                for index in 0..<count { word |= UInt64(bytes[index]) << (8 * UInt64(index)) }
                head = word
                tail = 0
                return
            }
            // Two loads that overlap when the name has fewer than 16 bytes, both inside it.
            head = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self))
            tail = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        }
    }

    /// Plain values, so a scan retains nothing.
    private struct Entry {
        var key: Key
        var kind: Kind
        var value: Double
    }

    private var entries: [Entry] = []
    private var names: [String] = []

    init(views: [ViewSpec], extra: [(name: String, value: Double)], metrics: [(name: String, value: Double)]) {
        let count = views.count + extra.count + metrics.count + VisualFormatContext.layoutGuideNames.count
        entries.reserveCapacity(count)
        names.reserveCapacity(count)
        // A view without a valid id has "": no name the parser reads is empty, so it is left out.
        for view in views where !view.id.isEmpty { add(view.id, view.parent == nil ? .view : .viewWithSuperview) }
        for metric in extra { add(metric.name, .metric, metric.value) }
        for metric in metrics { add(metric.name, .metric, metric.value) }
        for guide in VisualFormatContext.layoutGuideNames { add(guide, .guide) }
    }

    private mutating func add(_ name: String, _ kind: Kind, _ value: Double = 0) {
        var name = name
        let key = name.withUTF8 { Key($0) }
        entries.append(Entry(key: key, kind: kind, value: value))
        names.append(name)
    }

    /// What `name` means: its first metric, whether it is a view (or a guide, always an item
    /// here) and whether that has a superview (a guide's is the root). O(entries + name length).
    func resolve(_ name: UnsafeBufferPointer<UInt8>) -> VisualFormatName {
        let key = Key(name)
        var found: Int?
        var metric: Double?
        var view: Kind?
        var isGuide = false
        for index in entries.indices where entries[index].key == key {
            if key.count > 16 && !names[index].utf8.elementsEqual(name) { continue }
            switch entries[index].kind {
            case .view, .viewWithSuperview:
                guard view == nil else { continue }
                view = entries[index].kind
            case .metric:
                guard metric == nil else { continue }
                metric = entries[index].value
            case .guide:
                isGuide = true
            }
            if found == nil { found = index }
        }
        // A view named like a guide is the view (UIKit's views dictionary decides).
        return VisualFormatName(
            name: found.map { names[$0] } ?? String(decoding: name, as: UTF8.self), metric: metric,
            isItem: view != nil || isGuide, hasSuperview: view.map { $0 == .viewWithSuperview } ?? isGuide)
    }
}
