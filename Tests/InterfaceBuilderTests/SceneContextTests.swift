import Testing

@testable import InterfaceBuilder

/// The bars a storyboard scene is shown with, inferred from its segues.
@Suite struct SceneContextTests {
    static func element(_ name: String, id: String, segues: [(String, String, String?)] = []) -> XMLElement {
        let children = segues.map { destination, kind, relationship in
            var attributes = [("destination", destination), ("kind", kind)]
            if let relationship { attributes.append(("relationship", relationship)) }
            return XMLElement(name: "segue", attributes: attributes.map { (name: $0.0, value: $0.1) })
        }
        return XMLElement(
            name: name, attributes: [("id", id)], children: [XMLElement(name: "connections", children: children)])
    }

    @Test func aNavigationStackAndATabCarryTheirBarsAlongPushes() {
        let context = SceneContext(objects: [
            Self.element("tabBarController", id: "tab", segues: [("nav", "relationship", "viewControllers")]),
            Self.element("navigationController", id: "nav", segues: [("first", "relationship", "rootViewController")]),
            Self.element(
                "viewController", id: "first", segues: [("second", "show", nil), ("sheet", "presentation", nil)]),
            Self.element("viewController", id: "second", segues: [("third", "push", nil)]),
            Self.element("viewController", id: "third"),
            Self.element("viewController", id: "sheet")
        ])
        for id in ["first", "second", "third"] {
            #expect(context.bars[id]?.navigationBar == true, "\(id)")
            #expect(context.bars[id]?.tabBar == true, "\(id)")
        }
        #expect(context.bars["sheet"] == nil)
    }

    @Test func aSimulatedBarOrAShownNavigationItemStartsAStackThatPushesCarryOn() {
        var simulating = Self.element("viewController", id: "list", segues: [("detail", "show", nil)])
        simulating.children.append(
            XMLElement(name: "simulatedNavigationBarMetrics", attributes: [("key", "simulatedTopBarMetrics")]))
        var shown = Self.element("viewController", id: "shown", segues: [("next", "show", nil)])
        shown.children.append(XMLElement(name: "navigationItem", attributes: [("key", "navigationItem")]))
        var alone = Self.element("viewController", id: "alone")
        alone.children.append(XMLElement(name: "navigationItem", attributes: [("key", "navigationItem")]))
        let context = SceneContext(objects: [
            simulating, Self.element("viewController", id: "detail"),
            Self.element("viewController", id: "other", segues: [("shown", "show", nil)]), shown,
            Self.element("viewController", id: "next"), alone
        ])
        for id in ["list", "detail", "shown", "next"] { #expect(context.bars[id]?.navigationBar == true, "\(id)") }
        #expect(context.bars["other"] == nil)
        #expect(context.bars["alone"] == nil)
    }
}
