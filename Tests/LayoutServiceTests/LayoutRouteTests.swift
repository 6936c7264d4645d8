import Devices
import Dispatch
import Document
import Engine
import JSON
import Requests
import TestSupport
import Testing

@testable import LayoutService

@Suite struct LayoutRouteTests {
    static let simple =
        #"{"root":{"id":"root","subviews":[{"id":"box"}]},"constraints":["H:|-20-[box]-20-|","V:|-40-[box(100)]"]}"#
    static let json = [(name: "Content-Type", value: "application/json")]

    @Test func theQueryShortcutSolvesABareDocument() {
        let response = ServiceHarness().call(
            "POST", "/v1/layout?device=iphone-6&orientation=landscape", body: Self.simple)
        #expect(response.status == 200)
        guard case .array(let results)? = response.json["results"] else {
            Issue.record("no results: \(response.text)")
            return
        }
        #expect(results.count == 1)
        #expect(results[0]["target"]?["orientation"] == .string("landscape"))
        #expect(
            results[0]["frames"]?["box"]
                == .object([
                    ("x", .number(20)), ("y", .number(40)),
                    ("width", .number(627)), ("height", .number(100))
                ]))
    }

    @Test(arguments: [
        #"{"document":\#(simple),"target":{"device":"iphone-6"}}"#,
        #"{"document":\#(simple),"targets":[{"device":"iphone-6"},{"device":"ipad-pro-12-9","orientation":"landscape"}]}"#,
        #"{"document":\#(simple),"devices":["iphone-6","iphone-4s"],"orientations":["portrait"]}"#
    ])
    func everyBodyFormIsAnsweredInRequestOrder(body: String) {
        let response = ServiceHarness().call("POST", "/v1/layout", headers: Self.json, body: body)
        #expect(response.status == 200, "\(response.text)")
        guard case .array(let results)? = response.json["results"] else {
            Issue.record("no results")
            return
        }
        #expect(results.first?["target"]?["device"] == .string("iphone-6"))
    }

    @Test func aFiftyTargetRequestAnswersFiftyResultsInCatalogOrder() {
        let devices = DeviceCatalog.standard.devices.map { "\"\($0.id)\"" }.joined(separator: ",")
        let response = ServiceHarness().call(
            "POST", "/v1/layout", headers: Self.json,
            body: #"{"document":\#(Self.simple),"devices":[\#(devices)]}"#)
        #expect(response.status == 200)
        guard case .array(let results)? = response.json["results"] else {
            Issue.record("no results")
            return
        }
        #expect(results.count == DeviceCatalog.standard.devices.count * 2)
        let expected = DeviceCatalog.standard.allTargets().map { spec -> JSONValue? in
            guard case .device(let device) = spec else { return nil }
            return .string(device.device)
        }
        #expect(results.map { $0["target"]?["device"] } == expected)
    }

    @Test func theSameRequestGivesTheSameBytes() {
        let harness = ServiceHarness()
        let body = #"{"document":\#(Self.simple),"devices":["iphone-6","ipad-air"]}"#
        let first = harness.call("POST", "/v1/layout", headers: Self.json, body: body)
        let second = harness.call("POST", "/v1/layout", headers: Self.json, body: body)
        #expect(first.status == 200)
        #expect(first.body == second.body)
    }

    @Test func anInvalidDocumentIsA422WithAPointerPerProblem() {
        let response = ServiceHarness().call(
            "POST", "/v1/layout", headers: Self.json,
            body: #"{"document":{"root":{"id":"1.x","kind":"blob"}},"target":{"device":"nope"}}"#)
        #expect(response.status == 422)
        #expect(response.json["code"] == .string("invalid_document"))
        guard case .array(let errors)? = response.json["errors"] else {
            Issue.record("no errors")
            return
        }
        let pointers = errors.compactMap { if case .string(let pointer)? = $0["pointer"] { pointer } else { nil } }
        #expect(pointers.contains("/document/root/id"))
        #expect(pointers.contains("/document/root/kind"))
        #expect(pointers.contains("/target/device"))
    }

    @Test func aBareDocumentWithoutATargetIsA422() {
        let response = ServiceHarness().call("POST", "/v1/layout", body: Self.simple)
        #expect(response.status == 422)
    }

    @Test func strictTurnsErrorDiagnosticsInto422() {
        let conflicting =
            #"{"root":{"id":"root","subviews":[{"id":"a"}]},"constraints":["H:|-10-[a(50)]","a.left == root.left + 20"]}"#
        let harness = ServiceHarness()
        let lenient = harness.call("POST", "/v1/layout?device=iphone-6", body: conflicting)
        #expect(lenient.status == 200)
        #expect(lenient.text.contains("\"severity\":\"error\""))
        let strict = harness.call("POST", "/v1/layout?device=iphone-6&strict=true", body: conflicting)
        #expect(strict.status == 422)
        #expect(strict.json["code"] == .string("strict_diagnostics"))
        #expect(harness.call("POST", "/v1/layout?device=iphone-6&strict=true", body: Self.simple).status == 200)
    }
}

@Suite struct ValidateRouteTests {
    @Test func withoutTargetsEveryCatalogTargetIsCheckedAndIdenticalDiagnosticsMerge() {
        let unknown =
            #"{"root":{"id":"root","subviews":[{"id":"a"}]},"constraints":["H:|[a]|","V:|[a]|","a.width == ghost.width"]}"#
        for body in [unknown, #"{"document":\#(unknown)}"#] {
            let response = ServiceHarness().call("POST", "/v1/validate", body: body)
            #expect(response.status == 200, "\(response.text)")
            guard case .array(let targets)? = response.json["targets"],
                case .array(let diagnostics)? = response.json["diagnostics"]
            else {
                Issue.record("bad shape")
                return
            }
            #expect(targets.count == DeviceCatalog.standard.devices.count * 2)
            #expect(diagnostics.count >= 1)
            #expect(diagnostics.first?["targets"] == .array((0..<targets.count).map { .number(Double($0)) }))
            #expect(response.json["errorCount"] != nil)
        }
    }

    @Test func givenTargetsAreTheOnesChecked() {
        let body = #"{"document":\#(LayoutRouteTests.simple),"targets":[{"device":"iphone-6"}]}"#
        let response = ServiceHarness().call("POST", "/v1/validate", body: body)
        #expect(response.status == 200)
        #expect(response.json["diagnostics"] == .array([]))
        guard case .array(let targets)? = response.json["targets"] else {
            Issue.record("no targets")
            return
        }
        #expect(targets.count == 1)
    }

    @Test func aDiagnosticSeenOnSomeTargetsListsOnlyThose() {
        let results = [("a", true), ("b", false), ("c", true)].map { _, has -> TargetResult in
            TargetResult(
                target: Self.target, diagnostics: has ? [Diagnostic(severity: .warning, code: "x", message: "m")] : [])
        }
        let report = ValidationReport(results: results)
        #expect(report.merged.count == 1)
        #expect(report.merged.first?.targets == [0, 2])
    }

    static var target: ResolvedTarget {
        guard
            case .success(let target) = ResolvedTarget.resolve(
                DeviceCatalog.standard.allTargets()[0], controller: .none,
                catalog: .standard, defaultLayoutDirection: .leftToRight,
                pointer: "")
        else { fatalError("catalog target resolves") }
        return target
    }
}

@Suite struct BackPressureTests {
    /// Keeps the pool's one worker busy until the returned semaphore is signalled (10 s at most).
    private func occupyTheOnlyWorker(_ harness: ServiceHarness) throws -> DispatchSemaphore {
        let release = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        try harness.service.pool.submit(
            timeoutMilliseconds: nil,
            work: { _ in
                entered.signal()
                _ = release.wait(timeout: .now() + .seconds(10))
            }, completion: { _ in })
        _ = entered.wait(timeout: .now() + .seconds(10))
        return release
    }

    @Test func aFullPoolAnswers503WithRetryAfterAtOnce() throws {
        let harness = ServiceHarness {
            $0.workers = 1
            $0.queueDepth = 0
        }
        let release = try occupyTheOnlyWorker(harness)
        let response = harness.call("POST", "/v1/layout?device=iphone-6", body: LayoutRouteTests.simple)
        let readiness = harness.call("GET", "/readyz")
        release.signal()
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "1")
        #expect(response.json["code"] == .string("queue_full"))
        #expect(readiness.status == 503, "saturated means not ready")
    }

    @Test func aPassedDeadlineIsA504() throws {
        let harness = ServiceHarness {
            $0.workers = 1
            $0.queueDepth = 1
            $0.solveTimeoutMilliseconds = 50
        }
        let release = try occupyTheOnlyWorker(harness)
        let response = harness.call("POST", "/v1/layout?device=iphone-6", body: LayoutRouteTests.simple)
        release.signal()
        #expect(response.status == 504)
        #expect(response.json["code"] == .string("solve_timeout"))
    }
}

/// `POST /v1/render`, and the request parts the worker must carry to each target: output options
/// and states.
@Suite struct RenderAndStatesRouteTests {
    static let simple = LayoutRouteTests.simple

    @Test func renderAnswersOneSVGForOneTarget() {
        let response = ServiceHarness().call(
            "POST", "/v1/render?device=iphone-6&orientation=portrait", body: Self.simple)
        #expect(response.status == 200, "\(response.text)")
        #expect(response.header("Content-Type") == "image/svg+xml")
        #expect(response.text.hasPrefix("<svg") || response.text.hasPrefix("<?xml"))
        #expect(response.text.contains(">box<"))
        #expect(response.text.hasSuffix("</svg>\n") || response.text.hasSuffix("</svg>"))
    }

    @Test func renderOfSeveralTargetsIsOneContactSheetAndDeterministic() {
        let harness = ServiceHarness()
        let body = #"{"document":\#(Self.simple),"devices":["iphone-6","ipad-air"]}"#
        let first = harness.call("POST", "/v1/render", body: body)
        let second = harness.call("POST", "/v1/render", body: body)
        #expect(first.status == 200)
        #expect(first.body == second.body)
        #expect(first.text.ranges(of: "<svg").count == 1, "one root svg element")
        #expect(first.text.contains("iphone-6") && first.text.contains("ipad"))
    }

    @Test func renderRejectsABadDocumentLikeLayout() {
        let response = ServiceHarness().call(
            "POST", "/v1/render", body: #"{"document":{"root":{"id":"1.x"}},"target":{"device":"iphone-6"}}"#)
        #expect(response.status == 422)
        #expect(response.json["code"] == .string("invalid_document"))
    }

    @Test func outputOptionsReachEveryTarget() {
        let body = #"{"document":\#(Self.simple),"devices":["iphone-6"],"output":{"windowFrames":true}}"#
        let response = ServiceHarness().call("POST", "/v1/layout", body: body)
        #expect(response.status == 200)
        guard case .array(let results)? = response.json["results"] else {
            Issue.record("no results")
            return
        }
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0["windowFrames"]?["box"] != nil })
    }

    @Test func statesAreSolvedForEachTarget() {
        let document =
            #"{"root":{"id":"root","subviews":[{"id":"box"}]},"constraints":["H:|-20-[box]-20-|","top: box.top == root.top + 40","box.height == 100"]}"#
        let body =
            #"{"document":\#(document),"targets":[{"device":"iphone-6"}],"states":[{"name":"lower","constants":{"top":60}}]}"#
        let response = ServiceHarness().call("POST", "/v1/layout", body: body)
        #expect(response.status == 200, "\(response.text)")
        guard case .array(let results)? = response.json["results"], case .array(let states)? = results.first?["states"]
        else {
            Issue.record("no states: \(response.text)")
            return
        }
        #expect(states.first?["name"] == .string("lower"))
        #expect(states.first?["frames"]?["box"]?["y"] == .number(60))
        #expect(results.first?["frames"]?["box"]?["y"] == .number(40))
    }

    /// A request whose animations would sample more than the budget is refused before solving,
    /// with the limit and the setting that raises it; the same request under a larger budget is
    /// answered.
    @Test func aRequestOverTheKeyframeBudgetIs422NamingTheLimitAndItsFlag() {
        let document =
            #"{"root":{"id":"root","subviews":[{"id":"box"}]},"constraints":["H:|-20-[box]-20-|","top: box.top == root.top + 40","box.height == 100"]}"#
        let body =
            #"{"document":\#(document),"targets":[{"device":"iphone-6"},{"device":"iphone-5"}],"states":[{"name":"lower","constants":{"top":60},"animation":{"duration":1,"fps":100}}]}"#
        // 2 targets × 2 views × 101 keyframes = 404 samples.
        let refused = ServiceHarness { $0.limits.keyframes.maxSamples = 403 }.call("POST", "/v1/layout", body: body)
        #expect(refused.status == 422)
        guard case .array(let errors)? = refused.json["errors"] else {
            Issue.record("no errors: \(refused.text)")
            return
        }
        #expect(errors.count == 1)
        #expect(errors.first?["pointer"] == .string("/states"))
        guard case .string(let message)? = errors.first?["message"] else {
            Issue.record("no message")
            return
        }
        #expect(
            message.contains("404 frames")
                && message.contains("the limit of 403 (--max-keyframe-samples, LAYOUT_MAX_KEYFRAME_SAMPLES)"),
            "\(message)")
        let answered = ServiceHarness { $0.limits.keyframes.maxSamples = 404 }.call("POST", "/v1/layout", body: body)
        #expect(answered.status == 200, "\(answered.text)")
    }

    @Test func aRequestOverTheFrameBudgetIs422NamingTheLimitAndItsFlag() {
        let document = #"{"root":{"id":"root","subviews":[{"id":"box"}]},"constraints":["H:|[box]|","V:|[box]|"]}"#
        let body = #"{"document":\#(document),"devices":["iphone-6","iphone-5"],"states":[{"name":"a"},{"name":"b"}]}"#
        // 4 targets × 2 views × (1 base + 2 states) = 24 frames.
        let refused = ServiceHarness { $0.limits.maxFrames = 23 }.call("POST", "/v1/render", body: body)
        #expect(refused.status == 422)
        #expect(refused.text.contains("the limit of 23 (--max-frames, LAYOUT_MAX_FRAMES)"), "\(refused.text)")
        #expect(ServiceHarness { $0.limits.maxFrames = 24 }.call("POST", "/v1/render", body: body).status == 200)
    }
}
