import LayoutTestSupport
import Testing

@testable import Devices
@testable import Geometry

/// The keyboard never changes `safeAreaLayoutGuide`. In UIKit it has its
/// own guide (`UIKeyboardLayoutGuide`, the document's `keyboard`); the safe area, the root's
/// margins and the readable content stay where the bars put them.
@Suite("the keyboard moves its own guide, never the safe area")
struct KeyboardGuideTests {
    /// A form centred in the safe area at 750 that must stay 16 points above the keyboard: UIKit
    /// rests it just above the keyboard (the safe area's centre is out of reach).
    static let form = #"""
        {"defaults": {"rounding": "none"},
         "root": {"id": "root", "subviews": [{"id": "f"}]},
         "constraints": ["H:|-20-[f]-20-|", "f.height == 200",
                         "f.centerY == safeArea.centerY @750", "f.bottom <= keyboard.top - 16"]}
        """#

    @Test func aFormCentredInTheSafeAreaRestsJustAboveTheKeyboard() throws {
        let shown = try EngineFixture.solve(Self.form, device: "iphone-6", keyboard: true)
        let keyboard = shown.target.keyboardFrame
        #expect(keyboard == Rect(x: 0, y: 407, width: 375, height: 260))
        // Bottom at 407 − 16 = 391: as close to the safe area's centre (343.5) as it may go.
        #expect(shown.frame("f") == Rect(x: 20, y: 191, width: 335, height: 200))
        #expect(shown.diagnostics.isEmpty)
        // Hidden, nothing holds it: it is centred in the safe area (20 … 667).
        let hidden = try EngineFixture.solve(Self.form, device: "iphone-6")
        #expect(hidden.frame("f") == Rect(x: 20, y: 243.5, width: 335, height: 200))
    }

    @Test func everyCatalogTargetKeepsItsSafeAreaMarginsAndReadableContentWithTheKeyboardShown() throws {
        for spec in DeviceCatalog.standard.allTargets() {
            guard case .device(var target) = spec else { continue }
            let hidden = try ResolvedTarget.resolve(.device(target)).get()
            target.keyboard = true
            let shown = try ResolvedTarget.resolve(.device(target)).get()
            #expect(shown.safeAreaInsets == hidden.safeAreaInsets, "\(target.device) \(target.orientation)")
            #expect(shown.rootLayoutMargins == hidden.rootLayoutMargins)
            #expect(shown.readableContentFrame == hidden.readableContentFrame)
            #expect(shown.bottomLayoutGuideLength == hidden.bottomLayoutGuideLength)
            #expect(shown.keyboardFrame.height > 0 && hidden.keyboardFrame.height == 0)
        }
    }

    @Test func aCustomScreensKeyboardLeavesItsSafeAreaToo() throws {
        let custom = CustomTargetSpec(
            size: Size(width: 390, height: 844), scale: 3,
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            keyboard: true, keyboardHeight: 300)
        let target = try ResolvedTarget.resolve(.custom(custom)).get()
        #expect(target.keyboardFrame == Rect(x: 0, y: 544, width: 390, height: 300))
        #expect(target.safeAreaInsets.bottom == 34)
    }
}
