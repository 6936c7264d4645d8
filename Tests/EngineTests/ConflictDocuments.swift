/// Documents full of conflicts, large enough that the engine explains them on the presolve's
/// provenance (`SolverRun.asGivenLimit`). benchmarks/shapes.py's `feed-badges` is the same
/// conflict on LayoutFrameworkBenchmark's larger FeedItem cell, for the scaling table.
enum ConflictDocuments {
    /// A feed of `cells` cells; with `badges`, each cell also holds `badge<k>`, pinned to its top
    /// trailing corner, 10 high, with two required widths: 10, then 20 (a conflict per cell).
    static func feed(_ cells: Int, badges: Bool) -> String {
        var views: [String] = [], constraints = [#""H:|[scroll]|""#, #""V:|[scroll]|""#]
        for k in 0..<cells {
            let (cell, own) = feedCell(k, badge: badges)
            views.append(cell)
            constraints += [
                #""H:|[c\#(k)_cell]|""#, #""c\#(k)_cell.width == scroll.width""#,
                k == 0 ? #""V:|-(0)-[c0_cell]""# : #""V:[c\#(k - 1)_cell]-(0)-[c\#(k)_cell]""#
            ]
            constraints += own
        }
        constraints.append(#""V:[c\#(cells - 1)_cell]-(0)-|""#)
        return #"{"root": {"id": "root", "subviews": [{"id": "scroll", "kind": "scroll", "subviews": ["#
            + views.joined(separator: ",") + #"]}]}, "constraints": ["# + constraints.joined(separator: ",") + "]}"
    }

    private static func label(_ id: String, _ text: String, lines: Int = 1) -> String {
        #"{"id": "\#(id)", "kind": "label", "text": "\#(text)", "font": {"size": 15}, "numberOfLines": \#(lines)}"#
    }

    /// One cell of a news feed — avatar, name, time, a wrapping post, a photo, a bar of two
    /// actions — and its constraints, ids prefixed `c<k>_`; the cell is compressed to its fitting
    /// height as `systemLayoutSizeFitting` does.
    private static func feedCell(_ k: Int, badge: Bool) -> (view: String, constraints: [String]) {
        let p = "c\(k)_"
        var subviews = [
            #"{"id": "\#(p)avatar", "kind": "image", "image": {"width": 40, "height": 40}}"#,
            label(p + "name", "Poster \(k)"), label(p + "time", "\(k) min"),
            label(p + "post", "Cell \(k) says the layout engine breaks one constraint per conflict", lines: 0),
            #"{"id": "\#(p)photo", "kind": "image", "image": {"width": 320, "height": 180}}"#,
            #"{"id": "\#(p)actions", "subviews": [\#(label(p + "like", "Like")), \#(label(p + "share", "Share"))]}"#
        ]
        var constraints = [
            "H:|-12-[$avatar(40)]-8-[$name]-(>=8)-[$time]-12-|", "V:|-12-[$avatar(40)]",
            "$name.top == $avatar.top", "$time.firstBaseline == $name.firstBaseline",
            "H:|-12-[$post]-12-|", "V:[$avatar]-8-[$post]-8-[$photo]-8-[$actions(32)]-4-|",
            "H:|-0-[$photo]-0-|", "$photo.height == 0.5625 * $photo.width", "H:|-0-[$actions]-0-|",
            "H:|-12-[$like]", "H:[$share]-12-|", "V:|-0-[$like]-0-|", "V:|-0-[$share]-0-|",
            "$cell.height == 0 @50"
        ].map { "\"" + $0.split(separator: "$", omittingEmptySubsequences: false).joined(separator: p) + "\"" }
        if badge {
            subviews.append(#"{"id": "badge\#(k)"}"#)
            constraints += [
                "badge\(k).top == \(p)cell.top", "badge\(k).trailing == \(p)cell.trailing", "badge\(k).height == 10",
                "badge\(k).width == 10", "badge\(k).width == 20"
            ].map { "\"\($0)\"" }
        }
        return (#"{"id": "\#(p)cell", "subviews": [\#(subviews.joined(separator: ", "))]}"#, constraints)
    }

    /// `views` independent views, each placed by its own constants and given two required
    /// widths, 50 then 60: one conflict per view.
    static func independentConflicts(_ views: Int) -> String {
        var ids: [String] = [], constraints: [String] = []
        for k in 0..<views {
            ids.append(#"{"id": "s\#(k)"}"#)
            constraints += [
                "H:|-\(k % 300)-[s\(k)]", "V:|-\(k * 7 % 600)-[s\(k)(10)]", "s\(k).width == 50", "s\(k).width == 60"
            ].map { "\"\($0)\"" }
        }
        return #"{"root": {"id": "root", "subviews": [\#(ids.joined(separator: ","))]}, "constraints": ["#
            + constraints.joined(separator: ",") + "]}"
    }
}
