import Document
import LayoutCLI
import Testing

@testable import LayoutService

/// States count everywhere: `/v1/render` draws a panel per state and `/v1/validate` reports
/// what a state adds, labelled with the state; `layout render|validate` print the same bytes, and the strict rule counts a state's errors.
@Suite("every route and command answers for a document's states")
struct StatesEverywhereTests {
    /// A form above the keyboard guide: fine until the keyboard shows in landscape, where 200
    /// points do not fit between the top inset and the keyboard.
    static let document = #"""
        {"root": {"id": "root", "subviews": [{"id": "form"}]},
         "constraints": ["H:|-20-[form]-20-|", "form.height == 200", "form.top >= root.top + 20",
                         "form.bottom <= keyboard.top - 16", "form.centerY == root.centerY @750"]}
        """#
    static let targets = #"[{"device": "iphone-6"}, {"device": "iphone-6", "orientation": "landscape"}]"#
    static let withStates =
        #"{"document": \#(document), "targets": \#(targets), "states": [{"name": "typing", "keyboard": true}]}"#
    static let withoutStates = #"{"document": \#(document), "targets": \#(targets)}"#

    static func post(_ path: String, _ body: String) -> ServiceResponse {
        ServiceHarness().call("POST", path, body: body)
    }

    @Test func validateListsWhatAStateAddsLabelledWithTheState() throws {
        let without = Self.post("/v1/validate", Self.withoutStates)
        #expect(without.json["errorCount"] == .number(0))
        let with = Self.post("/v1/validate", Self.withStates)
        #expect(with.status == 200)
        guard case .array(let diagnostics)? = with.json["diagnostics"] else {
            Issue.record("no diagnostics")
            return
        }
        #expect(!diagnostics.isEmpty)
        // Every diagnostic is the keyboard state's, on the landscape target only.
        #expect(diagnostics.allSatisfy { $0["state"] == .string("typing") && $0["targets"] == .array([.number(1)]) })
        #expect(diagnostics.contains { $0["code"] == .string(DiagnosticCode.unsatisfiableConstraints) })
        let errors = diagnostics.filter { $0["severity"] == .string("error") }.count
        #expect(errors > 0 && with.json["errorCount"] == .number(Double(errors)))
    }

    @Test func aStateRepeatsNoneOfTheBasesDiagnostics() throws {
        // An unknown item on every target and in every state: listed once, for the base.
        let document =
            #"{"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": ["H:|[a]|", "V:|[a]|", "a.width == ghost.width"]}"#
        let body =
            #"{"document": \#(document), "targets": [{"device": "iphone-6"}], "states": [{"name": "kb", "keyboard": true}]}"#
        let report = Self.post("/v1/validate", body)
        guard case .array(let diagnostics)? = report.json["diagnostics"] else {
            Issue.record("no diagnostics")
            return
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["state"] == nil)
    }

    @Test func renderDrawsAPanelPerStateAfterItsTarget() throws {
        let without = Self.post("/v1/render", Self.withoutStates)
        let with = Self.post("/v1/render", Self.withStates)
        #expect(with.status == 200 && without.status == 200)
        #expect(with.body != without.body)
        let captions = with.text.split(separator: "\n").filter { $0.contains(#"class="caption""#) }
            .map { $0.split(separator: ">")[1].split(separator: "<")[0] }
        #expect(
            captions == [
                "iphone-6 · portrait", "iphone-6 · portrait · keyboard · state typing",
                "iphone-6 · landscape", "iphone-6 · landscape · keyboard · state typing"
            ])
        // The state's frames, not the base's: the form rests above the keyboard in portrait.
        #expect(with.text.contains("form (view): 20, 191, 335 × 200"))
        #expect(without.text.contains("form (view): 20, 233.5, 335 × 200"))
    }

    @Test func theCLIPrintsWhatTheServiceSendsForStates() throws {
        let input = Array(Self.withStates.utf8)
        for (verb, path) in [("validate", "/v1/validate"), ("solve", "/v1/layout")] {
            let service = Self.post(path, Self.withStates)
            let cli = try LayoutCommand.parse([verb, "request.json", "--compact"]).get().run(input: input)
            #expect(cli.stdout == service.body + [0x0A], "\(verb)")
            // A state's error fails the CLI as it fails strict mode.
            #expect(cli.status == 1, "\(verb)")
        }
        let picture = try LayoutCommand.parse(["render", "request.json"]).get().run(input: input)
        #expect(picture.stdout == Self.post("/v1/render", Self.withStates).body)
        let whole = try LayoutCommand.parse([
            "render", "-", "--whole-content", "--device", "iphone-6", "--orientation", "portrait"
        ]).get().run(input: input)
        // The flags replace the file's targets and keep its states.
        let onOneTarget = Self.post(
            "/v1/render?wholeContent=true",
            #"{"document": \#(Self.document), "target": {"device": "iphone-6"}, "states": [{"name": "typing", "keyboard": true}]}"#
        )
        #expect(whole.status == 0 && whole.stdout == onOneTarget.body)
        #expect(String(decoding: whole.stdout, as: UTF8.self).contains("typing"))
    }

    @Test func strictModeFailsOnAStatesErrorAndSaysWhichState() throws {
        let strict = Self.post("/v1/layout?strict=true", Self.withStates)
        #expect(strict.status == 422)
        guard case .array(let errors)? = strict.json["errors"], case .string(let first)? = errors.first?["message"]
        else {
            Issue.record("no errors")
            return
        }
        #expect(first.hasPrefix("target 1 (iphone-6 landscape), state typing: unsatisfiable_constraints"))
        #expect(Self.post("/v1/layout?strict=true", Self.withoutStates).status == 200)
    }
}
