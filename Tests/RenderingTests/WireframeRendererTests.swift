import Testing

@testable import Devices
@testable import Geometry
@testable import Rendering

@Suite struct WireframeRendererTests {
    @Test func aSingleSceneMatchesItsGoldenFile() throws {
        try Golden.expectMatches(WireframeRenderer.render(WireframeFixtures.profilePortrait), "profile-portrait.svg")
    }

    @Test func aContactSheetMatchesItsGoldenFile() throws {
        let sheet = WireframeRenderer.renderContactSheet(
            [WireframeFixtures.profilePortrait, WireframeFixtures.profileLandscape], title: "profile on iPhone 6")
        try Golden.expectMatches(sheet, "profile-contact-sheet.svg")
    }

    @Test func theSameScenesGiveTheSameBytes() {
        let scenes = [WireframeFixtures.profilePortrait, WireframeFixtures.profileLandscape]
        #expect(WireframeRenderer.renderContactSheet(scenes) == WireframeRenderer.renderContactSheet(scenes))
    }

    @Test func outputIsWellFormedSVGWithSizeAndViewBox() throws {
        let text = WireframeRenderer.render(WireframeFixtures.profilePortrait)
        #expect(
            text.hasPrefix(
                #"<?xml version="1.0" encoding="UTF-8"?>"#
                    + "\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""))
        // Two legend columns (400) are wider than the device (375 + 2 × 12 bezel); 24 margins.
        #expect(text.contains(#"width="448" height="#))
        #expect(text.contains(#"viewBox="0 0 448 "#))
        let outline = parseXML(text)
        #expect(outline.error == nil)
        #expect(outline.elements.first == "svg")
        // One document; the others are the viewports that clip the views' texts.
        #expect(
            outline.elements.filter { $0 == "svg" }.count == 1
                + text.components(separatedBy: #"<svg class="text""#).count - 1)
    }

    @Test func labelsAreEscapedAndReadBackUnchanged() {
        let text = WireframeRenderer.render(WireframeFixtures.profilePortrait)
        #expect(text.contains("Apple, Google &lt;&amp;&quot;&#39;&gt; …"))
        #expect(!text.contains(#"<&""#))
        let outline = parseXML(text)
        #expect(outline.error == nil)
        #expect(outline.texts.contains(#"Apple, Google <&"'> …"#))
    }

    @Test func titlesWithMarkupCannotBreakTheDocument() {
        var scene = WireframeFixtures.profilePortrait
        scene.title = "</title><script>alert(1)</script>"
        scene.views[0].id = "root]]>"
        let outline = parseXML(WireframeRenderer.render(scene))
        #expect(outline.error == nil)
        #expect(!outline.elements.contains("script"))
        #expect(outline.texts.contains("</title><script>alert(1)</script>"))
    }

    @Test func everyViewIsATitledRectangleInDocumentOrder() {
        let outline = parseXML(WireframeRenderer.render(WireframeFixtures.profilePortrait))
        let views = WireframeFixtures.profilePortrait.views
        // Every view's `<title>` names it (what a hover shows), whether its id is drawn or not.
        let titled = outline.texts.compactMap { text in views.first { text.hasPrefix($0.id + " (") }?.id }
        #expect(titled == views.map(\.id))
    }

    @Test func flagsAndDepthsBecomeClasses() {
        let text = WireframeRenderer.render(WireframeFixtures.profilePortrait)
        #expect(text.contains(#"<g class="view d0">"#))
        #expect(text.contains(#"<g class="view d1 ambiguous">"#))
        #expect(text.contains(#"<g class="view d1 broken">"#))
        #expect(text.contains(#"<g class="view d2 hidden">"#))
        #expect(text.contains(#"<g class="view d3">"#))
        #expect(text.contains("nameLabel (label) “Chun Tips”: 64, 74, 62.5 × 14.33; ambiguous layout"))
        // A label's text is drawn in its frame, clipped to it (a nested viewport), in its font
        // (the fixture's labels keep UILabel's 17 pt), cut with "…" where the frame is narrower.
        #expect(
            text.contains(
                [
                    #"          <svg class="text" x="64" y="74" width="62.5" height="14.33">"#,
                    #"            <text x="0" y="13.21" font-size="17">Chun…</text>"#,
                    #"          </svg>"#
                ].joined(separator: "\n")))
        // avatarImageView's id is wider than its view: it is not drawn, and its title names it.
        #expect(!text.contains(#">avatarImageView</text>"#))
        #expect(text.contains("<title>avatarImageView (image): 16, 74, 40 × 40</title>"))
    }

    @Test func depthsBeyondThePaletteShareItsLastStyle() {
        #expect(WireframeRenderer.depthClass(4) == "d4")
        #expect(WireframeRenderer.depthClass(40) == "d4")
        #expect(WireframeRenderer.depthClass(-1) == "d0")
    }

    @Test func guidesAreDashedAndTheKeyboardAppearsOnlyWhenShown() {
        let portrait = WireframeRenderer.render(WireframeFixtures.profilePortrait)
        #expect(portrait.contains(#"<rect class="guide safe-area" x="0" y="64" width="375" height="603"/>"#))
        #expect(portrait.contains(#"<rect class="guide margins" x="16" y="64" width="343" height="603"/>"#))
        #expect(portrait.contains(#"<rect class="guide readable" x="16" y="64" width="343" height="603"/>"#))
        #expect(!portrait.contains(#"<g class="keyboard">"# + "\n" + "        <rect x"))
        #expect(portrait.contains("Navigation bar") && !portrait.contains(">Tab bar<"))
        let landscape = WireframeRenderer.render(WireframeFixtures.profileLandscape)
        #expect(landscape.contains(#"<rect x="0" y="213" width="667" height="162"/>"#))
        #expect(landscape.contains(">Tab bar<") && !landscape.contains(">Status bar<"))
    }

    @Test func negativeSizesAreDrawnAsTheSameAreaWithAPositiveSize() {
        #expect(
            WireframeRenderer.normalized(Rect(x: 10, y: 10, width: -4, height: -6))
                == Rect(x: 6, y: 4, width: 4, height: 6))
        var scene = WireframeFixtures.profilePortrait
        scene.views = [WireframeView(id: "odd", frame: Rect(x: 10, y: 10, width: -4, height: 5), depth: 0)]
        let text = WireframeRenderer.render(scene)
        #expect(text.contains(#"<rect x="6" y="10" width="4" height="5"/>"#))
        #expect(!text.contains(#"width="-"#))
    }

    @Test func anEmptySheetStillHasAHeadingAndALegend() {
        let text = WireframeRenderer.renderContactSheet([])
        let outline = parseXML(text)
        #expect(outline.error == nil)
        #expect(outline.texts.contains("Wireframes"))
        #expect(outline.texts.contains("Safe area"))
    }

    @Test func captionsNameDeviceOrientationPaneAndKeyboard() {
        #expect(WireframeFixtures.profilePortrait.caption == "iphone-6 · portrait")
        #expect(WireframeFixtures.profilePortrait.details == "375 × 667 pt @2x")
        #expect(WireframeFixtures.profileLandscape.caption == "iphone-6 · landscape · keyboard")
        var split = WireframeFixtures.profilePortrait
        split.target.deviceID = nil
        split.target.multitasking = .oneThird
        #expect(split.caption == "custom · portrait · oneThird")
    }

    @Test func aContactSheetPlacesPanelsLeftToRight() {
        let text = WireframeRenderer.renderContactSheet(
            [WireframeFixtures.profilePortrait, WireframeFixtures.profileLandscape])
        // Second panel: margin 24 + first body 399 + gap 32.
        #expect(text.contains(#"<g class="panel" transform="translate(24 56)">"#))
        #expect(text.contains(#"<g class="panel" transform="translate(455 56)">"#))
        // 24 + 399 + 32 + (667 + 24) + 24.
        #expect(text.contains(#"width="1170""#))
    }

    @Test func aResolvedCatalogTargetRendersWellFormed() throws {
        let target = try ResolvedTarget.resolve(
            .device(DeviceTargetSpec(device: "iphone-x", orientation: .landscape, keyboard: true)),
            controller: ControllerOptions(navigationBar: true, tabBar: true)
        ).get()
        let scene = WireframeScene(
            title: "x", target: target,
            views: [
                WireframeView(id: "root", frame: target.bounds, depth: 0)
            ])
        #expect(parseXML(WireframeRenderer.render(scene)).error == nil)
    }

    @Test func windowGeometryAddsSuperviewOriginsAndCountsDepth() {
        let geometry = WireframeView.windowGeometry(
            frames: [
                Rect(x: 0, y: 0, width: 375, height: 667), Rect(x: 16, y: 100, width: 343, height: 200),
                Rect(x: 8, y: 8, width: 50, height: 50), Rect(x: 1, y: 2, width: 3, height: 4),
                Rect(x: 5, y: 5, width: 5, height: 5)
            ],
            parents: [nil, 0, 1, 2, 7])
        #expect(
            geometry.map(\.frame.origin) == [
                Point(x: 0, y: 0), Point(x: 16, y: 100), Point(x: 24, y: 108),
                Point(x: 25, y: 110), Point(x: 5, y: 5)
            ])
        #expect(geometry.map(\.depth) == [0, 1, 2, 3, 0])
    }
}
