import LayoutTestSupport
import TestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import Geometry

@Suite struct AttributeAndGuideTests {
    /// View `a` at (10, 20, 100, 50) with margins 8 (UIKit's default) under a left-to-right root.
    static func solveWithA(_ constraint: String, direction: String = "leftToRight") throws -> Rect? {
        let json = #"""
            {"defaults": {"rounding": "none", "layoutDirection": "\#(direction)"},
             "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]},
             "constraints": ["a.left == root.left + 10", "a.top == root.top + 20", "a.width == 100", "a.height == 50",
                             "b.width == 4 @500", "b.height == 4 @500", "b.left == root.left @400", "b.top == root.top @400",
                             "\#(constraint)"]}
            """#
        let result = try EngineFixture.solve(json)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return result.frame("b")
    }

    /// (attribute, its value on `a`): every UIKit attribute, hand-computed.
    static let values: [(Attribute, Double)] = [
        (.left, 10), (.right, 110), (.leading, 10), (.trailing, 110), (.centerX, 60),
        (.leftMargin, 18), (.rightMargin, 102), (.leadingMargin, 18), (.trailingMargin, 102),
        (.centerXWithinMargins, 60),
        (.top, 20), (.bottom, 70), (.centerY, 45), (.topMargin, 28), (.bottomMargin, 62), (.centerYWithinMargins, 45),
        (.firstBaseline, 70), (.lastBaseline, 70), (.width, 100), (.height, 50)
    ]

    @Test(arguments: values)
    func everyAttributeMeansWhatUIKitMeans(_ attribute: Attribute, _ expected: Double) throws {
        let frame = try #require(try Self.solveWithA("b.\(attribute.name) == a.\(attribute.name)"))
        // Read b's attribute back the same way: b's frame has its own margins of 8.
        let item = (x: frame.x, y: frame.y, w: frame.width, h: frame.height)
        let value: Double =
            switch attribute {
            case .left, .leading: item.x
            case .right, .trailing: item.x + item.w
            case .centerX, .centerXWithinMargins: item.x + item.w / 2
            case .leftMargin, .leadingMargin: item.x + 8
            case .rightMargin, .trailingMargin: item.x + item.w - 8
            case .top: item.y
            case .bottom, .firstBaseline, .lastBaseline: item.y + item.h
            case .centerY, .centerYWithinMargins: item.y + item.h / 2
            case .topMargin: item.y + 8
            case .bottomMargin: item.y + item.h - 8
            case .width: item.w
            case .height: item.h
            case .notAnAttribute: 0
            }
        #expect(isClose(value, expected), "\(attribute.name): \(value) ≠ \(expected)")
    }

    @Test func leadingAndTrailingFlipRightToLeft() throws {
        let leading = try #require(try Self.solveWithA("b.leading == a.leading", direction: "rightToLeft"))
        #expect(leading.x + leading.width == 110)
        let trailingMargin = try #require(
            try Self.solveWithA("b.trailingMargin == a.trailingMargin", direction: "rightToLeft"))
        #expect(trailingMargin.x + 8 == 18)
        let vfl = try EngineFixture.solve(
            #"""
            {"defaults": {"layoutDirection": "rightToLeft"}, "root": {"id": "root", "subviews": [{"id": "v"}, {"id": "w"}]},
             "constraints": ["H:|-(10)-[v(50)]-(5)-[w(20)]", "V:|[v(10)]", "V:|[w(10)]"]}
            """#)
        #expect(vfl.frame("v")?.x == 315)
        #expect(vfl.frame("w")?.x == 290)
        #expect(vfl.target.traits.layoutDirection == .rightToLeft)
    }

    @Test func aTargetsOwnDirectionWinsOverTheDocumentDefault() throws {
        let json = #"""
            {"root": {"id": "root", "subviews": [{"id": "v"}]}, "constraints": ["H:|-(10)-[v(50)]", "V:|[v(10)]"]}
            """#
        #expect(try EngineFixture.solve(json, layoutDirection: .rightToLeft).frame("v")?.x == 315)
        #expect(try EngineFixture.solve(json).frame("v")?.x == 10)
    }

    @Test func absoluteEdgesDoNotFlip() throws {
        let frame = try #require(try Self.solveWithA("b.left == a.left", direction: "rightToLeft"))
        #expect(frame.x == 10)
    }

    static let guideDocument = #"""
        {"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "safe"}, {"id": "margin"}, {"id": "top"}, {"id": "key"}]},
         "constraints": [
           "safe.top == safeArea.top", "safe.bottom == safeArea.bottom", "safe.leading == safeArea.leading", "safe.trailing == safeArea.trailing",
           "margin.top == margins.top", "margin.bottom == root.margins.bottom", "margin.left == margins.left", "margin.right == margins.right",
           "V:[topLayoutGuide][top(1)]", "top.bottom <= bottomLayoutGuide.top", "H:|[top]|",
           "key.top == keyboard.top", "key.height == keyboard.height", "key.left == readableContent.left", "key.right == readableContent.right"]}
        """#

    /// (device, orientation, safe-area frame): notched and non-notched phones, both orientations.
    static let safeAreas: [(String, Orientation, Rect)] = [
        ("iphone-6", .portrait, Rect(x: 0, y: 20, width: 375, height: 647)),
        ("iphone-6", .landscape, Rect(x: 0, y: 0, width: 667, height: 375)),
        ("iphone-x", .portrait, Rect(x: 0, y: 44, width: 375, height: 734)),
        ("iphone-x", .landscape, Rect(x: 44, y: 0, width: 724, height: 354)),
        ("iphone-4s", .portrait, Rect(x: 0, y: 20, width: 320, height: 460)),
        ("ipad-9-7", .landscape, Rect(x: 0, y: 20, width: 1024, height: 748))
    ]

    @Test(arguments: safeAreas)
    func theSafeAreaGuideFollowsTheDevice(_ device: String, _ orientation: Orientation, _ expected: Rect) throws {
        let result = try EngineFixture.solve(Self.guideDocument, device: device, orientation: orientation)
        #expect(result.frame("safe") == expected)
        let margins = result.target.bounds.inset(by: result.target.rootLayoutMargins)
        #expect(result.frame("margin") == margins)
        #expect(result.frame("top")?.y == result.target.topLayoutGuideLength)
        let readable = result.target.readableContentFrame
        #expect(result.frame("key")?.x == readable.x && result.frame("key")?.width == readable.width)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func notchedLandscapeMarginsAreTheSideInsetPlusSixteen() throws {
        let result = try EngineFixture.solve(Self.guideDocument, device: "iphone-x", orientation: .landscape)
        #expect(result.frame("margin")?.x == 60)
    }

    @Test func theKeyboardGuideIsEmptyAtTheBottomOfTheSafeAreaUntilShown() throws {
        let hidden = try EngineFixture.solve(Self.guideDocument, device: "iphone-x")
        let bottom: Double = 812 - 34
        #expect(hidden.frame("key")?.y == bottom)
        #expect(hidden.frame("key")?.height == 0)
        let shown = try EngineFixture.solve(Self.guideDocument, device: "iphone-x", keyboard: true)
        let keyboard = shown.target.keyboardFrame
        #expect(keyboard.height > 0)
        #expect(shown.frame("key")?.y == keyboard.y && shown.frame("key")?.height == keyboard.height)
    }

    @Test func topLayoutGuideIncludesTheNavigationBar() throws {
        let json = #"""
            {"controller": {"navigationBar": true}, "root": {"id": "root", "subviews": [{"id": "v"}]},
             "constraints": ["V:[topLayoutGuide]-(10)-[v(10)]", "H:|[v]|"]}
            """#
        #expect(try EngineFixture.solve(json).frame("v")?.y == 74)
        #expect(try EngineFixture.solve(json, orientation: .landscape).frame("v")?.y == 42)
        #expect(try EngineFixture.solve(json, device: "iphone-6-plus", orientation: .landscape).frame("v")?.y == 54)
    }

    @Test func aViewsMarginsGuideIsItsBoundsInsetByItsMargins() throws {
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "box", "layoutMargins": {"top": 1, "left": 2, "bottom": 3, "right": 4},
                                                     "subviews": [{"id": "inner"}]}]},
             "constraints": ["H:|-(10)-[box(100)]", "V:|-(10)-[box(100)]",
                             "inner.leading == box.margins.leading", "inner.trailing == box.margins.trailing",
                             "inner.top == box.topMargin", "inner.bottom == box.bottomMargin"]}
            """#)
        #expect(result.frame("inner") == Rect(x: 2, y: 1, width: 94, height: 96))
    }

    @Test func aLabelsBaselinesComeFromItsFont() throws {
        let result = try EngineFixture.solve(
            #"""
            {"defaults": {"rounding": "none"},
             "root": {"id": "root", "subviews": [{"id": "label", "kind": "label", "text": "Hello", "font": {"size": 20}}, {"id": "line"}]},
             "constraints": ["H:|[label]", "V:|-(100)-[label]", "line.top == label.firstBaseline", "line.bottom == label.lastBaseline",
                             "H:|[line(1)]"]}
            """#)
        let label = try #require(result.frame("label"))
        let line = try #require(result.frame("line"))
        // One line: both baselines sit where the ascender ends (SF: 1950/2048 em), text centred.
        let ascender = 1950.0 / 2048.0 * 20
        let textHeight = (1950.0 + 494.0) / 2048.0 * 20
        let expected = label.y + (label.height - textHeight) / 2 + ascender
        #expect(isClose(line.y, expected, tolerance: 1e-9))
        #expect(isClose(line.height, 0, tolerance: 1e-9))
    }
}

@Suite struct MultitaskingTests {
    @Test func aSplitViewPaneIsTheRootsSizeAndItsSizeClass() throws {
        let json = #"""
            {"root": {"id": "root", "subviews": [{"id": "v"}]},
             "constraints": [{"when": {"horizontalSizeClass": "compact"}, "constraints": ["H:|[v]|", "V:|[v(10)]"]},
                             {"when": {"horizontalSizeClass": "regular"}, "constraints": ["H:|-(100)-[v]-(100)-|", "V:|[v(20)]"]}]}
            """#
        let document = try EngineFixture.document(json)
        let spec = TargetSpec.device(
            DeviceTargetSpec(device: "ipad-9-7", orientation: .landscape, multitasking: .oneThird))
        let target = try EngineFixture.target(spec, document)
        let result = LayoutEngine.solve(document, target: target)
        #expect(target.traits.horizontalSizeClass == .compact)
        #expect(result.frame("root")?.width == target.size.width)
        #expect(result.frame("v") == Rect(x: 0, y: 0, width: target.size.width, height: 10))
        let full = try EngineFixture.solve(json, device: "ipad-9-7", orientation: .landscape)
        #expect(full.frame("v") == Rect(x: 100, y: 0, width: 824, height: 20))
    }
}
