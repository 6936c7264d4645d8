import Document

/// UIKit's rules for which attribute pairs make a legal constraint (docs/diagnostics.md; UIKit's "Invalid
/// constraints and their exceptions"), with UIKit's exception texts where they are known.
public enum AttributePairing {
    /// Why the pair is illegal, or `nil` when UIKit accepts it.
    public static func problem(first: Attribute, second: Attribute, hasSecondItem: Bool, multiplier: Double) -> String?
    {
        if first == .notAnAttribute {
            return "The first attribute cannot be notAnAttribute."
        }
        if hasSecondItem && second == .notAnAttribute {
            return "A constraint with a second item needs a second attribute other than notAnAttribute."
        }
        if !hasSecondItem && second != .notAnAttribute {
            return "A second attribute (\(second.name)) needs a second item."
        }
        if first.isLocation && (!hasSecondItem || multiplier == 0) {
            return
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        guard hasSecondItem else { return nil }
        if (first.isDirectional && second.isAbsoluteHorizontalEdge)
            || (first.isAbsoluteHorizontalEdge && second.isDirectional)
        {
            return
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        if first.isSize != second.isSize {
            return
                "Invalid pairing of layout attributes: \(first.name) is a \(first.isSize ? "size" : "location") and \(second.name) is a \(second.isSize ? "size" : "location")."
        }
        if first.isLocation && first.axis != second.axis {
            return "Invalid pairing of layout attributes: \(first.name) and \(second.name) are on different axes."
        }
        return nil
    }
}
