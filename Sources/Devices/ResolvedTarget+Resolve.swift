import Geometry
import JSON

// From a target and the controller's bars to geometry. Two steps: (1) reduce a catalog device
// (or a custom screen) to a `ScreenBasis` — the screen with the status bar decided and no other
// bar; (2) add the controller's bars and the keyboard, the same way for both.

extension ResolvedTarget {
    /// The readable content guide is 664 points wide at the default Dynamic Type size when the
    /// margins leave more than that (measured, docs/devices.md); otherwise it is the margins.
    static let readableWidth = 664.0
    /// A large-title navigation bar's extra height (iOS 11+).
    static let largeTitleExtra = 52.0

    /// Resolves `spec` under `controller`. `defaultLayoutDirection` is the document's
    /// (`defaults.layoutDirection`); the target's own wins. `pointer` locates the target in the
    /// request for the problems a hand-built spec can still have (an unknown device, a missing pane).
    public static func resolve(
        _ spec: TargetSpec, controller: ControllerOptions = .none,
        catalog: DeviceCatalog = .standard,
        defaultLayoutDirection: LayoutDirection = .leftToRight,
        pointer: String = ""
    ) -> Result<ResolvedTarget, DocumentProblems> {
        let direction = spec.layoutDirection ?? defaultLayoutDirection
        switch spec {
        case .device(let target):
            guard let device = catalog.device(named: target.device) else {
                return .failure(
                    DocumentProblems([.unknownDevice(target.device, at: pointer.appendingPointer("device"))]))
            }
            if let message = TargetSpec.paneProblem(
                device: device, multitasking: target.multitasking,
                orientation: target.orientation)
            {
                return .failure(
                    DocumentProblems([
                        DocumentProblem(
                            pointer: pointer.appendingPointer("multitasking"), message: message)
                    ]))
            }
            let basis = ScreenBasis(
                device: device, target: target, statusBar: controller.statusBar,
                layoutDirection: direction)
            return .success(
                ResolvedTarget(
                    basis: basis, controller: controller, deviceID: device.id,
                    multitasking: target.multitasking, keyboardShown: target.keyboard))
        case .custom(let target):
            let basis = ScreenBasis(custom: target, statusBar: controller.statusBar, layoutDirection: direction)
            return .success(
                ResolvedTarget(
                    basis: basis, controller: controller, deviceID: nil,
                    multitasking: .full, keyboardShown: target.keyboard))
        }
    }

    /// Step 2: bars, keyboard, margins and readable content on top of a basis.
    init(
        basis: ScreenBasis, controller: ControllerOptions, deviceID: String?, multitasking: Multitasking,
        keyboardShown: Bool
    ) {
        let width = basis.size.width
        let height = basis.size.height
        var safe = basis.safeArea
        var navigationBarFrame: Rect? = nil
        if controller.navigationBar {
            let extra =
                controller.largeTitle && basis.physicalVerticalSizeClass == .regular
                ? ResolvedTarget.largeTitleExtra : 0
            let barHeight = basis.navigationBar + extra
            navigationBarFrame = Rect(x: 0, y: basis.navigationBarY, width: width, height: barHeight)
            safe.top = max(safe.top, basis.contentTopWithNavigationBar + extra)
        }
        var tabBarFrame: Rect? = nil
        var toolbarFrame: Rect? = nil
        if controller.tabBar {
            tabBarFrame = Rect(x: 0, y: height - basis.tabBarFrame, width: width, height: basis.tabBarFrame)
            safe.bottom = basis.tabBarFrame
        }
        if controller.toolbar {
            // Over a tab bar the toolbar sits on top of it (a navigation controller inside a tab
            // bar controller), so only its content height adds.
            let frameHeight = controller.tabBar ? basis.toolbar : basis.toolbarFrame
            let bottom = controller.tabBar ? basis.tabBarFrame : 0
            toolbarFrame = Rect(x: 0, y: height - bottom - frameHeight, width: width, height: frameHeight)
            safe.bottom = bottom + frameHeight
        }
        // The keyboard has its own guide (UIKeyboardLayoutGuide) and leaves the safe area, the
        // margins and the readable content as they are, as UIKit does.
        let keyboardFrame =
            keyboardShown
            ? Rect(x: 0, y: height - basis.keyboardHeight, width: width, height: basis.keyboardHeight)
            : Rect(x: 0, y: height - safe.bottom, width: width, height: 0)
        let margins = EdgeInsets(
            top: safe.top, left: max(basis.marginLeft, safe.left),
            bottom: safe.bottom, right: max(basis.marginRight, safe.right))
        let readableSides = basis.readableSides ?? ResolvedTarget.readableSides(width: width, margins: margins)
        let readable = Rect(
            x: readableSides.left, y: safe.top,
            width: width - readableSides.left - readableSides.right,
            height: height - safe.top - safe.bottom)
        self.init(
            deviceID: deviceID, multitasking: multitasking, keyboardShown: keyboardShown, size: basis.size,
            scale: basis.scale, traits: basis.traits, statusBarHeight: basis.statusBarHeight,
            safeAreaInsets: safe, topLayoutGuideLength: safe.top, bottomLayoutGuideLength: safe.bottom,
            rootLayoutMargins: margins, readableContentFrame: readable, keyboardFrame: keyboardFrame,
            statusBarFrame: basis.statusBarHeight > 0
                ? Rect(x: 0, y: 0, width: width, height: basis.statusBarHeight) : nil,
            navigationBarFrame: navigationBarFrame, tabBarFrame: tabBarFrame, toolbarFrame: toolbarFrame)
    }

    /// The rule for a readable content guide nobody measured: centred at `readableWidth` when
    /// the margins leave more room, else the margins.
    static func readableSides(width: Double, margins: EdgeInsets) -> (left: Double, right: Double) {
        if width - margins.left - margins.right > readableWidth {
            let side = (width - readableWidth) / 2
            return (side, side)
        }
        return (margins.left, margins.right)
    }
}
