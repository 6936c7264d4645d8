import Geometry

/// A screen with the status bar decided and no other bar: what step 2 builds on.
struct ScreenBasis {
    var size: Size
    var scale: Double
    var traits: TraitCollection
    /// The size class the hardware gives, before trait overrides: bars follow the screen, not
    /// the document's overrides.
    var physicalVerticalSizeClass: SizeClass
    var statusBarHeight: Double
    var safeArea: EdgeInsets
    var navigationBarY: Double
    var navigationBar: Double
    /// The navigation bar's bottom: the catalog's measured value where the status bar is as
    /// measured (the sum of two rounded figures would drift from it), else y + height.
    var contentTopWithNavigationBar: Double
    var tabBar: Double
    var tabBarFrame: Double
    var toolbar: Double
    var toolbarFrame: Double
    var marginLeft: Double
    var marginRight: Double
    /// Measured readable-guide sides, when the catalog has them.
    var readableSides: (left: Double, right: Double)?
    var keyboardHeight: Double
}

extension ScreenBasis {
    /// A catalog device in `target`'s orientation and pane; `statusBar` is the controller's
    /// choice. The pane (if any) must exist: `resolve` checks it first.
    init(
        device: Device, target: DeviceTargetSpec, statusBar choice: ControllerOptions.StatusBar,
        layoutDirection: LayoutDirection
    ) {
        let metrics = device.metrics(target.orientation)
        let pane = device.pane(target.multitasking, orientation: target.orientation)
        let base = pane?.safeArea ?? metrics.safeArea
        let hardwareTop = device.screenFeature.hasTopSensorHousing ? base.top : 0
        let shownByDefault = !metrics.statusBarHidden
        let shown: Bool
        switch choice {
        case .auto: shown = shownByDefault
        case .hidden: shown = false
        // iOS never shows the status bar beside a notch in landscape; a home-button phone can.
        case .visible: shown = shownByDefault || !device.screenFeature.hasTopSensorHousing
        }
        let statusBarHeight = shown ? (shownByDefault ? metrics.statusBar : 20) : 0
        var safe = base
        safe.top = max(hardwareTop, statusBarHeight)
        let navigationBarY: Double
        if shown == shownByDefault {
            navigationBarY = metrics.navigationBarY
        } else if shown {
            navigationBarY = statusBarHeight
        } else {
            navigationBarY = device.screenFeature.hasTopSensorHousing ? metrics.navigationBarY : 0
        }
        let horizontal = pane?.horizontalSizeClass ?? metrics.horizontalSizeClass
        let vertical = pane?.verticalSizeClass ?? metrics.verticalSizeClass
        let overrides = target.traits
        self.init(
            size: pane?.size ?? device.screenSize(target.orientation),
            scale: device.scale,
            traits: TraitCollection(
                horizontalSizeClass: overrides.horizontalSizeClass ?? horizontal,
                verticalSizeClass: overrides.verticalSizeClass ?? vertical,
                idiom: overrides.idiom ?? device.idiom, layoutDirection: layoutDirection,
                orientation: target.orientation, deviceID: device.id),
            physicalVerticalSizeClass: vertical,
            statusBarHeight: statusBarHeight,
            safeArea: safe,
            navigationBarY: navigationBarY,
            navigationBar: metrics.navigationBar,
            contentTopWithNavigationBar: shown == shownByDefault
                ? metrics.contentTopWithNavigationBar : navigationBarY + metrics.navigationBar,
            tabBar: metrics.tabBar,
            tabBarFrame: metrics.tabBarFrame,
            toolbar: metrics.toolbar,
            toolbarFrame: metrics.toolbarFrame,
            // Panes were measured for size and safe area only; iPads use 20 at any width.
            marginLeft: pane == nil ? metrics.layoutMargins.left : 20,
            marginRight: pane == nil ? metrics.layoutMargins.right : 20,
            readableSides: pane == nil ? metrics.readableContentInsets.map { ($0.left, $0.right) } : nil,
            keyboardHeight: metrics.keyboardHeight)
    }

    /// A custom screen: unset fields follow the phone/pad rules of docs/devices.md, which are
    /// the catalog's patterns.
    init(custom: CustomTargetSpec, statusBar choice: ControllerOptions.StatusBar, layoutDirection: LayoutDirection) {
        let size = custom.size
        let orientation = custom.orientation ?? (size.width > size.height ? .landscape : .portrait)
        let idiom = custom.traits.idiom ?? .phone
        let isPad = idiom == .pad
        let horizontal = custom.traits.horizontalSizeClass ?? (isPad ? .regular : .compact)
        let vertical =
            custom.traits.verticalSizeClass
            ?? (isPad || orientation == .portrait ? .regular : .compact)
        let shownByDefault = custom.statusBar.map { $0 > 0 } ?? !(idiom == .phone && vertical == .compact)
        let defaultHeight = custom.statusBar ?? 20
        let statusBarHeight: Double
        switch choice {
        case .auto: statusBarHeight = shownByDefault ? defaultHeight : 0
        case .hidden: statusBarHeight = 0
        case .visible: statusBarHeight = defaultHeight > 0 ? defaultHeight : 20
        }
        var safe = custom.safeAreaInsets ?? EdgeInsets(top: statusBarHeight, left: 0, bottom: 0, right: 0)
        safe.top = max(safe.top, statusBarHeight)
        let compactHeight = vertical == .compact
        let navigationBar: Double = isPad ? 50 : (compactHeight && horizontal == .compact ? 32 : 44)
        let tabBar: Double = isPad ? 50 : (compactHeight && horizontal == .compact ? 32 : 49)
        let toolbar: Double = isPad ? 50 : (compactHeight && horizontal == .compact ? 32 : 44)
        let homeIndicator = safe.bottom > 0
        let sideMargin: (Double) -> Double = { inset in
            if inset == 0, let side = custom.sideMargin { return side }
            if isPad { return max(20, inset) }
            if inset > 0 { return inset + 16 }
            return orientation == .landscape || size.width >= 414 ? 20 : 16
        }
        let keyboardHeight: Double
        switch (isPad, orientation) {
        case (false, .portrait): keyboardHeight = homeIndicator ? 336 : 260
        case (false, .landscape): keyboardHeight = homeIndicator ? 209 : 194
        case (true, .portrait): keyboardHeight = homeIndicator ? 333 : 313
        case (true, .landscape): keyboardHeight = homeIndicator ? 418 : 398
        }
        self.init(
            size: size,
            scale: custom.scale,
            traits: TraitCollection(
                horizontalSizeClass: horizontal, verticalSizeClass: vertical, idiom: idiom,
                layoutDirection: layoutDirection, orientation: orientation, deviceID: nil),
            physicalVerticalSizeClass: vertical,
            statusBarHeight: statusBarHeight,
            safeArea: safe,
            navigationBarY: safe.top,
            navigationBar: navigationBar,
            contentTopWithNavigationBar: safe.top + navigationBar,
            tabBar: tabBar,
            tabBarFrame: tabBar + safe.bottom,
            toolbar: toolbar,
            toolbarFrame: toolbar + safe.bottom,
            marginLeft: sideMargin(safe.left),
            marginRight: sideMargin(safe.right),
            readableSides: nil,
            keyboardHeight: min(custom.keyboardHeight ?? keyboardHeight, size.height))
    }
}
