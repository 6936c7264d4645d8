// The wireframes' look, in one place: colours and stroke widths as CSS rules that the drawing
// code refers to by class name.

extension WireframeRenderer {
    /// Stroke colour and width of a view's outline by depth: the root, its subviews, and so on;
    /// depth 4 and deeper share the last entry.
    static let depthStyles: [(colour: String, width: Double)] = [
        ("#37474f", 2.5), ("#3949ab", 2), ("#00897b", 1.5), ("#6d4c41", 1.25), ("#546e7a", 1)
    ]

    /// The class that carries a depth's style.
    static func depthClass(_ depth: Int) -> String {
        "d" + String(min(max(depth, 0), depthStyles.count - 1))
    }

    /// The rules of the `<style>` element, in cascade order: flags come after depths so that an
    /// ambiguous or broken view's colour wins, and broken after ambiguous.
    static let styleSheet: [String] = {
        var rules = [
            "text { font-family: Helvetica, Arial, sans-serif; }",
            ".sheet { fill: #ffffff; }",
            ".heading { font-size: 16px; font-weight: bold; fill: #212121; }",
            ".caption { font-size: 13px; font-weight: bold; fill: #212121; }",
            ".details { font-size: 11px; fill: #616161; }",
            ".device { fill: #263238; }",
            ".screen { fill: #ffffff; }",
            ".offscreen { fill: #eceff1; }",
            ".screen-outline { fill: none; stroke: #263238; stroke-width: 1.5; }",
            ".bar rect { fill: #eceff1; stroke: #b0bec5; stroke-width: 0.5; }",
            ".bar text { font-size: 9px; fill: #78909c; }",
            ".view rect { fill: none; }",
            ".view .id { font-size: 9px; }",
            ".view .text { overflow: hidden; }",
            ".view .text text { fill: #212121; }"
        ]
        for (depth, style) in depthStyles.enumerated() {
            let name = depthClass(depth)
            rules.append(".\(name) rect { stroke: \(style.colour); stroke-width: \(SVGWriter.number(style.width)); }")
            rules.append(".\(name) .id { fill: \(style.colour); }")
            rules.append(".swatch.\(name) { fill: \(style.colour); }")
        }
        rules += [
            ".hidden { opacity: 0.45; }",
            ".hidden rect { stroke-dasharray: 2 2; }",
            ".ambiguous rect { stroke: #ef6c00; stroke-width: 2.5; fill: #ef6c00; fill-opacity: 0.14; }",
            ".ambiguous .id { fill: #e65100; }",
            ".broken rect { stroke: #d32f2f; stroke-width: 2.5; fill: #d32f2f; fill-opacity: 0.14; }",
            ".broken .id { fill: #c62828; }",
            ".guide { fill: none; stroke-width: 1; }",
            ".safe-area { stroke: #2e7d32; stroke-dasharray: 6 3; }",
            ".margins { stroke: #0288d1; stroke-dasharray: 3 3; }",
            ".readable { stroke: #8e24aa; stroke-dasharray: 1 3; }",
            ".content-size rect, .guide.content-size { fill: none; stroke: #5d4037; stroke-width: 1; stroke-dasharray: 8 2 2 2; }",
            ".keyboard rect { fill: #9e9e9e; fill-opacity: 0.35; stroke: #616161; stroke-dasharray: 6 3; }",
            ".keyboard text { font-size: 11px; fill: #424242; }",
            ".legend text { font-size: 11px; fill: #212121; }"
        ]
        return rules
    }()
}
