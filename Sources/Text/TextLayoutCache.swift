import Primitives

/// Text layouts already computed, keyed by everything `TextMeasurer.layout` reads: (text, font,
/// line limit, wrap width). Shared by every thread that measures with the system measurer, so
/// the 50 targets of one request (and the two passes and fitting solves of each) measure each
/// (text, font, width) once instead of once per use.
///
/// Keeps true: a hit returns exactly what the measurer would compute (layout is a pure function
/// of the key), so caching never changes output. Bounded: when the stored text passes
/// `capacity` characters (or the entry count passes `capacity / 16`), the cache is emptied and
/// starts again, so no document can make it grow without limit.
/// - Complexity: a lookup is O(text) (hashing) under one lock, held only for the lookup.
public final class TextLayoutCache: Sendable {
    struct Key: Hashable {
        var text: String
        var font: Font
        var numberOfLines: Int
        var width: Double?
    }

    private struct Storage {
        var layouts: [Key: TextLayout] = [:]
        var characters = 0
    }

    private let storage = Locked(Storage())
    private let capacity: Int

    /// `capacity`: characters of text kept before the cache starts again.
    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// The cached layout for the key, else `compute()`'s, stored; nil when `compute` gave up
    /// (its request's budget ran out), which is not stored. `compute` runs outside the lock, so
    /// two threads may compute the same layout once each; both get equal values.
    func layout(_ key: Key, compute: () -> TextLayout?) -> TextLayout? {
        if let hit = storage.withLock({ $0.layouts[key] }) { return hit }
        guard let layout = compute() else { return nil }
        let cost = key.text.utf8.count + 16
        storage.withLock { storage in
            if storage.characters + cost > capacity || storage.layouts.count >= capacity / 16 {
                storage.layouts.removeAll(keepingCapacity: true)
                storage.characters = 0
            }
            if cost <= capacity {
                storage.layouts[key] = layout
                storage.characters += cost
            }
        }
        return layout
    }
}
