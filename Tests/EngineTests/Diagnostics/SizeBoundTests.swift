import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import Geometry

/// Widths and heights are never negative, as in UIKit (Engine/LayoutSystem+Generated.swift,
/// `addSizeBounds`): a layout that needs a negative size is a conflict, reported without the
/// bound itself but with a note, and frames never carry a negative size.
@Suite struct SizeBoundTests {
    static func conflicts(_ result: TargetResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.code == DiagnosticCode.unsatisfiableConstraints }
    }

    /// fulldecent/FDTake#122: UIKit logged `UIView.width == - 16` as the whole conflicting set.
    @Test func aWidthOfMinusSixteenAloneIsAConflictOfThatConstraintWithTheNonNegativeNote() throws {
        let result = try EngineFixture.solve(
            #"{"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": ["negative: a.width == -16"]}"#)
        let conflict = try #require(Self.conflicts(result).first)
        #expect(Self.conflicts(result).count == 1)
        #expect(conflict.constraints == ["negative"])
        #expect(conflict["broken"] == .string("negative"))
        #expect(conflict["nonNegativeSizes"] == .array([.string("a.width")]))
        #expect(
            conflict["note"] == .string("The conflict relies on sizes being non-negative, as in UIKit: a.width >= 0."))
        guard case .array(let details)? = conflict["details"] else {
            Issue.record("no details")
            return
        }
        #expect(details.count == 1)
        guard case .string(let log)? = conflict["log"] else {
            Issue.record("no log")
            return
        }
        #expect(
            log.contains("\t(Note: The conflict relies on sizes being non-negative, as in UIKit: a.width >= 0.) \n(\n"))
        #expect(log.contains("(\n    \"<NSLayoutConstraint:negative a.width == -16   (active)>\"\n)\n"))
        #expect(!log.contains("nonNegative"))
        #expect(result.frame("a")?.width == 0)
    }

    @Test func aConflictThatDoesNotNeedTheBoundsHasNoNote() throws {
        let result = try EngineFixture.solve(EngineFixture.twoViews(#""w1: a.width == 10", "w2: a.width == 20""#))
        let conflict = try #require(Self.conflicts(result).first)
        #expect(conflict.constraints == ["w1", "w2"])
        #expect(conflict["note"] == nil)
        #expect(conflict["nonNegativeSizes"] == nil)
        guard case .string(let log)? = conflict["log"] else {
            Issue.record("no log")
            return
        }
        #expect(!log.contains("non-negative"))
    }

    /// The classic 0-wide header (unstoppable-wallet-ios#707): 16-point insets on both sides of a
    /// view whose superview is 0 wide. The label keeps width 0 rather than -32.
    @Test func insetsInsideAZeroWideViewConflictAndTheFrameStaysNonNegative() throws {
        let result = try EngineFixture.solve(
            #"""
            {"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [
               {"id": "header", "translatesAutoresizingMaskIntoConstraints": true, "frame": {"x": 0, "y": 0, "width": 0, "height": 44},
                "subviews": [{"id": "label"}]}]},
             "constraints": ["lead: label.leading == header.leading + 16", "trail: label.trailing == header.trailing - 16",
                             "V:|[label]|"]}
            """#)
        let conflict = try #require(Self.conflicts(result).first)
        #expect(conflict.constraints == ["lead", "trail", "header.autoresizing.width"])
        #expect(conflict["broken"] == .string("trail"))
        #expect(conflict["nonNegativeSizes"] == .array([.string("label.width")]))
        let label = try #require(result.frame("label"))
        #expect(label.x == 16)
        #expect(label.width == 0)
    }

    /// A cell whose content is taller than its fixed height, with only `>=` gaps and no heights:
    /// without the bound the views would take negative heights and nothing would be reported.
    @Test func contentTallerThanAFixedHeightIsAConflictOnlyBecauseHeightsAreNonNegative() throws {
        let result = try EngineFixture.solve(
            #"""
            {"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [
               {"id": "cell", "subviews": [{"id": "top"}, {"id": "bottom"}]}]},
             "constraints": ["H:|[cell]|", "V:|[cell(30)]", "H:|[top]|", "H:|[bottom]|",
                             {"id": "column", "visualFormat": "V:|-(>=12)-[top]-(>=10)-[bottom]-(>=12)-|"}]}
            """#)
        let conflict = try #require(Self.conflicts(result).first)
        #expect(conflict["nonNegativeSizes"] == .array([.string("top.height"), .string("bottom.height")]))
        #expect(!conflict.constraints.isEmpty)
        for view in ["cell", "top", "bottom"] {
            let frame = try #require(result.frame(view))
            #expect(frame.height >= 0, "\(view): \(frame)")
        }
    }

    /// A scroll view's content area (`contentLayoutGuide`) cannot be narrower than nothing.
    @Test func aNegativeContentWidthIsAConflictOnTheContentArea() throws {
        let result = try EngineFixture.solve(
            #"""
            {"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [
               {"id": "scroll", "kind": "scroll", "subviews": [{"id": "content"}]}]},
             "constraints": ["H:|[scroll]|", "V:|[scroll]|", "V:|[content(10)]|", "width: content.width == 10",
                             {"id": "pins", "visualFormat": "H:|-(30)-[content]-(-100)-|"}]}
            """#)
        let conflict = try #require(Self.conflicts(result).first)
        #expect(conflict["nonNegativeSizes"] == .array([.string("scroll.contentLayoutGuide.width")]))
        #expect(conflict.constraints == ["width", "pins#1", "pins#2"])
        let size = try #require(result.contentSizes.first { $0.id == "scroll" }?.size)
        #expect(size.width >= 0)
    }

    /// A scroll view whose content area only its own bound mentions is not laid out with Auto
    /// Layout: no `scroll_content_ambiguous` for it, as before the bound existed.
    @Test func theContentAreasOwnBoundDoesNotMakeItsSizeCountAsConstrained() throws {
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "scroll", "kind": "scroll"}]}, "constraints": ["H:|[scroll]|", "V:|[scroll]|"]}
            """#)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    /// A fitting size asks for a missing axis at 50: without the bound a view with no height of
    /// its own would go negative and the cell would come out smaller than its insets.
    @Test func aFittingSizeNeverShrinksAViewBelowZero() throws {
        let result = try EngineFixture.solve(
            #"""
            {"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [
               {"id": "cell", "fitting": {"width": 320}, "subviews": [{"id": "spacer"}]}]},
             "constraints": ["H:|[cell]|", "V:|[cell]", "H:|[spacer]|", "V:|-(10)-[spacer]-(10)-|"]}
            """#)
        let size = try #require(result.fittingSizes.first { $0.id == "cell" }?.size)
        #expect(size == Size(width: 320, height: 20))
    }

    /// A constant-only state that would need a negative size is a conflict there too (the
    /// incremental session cannot take it, so the state is rebuilt and reports it).
    @Test func aStateThatNeedsANegativeSizeReportsTheConflict() throws {
        let document =
            #"{"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": ["H:|[a]", "V:|[a(10)]", "w: a.width == 100"]}"#
        let request = try StateFixture.request(
            #"{"document": \#(document), "target": {"device": "iphone-6"}, "states": [{"name": "shrink", "constants": {"w": -16}}]}"#
        )
        let (base, states) = try StateFixture.solve(request)
        #expect(base.diagnostics.isEmpty)
        let state = try #require(states.first)
        #expect(state.diagnostics.map(\.code) == [DiagnosticCode.unsatisfiableConstraints])
        #expect(state.diagnostics.first?.constraints == ["w"])
        #expect(state.frame("a")?.width == 0)
    }

    /// In a system too large to be solved again as given, a conflict that needs a bound is
    /// explained on the presolve's provenance (`SolverRun`'s `.provenance` mode): the bound is
    /// named, never broken, and the label keeps a height of 0.
    @Test func aLongListExplainsANegativeHeightOnTheProvenanceAndKeepsItAtZero() throws {
        let result = try EngineFixture.solve(LargeConflictTests.list(300, extra: ["l5.bottom == l4.bottom"]))
        let conflicts = Self.conflicts(result)
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict["broken"] == .string("constraints[903]"))
        #expect(conflict["nonNegativeSizes"] == .array([.string("l5.height")]))
        #expect(conflict.constraints.contains("constraints[903]"))
        #expect(!conflict.constraints.contains { $0.hasSuffix(".nonNegative") })
        #expect(result.frames.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
        #expect(result.frame("l5")?.height == 0)
    }

    /// The bounds are the engine's, not the document's: `output.constraints` and
    /// `stats.constraints` leave them out, and they are never broken.
    @Test func theBoundsAreNeitherListedNorCounted() throws {
        let json = EngineFixture.twoViews(#""H:|[a(10)]", "V:|[a(10)]", "H:|[b(20)]", "V:|[b(20)]""#)
        let document = try EngineFixture.document(json)
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        var options = EngineOptions.standard
        options.output.constraints = true
        let result = LayoutEngine.solve(document, target: target, options: options)
        let listed = try #require(result.constraints)
        #expect(!listed.contains { $0["origin"] == .string("sizeBound") })
        // Every listed constraint has variables, and nothing else is counted.
        #expect(result.stats.constraints == listed.count)
        #expect(
            listed.allSatisfy { if case .string(let id)? = $0["id"] { !id.hasSuffix(".nonNegative") } else { false } })
    }
}
