import JSON
import LayoutCLI
import States
import TestSupport
import Testing

@testable import LayoutService

/// The CLI and the service answer a request through one path (Sources/Requests/):
/// for the same document and targets, `layout <verb> --compact` prints exactly the bytes the
/// service sends, followed by a newline. Every example and integration fixture, in process.
@Suite struct FrontEndAgreementTests {
    static let files = [
        "examples/seed-000-profile.json", "examples/seed-001-self-sizing-cell.json",
        "examples/seed-001-size-classes.json", "examples/seed-002-scroll-view.json",
        "examples/seed-003-login-mistakes.json", "examples/seed-003-login.json",
        "examples/seed-004-autoresizing.json", "checks/integration/fixtures/profile.json",
        "checks/integration/fixtures/simple.json"
    ]

    static func read(_ file: String) throws -> [UInt8] {
        try #require(readFile(repositoryRoot + "/" + file), "\(file) is readable")
    }

    /// The CLI's stdout and exit status for `arguments` over `input`.
    static func cli(_ arguments: [String], _ input: [UInt8]) throws -> LayoutCommand.Outcome {
        try LayoutCommand.parse(arguments).get().run(input: input)
    }

    static func post(_ path: String, _ input: [UInt8]) -> ServiceResponse {
        ServiceHarness().call(ServiceRequest(method: "POST", target: path, body: input))
    }

    @Test(arguments: files)
    func validateWithoutTargetsPrintsWhatTheServiceSends(file: String) throws {
        let input = try Self.read(file)
        let service = Self.post("/v1/validate", input)
        let cli = try Self.cli(["validate", file, "--compact"], input)
        #expect(service.status == 200)
        #expect(cli.stdout == service.body + [0x0A])
        #expect(cli.status == (service.json["errorCount"] == .number(0) ? 0 : 1))
    }

    @Test(arguments: files)
    func validateOnOneTargetPrintsWhatTheServiceSends(file: String) throws {
        let input = try Self.read(file)
        let service = Self.post("/v1/validate?device=iphone-5&orientation=landscape", input)
        let cli = try Self.cli(
            ["validate", file, "--device", "iphone-5", "--orientation", "landscape", "--compact"], input)
        #expect(service.status == 200)
        #expect(cli.stdout == service.body + [0x0A])
    }

    @Test(arguments: files)
    func solvePrintsWhatTheServiceSends(file: String) throws {
        let input = try Self.read(file)
        let service = Self.post("/v1/layout?device=iphone-6&orientation=landscape", input)
        let cli = try Self.cli(
            ["solve", file, "--device", "iphone-6", "--orientation", "landscape", "--compact"], input)
        #expect(service.status == 200)
        #expect(cli.stdout == service.body + [0x0A])
        #expect(service.header("Content-Type") == "application/json")
    }

    /// `?orientation=Landscape` and `--orientation Landscape` match as device ids do, in any
    /// case, and answer what the canonical spelling answers; so do the other enumerated values.
    @Test func enumeratedValuesMatchInAnyCaseInBothFrontEnds() throws {
        let file = "examples/seed-000-profile.json"
        let input = try Self.read(file)
        let canonical = Self.post("/v1/layout?device=iphone-6&orientation=landscape", input)
        let typed = Self.post("/v1/layout?device=iPhone-6&orientation=Landscape&strict=False", input)
        #expect(typed.status == 200)
        #expect(typed.body == canonical.body)
        let cli = try Self.cli(
            ["solve", file, "--device", "iPhone-6", "--orientation", "LANDSCAPE", "--compact"], input)
        #expect(cli.stdout == canonical.body + [0x0A])
        let rightToLeft = Self.post("/v1/layout?device=iphone-6&layoutDirection=RightToLeft&keyboard=TRUE", input)
        #expect(rightToLeft.status == 200)
        #expect(
            rightToLeft.body
                == Self.post("/v1/layout?device=iphone-6&layoutDirection=rightToLeft&keyboard=true", input).body)
        // A value that is none of the choices in any case is still refused.
        #expect(Self.post("/v1/layout?device=iphone-6&orientation=Sideways", input).status == 422)
    }

    /// A request body with several targets, the same file for both front ends.
    @Test func aRequestBodyWithItsOwnTargetsAnswersAlikeForEveryKind() throws {
        let document = String(decoding: try Self.read("examples/seed-001-size-classes.json"), as: UTF8.self)
        let input = Array(#"{"document": \#(document), "devices": ["iphone-6", "ipad-9-7"]}"#.utf8)
        for (verb, path) in [("solve", "/v1/layout"), ("validate", "/v1/validate")] {
            let service = Self.post(path, input)
            #expect(service.status == 200, "\(verb)")
            #expect(try Self.cli([verb, "request.json", "--compact"], input).stdout == service.body + [0x0A], "\(verb)")
        }
        let picture = Self.post("/v1/render", input)
        #expect(picture.header("Content-Type") == "image/svg+xml")
        #expect(try Self.cli(["render", "request.json"], input).stdout == picture.body)
    }

    /// The strict rule is one rule: the service's 422 lists exactly the errors that make the CLI
    /// exit with status 1.
    @Test func strictFailuresAreTheErrorsThatFailTheCLI() throws {
        let input = try Self.read("examples/seed-003-login-mistakes.json")
        let strict = Self.post("/v1/layout?device=iphone-6&strict=true", input)
        let cli = try Self.cli(
            ["solve", "doc.json", "--device", "iphone-6", "--orientation", "portrait", "--compact"], input)
        guard case .array(let errors)? = strict.json["errors"] else {
            Issue.record("no errors listed")
            return
        }
        let response = try JSONParser.parse(cli.stdout)
        guard case .array(let results)? = response["results"],
            case .array(let diagnostics)? = results.first?["diagnostics"]
        else {
            Issue.record("no results")
            return
        }
        let errorDiagnostics = diagnostics.filter { $0["severity"] == .string("error") }
        #expect(strict.status == 422)
        #expect(cli.status == 1)
        #expect(errors.count == errorDiagnostics.count)
        #expect(errors.first?["message"].map { "\($0)".contains("target 0 (iphone-6 portrait)") } == true)
    }

    /// A bare document solved for targets from flags: the diagnostics point into the file as it
    /// is (`/constraints/4`), as the service's do for the same bare body, never into the request
    /// the CLI wraps the file in (`/document/constraints/4`).
    @Test(arguments: ["solve", "validate"])
    func aBareDocumentsDiagnosticsPointIntoTheFileItself(verb: String) throws {
        let input = Array(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]},
             "constraints": ["H:|[a]|", "V:|[a(20)]", "b.left == root.left", "b.top == a.bottom",
                             "b.width == ghost.width", "b.height == 10"]}
            """#.utf8)
        let path = verb == "solve" ? "/v1/layout" : "/v1/validate"
        let service = Self.post(path + "?device=iphone-6&orientation=portrait", input)
        let cli = try Self.cli(
            [verb, "doc.json", "--device", "iphone-6", "--orientation", "portrait", "--compact"], input)
        let answer = String(decoding: cli.stdout, as: UTF8.self)
        #expect(service.status == 200)
        #expect(cli.stdout == service.body + [0x0A])
        #expect(answer.contains(#""pointer":"/constraints/4""#))
        #expect(!answer.contains("/document"))
    }
}
