import Dispatch
import HTTPServer
import JSON
import Primitives
import Synchronization
import Testing

@testable import LayoutService

/// What keeps the service bounded whatever clients send: metric labels from fixed sets, a log
/// that never blocks and never carries control characters, refusals of the HTTP layer completed
/// like every answer, the admin port's routes, and the memory budget.
@Suite struct BoundedServiceTests {
    @Test func anyMethodIsCountedAsGetHeadPostOrOther() {
        let metrics = Metrics()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let method = String(
                (0..<12).map { _ in Character(Unicode.Scalar(UInt8.random(in: 65...90, using: &generator))) })
            metrics.recordRequest(
                route: Route.unmatchedLabel, method: method, status: 405, seconds: 0, bytesIn: 0, bytesOut: 0)
        }
        for method in ["GET", "HEAD", "POST", "get", "DELETE"] {
            metrics.recordRequest(route: "/healthz", method: method, status: 200, seconds: 0, bytesIn: 0, bytesOut: 0)
        }
        let series = metrics.exposition().split(separator: "\n").filter { $0.hasPrefix("layoutd_http_requests_total{") }
        #expect(series.count == 5)
        #expect(series.contains(#"layoutd_http_requests_total{route="unmatched",method="other",status="405"} 2000"#))
        #expect(series.contains(#"layoutd_http_requests_total{route="/healthz",method="other",status="200"} 2"#))
    }

    @Test func droppedLogLinesAndRefusedConnectionsAreExported() {
        var gauges = Metrics.Gauges()
        gauges.droppedLogLines = { 7 }
        gauges.rejectedConnections = { [("max_connections", 3), ("per_peer", 966)] }
        let text = Metrics(gauges: gauges).exposition()
        #expect(text.contains("layoutd_log_lines_dropped_total 7\n"))
        #expect(text.contains(#"layoutd_connections_rejected_total{reason="per_peer"} 966"#))
        #expect(text.contains(#"layoutd_connections_rejected_total{reason="max_connections"} 3"#))
    }

    /// A sink that blocks until released, as standard output into a pipe nobody reads.
    final class BlockedSink: Sendable {
        let gate = DispatchSemaphore(value: 0)
        let written = Atomic<Int>(0)
        func write(_ line: String) {
            gate.wait()
            written.add(1, ordering: .relaxed)
        }
    }

    @Test func aBlockedSinkDropsAndCountsLinesAndNeverBlocksTheCaller() {
        let sink = BlockedSink()
        let log = AccessLog(format: .json, capacityBytes: 4_096, sink: { sink.write($0) })
        let entry = AccessLogLineTests.entry
        for _ in 0..<1_000 { log.record(entry) }  // returns: the caller never waits for the sink
        let line = log.jsonLine(entry).utf8.count
        #expect(log.droppedLines >= 1_000 - 4_096 / line - 1)
        #expect(log.droppedLines < 1_000)
        #expect(!log.flush(timeoutMilliseconds: 20), "the sink is still blocked")
        for _ in 0..<1_000 { sink.gate.signal() }
        #expect(log.flush(timeoutMilliseconds: 5_000))
        #expect(sink.written.load(ordering: .relaxed) == 1_000 - log.droppedLines)
        log.shutdown(timeoutMilliseconds: 1_000)
    }

    static let hostile = "/x\r\n2025-01-01T00:00:00Z forged\u{1B}[31m\u{7}\u{7F}\u{85}\u{2028}\u{202E}é\\"

    @Test func theTextLineEscapesEveryControlCharacterSoNoRequestForgesALine() {
        var entry = AccessLogLineTests.entry
        entry.path = Self.hostile
        entry.method = "G\tET"
        let line = AccessLog(format: .text, sink: { _ in }).textLine(entry)
        #expect(line.split(separator: "\n").count == 1 && line.hasSuffix("\n"))
        #expect(!line.unicodeScalars.dropLast().contains { AccessLog.mustEscape($0) })
        #expect(
            line.contains(
                #" G\x09ET /x\x0d\x0a2025-01-01T00:00:00Z\x20forged\x1b[31m\x07\x7f\x85\u2028\u202eé\x5c 200 "#))
    }

    @Test func theJSONLineEscapesControlCharactersAndStillReadsBack() throws {
        var entry = AccessLogLineTests.entry
        entry.path = Self.hostile
        let line = AccessLog(format: .json, sink: { _ in }).jsonLine(entry)
        #expect(!line.unicodeScalars.dropLast().contains { AccessLog.mustEscape($0) })
        #expect(line.contains(#"\u007f\u0085\u2028\u202eé\\""#))
        #expect(try JSONParser.parse(Array(line.utf8))["path"] == .string(Self.hostile))
    }

    @Test func aRefusalOfTheHTTPLayerIsAProblemWithAnIdCountedAndLogged() throws {
        let harness = ServiceHarness()
        let problem = Problem(status: 413, code: "body_too_large", title: "Content Too Large", detail: "Too big.")
        let response = harness.service.rejected(
            problem, method: "POST", path: "/v1/layout", remoteAddress: "10.0.0.1:5")
        #expect(response.status == 413)
        #expect(response.header("X-Request-Id")?.count == 16)
        #expect(response.json["type"] == .string("urn:layoutd:problem:body-too-large"))
        let line = try JSONParser.parse(Array(try #require(harness.log.last).utf8))
        #expect(
            line["status"] == .number(413) && line["path"] == .string("/v1/layout")
                && line["remote"] == .string("10.0.0.1:5"))
        #expect(line["request_id"] == .string(response.header("X-Request-Id") ?? ""))
        let metrics = harness.call("GET", "/metrics").text
        #expect(metrics.contains(#"layoutd_http_requests_total{route="/v1/layout",method="POST",status="413"} 1"#))
        // Nothing read of the request: still logged and counted, as an unmatched request.
        _ = harness.service.rejected(
            Problem(status: 400, code: "malformed_request_line", title: "Bad Request", detail: "x"),
            method: nil, path: nil, remoteAddress: "-")
        #expect(harness.log.last?.contains(#""method":"-","path":"-","status":400"#) == true)
        #expect(harness.call("GET", "/metrics").text.contains(#"{route="unmatched",method="other",status="400"} 1"#))
    }

    /// Whatever the HTTP layer refuses after reading the client's `X-Request-Id` is answered
    /// with that id; an id that is absent or unsafe to echo gets a fresh one.
    @Test(arguments: [(400, "missing_host"), (413, "body_too_large"), (431, "headers_too_large")])
    func aRefusalOfTheHTTPLayerAnswersWithTheClientsRequestId(status: Int, code: String) {
        let handler = LayoutHTTPHandler(service: ServiceHarness().service)
        func answer(_ headers: HTTPHeaders) -> String? {
            let rejection = HTTPRejection(
                error: HTTPParseError(status: status, code: code, message: "refused"), method: "POST",
                path: "/v1/layout", headers: headers, remoteAddress: "10.0.0.1:5")
            let response = handler.reject(rejection)
            #expect(response.status == status)
            return response.headers.first { HTTPHeaders.namesMatch($0.0, "X-Request-Id") }?.1
        }
        #expect(answer(["Host": "a", "X-Request-Id": "client-\(status)"]) == "client-\(status)")
        #expect(answer(["Host": "a"])?.count == 16)
        #expect(answer(["X-Request-Id": "has space"])?.count == 16)
    }

    @Test func theAdminPortAnswersOnlyProbesAndMetrics() {
        let harness = ServiceHarness()
        func status(_ method: String, _ path: String) -> Int {
            let answer = Locked<Int>(0)
            let done = DispatchSemaphore(value: 0)
            harness.service.handle(ServiceRequest(method: method, target: path), adminOnly: true) { response in
                answer.withLock { $0 = response.status }
                done.signal()
            }
            _ = done.wait(timeout: .now() + .seconds(10))
            return answer.withLock { $0 }
        }
        #expect(status("GET", "/healthz") == 200)
        #expect(status("GET", "/readyz") == 200)
        #expect(status("GET", "/metrics") == 200)
        #expect(status("GET", "/v1/devices") == 404)
        #expect(status("POST", "/v1/layout") == 404)
        #expect(status("GET", "/openapi.yaml") == 404)
    }

    @Test func aRequestOverItsMemoryBudgetIs422NamingTheLimit() {
        let harness = ServiceHarness { $0.memoryBudgetBytes = 64 * 1024 }
        let views = (0..<1_500).map { #"{"id": "v\#($0)"}"# }.joined(separator: ",")
        let body = #"{"root": {"id": "root", "subviews": [\#(views)]}, "constraints": []}"#
        let response = harness.call("POST", "/v1/layout?device=iphone-6", body: body)
        #expect(response.status == 422)
        #expect(response.json["code"] == .string("memory_budget_exceeded"))
        guard case .string(let detail)? = response.json["detail"] else {
            Issue.record("no detail")
            return
        }
        #expect(detail.contains("65536 bytes") && detail.contains("--memory-budget-bytes"))
        #expect(harness.call("GET", "/metrics").text.contains(#"layoutd_rejections_total{reason="memory_budget"} 1"#))
        // The same document within a budget that holds it.
        let roomy = ServiceHarness { $0.memoryBudgetBytes = 64 << 20 }
        #expect(roomy.call("POST", "/v1/layout?device=iphone-6", body: body).status == 200)
    }
}
