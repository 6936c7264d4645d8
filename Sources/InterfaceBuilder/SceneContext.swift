/// The bars a storyboard shows each view controller with, worked out from its segues as Interface
/// Builder's "Inferred" simulated metrics do: the root of a navigation controller, a controller
/// that simulates a top navigation bar, one a `show` or `push` segue leads to that has a
/// `navigationItem` (its navigation controller may be in another storyboard), and whatever a
/// `show` or `push` segue leads to from a controller with a navigation bar, gets one; a tab bar
/// controller's children (and their navigation stacks) get a tab bar. Presentations start afresh.
/// A controller an `embed` segue leads to is a container's child. A `navigationItem` on a
/// controller no segue shows draws no bar, as the frames Xcode stores for such controllers say.
struct SceneContext {
    /// Controller id → (navigation bar, tab bar).
    private(set) var bars: [String: (navigationBar: Bool, tabBar: Bool)] = [:]
    /// Controllers shown inside a container view.
    private(set) var embedded: Set<String> = []

    /// One segue of the file: its source controller, destination and kind.
    struct Segue {
        var source: String
        var destination: String
        var kind: String
        var relationship: String?
    }

    /// Reads every top-level object's segues (anywhere inside it) and settles the bars.
    /// O(elements + segues).
    init(objects: [XMLElement]) {
        var segues: [Segue] = []
        var kinds: [String: String] = [:]
        for object in objects {
            guard let id = object["id"] else { continue }
            kinds[id] = object.name
            var stack = object.children
            while let element = stack.popLast() {
                if element.name == "segue", let destination = element["destination"], let kind = element["kind"] {
                    segues.append(
                        Segue(source: id, destination: destination, kind: kind, relationship: element["relationship"]))
                }
                stack += element.children
            }
        }
        embedded = Set(segues.filter { $0.kind == "embed" }.map(\.destination))
        let pushed = Set(segues.filter { $0.kind == "show" || $0.kind == "push" }.map(\.destination))
        for object in objects {
            guard let id = object["id"] else { continue }
            let simulated = object.children.contains {
                $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics"
            }
            if simulated || (pushed.contains(id) && object.child("navigationItem") != nil) {
                bars[id, default: (false, false)].navigationBar = true
            }
        }
        for segue in segues where segue.kind == "relationship" {
            switch (kinds[segue.source], segue.relationship) {
            case ("navigationController", "rootViewController"):
                bars[segue.destination, default: (false, false)].navigationBar = true
            case ("tabBarController", "viewControllers"): bars[segue.destination, default: (false, false)].tabBar = true
            default: break
            }
        }
        // A tab's navigation controller passes its tab bar to its root.
        for segue in segues where segue.kind == "relationship" && segue.relationship == "rootViewController" {
            if bars[segue.source]?.tabBar == true { bars[segue.destination, default: (false, false)].tabBar = true }
        }
        // Pushes carry the bars on, breadth first: a controller changes at most twice (its
        // navigation bar, then its tab bar), so each push is followed at most twice.
        var pushes: [String: [String]] = [:]
        for segue in segues where segue.kind == "show" || segue.kind == "push" {
            pushes[segue.source, default: []].append(segue.destination)
        }
        var seeded: Set<String> = []
        let ids = objects.compactMap { $0["id"] } + segues.map(\.destination)
        var queue = ids.filter { bars[$0]?.navigationBar == true && seeded.insert($0).inserted }
        var next = 0
        while next < queue.count {
            let source = queue[next]
            next += 1
            guard let bar = bars[source] else { continue }
            for destination in pushes[source] ?? [] {
                let old = bars[destination] ?? (false, false)
                let new = (navigationBar: true, tabBar: old.tabBar || bar.tabBar)
                if new != old {
                    bars[destination] = new
                    queue.append(destination)
                }
            }
        }
    }
}
