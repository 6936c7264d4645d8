/// A map from object identity to an integer (a solver's constraint → slot), by open addressing
/// with linear probing on the object's address: a multiply and a shift per lookup instead of
/// `Dictionary`'s seeded SipHash of the `ObjectIdentifier`.
///
/// Never iterated, so its layout decides nothing. Keeps true: `keys` is empty or a power of
/// two long and at most half full; 0 marks a free entry (no object lives at address 0); every
/// key sits in the probe run that starts at its home index with no free entry in between
/// (removal shifts later entries back instead of leaving tombstones).
struct IdentityTable {
    private var keys: [UInt] = []
    private var values: [Int] = []
    private(set) var count = 0
    /// 64 − log2(keys.count): the home index is the top bits of the scrambled address.
    private var shift = 64

    /// Room for `n` entries without regrowing. O(capacity).
    mutating func reserveCapacity(_ n: Int) {
        if 2 * n > keys.count { resize(minimumCapacity: 2 * n) }
    }

    subscript(object: ObjectIdentifier) -> Int? {
        get {
            let i = index(of: UInt(bitPattern: object))
            return i >= 0 ? values[i] : nil
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
        guard !keys.isEmpty else { return -1 }
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return i }
            if k == 0 { return -1 }
            i = (i + 1) & mask
        }
    }

    private mutating func insert(_ key: UInt, _ value: Int) {
        if 2 * (count + 1) > keys.count { resize(minimumCapacity: 2 * (count + 1)) }
        let mask = keys.count - 1
        var i = home(key)
        while keys[i] != 0 && keys[i] != key { i = (i + 1) & mask }
        if keys[i] == 0 {
            keys[i] = key
            count += 1
        }
        values[i] = value
    }

    private mutating func remove(_ key: UInt) {
        var hole = index(of: key)
        guard hole >= 0 else { return }
        let mask = keys.count - 1
        var j = hole
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == 0 { break }
            // The entry at j may fill the hole when the hole is on its probe path.
            if (j - home(k)) & mask >= (j - hole) & mask {
                keys[hole] = k
                values[hole] = values[j]
                hole = j
            }
        }
        keys[hole] = 0
        count -= 1
    }

    private mutating func resize(minimumCapacity: Int) {
        var size = 16
        while size < minimumCapacity { size *= 2 }
        let oldKeys = keys, oldValues = values
        keys = [UInt](repeating: 0, count: size)
        values = [Int](repeating: 0, count: size)
        shift = 64 - size.trailingZeroBitCount
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != 0 { insert(k, v) }
    }
}
