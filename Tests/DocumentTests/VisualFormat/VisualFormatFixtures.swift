@testable import Document

/// Shared dictionaries and a compact expectation language for the VFL tests.
///
/// An expectation reads like the constraint: `"b.leading == a.trailing + NSSpace(8)"`,
/// `"a.width >= 50 @750"`, with `|` for the superview; the constant is left out when it is 0
/// and the priority when it is 1000. Multipliers are checked apart (they are always 1).
enum VisualFormatFixtures {
    static let views: Set<String> = [
        "a", "b", "c", "d", "v", "avatar", "name", "photo", "shadow", "_x", "view1"
    ]
    /// `shadow` is both a metric and a view: metrics win, as in UIKit.
    static let metrics: [String: Double] = [
        "padding": 10, "hi": 750, "low": 250, "neg": -5, "shadow": 3, "big": 2000
    ]

    static func context(
        guides: Bool = true, spacing: VisualFormatSpacing = VisualFormatSpacing()
    ) -> VisualFormatContext {
        VisualFormatContext(metrics: metrics, views: views, layoutGuidesAreItems: guides, spacing: spacing)
    }

    static func expectation(_ constraint: VisualFormatConstraint) -> String {
        func item(_ item: VisualFormatItem) -> String { item.viewName ?? "|" }
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
        }
        var text = "\(item(constraint.firstItem)).\(constraint.firstAttribute.name) \(constraint.relation.symbol)"
        let constant =
            constraint.isStandardSpace ? "NSSpace(\(number(constraint.constant)))" : number(abs(constraint.constant))
        if let second = constraint.secondItem {
            text += " \(item(second)).\(constraint.secondAttribute.name)"
            if constraint.isStandardSpace || constraint.constant > 0 {
                text += " + \(constant)"
            } else if constraint.constant < 0 {
                text += " - \(constant)"
            }
        } else {
            text += " \(constraint.constant < 0 ? "-" : "")\(constant)"
        }
        if constraint.priority != .required { text += " @\(number(constraint.priority.rawValue))" }
        return text
    }
}
