import LayoutTestSupport
import TestSupport
import Testing

@testable import Devices
@testable import Engine
@testable import Geometry

/// The five seed layouts (examples/), checked against frames computed by hand from the articles
/// and the device catalog (bars: iPhone portrait status bar 20 + navigation bar 44; landscape
/// status bar hidden, navigation bar 32, or 44 on the 6 Plus; iPad status bar 20 + bar 50).
@Suite struct SeedExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var device: String
        var orientation: Orientation
        var frames: [(String, Rect)]
        var testDescription: String { "\(device) \(orientation.rawValue)" }
    }

    static func check(_ file: String, _ row: Case, contentSizes: [(String, Size)] = []) throws {
        let result = try ExampleFiles.solve(file, row.device, row.orientation)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        for (id, expected) in row.frames {
            #expect(result.frame(id) == expected, "\(id) on \(row.testDescription)")
        }
        for (id, size) in contentSizes {
            #expect(result.contentSizes.first(where: { $0.id == id })?.size == size, "\(id) content size")
        }
    }

    static func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    // MARK: seed 000: stacked in portrait, side by side in landscape.

    static let profile: [Case] = [
        Case(
            device: "iphone-4s", orientation: .portrait,
            frames: [("avatarImageView", r(10, 74, 40, 40)), ("photoImageView", r(0, 124, 320, 320))]),
        Case(
            device: "iphone-4s", orientation: .landscape,
            frames: [("photoImageView", r(0, 32, 288, 288)), ("avatarImageView", r(298, 42, 40, 40))]),
        Case(
            device: "iphone-5", orientation: .portrait,
            frames: [("avatarImageView", r(10, 74, 40, 40)), ("photoImageView", r(0, 124, 320, 320))]),
        Case(
            device: "iphone-5", orientation: .landscape,
            frames: [("photoImageView", r(0, 32, 288, 288)), ("avatarImageView", r(298, 42, 40, 40))]),
        Case(
            device: "iphone-6", orientation: .portrait,
            frames: [
                ("avatarImageView", r(10, 74, 40, 40)), ("photoImageView", r(0, 124, 375, 375)),
                ("nameLabel", r(60, 74, 56, 14.5))
            ]),
        Case(
            device: "iphone-6", orientation: .landscape,
            frames: [
                ("photoImageView", r(0, 32, 343, 343)), ("avatarImageView", r(353, 42, 40, 40)),
                ("nameLabel", r(403, 42, 56, 14.5))
            ]),
        Case(
            device: "iphone-6-plus", orientation: .portrait,
            frames: [("avatarImageView", r(10, 74, 40, 40)), ("photoImageView", r(0, 124, 414, 414))]),
        Case(
            device: "iphone-6-plus", orientation: .landscape,
            frames: [("photoImageView", r(0, 44, 370, 370)), ("avatarImageView", r(380, 54, 40, 40))]),
        Case(
            device: "ipad-9-7", orientation: .portrait,
            frames: [("avatarImageView", r(10, 80, 40, 40)), ("photoImageView", r(0, 130, 768, 768))])
    ]

    @Test(arguments: profile)
    func seed000ProfileAdaptsToEveryIPhone(_ row: Case) throws {
        try Self.check("seed-000-profile.json", row)
    }

    @Test func seed000DescriptionWrapsAtItsSolvedWidth() throws {
        let portrait = try ExampleFiles.solve("seed-000-profile.json", "iphone-6", .portrait)
        let label = try #require(portrait.frame("descriptionLabel"))
        #expect(label.x == 10 && label.y == 509)
        #expect(label.width <= 355)
        // Two lines of 11 pt text (line height 2444/2048 × 11 = 13.13), rounded up to the pixel.
        #expect(label.height == 26.5)
    }

    // MARK: seed 001: layouts chosen by size class.

    static let sizeClasses: [Case] = [
        Case(
            device: "iphone-4s", orientation: .portrait,
            frames: [("topView", r(0, 20, 320, 200)), ("bottomView", r(0, 220, 320, 260))]),
        Case(
            device: "iphone-4s", orientation: .landscape,
            frames: [("topView", r(0, 0, 480, 200)), ("bottomView", r(0, 200, 480, 120))]),
        Case(
            device: "iphone-5", orientation: .portrait,
            frames: [("topView", r(0, 20, 320, 200)), ("bottomView", r(0, 220, 320, 348))]),
        Case(
            device: "iphone-5", orientation: .landscape,
            frames: [("topView", r(0, 0, 568, 200)), ("bottomView", r(0, 200, 568, 120))]),
        Case(
            device: "iphone-6", orientation: .portrait,
            frames: [("topView", r(0, 20, 375, 200)), ("bottomView", r(0, 220, 375, 447))]),
        Case(
            device: "iphone-6", orientation: .landscape,
            frames: [("topView", r(0, 0, 667, 200)), ("bottomView", r(0, 200, 667, 175))]),
        Case(
            device: "iphone-6-plus", orientation: .portrait,
            frames: [("topView", r(0, 20, 414, 200)), ("bottomView", r(0, 220, 414, 516))]),
        Case(
            device: "iphone-6-plus", orientation: .landscape,
            frames: [("topView", r(0, 0, 736, 200)), ("bottomView", r(0, 200, 736, 214))]),
        Case(
            device: "ipad-9-7", orientation: .portrait,
            frames: [("topView", r(0, 20, 384, 1004)), ("bottomView", r(384, 20, 384, 1004))]),
        Case(
            device: "ipad-9-7", orientation: .landscape,
            frames: [("topView", r(0, 20, 512, 748)), ("bottomView", r(512, 20, 512, 748))])
    ]

    @Test(arguments: sizeClasses)
    func seed001StacksOnCompactWidthAndSplitsOnRegularRegular(_ row: Case) throws {
        try Self.check("seed-001-size-classes.json", row)
    }

    // MARK: seed 002: a scroll view whose content size comes from a reference view.

    static let scroll: [(Case, Size)] = [
        (
            Case(
                device: "iphone-4s", orientation: .portrait,
                frames: [
                    ("containerView", r(60, 40, 200, 120)), ("scrollView", r(0, 180, 320, 300)),
                    ("contentView", r(0, 0, 320, 600))
                ]), Size(width: 320, height: 600)
        ),
        (
            Case(
                device: "iphone-4s", orientation: .landscape,
                frames: [("containerView", r(20, 100, 200, 120)), ("scrollView", r(260, 0, 220, 320))]),
            Size(width: 220, height: 600)
        ),
        (
            Case(device: "iphone-5", orientation: .portrait, frames: [("scrollView", r(0, 180, 320, 388))]),
            Size(width: 320, height: 600)
        ),
        (
            Case(
                device: "iphone-5", orientation: .landscape,
                frames: [("containerView", r(64, 100, 200, 120)), ("scrollView", r(304, 0, 264, 320))]),
            Size(width: 264, height: 600)
        ),
        (
            Case(
                device: "iphone-6", orientation: .portrait,
                frames: [
                    ("containerView", r(87.5, 40, 200, 120)), ("scrollView", r(0, 180, 375, 487)),
                    ("avatarImageView", r(10, 20, 80, 80))
                ]), Size(width: 375, height: 600)
        ),
        (
            Case(
                device: "iphone-6", orientation: .landscape,
                frames: [
                    ("containerView", r(113.5, 127.5, 200, 120)), ("scrollView", r(353.5, 0, 313.5, 375)),
                    ("middleAnchorView", r(333.5, 187.5, 0, 0)), ("bodyLabel", r(16, 16, 55.5, 18))
                ]),
            Size(width: 313.5, height: 600)
        ),
        (
            Case(
                device: "iphone-6-plus", orientation: .portrait,
                frames: [("containerView", r(107, 40, 200, 120)), ("scrollView", r(0, 180, 414, 556))]),
            Size(width: 414, height: 600)
        ),
        (
            Case(
                device: "iphone-6-plus", orientation: .landscape,
                frames: [("containerView", r(148, 147, 200, 120)), ("scrollView", r(388, 0, 348, 414))]),
            Size(width: 348, height: 600)
        ),
        (
            Case(
                device: "ipad-9-7", orientation: .portrait,
                frames: [("containerView", r(284, 40, 200, 120)), ("scrollView", r(0, 180, 768, 844))]),
            Size(width: 768, height: 600)
        )
    ]

    @Test(arguments: scroll)
    func seed002ScrollViewContentSizeFollowsItsContentView(_ row: Case, _ content: Size) throws {
        try Self.check("seed-002-scroll-view.json", row, contentSizes: [("scrollView", content)])
    }

    @Test func seed002InstallsTheMiddleAnchorOnlyInCompactHeight() throws {
        let portrait = try ExampleFiles.solve("seed-002-scroll-view.json", "iphone-6", .portrait)
        #expect(!portrait.frames.map(\.id).contains("middleAnchorView"))
        let landscape = try ExampleFiles.solve("seed-002-scroll-view.json", "iphone-6", .landscape)
        #expect(landscape.frames.map(\.id).contains("middleAnchorView"))
    }

    // MARK: seed 003: a centred login view sized by its content.

    static func login(_ x: Double, _ y: Double) -> [(String, Rect)] {
        [
            ("loginView", r(x, y, 304, 150)), ("userField", r(52, 15, 200, 30)), ("passwordField", r(52, 55, 200, 30)),
            ("loginButton", r(52, 100, 200, 30))
        ]
    }

    static let loginCases: [Case] = [
        Case(device: "iphone-4s", orientation: .portrait, frames: login(8, 165)),
        Case(device: "iphone-4s", orientation: .landscape, frames: login(88, 85)),
        Case(device: "iphone-5", orientation: .portrait, frames: login(8, 209)),
        Case(device: "iphone-5", orientation: .landscape, frames: login(132, 85)),
        Case(device: "iphone-6", orientation: .portrait, frames: login(35.5, 258.5)),
        Case(device: "iphone-6", orientation: .landscape, frames: login(181.5, 112.5)),
        Case(device: "iphone-6-plus", orientation: .portrait, frames: login(55, 293)),
        Case(device: "iphone-6-plus", orientation: .landscape, frames: login(216, 132)),
        Case(device: "ipad-9-7", orientation: .portrait, frames: login(232, 437))
    ]

    @Test(arguments: loginCases)
    func seed003LoginViewIsCentredOnEveryDevice(_ row: Case) throws {
        try Self.check("seed-003-login.json", row)
    }

    @Test func seed003sContradictionIsTheTwoLeftConstraints() throws {
        for device in ["iphone-4s", "iphone-6", "ipad-9-7"] {
            let result = try ExampleFiles.solve("seed-003-login-mistakes.json", device, .portrait)
            let conflicts = result.diagnostics.filter { $0.code == "unsatisfiable_constraints" }
            #expect(conflicts.count == 1)
            #expect(conflicts.first?.constraints == ["userLeft10", "userLeft20"])
            #expect(conflicts.first?["broken"] == .string("userLeft10"))
            #expect(result.frame("userField")?.x == 20)
        }
    }

    // MARK: seed 004: autoresizing masks.

    static let autoresizing: [Case] = [
        Case(
            device: "iphone-4s", orientation: .portrait,
            frames: [("redView", r(200, 360, 100, 100)), ("proportionalView", r(215.5, 360, 84.5, 100))]),
        Case(device: "iphone-4s", orientation: .landscape, frames: [("redView", r(360, 200, 100, 100))]),
        Case(device: "iphone-5", orientation: .portrait, frames: [("redView", r(200, 448, 100, 100))]),
        Case(device: "iphone-5", orientation: .landscape, frames: [("redView", r(448, 200, 100, 100))]),
        Case(
            device: "iphone-6", orientation: .portrait,
            frames: [("redView", r(255, 547, 100, 100)), ("proportionalView", r(255, 547, 100, 100))]),
        Case(
            device: "iphone-6", orientation: .landscape,
            frames: [("redView", r(547, 255, 100, 100)), ("proportionalView", r(464.5, 255, 182.5, 100))]),
        Case(device: "iphone-6-plus", orientation: .portrait, frames: [("redView", r(294, 616, 100, 100))]),
        Case(device: "iphone-6-plus", orientation: .landscape, frames: [("redView", r(616, 294, 100, 100))]),
        Case(device: "ipad-9-7", orientation: .portrait, frames: [("redView", r(648, 904, 100, 100))])
    ]

    // 320 wide: Δ = −55 → x = 255 − 55 × 255/355 ≈ 215.49 → 215.5 at @2x; maxX stays 300.
    @Test(arguments: autoresizing)
    func seed004FlexibleMarginsKeepTwentyPointsToTheCorner(_ row: Case) throws {
        try Self.check("seed-004-autoresizing.json", row)
    }

    @Test func seed004SharesTheChangeInProportionToTheFlexibleParts() throws {
        // 667 wide: Δ = 292 shared 255 : 100 → x ≈ 464.746, width ≈ 182.254 before rounding.
        var document = try ExampleFiles.document("seed-004-autoresizing.json")
        document.defaults.rounding = .none
        let target = try EngineFixture.target(
            .device(DeviceTargetSpec(device: "iphone-6", orientation: .landscape)), document)
        let frame = try #require(LayoutEngine.solve(document, target: target).frame("proportionalView"))
        #expect(isClose(frame.x, 255 + 292.0 * 255 / 355))
        #expect(isClose(frame.width, 100 + 292.0 * 100 / 355))
        #expect(isClose(frame.x + frame.width, 647))
    }
}
