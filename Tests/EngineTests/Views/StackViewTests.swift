import LayoutTestSupport
import TestSupport
import Testing

@testable import Document
@testable import Text

/// UIStackView's generated constraints: every distribution and alignment against frames worked
/// out by hand, hidden views, margins, identifiers.
///
/// The fixture: a stack at (10, 100), 200 long on its axis (unless told otherwise), spacing 10,
/// arranged views a, b, c with intrinsic sizes 40×20, 20×40, 10×30 (hugging 250 everywhere).
@Suite struct StackViewTests {
    static func stack(
        distribution: String = "fill", alignment: String = "fill", axis: String = "horizontal",
        spacing: Double = 10, hidden: String? = nil, margins: Bool = false, length: Double? = 200,
        extra: String = ""
    ) -> String {
        func view(_ id: String, _ width: Int, _ height: Int) -> String {
            #"{"id": "\#(id)", "intrinsicContentSize": {"width": \#(width), "height": \#(height)}\#(hidden == id ? #", "hidden": true"# : "")}"#
        }
        let size = axis == "horizontal" ? "width" : "height"
        let lengthConstraint = length.map { #", "s.\#(size) == \#($0)""# } ?? ""
        return #"""
            {"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "s", "kind": "stack", "axis": "\#(axis)",
             "distribution": "\#(distribution)", "alignment": "\#(alignment)", "spacing": \#(spacing),
             "isLayoutMarginsRelativeArrangement": \#(margins), "subviews": [\#(view("a", 40, 20)), \#(view("b", 20, 40)), \#(view("c", 10, 30))]}]},
             "constraints": ["s.left == root.left + 10", "s.top == root.top + 100"\#(lengthConstraint)\#(extra)]}
            """#
    }

    typealias Frames = [(String, (Double, Double, Double, Double))]

    static func check(_ json: String, _ expected: Frames, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try EngineFixture.solve(json)
        #expect(result.diagnostics.isEmpty, sourceLocation: sourceLocation)
        for (id, frame) in expected {
            #expect(
                ViewsFixture.isClose(result.frame(id), frame), "\(id): \(String(describing: result.frame(id)))",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: Distributions (alignment fill: every view as tall as the tallest, 40)

    @Test func fillKeepsIntrinsicWidthsAndStretchesOneViewToFill() throws {
        // 40 + 10 + 20 + 10 + 10 = 90 of 200: the 110 left go to one view (all hug at 250).
        let result = try EngineFixture.solve(Self.stack())
        let widths = ["a", "b", "c"].compactMap { result.frame($0)?.width }
        #expect(isClose(widths.reduce(0, +), 180))
        #expect(result.frame("a")?.x == 0 && result.frame("c")?.maxX == 200)
        #expect(
            isClose(result.frame("b")!.x, result.frame("a")!.maxX + 10)
                && isClose(result.frame("c")!.x, result.frame("b")!.maxX + 10))
    }

    @Test func fillWithALowerHuggingViewStretchesThatView() throws {
        let json = Self.stack().replacing(
            #"{"id": "b", "intrinsicContentSize""#,
            with: #"{"id": "b", "contentHuggingPriority": {"horizontal": 249, "vertical": 250}, "intrinsicContentSize""#
        )
        try Self.check(
            json, [("s", (10, 100, 200, 40)), ("a", (0, 0, 40, 40)), ("b", (50, 0, 130, 40)), ("c", (190, 0, 10, 40))])
    }

    @Test func fillEquallyGivesEveryViewTheSameWidth() throws {
        try Self.check(
            Self.stack(distribution: "fillEqually"),
            [("a", (0, 0, 60, 40)), ("b", (70, 0, 60, 40)), ("c", (140, 0, 60, 40))])
    }

    @Test func fillProportionallySharesTheRoomByIntrinsicWidth() throws {
        // 180 points (200 less two spacings) shared 40:20:10.
        try Self.check(
            Self.stack(distribution: "fillProportionally"),
            [
                ("a", (0, 0, 720.0 / 7, 40)), ("b", (720.0 / 7 + 10, 0, 360.0 / 7, 40)),
                ("c", (200 - 180.0 / 7, 0, 180.0 / 7, 40))
            ])
    }

    @Test func fillProportionallyCountsAViewWithoutIntrinsicWidthAtItsFramesWidth() throws {
        // b has no intrinsic size but a 70-point frame: 180 shared 40:70:10 (c, 30, is the tallest).
        let json = Self.stack(distribution: "fillProportionally").replacing(
            #"{"id": "b", "intrinsicContentSize": {"width": 20, "height": 40}}"#,
            with: #"{"id": "b", "frame": {"x": 0, "y": 0, "width": 70, "height": 40}}"#)
        try Self.check(
            json, [("a", (0, 0, 60, 30)), ("b", (70, 0, 105, 30)), ("c", (185, 0, 15, 30))])
    }

    @Test func equalSpacingKeepsIntrinsicWidthsAndEqualGaps() throws {
        // 200 − 70 = 130 of gaps, 65 each.
        try Self.check(
            Self.stack(distribution: "equalSpacing"),
            [("a", (0, 0, 40, 40)), ("b", (105, 0, 20, 40)), ("c", (190, 0, 10, 40))])
    }

    @Test func equalCenteringMakesCentreDistancesEqual() throws {
        // Centres 20 and 195; b's centre half-way, at 107.5.
        try Self.check(
            Self.stack(distribution: "equalCentering"),
            [("a", (0, 0, 40, 40)), ("b", (97.5, 0, 20, 40)), ("c", (190, 0, 10, 40))])
    }

    @Test func equalSpacingNeverGoesBelowTheSpacing() throws {
        // 150 long: 70 of views leave 80, 40 per gap; at 80 long the gaps would be 5 < 10, so the
        // views give (compression resistance 750 < required spacing).
        let result = try EngineFixture.solve(Self.stack(distribution: "equalSpacing", length: 80))
        let a = try #require(result.frame("a")), b = try #require(result.frame("b")),
            c = try #require(result.frame("c"))
        #expect(b.x - a.maxX >= 10 - testTolerance && c.x - b.maxX >= 10 - testTolerance)
        #expect(isClose(c.maxX, 80))
    }

    static let hugCases: [(String, Frames)] = [
        // 40 + 10 + 20 + 10 + 10 = 90 long: every gap the spacing.
        (
            "equalSpacing",
            [("s", (10, 100, 90, 40)), ("a", (0, 0, 40, 40)), ("b", (50, 0, 20, 40)), ("c", (80, 0, 10, 40))]
        ),
        // The narrowest with equal centre distances (20, 60, 100) and gaps of at least 10: 105.
        ("equalCentering", [("s", (10, 100, 105, 40)), ("b", (50, 0, 20, 40)), ("c", (95, 0, 10, 40))])
    ]

    @Test(arguments: hugCases)
    func anEqualDistributionThatNothingSizesHugsItsViews(distribution: String, frames: Frames) throws {
        try Self.check(Self.stack(distribution: distribution, length: nil), frames)
    }

    // MARK: Alignments (distribution fill, b stretched by lower hugging so positions are fixed)

    static let alignmentCases: [(String, [(String, (Double, Double, Double, Double))])] = [
        ("leading", [("a", (0, 0, 40, 20)), ("b", (50, 0, 130, 40)), ("c", (190, 0, 10, 30))]),
        ("top", [("a", (0, 0, 40, 20)), ("b", (50, 0, 130, 40)), ("c", (190, 0, 10, 30))]),
        ("center", [("a", (0, 10, 40, 20)), ("b", (50, 0, 130, 40)), ("c", (190, 5, 10, 30))]),
        ("trailing", [("a", (0, 20, 40, 20)), ("b", (50, 0, 130, 40)), ("c", (190, 10, 10, 30))]),
        ("bottom", [("a", (0, 20, 40, 20)), ("b", (50, 0, 130, 40)), ("c", (190, 10, 10, 30))]),
        // Plain views' baselines are their bottoms.
        ("firstBaseline", [("a", (0, 20, 40, 20)), ("b", (50, 0, 130, 40)), ("c", (190, 10, 10, 30))]),
        ("lastBaseline", [("a", (0, 20, 40, 20)), ("b", (50, 0, 130, 40)), ("c", (190, 10, 10, 30))]),
        ("fill", [("a", (0, 0, 40, 40)), ("b", (50, 0, 130, 40)), ("c", (190, 0, 10, 40))])
    ]

    @Test(arguments: alignmentCases)
    func horizontalAlignmentsPlaceViewsAcrossTheAxis(
        alignment: String, frames: [(String, (Double, Double, Double, Double))]
    ) throws {
        let json = Self.stack(alignment: alignment)
            .replacing(
                #"{"id": "b", "intrinsicContentSize""#,
                with:
                    #"{"id": "b", "contentHuggingPriority": {"horizontal": 249, "vertical": 250}, "intrinsicContentSize""#
            )
        // The stack hugs its tallest view across the axis (UISV-spanning-fit) in every alignment.
        try Self.check(json, [("s", (10, 100, 200, 40))] + frames)
    }

    @Test func verticalCenterAlignmentCentresOnTheWidestView() throws {
        let json = Self.stack(alignment: "center", axis: "vertical")
            .replacing(
                #"{"id": "c", "intrinsicContentSize""#,
                with:
                    #"{"id": "c", "contentHuggingPriority": {"horizontal": 250, "vertical": 249}, "intrinsicContentSize""#
            )
        try Self.check(
            json, [("s", (10, 100, 40, 200)), ("a", (0, 0, 40, 20)), ("b", (10, 30, 20, 40)), ("c", (15, 80, 10, 120))])
    }

    @Test func labelsAlignOnTheirFirstBaselines() throws {
        let json =
            #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "s", "kind": "stack", "alignment": "firstBaseline", "spacing": 8, "subviews": [{"id": "big", "kind": "label", "text": "Big", "font": {"size": 34}}, {"id": "small", "kind": "label", "text": "small", "font": {"size": 12}}]}]}, "constraints": ["s.left == root.left", "s.top == root.top + 100"]}"#
        let result = try EngineFixture.solve(json)
        let big = try #require(result.frame("big")), small = try #require(result.frame("small"))
        let measurer = TextMeasurer.system
        let bigBaseline =
            big.y + (big.height - measurer.lineHeight(for: Font(size: 34))) / 2 + measurer.ascender(for: Font(size: 34))
        let smallBaseline =
            small.y + (small.height - measurer.lineHeight(for: Font(size: 12))) / 2
            + measurer.ascender(for: Font(size: 12))
        #expect(isClose(bigBaseline, smallBaseline))
        #expect(big.y == 0 && small.y > 0)
        #expect(result.diagnostics.isEmpty)
    }

    // MARK: Hiding, margins, size from content, direction

    @Test func aHiddenArrangedViewCollapsesAndSpacingSkipsIt() throws {
        let json = Self.stack(hidden: "b")
            .replacing(
                #"{"id": "c", "intrinsicContentSize""#,
                with:
                    #"{"id": "c", "contentHuggingPriority": {"horizontal": 249, "vertical": 250}, "intrinsicContentSize""#
            )
        try Self.check(json, [("a", (0, 0, 40, 40)), ("b", (40, 0, 0, 40)), ("c", (50, 0, 150, 40))])
    }

    @Test func aHiddenFirstViewCollapsesAtTheLeadingEdge() throws {
        try Self.check(
            Self.stack(distribution: "fillEqually", hidden: "a"),
            [("a", (0, 0, 0, 40)), ("b", (0, 0, 95, 40)), ("c", (105, 0, 95, 40))])
    }

    @Test func withoutALengthTheStackHugsItsContent() throws {
        try Self.check(
            Self.stack(length: nil),
            [("s", (10, 100, 90, 40)), ("a", (0, 0, 40, 40)), ("b", (50, 0, 20, 40)), ("c", (80, 0, 10, 40))])
    }

    @Test func marginsRelativeArrangementInsetsTheCanvasByTheLayoutMargins() throws {
        try Self.check(
            Self.stack(distribution: "fillEqually", margins: true),
            [("s", (10, 100, 200, 56)), ("a", (8, 8, 164.0 / 3, 40)), ("c", (192 - 164.0 / 3, 8, 164.0 / 3, 40))])
    }

    @Test func rightToLeftArrangesFromTheRight() throws {
        let json = Self.stack(distribution: "fillEqually")
        let result = try EngineFixture.solve(json, layoutDirection: .rightToLeft)
        #expect(ViewsFixture.isClose(result.frame("a"), (140, 0, 60, 40)))
        #expect(ViewsFixture.isClose(result.frame("c"), (0, 0, 60, 40)))
    }

    @Test func aStackIsAnArrangedViewOfAnotherStack() throws {
        let json =
            #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "outer", "kind": "stack", "axis": "vertical", "spacing": 4, "subviews": [{"id": "inner", "kind": "stack", "spacing": 2, "subviews": [{"id": "x", "intrinsicContentSize": {"width": 10, "height": 10}}, {"id": "y", "intrinsicContentSize": {"width": 20, "height": 20}}]}, {"id": "z", "intrinsicContentSize": {"width": 32, "height": 5}}]}]}, "constraints": ["outer.left == root.left", "outer.top == root.top"]}"#
        try Self.check(json, [("outer", (0, 0, 32, 29)), ("inner", (0, 0, 32, 20)), ("z", (0, 24, 32, 5))])
    }

    // MARK: Identifiers

    @Test func generatedConstraintsCarryUIKitsIdentifiers() throws {
        let system = try ViewsFixture.system(Self.stack(distribution: "equalSpacing", alignment: "center", hidden: "c"))
        let stack = system.constraints.filter { $0.origin == .stackView }
        let identifiers = Set(stack.map { $0.description.split(separator: "'")[0] })
        #expect(
            identifiers == [
                "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-spanning-boundary",
                "UISV-spanning-fit", "UISV-canvas-fit", "UISV-ambiguity-suppression", "UISV-hiding"
            ])
        #expect(Set(stack.map(\.id)).count == stack.count)
        #expect(stack.contains { $0.id == "s.UISV-spacing.b" && $0.description == "'UISV-spacing' H:[a]-(>=10)-[b]" })
        #expect(stack.contains { $0.description == "'UISV-canvas-connection' H:[b]-(0)-|" })
        #expect(stack.contains { $0.description == "'UISV-spanning-fit' s.height == 0 @51" })
        #expect(stack.contains { $0.description == "'UISV-hiding' c.width == 0" })
        let filling = try ViewsFixture.system(Self.stack(distribution: "fillProportionally"))
        #expect(
            filling.constraints.contains {
                $0.description == "'UISV-fill-proportionally' a.width == 0.571429*s.width - 11.428571 @999"
            })
        let equally = try ViewsFixture.system(Self.stack(distribution: "fillEqually", alignment: "fill"))
        #expect(equally.constraints.contains { $0.description == "'UISV-fill-equally' c.width == a.width" })
        #expect(equally.constraints.contains { $0.description == "'UISV-alignment' a.bottom == c.bottom" })
    }

    @Test func aConflictWithAStackConstraintBreaksTheDocumentsConstraint() throws {
        let result = try EngineFixture.solve(Self.stack(distribution: "fillEqually", extra: #", "a.width == 500""#))
        let conflict = try #require(result.diagnostics.first { $0.code == DiagnosticCode.unsatisfiableConstraints })
        #expect(conflict["broken"] == .string("constraints[3]"))
    }
}

/// Right to left, a vertical stack's leading alignment is its right edge.
@Suite struct StackViewDirectionTests {
    @Test func aVerticalStackAlignsLeadingOnTheRightWhenRightToLeft() throws {
        let json = StackViewTests.stack(alignment: "leading", axis: "vertical")
        let result = try EngineFixture.solve(json, layoutDirection: .rightToLeft)
        // The stack is as wide as its widest view (a, 40): a fills it, b and c sit on its right.
        #expect(ViewsFixture.isClose(result.frame("a"), (0, 0, 40, 20)))
        #expect(ViewsFixture.isClose(result.frame("b"), (20, 30, 20, 40)))
        #expect(result.frame("c")?.x == 30 && result.frame("c")?.width == 10)
    }
}
