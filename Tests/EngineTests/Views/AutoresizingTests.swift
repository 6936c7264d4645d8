import LayoutTestSupport
import TestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import Geometry

/// Seed 004 (autoresizing masks) and the NSAutoresizingMaskLayoutConstraint equivalents.
@Suite struct AutoresizingTests {
    static let devices = ["iphone-4s", "iphone-5", "iphone-6", "iphone-6-plus", "iphone-x", "iphone-14-pro", "ipad-9-7"]
    static let orientations: [Orientation] = [.portrait, .landscape]

    @Test(arguments: devices, orientations)
    func flexibleTopAndLeftMarginsKeepTwentyPointMarginsOnEveryDevice(device: String, orientation: Orientation) throws {
        let result = try EngineFixture.solve(
            try ViewsFixture.example("seed-004-autoresizing.json"), device: device, orientation: orientation)
        let screen = result.target.size
        let frame = try #require(result.frame("redView"))
        #expect(isClose(screen.width - frame.maxX, 20) && isClose(screen.height - frame.maxY, 20))
        #expect(frame.width == 100 && frame.height == 100)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func flexibleWidthSharesTheChangeWithTheLeftMarginInProportion255To100() throws {
        let unrounded = try ViewsFixture.example("seed-004-autoresizing.json")
            .replacing(
                #""translatesAutoresizingMaskIntoConstraints": true"#,
                with: #""translatesAutoresizingMaskIntoConstraints": true, "rounding": "none""#)
        let result = try EngineFixture.solve(unrounded, orientation: .landscape)
        let frame = try #require(result.frame("proportionalView"))
        // 667 − 375 = 292 points shared 255:100 by the left margin and the width.
        #expect(isClose(frame.x, 255 + 292 * 255 / 355))
        #expect(isClose(frame.width, 100 + 292 * 100 / 355))
        #expect(isClose(frame.x, 464.75, tolerance: 0.01) && isClose(frame.width, 182.25, tolerance: 0.01))
        #expect(isClose(667 - frame.maxX, 20))
    }

    @Test func withoutADesignTargetViewsKeepTheirFramesOnEveryScreen() throws {
        let json =
            #"{"defaults": {"translatesAutoresizingMaskIntoConstraints": true, "rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "v", "frame": {"x": 10, "y": 20, "width": 30, "height": 40}, "autoresizingMask": ["flexibleWidth", "flexibleHeight"]}]}}"#
        let result = try EngineFixture.solve(json, orientation: .landscape)
        #expect(ViewsFixture.isClose(result.frame("v"), (10, 20, 30, 40)))
    }

    @Test func theRootFrameNamesTheDesignScreenAndBeatsTheDesignTarget() throws {
        let json =
            #"{"defaults": {"translatesAutoresizingMaskIntoConstraints": true, "rounding": "none"}, "designTarget": {"device": "iphone-6-plus"}, "root": {"id": "root", "frame": {"x": 0, "y": 0, "width": 320, "height": 480}, "subviews": [{"id": "v", "frame": {"x": 20, "y": 0, "width": 280, "height": 40}, "autoresizingMask": ["flexibleWidth"]}]}}"#
        let result = try EngineFixture.solve(json)
        #expect(ViewsFixture.isClose(result.frame("v"), (20, 0, 335, 40)))
    }

    @Test func flexibleMarginsOnBothSidesShareTheChangeLikeTheBlogExample() throws {
        // UIKit: margins 20/30 with both flexible became 68/102 (a 120-point change).
        let json =
            #"{"defaults": {"translatesAutoresizingMaskIntoConstraints": true, "rounding": "none"}, "root": {"id": "root", "frame": {"x": 0, "y": 0, "width": 150, "height": 667}, "subviews": [{"id": "v", "frame": {"x": 20, "y": 0, "width": 100, "height": 10}, "autoresizingMask": ["flexibleLeftMargin", "flexibleRightMargin"]}]}}"#
        let document = try EngineFixture.document(json)
        let target = try EngineFixture.target(
            .custom(CustomTargetSpec(size: Size(width: 270, height: 667), scale: 2)), document)
        let frame = try #require(LayoutEngine.solve(document, target: target).frame("v"))
        #expect(isClose(frame.x, 68) && isClose(270 - frame.maxX, 102))
    }

    @Test func autoresizesSubviewsFalseKeepsTheDesignFrame() throws {
        let json =
            #"{"defaults": {"translatesAutoresizingMaskIntoConstraints": true, "rounding": "none"}, "designTarget": {"device": "iphone-6"}, "root": {"id": "root", "autoresizesSubviews": false, "subviews": [{"id": "v", "frame": {"x": 255, "y": 547, "width": 100, "height": 100}, "autoresizingMask": ["flexibleLeftMargin", "flexibleWidth"]}]}}"#
        let result = try EngineFixture.solve(json, orientation: .landscape)
        #expect(ViewsFixture.isClose(result.frame("v"), (255, 547, 100, 100)))
    }

    @Test func aDesignTargetNamesTheDesignScreenWhenTheRootHasNoFrame() throws {
        let json =
            #"{"defaults": {"translatesAutoresizingMaskIntoConstraints": true, "rounding": "none"}, "designTarget": {"device": "iphone-6"}, "root": {"id": "root", "subviews": [{"id": "v", "frame": {"x": 10, "y": 10, "width": 10, "height": 10}, "autoresizingMask": ["flexibleLeftMargin"]}]}}"#
        let result = try EngineFixture.solve(json, orientation: .landscape)
        #expect(ViewsFixture.isClose(result.frame("v"), (302, 10, 10, 10)))
    }

    @Test(arguments: [
        (AutoresizingMask(), "--&", "--&"),
        (AutoresizingMask.flexibleWidth, "-&-", "--&"),
        ([.flexibleLeftMargin, .flexibleRightMargin] as AutoresizingMask, "&-&", "--&"),
        ([.flexibleTopMargin, .flexibleLeftMargin] as AutoresizingMask, "&--", "&--"),
        ([.flexibleHeight, .flexibleBottomMargin] as AutoresizingMask, "--&", "-&&"),
        (AutoresizingMask(rawValue: 63), "&&&", "&&&")
    ])
    func masksRenderInUIKitsLogNotation(mask: AutoresizingMask, h: String, v: String) {
        let code = LayoutSystem.maskCode(mask)
        #expect(code.h == h && code.v == v)
    }

    @Test func autoresizingConstraintsCarryTheNotationInTheirDescription() throws {
        let system = try ViewsFixture.system(try ViewsFixture.example("seed-004-autoresizing.json"))
        let descriptions = system.constraints.filter { $0.origin == .autoresizing }.map(\.description)
        #expect(descriptions.contains("h=&-- v=&-- redView.minX == 255"))
        #expect(descriptions.contains("h=&&- v=&-- proportionalView.width == 100"))
    }

    @Test func aStackViewsArrangedSubviewsNeverTranslateTheirMasks() throws {
        let json =
            #"{"defaults": {"translatesAutoresizingMaskIntoConstraints": true}, "root": {"id": "root", "subviews": [{"id": "s", "kind": "stack", "subviews": [{"id": "a"}]}]}}"#
        let system = try ViewsFixture.system(json)
        let translated = system.constraints.filter { $0.origin == .autoresizing }.map(\.id)
        #expect(translated.contains("s.autoresizing.minX"))
        #expect(!translated.contains { $0.hasPrefix("a.") })
    }
}

/// `autoresizing_conflict`: a translating view with explicit constraints that fight its mask.
@Suite struct AutoresizingConflictTests {
    @Test func aCodeMadeViewWithEdgeConstraintsGetsTheConflictAndTheFix() throws {
        // UIKit's classic: translates = true (code default), frame zero, and edge constraints.
        let json =
            #"{"defaults": {"translatesAutoresizingMaskIntoConstraints": true}, "root": {"id": "root", "subviews": [{"id": "banner"}]}, "constraints": ["H:|-(10)-[banner]-(10)-|", "V:|-(20)-[banner(44)]"]}"#
        let result = try EngineFixture.solve(json)
        let conflict = try #require(result.diagnostics.first { $0.code == DiagnosticCode.autoresizingConflict })
        #expect(conflict["view"] == .string("banner"))
        guard case .array(let masks)? = conflict["autoresizingConstraints"] else {
            Issue.record("no mask constraints")
            return
        }
        #expect(masks.contains { $0 == .string("banner.autoresizing.minX") })
        #expect(
            !conflict.constraints.isEmpty && !conflict.constraints.contains { $0.hasPrefix("banner.autoresizing.") })
        guard case .string(let hint)? = conflict["hint"] else {
            Issue.record("no hint")
            return
        }
        #expect(hint.contains("translatesAutoresizingMaskIntoConstraints"))
        #expect(result.diagnostics.contains { $0.code == DiagnosticCode.unsatisfiableConstraints })
        // The document's constraints are the ones broken, so the frame stays the translated one.
        #expect(result.frame("banner") == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func turningTranslationOffRemovesTheConflict() throws {
        let json =
            #"{"defaults": {"translatesAutoresizingMaskIntoConstraints": true}, "root": {"id": "root", "subviews": [{"id": "banner", "translatesAutoresizingMaskIntoConstraints": false}]}, "constraints": ["H:|-(10)-[banner]-(10)-|", "V:|-(20)-[banner(44)]"]}"#
        let result = try EngineFixture.solve(json)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("banner") == Rect(x: 10, y: 20, width: 355, height: 44))
    }

    @Test func aConflictAmongDocumentConstraintsAloneIsNotAnAutoresizingConflict() throws {
        let result = try EngineFixture.solve(try ViewsFixture.example("seed-003-login-mistakes.json"))
        #expect(result.diagnostics.contains { $0.code == DiagnosticCode.unsatisfiableConstraints })
        #expect(!result.diagnostics.contains { $0.code == DiagnosticCode.autoresizingConflict })
    }
}
