import Dispatch
import Testing

@testable import LayoutService

@Suite struct MetricsTests {
    @Test func requestsAreCountedByRouteMethodAndStatus() {
        let metrics = Metrics()
        metrics.recordRequest(route: "/healthz", method: "GET", status: 200, seconds: 0.0001, bytesIn: 0, bytesOut: 3)
        metrics.recordRequest(route: "/healthz", method: "GET", status: 200, seconds: 0.0001, bytesIn: 0, bytesOut: 3)
        metrics.recordRequest(
            route: "/v1/layout", method: "POST", status: 422, seconds: 0.002, bytesIn: 10, bytesOut: 5)
        let text = metrics.exposition()
        #expect(text.contains(#"layoutd_http_requests_total{route="/healthz",method="GET",status="200"} 2"#))
        #expect(text.contains(#"layoutd_http_requests_total{route="/v1/layout",method="POST",status="422"} 1"#))
        #expect(text.contains("layoutd_http_request_bytes_total 10\n"))
        #expect(text.contains("layoutd_http_response_bytes_total 11\n"))
    }

    @Test func histogramBucketsAreCumulativeAndEndWithInfinity() {
        let metrics = Metrics()
        metrics.recordSolve(seconds: 0.0007)
        metrics.recordSolve(seconds: 0.3)
        metrics.recordSolve(seconds: 60)
        let text = metrics.exposition()
        #expect(text.contains(#"layoutd_solve_duration_seconds_bucket{le="0.0005"} 0"#))
        #expect(text.contains(#"layoutd_solve_duration_seconds_bucket{le="0.001"} 1"#))
        #expect(text.contains(#"layoutd_solve_duration_seconds_bucket{le="0.5"} 2"#))
        #expect(text.contains(#"layoutd_solve_duration_seconds_bucket{le="10.0"} 2"#))
        #expect(text.contains(#"layoutd_solve_duration_seconds_bucket{le="+Inf"} 3"#))
        #expect(text.contains("layoutd_solve_duration_seconds_count 3\n"))
    }

    @Test func gaugesAreReadAtScrapeTime() {
        var gauges = Metrics.Gauges()
        gauges.queued = { 4 }
        gauges.busyWorkers = { 2 }
        gauges.workers = 2
        gauges.openConnections = { 17 }
        gauges.ready = { false }
        let text = Metrics(gauges: gauges).exposition()
        #expect(text.contains("layoutd_queue_depth 4\n"))
        #expect(text.contains("layoutd_workers_busy 2\n"))
        #expect(text.contains("layoutd_workers 2\n"))
        #expect(text.contains("layoutd_open_connections 17\n"))
        #expect(text.contains("layoutd_ready 0\n"))
    }

    @Test func everyFamilyHasHelpAndTypeAndEverySampleLineIsWellFormed() {
        let metrics = Metrics()
        metrics.recordRequest(route: "un\"matched", method: "GET", status: 404, seconds: 0.01, bytesIn: 0, bytesOut: 0)
        metrics.recordRejection("queue_full")
        let text = metrics.exposition()
        #expect(text.hasSuffix("\n"))
        var declared: Set<String> = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# TYPE ") {
                declared.insert(String(line.split(separator: " ")[2]))
            } else if !line.hasPrefix("# HELP ") {
                let name = line.prefix { $0 != "{" && $0 != " " }
                let family = ["_bucket", "_sum", "_count"].reduce(String(name)) { name, suffix in
                    name.hasSuffix(suffix) && !declared.contains(name) ? String(name.dropLast(suffix.count)) : name
                }
                #expect(declared.contains(family), "\(line) has no TYPE line before it")
                #expect(Double(line.split(separator: " ").last ?? "") != nil, "\(line)")
            }
        }
        #expect(text.contains(#"route="un\"matched""#))
    }

    @Test func concurrentRecordsAreNotLost() {
        let metrics = Metrics()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 {
                metrics.recordRequest(
                    route: "/healthz", method: "GET", status: 200, seconds: 0, bytesIn: 1, bytesOut: 1)
            }
        }
        #expect(metrics.exposition().contains(#"status="200"} 8000"#))
    }

    @Test func theSameRecordsGiveTheSameText() {
        func make() -> String {
            let metrics = Metrics()
            for (route, status) in [("/b", 200), ("/a", 404), ("/c", 503), ("/a", 200)] {
                metrics.recordRequest(
                    route: route, method: "GET", status: status, seconds: 0.01, bytesIn: 0, bytesOut: 0)
            }
            return metrics.exposition()
        }
        #expect(make() == make())
    }
}
