/// UIKit's log notation for an autoresizing mask (reference §4): `h=xyz v=xyz`, per axis the min
/// margin, the size and the max margin, `-` fixed and `&` flexible. An axis with no flexible
/// part shows its max margin flexible (`h=--&`, the default mask), because that is the part
/// that absorbs a change of the superview's size when the frame is kept.
enum AutoresizingNotation {
    static func code(_ mask: AutoresizingMask) -> (h: String, v: String) {
        (axis(mask, .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin),
         axis(mask, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))
    }

    private static func axis(_ mask: AutoresizingMask, _ parts: AutoresizingMask...) -> String {
        guard parts.contains(where: mask.contains) else { return "--&" }
        return parts.map { mask.contains($0) ? "&" : "-" }.joined()
    }
}
