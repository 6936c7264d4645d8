import Testing

@testable import Devices
@testable import Geometry
@testable import JSON

@Suite struct TargetSpecDecodingTests {
    func decode(_ text: String, pointer: String = "/target") throws -> Result<TargetSpec, DocumentProblems> {
        TargetSpec.decode(try JSONParser.parse(text), pointer: pointer)
    }

    @Test func decodesADeviceTargetWithEveryOption() throws {
        let text =
            #"{"device":"iphone-8","orientation":"landscape","keyboard":true,"layoutDirection":"rightToLeft","#
            + #""traits":{"horizontalSizeClass":"regular"}}"#
        let spec = try decode(text).get()
        // An alias decodes as the catalog's id (iphone-8 is an iphone-6).
        #expect(
            spec
                == .device(
                    DeviceTargetSpec(
                        device: "iphone-6", orientation: .landscape, keyboard: true,
                        layoutDirection: .rightToLeft,
                        traits: TraitOverrides(horizontalSizeClass: .regular))))
        #expect(spec.layoutDirection == .rightToLeft)
    }

    @Test func orientationDefaultsToPortraitAndMultitaskingToFull() throws {
        #expect(try decode(#"{"device":"ipad-pro-11"}"#).get() == .device(DeviceTargetSpec(device: "ipad-pro-11")))
        #expect(
            try decode(#"{"device":"ipad-pro-11","orientation":"landscape","multitasking":"half"}"#).get()
                == .device(DeviceTargetSpec(device: "ipad-pro-11", orientation: .landscape, multitasking: .half)))
    }

    @Test func decodesACustomScreen() throws {
        let text =
            #"{"size":{"width":400,"height":800},"scale":3,"traits":{"idiom":"pad","verticalSizeClass":"regular"},"#
            + #""safeAreaInsets":{"top":24,"bottom":20},"statusBar":24,"keyboardHeight":300,"sideMargin":20}"#
        let spec = try decode(text).get()
        #expect(
            spec
                == .custom(
                    CustomTargetSpec(
                        size: Size(width: 400, height: 800), scale: 3,
                        traits: TraitOverrides(verticalSizeClass: .regular, idiom: .pad),
                        safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBar: 24,
                        keyboardHeight: 300, sideMargin: 20)))
    }

    static let badTargets: [(String, [DocumentProblem])] = [
        (#"[1]"#, [.init(pointer: "/target", message: "expected a target (an object), found an array")]),
        (
            #"{}"#,
            [
                .init(
                    pointer: "/target",
                    message: "a target needs 'device' (a catalog id) or a custom 'size'; GET /v1/devices lists the ids")
            ]
        ),
        (
            #"{"device":"iphone-99"}"#,
            [.init(pointer: "/target/device", message: "unknown device 'iphone-99'; GET /v1/devices lists the ids")]
        ),
        (#"{"device":6}"#, [.init(pointer: "/target/device", message: "expected a string, found a number")]),
        (
            #"{"device":"iphone-6","orientation":"upsideDown"}"#,
            [
                .init(
                    pointer: "/target/orientation",
                    message: #""upsideDown" is not one of: portrait, landscape"#)
            ]
        ),
        (
            #"{"device":"iphone-6","multitasking":"half"}"#,
            [.init(pointer: "/target/multitasking", message: "Split View needs an iPad; 'iphone-6' is a phone")]
        ),
        (
            #"{"device":"ipad-pro-11","multitasking":"half"}"#,
            [
                .init(
                    pointer: "/target/multitasking",
                    message:
                        "'ipad-pro-11' has no 'half' Split View pane in portrait; the catalog has twoThirds, oneThird")
            ]
        ),
        (
            #"{"device":"ipad-mini-6","orientation":"landscape","multitasking":"oneThird"}"#,
            [
                .init(
                    pointer: "/target/multitasking",
                    message: "'ipad-mini-6' has no 'oneThird' Split View pane in landscape; none are in the catalog")
            ]
        ),
        (
            #"{"device":"iphone-6","multitasking":"quarter"}"#,
            [
                .init(
                    pointer: "/target/multitasking",
                    message: #""quarter" is not one of: full, twoThirds, half, oneThird"#)
            ]
        ),
        (
            #"{"device":"iphone-6","keyboard":"yes"}"#,
            [.init(pointer: "/target/keyboard", message: "expected true or false, found a string")]
        ),
        (
            #"{"device":"iphone-6","zoom":true}"#,
            [
                .init(
                    pointer: "/target/zoom",
                    message:
                        #"unknown key "zoom"; expected one of: device, orientation, multitasking, keyboard, layoutDirection, traits"#
                )
            ]
        ),
        (
            #"{"device":"iphone-6","scale":3}"#,
            [.init(pointer: "/target/scale", message: "'scale' applies only to a custom screen (a target with 'size')")]
        ),
        (
            #"{"size":{"width":300,"height":600},"multitasking":"half"}"#,
            [.init(pointer: "/target/multitasking", message: "'multitasking' applies only to a catalog device target")]
        ),
        (
            #"{"device":"iphone-6","size":{"width":1,"height":1}}"#,
            [
                .init(
                    pointer: "/target/size",
                    message: "a target names either a catalog 'device' or a custom 'size', not both")
            ]
        ),
        (
            #"{"device":"iphone-6","traits":{"horizontalSizeClass":"medium","colour":"red"}}"#,
            [
                .init(
                    pointer: "/target/traits/horizontalSizeClass",
                    message: #""medium" is not one of: compact, regular"#),
                .init(
                    pointer: "/target/traits/colour",
                    message:
                        #"unknown key "colour"; expected one of: horizontalSizeClass, verticalSizeClass, idiom, layoutDirection"#
                )
            ]
        ),
        (
            #"{"device":"iphone-6","traits":"compact"}"#,
            [.init(pointer: "/target/traits", message: "expected 'traits' (an object), found a string")]
        ),
        (
            #"{"size":{"width":0,"height":-5}}"#,
            [
                .init(pointer: "/target/size/width", message: "must be at least 1, found 0"),
                .init(pointer: "/target/size/height", message: "must be at least 1, found -5")
            ]
        ),
        (#"{"size":{"width":300}}"#, [.init(pointer: "/target/size", message: #"missing required key "height""#)]),
        (
            #"{"size":{"width":300,"height":600},"scale":0}"#,
            [.init(pointer: "/target/scale", message: "must be at least 1, found 0")]
        ),
        (
            #"{"size":{"width":300,"height":600},"safeAreaInsets":{"top":300,"bottom":300}}"#,
            [.init(pointer: "/target/safeAreaInsets", message: "'safeAreaInsets' leave no room on a 300×600 screen")]
        ),
        (
            #"{"size":{"width":300,"height":600},"safeAreaInsets":{"top":-1,"middle":2}}"#,
            [
                .init(pointer: "/target/safeAreaInsets/top", message: "must be at least 0, found -1"),
                .init(
                    pointer: "/target/safeAreaInsets/middle",
                    message: #"unknown key "middle"; expected one of: top, left, bottom, right"#)
            ]
        ),
        (
            #"{"size":{"width":300,"height":600},"keyboardHeight":700}"#,
            [.init(pointer: "/target/keyboardHeight", message: "'keyboardHeight' 700 is taller than the screen (600)")]
        ),
        (
            #"{"size":{"width":300,"height":600},"sideMargin":150}"#,
            [
                .init(
                    pointer: "/target/sideMargin",
                    message: "'sideMargin' 150 leaves no room between the margins of a 300-point-wide screen")
            ]
        ),
        (
            #"{"size":{"width":300,"height":600},"sideMargin":-1}"#,
            [.init(pointer: "/target/sideMargin", message: "must be at least 0, found -1")]
        ),
        (
            #"{"device":"iphone-6","device":"iphone-5"}"#,
            [.init(pointer: "/target/device", message: #"duplicate key "device""#)]
        ),
        (
            #"{"device":"iphone-99","orientation":"sideways","a/b":1}"#,
            [
                .init(pointer: "/target/device", message: "unknown device 'iphone-99'; GET /v1/devices lists the ids"),
                .init(
                    pointer: "/target/orientation",
                    message: #""sideways" is not one of: portrait, landscape"#),
                .init(
                    pointer: "/target/a~1b",
                    message:
                        #"unknown key "a/b"; expected one of: device, orientation, multitasking, keyboard, layoutDirection, traits"#
                )
            ]
        )
    ]

    @Test(arguments: badTargets)
    func reportsEveryProblemOfABadTargetWithItsPointer(text: String, problems: [DocumentProblem]) throws {
        let result = try decode(text)
        // The messages as the service words their hints.
        #expect(result.failureProblems?.map { $0.worded(for: .service) } == problems)
    }

    @Test func pointersStartAtTheGivenPrefix() throws {
        let result = try decode(#"{"device":"x"}"#, pointer: "/targets/3")
        #expect(result.failureProblems?.map(\.pointer) == ["/targets/3/device"])
    }

    @Test func everyCatalogTargetRoundTripsThroughItsJSONForm() throws {
        for spec in DeviceCatalog.standard.allTargets() {
            guard case .device(let target) = spec else { continue }
            let json = JSONValue.object([
                ("device", .string(target.device)),
                ("orientation", .string(target.orientation.rawValue))
            ])
            #expect(try TargetSpec.decode(json, pointer: "").get() == spec)
        }
    }
}

@Suite struct ControllerOptionsTests {
    @Test func decodesEveryOption() throws {
        let json = try JSONParser.parse(
            #"{"navigationBar":true,"tabBar":true,"toolbar":false,"statusBar":"hidden","largeTitle":true}"#)
        #expect(
            try ControllerOptions.decode(json, pointer: "/document/controller").get()
                == ControllerOptions(navigationBar: true, tabBar: true, statusBar: .hidden, largeTitle: true))
        #expect(try ControllerOptions.decode(.object([]), pointer: "").get() == .none)
    }

    static let bad: [(String, [DocumentProblem])] = [
        ("true", [.init(pointer: "/c", message: "expected 'controller' (an object), found a boolean")]),
        (
            #"{"navigationBar":1}"#,
            [.init(pointer: "/c/navigationBar", message: "expected true or false, found a number")]
        ),
        (
            #"{"statusBar":"dim"}"#,
            [.init(pointer: "/c/statusBar", message: #""dim" is not one of: auto, visible, hidden"#)]
        ),
        (#"{"statusBar":false}"#, [.init(pointer: "/c/statusBar", message: "expected a string, found a boolean")]),
        (
            #"{"largeTitle":true}"#,
            [.init(pointer: "/c/largeTitle", message: "'largeTitle' needs 'navigationBar': true")]
        ),
        (
            #"{"tabbar":true}"#,
            [
                .init(
                    pointer: "/c/tabbar",
                    message:
                        #"unknown key "tabbar"; did you mean "tabBar"? expected one of: navigationBar, tabBar, toolbar, statusBar, largeTitle"#
                )
            ]
        )
    ]

    @Test(arguments: bad)
    func reportsEveryProblemWithItsPointer(text: String, problems: [DocumentProblem]) throws {
        let result = ControllerOptions.decode(try JSONParser.parse(text), pointer: "/c")
        guard case .failure(let failure) = result else {
            Issue.record("decoded \(text)")
            return
        }
        #expect(failure.problems == problems)
    }
}
