@testable import Devices
@testable import Geometry
@testable import Rendering

/// Scenes for the wireframe tests. The targets are built by hand, not resolved from the device
/// catalog, so that the golden files change only when drawing changes; the numbers are iPhone 6's
/// (375 × 667 pt @2x, 20 pt status bar, 44/32 pt navigation bar, 16 pt side margins).
enum WireframeFixtures {
    static let iPhone6PortraitWithNavigationBar = ResolvedTarget(
        deviceID: "iphone-6", multitasking: .full, keyboardShown: false,
        size: Size(width: 375, height: 667), scale: 2,
        traits: TraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: .phone,
            orientation: .portrait, deviceID: "iphone-6"),
        statusBarHeight: 20, safeAreaInsets: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0),
        topLayoutGuideLength: 64, bottomLayoutGuideLength: 0,
        rootLayoutMargins: EdgeInsets(top: 64, left: 16, bottom: 0, right: 16),
        readableContentFrame: Rect(x: 16, y: 64, width: 343, height: 603),
        keyboardFrame: Rect(x: 0, y: 667, width: 375, height: 0),
        statusBarFrame: Rect(x: 0, y: 0, width: 375, height: 20),
        navigationBarFrame: Rect(x: 0, y: 20, width: 375, height: 44), tabBarFrame: nil, toolbarFrame: nil)

    static let iPhone6LandscapeWithKeyboardAndTabBar = ResolvedTarget(
        deviceID: "iphone-6", multitasking: .full, keyboardShown: true,
        size: Size(width: 667, height: 375), scale: 2,
        traits: TraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .compact, idiom: .phone,
            orientation: .landscape, deviceID: "iphone-6"),
        statusBarHeight: 0, safeAreaInsets: EdgeInsets(top: 32, left: 0, bottom: 162, right: 0),
        topLayoutGuideLength: 32, bottomLayoutGuideLength: 32,
        rootLayoutMargins: EdgeInsets(top: 32, left: 16, bottom: 162, right: 16),
        readableContentFrame: Rect(x: 16, y: 32, width: 635, height: 181),
        keyboardFrame: Rect(x: 0, y: 213, width: 667, height: 162),
        statusBarFrame: nil, navigationBarFrame: Rect(x: 0, y: 0, width: 667, height: 32),
        tabBarFrame: Rect(x: 0, y: 343, width: 667, height: 32), toolbarFrame: nil)

    /// Seed 000's profile screen, with one view of each flag and a label that needs escaping.
    static let profilePortrait = WireframeScene(
        title: "profile", target: iPhone6PortraitWithNavigationBar,
        views: [
            WireframeView(id: "root", frame: Rect(x: 0, y: 0, width: 375, height: 667), depth: 0),
            WireframeView(
                id: "avatarImageView", kind: "image", frame: Rect(x: 16, y: 74, width: 40, height: 40),
                depth: 1),
            WireframeView(
                id: "nameLabel", kind: "label", frame: Rect(x: 64, y: 74, width: 62.5, height: 14.33),
                depth: 1, label: "Chun Tips", flags: .ambiguous),
            WireframeView(
                id: "descriptionLabel", kind: "label", frame: Rect(x: 64, y: 96, width: 295, height: 27),
                depth: 1, label: #"Apple, Google <&"'> …"#, flags: .brokenConstraint),
            WireframeView(id: "card", frame: Rect(x: 16, y: 140, width: 343, height: 200), depth: 1),
            WireframeView(
                id: "photoImageView", kind: "image", frame: Rect(x: 24, y: 148, width: 160, height: 120),
                depth: 2),
            WireframeView(
                id: "caption", kind: "label", frame: Rect(x: 32, y: 240, width: 100, height: 20),
                depth: 3, label: "A caption"),
            WireframeView(
                id: "badge", frame: Rect(x: 319, y: 148, width: 32, height: 32), depth: 2,
                flags: .hidden)
        ])

    static let profileLandscape = WireframeScene(
        title: "profile", target: iPhone6LandscapeWithKeyboardAndTabBar,
        views: [
            WireframeView(id: "root", frame: Rect(x: 0, y: 0, width: 667, height: 375), depth: 0),
            WireframeView(
                id: "photoImageView", kind: "image", frame: Rect(x: 0, y: 32, width: 181, height: 181),
                depth: 1),
            WireframeView(
                id: "avatarImageView", kind: "image", frame: Rect(x: 191, y: 42, width: 40, height: 40),
                depth: 1, flags: [.ambiguous, .brokenConstraint]),
            WireframeView(
                id: "nameLabel", kind: "label", frame: Rect(x: 241, y: 42, width: 62.5, height: 14.33),
                depth: 1, label: "Chun Tips")
        ])
}
