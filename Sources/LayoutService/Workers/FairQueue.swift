/// Jobs waiting for a worker, one first-in-first-out line per peer, the peers served in turn: the
/// peer at the front of the rotation gives its oldest job and goes to the back if it has more,
/// and a peer with nothing waiting joins at the back. So a peer with many jobs waiting delays
/// another peer's next job by at most one of its own, whatever order they arrived in. A taker
/// that cannot run every job (a worker kept for small ones) takes the first it can, in the same
/// order.
///
/// Keeps true: `count` is the sum of the lines' lengths; a peer is in the rotation exactly once
/// while its line is not empty. The order depends only on the calls (the dictionary only finds a
/// line; arrays keep every order).
struct FairQueue<Element> {
    private var lines: [String: [Element]] = [:]
    /// Peers with jobs waiting, the next to be served first.
    private var rotation: [String] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// Adds `element` at the end of `peer`'s line. O(1) amortised.
    mutating func append(_ element: Element, peer: String) {
        if lines[peer] == nil { rotation.append(peer) }
        lines[peer, default: []].append(element)
        count += 1
    }

    /// The oldest element that `isEligible` accepts of the first peer in the rotation that has
    /// one; that peer goes to the back, the peers passed over keep their places. O(elements
    /// passed over + peers waiting).
    mutating func popFirst(where isEligible: (Element) -> Bool = { _ in true }) -> Element? {
        for (position, peer) in rotation.enumerated() {
            guard let index = lines[peer]?.firstIndex(where: isEligible), var line = lines.removeValue(forKey: peer)
            else { continue }
            let element = line.remove(at: index)
            rotation.remove(at: position)
            if !line.isEmpty {
                lines[peer] = line
                rotation.append(peer)
            }
            count -= 1
            return element
        }
        return nil
    }

    /// Removes and returns the first element of `peer`'s line that matches, keeping everyone's
    /// turn. O(peers waiting + that peer's line).
    @discardableResult
    mutating func remove(peer: String, where matches: (Element) -> Bool) -> Element? {
        guard let index = lines[peer]?.firstIndex(where: matches),
            var line = lines.removeValue(forKey: peer)
        else { return nil }
        let element = line.remove(at: index)
        if line.isEmpty {
            rotation.removeAll { $0 == peer }
        } else {
            lines[peer] = line
        }
        count -= 1
        return element
    }
}
