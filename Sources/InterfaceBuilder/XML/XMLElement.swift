/// One element of a parsed XML document: its name, its attributes in document order, its child
/// elements and, for a `<string>` element, its character data. Interface Builder keeps what layout
/// needs in attributes, except long or multi-line text (`<string key="text">…</string>`), so the
/// tree is all the importer reads.
public struct XMLElement: Sendable {
    public var name: String
    public var attributes: [(name: String, value: String)]
    public var children: [XMLElement]
    public var text: String

    public init(
        name: String, attributes: [(name: String, value: String)] = [], children: [XMLElement] = [], text: String = ""
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// The value of attribute `name`. O(attributes).
    public subscript(_ name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }

    /// True when attribute `name` is `YES`.
    public func flag(_ name: String) -> Bool { self[name] == "YES" }

    /// Attribute `name` as a number (nil when absent or not a finite number).
    public func number(_ name: String) -> Double? {
        guard let text = self[name], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The first child named `name` whose `key` attribute is `key` (any key when nil). O(children).
    public func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children named `name`, in document order. O(children).
    public func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }
}
