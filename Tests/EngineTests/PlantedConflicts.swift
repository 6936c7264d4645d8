import TestSupport

/// A random document of independent components with conflicts planted in them, each conflict's
/// irreducible set known by construction (it is the only one): the property test's input.
///
/// A component is a container `g<k>` placed by constants (left, top, width 100, height), holding a
/// vertical chain of children (each 10 high, 4 below the one before, inset 2 on both sides).
/// Planted conflicts, each in a component of its own or two in one (one per axis):
/// - **overfull chain**: the last child is also pinned 4 above the container's bottom, and the
///   container is 10 points taller than the chain: the set is the container's height, every
///   child's top and height, and the pin — as long as the chain (up to `maximumChain` children);
/// - **fixed width**: one child is also given `width == 50` against the insets in a container 100
///   wide: the set is the container's width, the child's two insets and the width.
/// Every constraint is an expression of its own, so its id is `constraints[i]`.
struct PlantedConflicts {
    struct Planted {
        /// Indices of the set's constraints, increasing.
        var members: [Int]
    }

    private(set) var views: [String] = []
    private(set) var constraints: [String] = []
    private(set) var conflicts: [Planted] = []

    /// Components until `planted` conflicts are planted, about half of them clean; chain lengths
    /// from 1 to `maximumChain`, one in twenty of them long.
    init(planted: Int, maximumChain: Int = 120, using random: inout SeededGenerator) {
        let short = [1, 1, 2, 3, 5, 8, 13].filter { $0 <= maximumChain }
        let long = [30, maximumChain].filter { $0 <= maximumChain }
        var component = 0
        while conflicts.count < planted {
            let lengths = Int.random(in: 0..<20, using: &random) == 0 && !long.isEmpty ? long : short
            let length = lengths.randomElement(using: &random) ?? 1
            let kinds = Int.random(in: 0..<6, using: &random)
            addComponent(
                component, length: length, overfull: kinds == 1 || kinds == 3,
                fixedWidth: kinds == 2 || kinds == 3 ? Int.random(in: 0..<length, using: &random) : nil)
            component += 1
        }
    }

    private mutating func add(_ constraint: String) -> Int {
        constraints.append(constraint)
        return constraints.count - 1
    }

    private mutating func addComponent(_ k: Int, length: Int, overfull: Bool, fixedWidth: Int?) {
        let g = "g\(k)"
        let chainHeight = 14 * length + 4
        views.append(
            #"{"id": "\#(g)", "subviews": [\#((0..<length).map { #"{"id": "\#(g)_\#($0)"}"# }.joined(separator: ","))]}"#
        )
        _ = add("\(g).left == root.left + \(k % 7 * 40)")
        _ = add("\(g).top == root.top + \(k % 11 * 50)")
        let width = add("\(g).width == 100")
        let height = add("\(g).height == \(overfull ? chainHeight + 10 : chainHeight)")
        var vertical = [height]
        for i in 0..<length {
            let c = "\(g)_\(i)"
            let left = add("\(c).left == \(g).left + 2")
            let right = add("\(c).right == \(g).right - 2")
            vertical.append(add(i == 0 ? "\(c).top == \(g).top + 4" : "\(c).top == \(g)_\(i - 1).bottom + 4"))
            vertical.append(add("\(c).height == 10"))
            if fixedWidth == i {
                conflicts.append(Planted(members: [width, left, right, add("\(c).width == 50")]))
            }
        }
        if overfull {
            vertical.append(add("\(g)_\(length - 1).bottom == \(g).bottom - 4"))
            conflicts.append(Planted(members: vertical))
        }
    }

    /// The document, without the constraints at `leftOut` (their places close up, so ids
    /// past them change: only frames are compared with such a document).
    func json(leavingOut leftOut: Set<Int> = []) -> String {
        let kept = constraints.indices.filter { !leftOut.contains($0) }.map { "\"\(constraints[$0])\"" }
        return #"{"root": {"id": "root", "subviews": [\#(views.joined(separator: ","))]}, "constraints": ["#
            + kept.joined(separator: ",") + "]}"
    }
}
