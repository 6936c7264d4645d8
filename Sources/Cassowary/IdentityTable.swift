/// A map from object identity to an integer (a solver's constraint → slot), by open addressing
/// with linear probing on the object's address: a multiply and a shift per lookup instead of
/// `Dictionary`'s seeded SipHash of the `ObjectIdentifier`.
///
/// Never iterated, so its layout decides nothing. Keeps true: `entries` is empty or a power of
/// two long and at most half full; 0 marks a free entry (no object lives at address 0); every
/// key sits in the probe run that starts at its home index with no free entry in between
/// (removal shifts later entries back instead of leaving tombstones).
struct IdentityTable {
    /// Key and value side by side: one buffer to allocate, and one uniqueness check per write.
    private struct Entry {
        var key: UInt = 0
        var value = 0
    }

    private var entries: [Entry] = []
    private(set) var count = 0
    /// 64 − log2(entries.count): the home index is the top bits of the scrambled address.
    private var shift = 64

    /// Room for `n` entries without regrowing. O(capacity).
    mutating func reserveCapacity(_ n: Int) {
        if 2 * n > entries.count { resize(minimumCapacity: 2 * n) }
    }

    subscript(object: ObjectIdentifier) -> Int? {
        get {
            let i = index(of: UInt(bitPattern: object))
            return i >= 0 ? entries[i].value : nil
        }
        set {
            let key = UInt(bitPattern: object)
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The entry holding `key`, or -1. O(1) expected.
    private func index(of key: UInt) -> Int {
        guard !entries.isEmpty else { return -1 }
        let mask = entries.count - 1
        var i = home(key)
        while true {
            let k = entries[i].key
            if k == key { return i }
            if k == 0 { return -1 }
            i = (i + 1) & mask
        }
    }

    private mutating func insert(_ key: UInt, _ value: Int) {
        if 2 * (count + 1) > entries.count { resize(minimumCapacity: 2 * (count + 1)) }
        let mask = entries.count - 1
        var i = home(key)
        while entries[i].key != 0 && entries[i].key != key { i = (i + 1) & mask }
        if entries[i].key == 0 { count += 1 }
        entries[i] = Entry(key: key, value: value)
    }

    private mutating func remove(_ key: UInt) {
        var hole = index(of: key)
        guard hole >= 0 else { return }
        let mask = entries.count - 1
        var j = hole
        while true {
            j = (j + 1) & mask
            let k = entries[j].key
            if k == 0 { break }
            // The entry at j may fill the hole when the hole is on its probe path.
            if (j - home(k)) & mask >= (j - hole) & mask {
                entries[hole] = entries[j]
                hole = j
            }
        }
        entries[hole].key = 0
        count -= 1
    }

    private mutating func resize(minimumCapacity: Int) {
        var size = 16
        while size < minimumCapacity { size *= 2 }
        let old = entries
        entries = [Entry](repeatElement(Entry(), count: size))
        shift = 64 - size.trailingZeroBitCount
        count = 0
        for entry in old where entry.key != 0 { insert(entry.key, entry.value) }
    }
}
