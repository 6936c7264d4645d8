// swift-format-ignore-file
// GENERATED FILE: do not edit. Made by scripts/gen_devices.py from data/devices.json
// (schemaVersion 1, sha256 cc442eb4ca9c9062…, 25 devices).
// Keyboard heights come from the table in the script; sources are in docs/devices.md.
// Re-run: python3 scripts/gen_devices.py

import Geometry

extension DeviceCatalog {
    /// The catalog's devices in the JSON's order. One function per device keeps the type
    /// checker's work per expression small.
    static let standardDevices: [Device] = [
        device0(),
        device1(),
        device2(),
        device3(),
        device4(),
        device5(),
        device6(),
        device7(),
        device8(),
        device9(),
        device10(),
        device11(),
        device12(),
        device13(),
        device14(),
        device15(),
        device16(),
        device17(),
        device18(),
        device19(),
        device20(),
        device21(),
        device22(),
        device23(),
        device24(),
    ]

    /// iPhone 4, iPhone 4s, iPod touch (4th generation).
    private static func device0() -> Device {
        Device(
            id: "iphone-4s",
            names: ["iPhone 4", "iPhone 4s", "iPod touch (4th generation)"],
            aliases: ["iphone-4", "iphone-4s", "ipod-touch-4"],
            idiom: .phone, screenFeature: .homeButton,
            points: Size(width: 320, height: 480), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 20, contentTopWithNavigationBar: 64,
                tabBar: 49, tabBarFrame: 49, toolbar: 44, toolbarFrame: 44,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 16, bottom: 0, right: 16),
                readableContentInsets: nil,
                keyboardHeight: 253
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 32, navigationBarY: 0, contentTopWithNavigationBar: 32,
                tabBar: 49, tabBarFrame: 49, toolbar: 32, toolbarFrame: 32,
                safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
                readableContentInsets: nil,
                keyboardHeight: 193
            ),
            multitasking: []
        )
    }

    /// iPhone 5, iPhone 5c, iPhone 5s, iPhone SE (1st generation), iPod touch (5th generation), iPod touch (6th generation), iPod touch (7th generation).
    private static func device1() -> Device {
        Device(
            id: "iphone-5",
            names: ["iPhone 5", "iPhone 5c", "iPhone 5s", "iPhone SE (1st generation)", "iPod touch (5th generation)", "iPod touch (6th generation)", "iPod touch (7th generation)"],
            aliases: ["iphone-5", "iphone-5c", "iphone-5s", "iphone-se", "iphone-se-1", "iphone-se-1st-gen", "ipod-touch-7"],
            idiom: .phone, screenFeature: .homeButton,
            points: Size(width: 320, height: 568), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 20, contentTopWithNavigationBar: 64,
                tabBar: 49, tabBarFrame: 49, toolbar: 44, toolbarFrame: 44,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 16, bottom: 0, right: 16),
                readableContentInsets: EdgeInsets(top: 20, left: 16, bottom: 0, right: 16),
                keyboardHeight: 254
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 32, navigationBarY: 0, contentTopWithNavigationBar: 32,
                tabBar: 32, tabBarFrame: 32, toolbar: 32, toolbarFrame: 32,
                safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
                readableContentInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
                keyboardHeight: 193
            ),
            multitasking: []
        )
    }

    /// iPhone 6, iPhone 6s, iPhone 7, iPhone 8, iPhone SE (2nd generation), iPhone SE (3rd generation).
    private static func device2() -> Device {
        Device(
            id: "iphone-6",
            names: ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"],
            aliases: ["iphone-6", "iphone-6s", "iphone-7", "iphone-8", "iphone-se-2", "iphone-se-3", "iphone-se-2nd-gen", "iphone-se-3rd-gen"],
            idiom: .phone, screenFeature: .homeButton,
            points: Size(width: 375, height: 667), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 20, contentTopWithNavigationBar: 64,
                tabBar: 49, tabBarFrame: 49, toolbar: 44, toolbarFrame: 44,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 16, bottom: 0, right: 16),
                readableContentInsets: EdgeInsets(top: 20, left: 16, bottom: 0, right: 16),
                keyboardHeight: 260
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 32, navigationBarY: 0, contentTopWithNavigationBar: 32,
                tabBar: 32, tabBarFrame: 32, toolbar: 32, toolbarFrame: 32,
                safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
                readableContentInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
                keyboardHeight: 194
            ),
            multitasking: []
        )
    }

    /// iPhone 6 Plus, iPhone 6s Plus, iPhone 7 Plus, iPhone 8 Plus.
    private static func device3() -> Device {
        Device(
            id: "iphone-6-plus",
            names: ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"],
            aliases: ["iphone-6-plus", "iphone-6s-plus", "iphone-7-plus", "iphone-8-plus"],
            idiom: .phone, screenFeature: .homeButton,
            points: Size(width: 414, height: 736), scale: 3,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 20, contentTopWithNavigationBar: 64,
                tabBar: 49, tabBarFrame: 49, toolbar: 44, toolbarFrame: 44,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                readableContentInsets: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                keyboardHeight: 271
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 44, navigationBarY: 0, contentTopWithNavigationBar: 44,
                tabBar: 49, tabBarFrame: 49, toolbar: 44, toolbarFrame: 44,
                safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
                readableContentInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
                keyboardHeight: 194
            ),
            multitasking: []
        )
    }

    /// iPhone X, iPhone XS, iPhone 11 Pro.
    private static func device4() -> Device {
        Device(
            id: "iphone-x",
            names: ["iPhone X", "iPhone XS", "iPhone 11 Pro"],
            aliases: ["iphone-x", "iphone-xs", "iphone-11-pro"],
            idiom: .phone, screenFeature: .notch,
            points: Size(width: 375, height: 812), scale: 3,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 44, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 44, contentTopWithNavigationBar: 88,
                tabBar: 49, tabBarFrame: 83, toolbar: 44, toolbarFrame: 78,
                safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                layoutMargins: EdgeInsets(top: 44, left: 16, bottom: 34, right: 16),
                readableContentInsets: EdgeInsets(top: 44, left: 16, bottom: 34, right: 16),
                keyboardHeight: 336
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 32, navigationBarY: 0, contentTopWithNavigationBar: 32,
                tabBar: 32, tabBarFrame: 53, toolbar: 32, toolbarFrame: 53,
                safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                layoutMargins: EdgeInsets(top: 0, left: 60, bottom: 21, right: 60),
                readableContentInsets: EdgeInsets(top: 0, left: 60, bottom: 21, right: 60),
                keyboardHeight: 209
            ),
            multitasking: []
        )
    }

    /// iPhone XR, iPhone 11.
    private static func device5() -> Device {
        Device(
            id: "iphone-xr",
            names: ["iPhone XR", "iPhone 11"],
            aliases: ["iphone-xr", "iphone-11"],
            idiom: .phone, screenFeature: .notch,
            points: Size(width: 414, height: 896), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 48, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 48, contentTopWithNavigationBar: 92,
                tabBar: 49, tabBarFrame: 83, toolbar: 44, toolbarFrame: 78,
                safeArea: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
                layoutMargins: EdgeInsets(top: 48, left: 20, bottom: 34, right: 20),
                readableContentInsets: EdgeInsets(top: 48, left: 20, bottom: 34, right: 20),
                keyboardHeight: 346
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 44, navigationBarY: 0, contentTopWithNavigationBar: 44,
                tabBar: 49, tabBarFrame: 70, toolbar: 44, toolbarFrame: 65,
                safeArea: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
                layoutMargins: EdgeInsets(top: 0, left: 64, bottom: 21, right: 64),
                readableContentInsets: EdgeInsets(top: 0, left: 116, bottom: 21, right: 116),
                keyboardHeight: 209
            ),
            multitasking: []
        )
    }

    /// iPhone XS Max, iPhone 11 Pro Max.
    private static func device6() -> Device {
        Device(
            id: "iphone-xs-max",
            names: ["iPhone XS Max", "iPhone 11 Pro Max"],
            aliases: ["iphone-xs-max", "iphone-11-pro-max"],
            idiom: .phone, screenFeature: .notch,
            points: Size(width: 414, height: 896), scale: 3,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 44, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 44, contentTopWithNavigationBar: 88,
                tabBar: 49, tabBarFrame: 83, toolbar: 44, toolbarFrame: 78,
                safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                layoutMargins: EdgeInsets(top: 44, left: 20, bottom: 34, right: 20),
                readableContentInsets: EdgeInsets(top: 44, left: 20, bottom: 34, right: 20),
                keyboardHeight: 346
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 44, navigationBarY: 0, contentTopWithNavigationBar: 44,
                tabBar: 49, tabBarFrame: 70, toolbar: 44, toolbarFrame: 65,
                safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                layoutMargins: EdgeInsets(top: 0, left: 60, bottom: 21, right: 60),
                readableContentInsets: EdgeInsets(top: 0, left: 116, bottom: 21, right: 116),
                keyboardHeight: 209
            ),
            multitasking: []
        )
    }

    /// iPhone 12 mini, iPhone 13 mini.
    private static func device7() -> Device {
        Device(
            id: "iphone-12-mini",
            names: ["iPhone 12 mini", "iPhone 13 mini"],
            aliases: ["iphone-12-mini", "iphone-13-mini"],
            idiom: .phone, screenFeature: .notch,
            points: Size(width: 375, height: 812), scale: 3,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 50, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 50, contentTopWithNavigationBar: 94,
                tabBar: 49, tabBarFrame: 83, toolbar: 44, toolbarFrame: 78,
                safeArea: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
                layoutMargins: EdgeInsets(top: 50, left: 16, bottom: 34, right: 16),
                readableContentInsets: EdgeInsets(top: 50, left: 16, bottom: 34, right: 16),
                keyboardHeight: 336
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 32, navigationBarY: 0, contentTopWithNavigationBar: 32,
                tabBar: 32, tabBarFrame: 53, toolbar: 32, toolbarFrame: 53,
                safeArea: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
                layoutMargins: EdgeInsets(top: 0, left: 66, bottom: 21, right: 66),
                readableContentInsets: EdgeInsets(top: 0, left: 66, bottom: 21, right: 66),
                keyboardHeight: 209
            ),
            multitasking: []
        )
    }

    /// iPhone 12, iPhone 12 Pro, iPhone 13, iPhone 13 Pro, iPhone 14, iPhone 16e.
    private static func device8() -> Device {
        Device(
            id: "iphone-12",
            names: ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"],
            aliases: ["iphone-12", "iphone-12-pro", "iphone-13", "iphone-13-pro", "iphone-14", "iphone-16e"],
            idiom: .phone, screenFeature: .notch,
            points: Size(width: 390, height: 844), scale: 3,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 47, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 47, contentTopWithNavigationBar: 91,
                tabBar: 49, tabBarFrame: 83, toolbar: 44, toolbarFrame: 78,
                safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                layoutMargins: EdgeInsets(top: 47, left: 16, bottom: 34, right: 16),
                readableContentInsets: EdgeInsets(top: 47, left: 16, bottom: 34, right: 16),
                keyboardHeight: 336
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 32, navigationBarY: 0, contentTopWithNavigationBar: 32,
                tabBar: 32, tabBarFrame: 53, toolbar: 32, toolbarFrame: 53,
                safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                layoutMargins: EdgeInsets(top: 0, left: 63, bottom: 21, right: 63),
                readableContentInsets: EdgeInsets(top: 0, left: 63, bottom: 21, right: 63),
                keyboardHeight: 209
            ),
            multitasking: []
        )
    }

    /// iPhone 12 Pro Max, iPhone 13 Pro Max, iPhone 14 Plus.
    private static func device9() -> Device {
        Device(
            id: "iphone-12-pro-max",
            names: ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"],
            aliases: ["iphone-12-pro-max", "iphone-13-pro-max", "iphone-14-plus"],
            idiom: .phone, screenFeature: .notch,
            points: Size(width: 428, height: 926), scale: 3,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 47, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 47, contentTopWithNavigationBar: 91,
                tabBar: 49, tabBarFrame: 83, toolbar: 44, toolbarFrame: 78,
                safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                layoutMargins: EdgeInsets(top: 47, left: 20, bottom: 34, right: 20),
                readableContentInsets: EdgeInsets(top: 47, left: 20, bottom: 34, right: 20),
                keyboardHeight: 346
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 44, navigationBarY: 0, contentTopWithNavigationBar: 44,
                tabBar: 49, tabBarFrame: 70, toolbar: 44, toolbarFrame: 65,
                safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                layoutMargins: EdgeInsets(top: 0, left: 63, bottom: 21, right: 63),
                readableContentInsets: EdgeInsets(top: 0, left: 131, bottom: 21, right: 131),
                keyboardHeight: 209
            ),
            multitasking: []
        )
    }

    /// iPhone 14 Pro, iPhone 15, iPhone 15 Pro, iPhone 16.
    private static func device10() -> Device {
        Device(
            id: "iphone-14-pro",
            names: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"],
            aliases: ["iphone-14-pro", "iphone-15", "iphone-15-pro", "iphone-16"],
            idiom: .phone, screenFeature: .dynamicIsland,
            points: Size(width: 393, height: 852), scale: 3,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 54, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 53.667, contentTopWithNavigationBar: 97.667,
                tabBar: 49, tabBarFrame: 83, toolbar: 44, toolbarFrame: 78,
                safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                layoutMargins: EdgeInsets(top: 59, left: 16, bottom: 34, right: 16),
                readableContentInsets: EdgeInsets(top: 59, left: 16, bottom: 34, right: 16),
                keyboardHeight: 336
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 32, navigationBarY: 0, contentTopWithNavigationBar: 32,
                tabBar: 32, tabBarFrame: 53, toolbar: 32, toolbarFrame: 53,
                safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                layoutMargins: EdgeInsets(top: 0, left: 75, bottom: 21, right: 75),
                readableContentInsets: EdgeInsets(top: 0, left: 75, bottom: 21, right: 75),
                keyboardHeight: 209
            ),
            multitasking: []
        )
    }

    /// iPhone 14 Pro Max, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 16 Plus.
    private static func device11() -> Device {
        Device(
            id: "iphone-14-pro-max",
            names: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"],
            aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-15-pro-max", "iphone-16-plus"],
            idiom: .phone, screenFeature: .dynamicIsland,
            points: Size(width: 430, height: 932), scale: 3,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 54, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 53.667, contentTopWithNavigationBar: 97.667,
                tabBar: 49, tabBarFrame: 83, toolbar: 44, toolbarFrame: 78,
                safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                layoutMargins: EdgeInsets(top: 59, left: 20, bottom: 34, right: 20),
                readableContentInsets: EdgeInsets(top: 59, left: 20, bottom: 34, right: 20),
                keyboardHeight: 346
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 44, navigationBarY: 0, contentTopWithNavigationBar: 44,
                tabBar: 49, tabBarFrame: 70, toolbar: 44, toolbarFrame: 65,
                safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                layoutMargins: EdgeInsets(top: 0, left: 75, bottom: 21, right: 75),
                readableContentInsets: EdgeInsets(top: 0, left: 134, bottom: 21, right: 134),
                keyboardHeight: 209
            ),
            multitasking: []
        )
    }

    /// iPhone 16 Pro.
    private static func device12() -> Device {
        Device(
            id: "iphone-16-pro",
            names: ["iPhone 16 Pro"],
            aliases: ["iphone-16-pro"],
            idiom: .phone, screenFeature: .dynamicIsland,
            points: Size(width: 402, height: 874), scale: 3,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 54, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 56.333, contentTopWithNavigationBar: 100.333,
                tabBar: 49, tabBarFrame: 83, toolbar: 44, toolbarFrame: 78,
                safeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                layoutMargins: EdgeInsets(top: 62, left: 16, bottom: 34, right: 16),
                readableContentInsets: nil,
                keyboardHeight: 336
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 32, navigationBarY: 0, contentTopWithNavigationBar: 32,
                tabBar: 32, tabBarFrame: 53, toolbar: 32, toolbarFrame: 53,
                safeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
                layoutMargins: EdgeInsets(top: 0, left: 78, bottom: 21, right: 78),
                readableContentInsets: nil,
                keyboardHeight: 209
            ),
            multitasking: []
        )
    }

    /// iPhone 16 Pro Max.
    private static func device13() -> Device {
        Device(
            id: "iphone-16-pro-max",
            names: ["iPhone 16 Pro Max"],
            aliases: ["iphone-16-pro-max"],
            idiom: .phone, screenFeature: .dynamicIsland,
            points: Size(width: 440, height: 956), scale: 3,
            portrait: DeviceMetrics(
                horizontalSizeClass: .compact, verticalSizeClass: .regular,
                statusBar: 54, statusBarHidden: false,
                navigationBar: 44, navigationBarY: 56.333, contentTopWithNavigationBar: 100.333,
                tabBar: 49, tabBarFrame: 83, toolbar: 44, toolbarFrame: 78,
                safeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                layoutMargins: EdgeInsets(top: 62, left: 20, bottom: 34, right: 20),
                readableContentInsets: nil,
                keyboardHeight: 346
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .compact,
                statusBar: 0, statusBarHidden: true,
                navigationBar: 44, navigationBarY: 0, contentTopWithNavigationBar: 44,
                tabBar: 49, tabBarFrame: 70, toolbar: 44, toolbarFrame: 65,
                safeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
                layoutMargins: EdgeInsets(top: 0, left: 78, bottom: 21, right: 78),
                readableContentInsets: nil,
                keyboardHeight: 209
            ),
            multitasking: []
        )
    }

    /// iPad mini, iPad mini 2, iPad mini 3, iPad mini 4, iPad mini (5th generation).
    private static func device14() -> Device {
        Device(
            id: "ipad-mini",
            names: ["iPad mini", "iPad mini 2", "iPad mini 3", "iPad mini 4", "iPad mini (5th generation)"],
            aliases: ["ipad-mini", "ipad-mini-2", "ipad-mini-3", "ipad-mini-4", "ipad-mini-5", "ipad-mini-7-9"],
            idiom: .pad, screenFeature: .homeButton,
            points: Size(width: 768, height: 1024), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 20, contentTopWithNavigationBar: 70,
                tabBar: 50, tabBarFrame: 50, toolbar: 50, toolbarFrame: 50,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                readableContentInsets: EdgeInsets(top: 20, left: 52, bottom: 0, right: 52),
                keyboardHeight: 313
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 20, contentTopWithNavigationBar: 70,
                tabBar: 50, tabBarFrame: 50, toolbar: 50, toolbarFrame: 50,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                readableContentInsets: EdgeInsets(top: 20, left: 180, bottom: 0, right: 180),
                keyboardHeight: 398
            ),
            multitasking: [
                MultitaskingPane(orientation: .landscape, multitasking: .twoThirds, size: Size(width: 694, height: 768), horizontalSizeClass: .regular, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1024 corrected to the screen's
                MultitaskingPane(orientation: .landscape, multitasking: .half, size: Size(width: 507, height: 768), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1024 corrected to the screen's
                MultitaskingPane(orientation: .landscape, multitasking: .oneThird, size: Size(width: 320, height: 768), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1024 corrected to the screen's
                MultitaskingPane(orientation: .portrait, multitasking: .twoThirds, size: Size(width: 438, height: 1024), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 768 corrected to the screen's
                MultitaskingPane(orientation: .portrait, multitasking: .oneThird, size: Size(width: 320, height: 1024), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 768 corrected to the screen's
            ]
        )
    }

    /// iPad mini (6th generation), iPad mini (A17 Pro).
    private static func device15() -> Device {
        Device(
            id: "ipad-mini-6",
            names: ["iPad mini (6th generation)", "iPad mini (A17 Pro)"],
            aliases: ["ipad-mini-6", "ipad-mini-a17-pro", "ipad-mini-7", "ipad-mini-8-3"],
            idiom: .pad, screenFeature: .homeIndicator,
            points: Size(width: 744, height: 1133), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                keyboardHeight: 333
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: EdgeInsets(top: 24, left: 234.5, bottom: 20, right: 234.5),
                keyboardHeight: 418
            ),
            multitasking: []
        )
    }

    /// iPad (3rd generation), iPad (4th generation), iPad (5th generation), iPad (6th generation), iPad Air, iPad Air 2, iPad Pro (9.7-inch).
    private static func device16() -> Device {
        Device(
            id: "ipad-9-7",
            names: ["iPad (3rd generation)", "iPad (4th generation)", "iPad (5th generation)", "iPad (6th generation)", "iPad Air", "iPad Air 2", "iPad Pro (9.7-inch)"],
            aliases: ["ipad-9-7", "ipad-5", "ipad-6", "ipad-air", "ipad-air-2", "ipad-pro-9-7"],
            idiom: .pad, screenFeature: .homeButton,
            points: Size(width: 768, height: 1024), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 20, contentTopWithNavigationBar: 70,
                tabBar: 50, tabBarFrame: 50, toolbar: 50, toolbarFrame: 50,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                readableContentInsets: EdgeInsets(top: 20, left: 52, bottom: 0, right: 52),
                keyboardHeight: 313
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 20, contentTopWithNavigationBar: 70,
                tabBar: 50, tabBarFrame: 50, toolbar: 50, toolbarFrame: 50,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                readableContentInsets: EdgeInsets(top: 20, left: 180, bottom: 0, right: 180),
                keyboardHeight: 398
            ),
            multitasking: [
                MultitaskingPane(orientation: .landscape, multitasking: .twoThirds, size: Size(width: 694, height: 768), horizontalSizeClass: .regular, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1024 corrected to the screen's
                MultitaskingPane(orientation: .landscape, multitasking: .half, size: Size(width: 507, height: 768), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1024 corrected to the screen's
                MultitaskingPane(orientation: .landscape, multitasking: .oneThird, size: Size(width: 320, height: 768), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1024 corrected to the screen's
                MultitaskingPane(orientation: .portrait, multitasking: .twoThirds, size: Size(width: 438, height: 1024), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 768 corrected to the screen's
                MultitaskingPane(orientation: .portrait, multitasking: .oneThird, size: Size(width: 320, height: 1024), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 768 corrected to the screen's
            ]
        )
    }

    /// iPad (7th generation), iPad (8th generation), iPad (9th generation).
    private static func device17() -> Device {
        Device(
            id: "ipad-10-2",
            names: ["iPad (7th generation)", "iPad (8th generation)", "iPad (9th generation)"],
            aliases: ["ipad-10-2", "ipad-7", "ipad-8", "ipad-9"],
            idiom: .pad, screenFeature: .homeButton,
            points: Size(width: 810, height: 1080), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 20, contentTopWithNavigationBar: 70,
                tabBar: 50, tabBarFrame: 50, toolbar: 50, toolbarFrame: 50,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                readableContentInsets: EdgeInsets(top: 20, left: 73, bottom: 0, right: 73),
                keyboardHeight: 313
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 20, contentTopWithNavigationBar: 70,
                tabBar: 50, tabBarFrame: 50, toolbar: 50, toolbarFrame: 50,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                readableContentInsets: EdgeInsets(top: 20, left: 208, bottom: 0, right: 208),
                keyboardHeight: 398
            ),
            multitasking: [
                MultitaskingPane(orientation: .landscape, multitasking: .twoThirds, size: Size(width: 750, height: 810), horizontalSizeClass: .regular, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1080 corrected to the screen's
                MultitaskingPane(orientation: .landscape, multitasking: .half, size: Size(width: 535, height: 810), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1080 corrected to the screen's
                MultitaskingPane(orientation: .landscape, multitasking: .oneThird, size: Size(width: 320, height: 810), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1080 corrected to the screen's
                MultitaskingPane(orientation: .portrait, multitasking: .twoThirds, size: Size(width: 480, height: 1080), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 810 corrected to the screen's
                MultitaskingPane(orientation: .portrait, multitasking: .oneThird, size: Size(width: 320, height: 1080), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 810 corrected to the screen's
            ]
        )
    }

    /// iPad Pro (10.5-inch), iPad Air (3rd generation).
    private static func device18() -> Device {
        Device(
            id: "ipad-pro-10-5",
            names: ["iPad Pro (10.5-inch)", "iPad Air (3rd generation)"],
            aliases: ["ipad-pro-10-5", "ipad-air-3", "ipad-10-5"],
            idiom: .pad, screenFeature: .homeButton,
            points: Size(width: 834, height: 1112), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 20, contentTopWithNavigationBar: 70,
                tabBar: 50, tabBarFrame: 50, toolbar: 50, toolbarFrame: 50,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                readableContentInsets: nil,
                keyboardHeight: 313
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 20, contentTopWithNavigationBar: 70,
                tabBar: 50, tabBarFrame: 50, toolbar: 50, toolbarFrame: 50,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                readableContentInsets: nil,
                keyboardHeight: 398
            ),
            multitasking: [
                MultitaskingPane(orientation: .landscape, multitasking: .twoThirds, size: Size(width: 782, height: 834), horizontalSizeClass: .regular, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1112 corrected to the screen's
                MultitaskingPane(orientation: .landscape, multitasking: .half, size: Size(width: 551, height: 834), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1112 corrected to the screen's
                MultitaskingPane(orientation: .landscape, multitasking: .oneThird, size: Size(width: 320, height: 834), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 1112 corrected to the screen's
                MultitaskingPane(orientation: .portrait, multitasking: .twoThirds, size: Size(width: 504, height: 1112), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 834 corrected to the screen's
                MultitaskingPane(orientation: .portrait, multitasking: .oneThird, size: Size(width: 320, height: 1112), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),  // JSON height 834 corrected to the screen's
            ]
        )
    }

    /// iPad Air (4th generation), iPad Air (5th generation), iPad (10th generation), iPad (A16), iPad Air 11-inch (M2), iPad Air 11-inch (M3).
    private static func device19() -> Device {
        Device(
            id: "ipad-air-10-9",
            names: ["iPad Air (4th generation)", "iPad Air (5th generation)", "iPad (10th generation)", "iPad (A16)", "iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)"],
            aliases: ["ipad-air-10-9", "ipad-air-4", "ipad-air-5", "ipad-10", "ipad-10th-gen", "ipad-a16", "ipad-air-11-m2", "ipad-air-11-m3"],
            idiom: .pad, screenFeature: .homeIndicator,
            points: Size(width: 820, height: 1180), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: EdgeInsets(top: 24, left: 78, bottom: 20, right: 78),
                keyboardHeight: 333
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: EdgeInsets(top: 24, left: 258, bottom: 20, right: 258),
                keyboardHeight: 418
            ),
            multitasking: [
                MultitaskingPane(orientation: .landscape, multitasking: .twoThirds, size: Size(width: 795, height: 820), horizontalSizeClass: .regular, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: true),
                MultitaskingPane(orientation: .landscape, multitasking: .half, size: Size(width: 585, height: 820), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: true),
                MultitaskingPane(orientation: .landscape, multitasking: .oneThird, size: Size(width: 375, height: 820), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: true),
                MultitaskingPane(orientation: .portrait, multitasking: .twoThirds, size: Size(width: 490, height: 1180), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: true),
                MultitaskingPane(orientation: .portrait, multitasking: .oneThird, size: Size(width: 320, height: 1180), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: true),
            ]
        )
    }

    /// iPad Pro (11-inch) (1st generation), iPad Pro (11-inch) (2nd generation), iPad Pro (11-inch) (3rd generation), iPad Pro (11-inch) (4th generation).
    private static func device20() -> Device {
        Device(
            id: "ipad-pro-11",
            names: ["iPad Pro (11-inch) (1st generation)", "iPad Pro (11-inch) (2nd generation)", "iPad Pro (11-inch) (3rd generation)", "iPad Pro (11-inch) (4th generation)"],
            aliases: ["ipad-pro-11", "ipad-pro-11-1", "ipad-pro-11-2", "ipad-pro-11-3", "ipad-pro-11-4"],
            idiom: .pad, screenFeature: .homeIndicator,
            points: Size(width: 834, height: 1194), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: EdgeInsets(top: 24, left: 85, bottom: 20, right: 85),
                keyboardHeight: 333
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: EdgeInsets(top: 24, left: 265, bottom: 20, right: 265),
                keyboardHeight: 418
            ),
            multitasking: [
                MultitaskingPane(orientation: .landscape, multitasking: .twoThirds, size: Size(width: 809, height: 834), horizontalSizeClass: .regular, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: false),
                MultitaskingPane(orientation: .landscape, multitasking: .half, size: Size(width: 592, height: 834), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: false),
                MultitaskingPane(orientation: .landscape, multitasking: .oneThird, size: Size(width: 375, height: 834), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: false),
                MultitaskingPane(orientation: .portrait, multitasking: .twoThirds, size: Size(width: 504, height: 1194), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: false),
                MultitaskingPane(orientation: .portrait, multitasking: .oneThird, size: Size(width: 320, height: 1194), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: false),
            ]
        )
    }

    /// iPad Pro (12.9-inch) (1st generation), iPad Pro (12.9-inch) (2nd generation).
    private static func device21() -> Device {
        Device(
            id: "ipad-pro-12-9-home-button",
            names: ["iPad Pro (12.9-inch) (1st generation)", "iPad Pro (12.9-inch) (2nd generation)"],
            aliases: ["ipad-pro-12-9-1", "ipad-pro-12-9-2"],
            idiom: .pad, screenFeature: .homeButton,
            points: Size(width: 1024, height: 1366), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 20, contentTopWithNavigationBar: 70,
                tabBar: 50, tabBarFrame: 50, toolbar: 50, toolbarFrame: 50,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                readableContentInsets: nil,
                keyboardHeight: 378
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 20, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 20, contentTopWithNavigationBar: 70,
                tabBar: 50, tabBarFrame: 50, toolbar: 50, toolbarFrame: 50,
                safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
                readableContentInsets: nil,
                keyboardHeight: 471
            ),
            multitasking: [
                MultitaskingPane(orientation: .landscape, multitasking: .twoThirds, size: Size(width: 981, height: 1024), horizontalSizeClass: .regular, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),
                MultitaskingPane(orientation: .landscape, multitasking: .half, size: Size(width: 678, height: 1024), horizontalSizeClass: .regular, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),
                MultitaskingPane(orientation: .landscape, multitasking: .oneThird, size: Size(width: 375, height: 1024), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),
                MultitaskingPane(orientation: .portrait, multitasking: .twoThirds, size: Size(width: 639, height: 1366), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),
                MultitaskingPane(orientation: .portrait, multitasking: .oneThird, size: Size(width: 375, height: 1366), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), derived: false),
            ]
        )
    }

    /// iPad Pro (12.9-inch) (3rd generation), iPad Pro (12.9-inch) (4th generation), iPad Pro (12.9-inch) (5th generation), iPad Pro (12.9-inch) (6th generation), iPad Air 13-inch (M2), iPad Air 13-inch (M3).
    private static func device22() -> Device {
        Device(
            id: "ipad-pro-12-9",
            names: ["iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch) (4th generation)", "iPad Pro (12.9-inch) (5th generation)", "iPad Pro (12.9-inch) (6th generation)", "iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)"],
            aliases: ["ipad-pro-12-9", "ipad-pro-12-9-3", "ipad-pro-12-9-4", "ipad-pro-12-9-5", "ipad-pro-12-9-6", "ipad-air-13-m2", "ipad-air-13-m3"],
            idiom: .pad, screenFeature: .homeIndicator,
            points: Size(width: 1024, height: 1366), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: EdgeInsets(top: 24, left: 180, bottom: 20, right: 180),
                keyboardHeight: 378
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: EdgeInsets(top: 24, left: 351, bottom: 20, right: 351),
                keyboardHeight: 471
            ),
            multitasking: [
                MultitaskingPane(orientation: .landscape, multitasking: .twoThirds, size: Size(width: 981, height: 1024), horizontalSizeClass: .regular, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: false),
                MultitaskingPane(orientation: .landscape, multitasking: .half, size: Size(width: 678, height: 1024), horizontalSizeClass: .regular, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: false),
                MultitaskingPane(orientation: .landscape, multitasking: .oneThird, size: Size(width: 375, height: 1024), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: false),
                MultitaskingPane(orientation: .portrait, multitasking: .twoThirds, size: Size(width: 639, height: 1366), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: false),
                MultitaskingPane(orientation: .portrait, multitasking: .oneThird, size: Size(width: 375, height: 1366), horizontalSizeClass: .compact, verticalSizeClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), derived: false),
            ]
        )
    }

    /// iPad Pro 11-inch (M4), iPad Pro 11-inch (M5).
    private static func device23() -> Device {
        Device(
            id: "ipad-pro-11-m4",
            names: ["iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M5)"],
            aliases: ["ipad-pro-11-m4", "ipad-pro-11-m5"],
            idiom: .pad, screenFeature: .homeIndicator,
            points: Size(width: 834, height: 1210), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: nil,
                keyboardHeight: 333
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: nil,
                keyboardHeight: 418
            ),
            multitasking: []
        )
    }

    /// iPad Pro 13-inch (M4), iPad Pro 13-inch (M5).
    private static func device24() -> Device {
        Device(
            id: "ipad-pro-13-m4",
            names: ["iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M5)"],
            aliases: ["ipad-pro-13-m4", "ipad-pro-13-m5"],
            idiom: .pad, screenFeature: .homeIndicator,
            points: Size(width: 1032, height: 1376), scale: 2,
            portrait: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: nil,
                keyboardHeight: 378
            ),
            landscape: DeviceMetrics(
                horizontalSizeClass: .regular, verticalSizeClass: .regular,
                statusBar: 24, statusBarHidden: false,
                navigationBar: 50, navigationBarY: 24, contentTopWithNavigationBar: 74,
                tabBar: 50, tabBarFrame: 65, toolbar: 50, toolbarFrame: 70,
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
                readableContentInsets: nil,
                keyboardHeight: 471
            ),
            multitasking: []
        )
    }
}
