import Document
import JSON

extension ViewImporter {
    /// UIKit's standard spacing between two views: a `symbolic="YES"` constraint's constant and
    /// a stack view's `spacingType="standard"`.
    static let standardSpacing: Double = 8

    /// Every constraint the walk found, as object constraints in document order (each view's
    /// `<constraint>`s in turn), wrapped in a `{when, constraints}` group where size-class
    /// variations limit it; one naming an item outside the tree or an attribute the document lacks
    /// is a warning. `runtime` leaves placeholder constraints out, as Xcode removes them at build
    /// time; `canvas` keeps them, as Xcode's canvas lays the tree out with them (its stored frames
    /// and ambiguity flags count them), and is nil when the tree has none. O(constraints).
    mutating func constraintEntries() -> (runtime: [JSONValue], canvas: [JSONValue]?) {
        var entries: [JSONValue] = []
        var canvas: [JSONValue]?
        for (owner, list) in constraintLists {
            for constraint in list.children("constraint") {
                if poll.shouldStop() { cancelled = true }
                guard let entry = constraintJSON(constraint, owner: owner) else { continue }
                var wrapped = entry
                if let id = constraint["id"] {
                    let (condition, approximated) = variations.condition(id)
                    if approximated {
                        warn(
                            owner, "variation",
                            "constraint \(id)'s size classes are not a width × height set: installed everywhere")
                    }
                    if let condition { wrapped = .object([("when", condition), ("constraints", .array([entry]))]) }
                }
                if constraint.flag("placeholder") {
                    if canvas == nil { canvas = entries }
                    canvas?.append(wrapped)
                } else {
                    entries.append(wrapped)
                    canvas?.append(wrapped)
                }
            }
        }
        return (entries, canvas)
    }

    /// One `<constraint>` as a document object constraint, or nil (with a warning) when it cannot be.
    mutating func constraintJSON(_ constraint: XMLElement, owner: String) -> JSONValue? {
        let label = constraint["id"] ?? "a constraint of \(owner)"
        func item(_ reference: String) -> String? {
            if viewIds.contains(reference) { return reference }
            if let guide = guides[reference] { return guide }
            warn(
                owner, "constraint", "\(label) names \(reference), which is not a view or guide of this tree: left out")
            return nil
        }
        guard let first = item(constraint["firstItem"] ?? owner) else { return nil }
        guard let firstAttribute = constraint["firstAttribute"], Attribute(name: firstAttribute) != nil else {
            warn(owner, "constraint", "\(label) has no attribute the document knows: left out")
            return nil
        }
        var members: [(key: String, value: JSONValue)] = []
        if let id = constraint["id"], !id.contains("#") { members.append(("id", .string(id))) }
        members += [("item", .string(first)), ("attribute", .string(firstAttribute))]
        if let relation = constraint["relation"] { members.append(("relation", .string(relation))) }
        if let reference = constraint["secondItem"] {
            guard let second = item(reference) else { return nil }
            let attribute = constraint["secondAttribute"] ?? firstAttribute
            guard Attribute(name: attribute) != nil else {
                warn(owner, "constraint", "\(label) has no attribute the document knows: left out")
                return nil
            }
            members += [("toItem", .string(second)), ("toAttribute", .string(attribute))]
            if let text = constraint["multiplier"] {
                guard let multiplier = Self.multiplier(text) else {
                    warn(owner, "constraint", "\(label)'s multiplier \"\(text)\" is not a number or a ratio: left out")
                    return nil
                }
                members.append(("multiplier", .number(multiplier)))
            }
        }
        if let constant = constraint.number("constant") {
            members.append(("constant", .number(constant)))
        } else if constraint.flag("symbolic") {
            members.append(("constant", .number(Self.standardSpacing)))
        }
        if let priority = constraint.number("priority") {
            members.append(("priority", .number(min(1000, max(1, priority)))))
        }
        if constraint["active"] == "NO" { members.append(("active", .bool(false))) }
        if let identifier = constraint["identifier"] { members.append(("identifier", .string(identifier))) }
        return .object(members)
    }

    /// `2`, `0.5`, IB's ratio forms `16:9` and `16/9`; nil for anything else or a zero divisor.
    static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator))
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0,
                (a / b).isFinite
            else { return nil }
            return a / b
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
