import Dispatch
import Primitives
import Testing

@testable import LayoutService

#if canImport(Glibc)
    import Glibc
#endif

/// Work that stops when its answer is gone: a request answered 504 at its deadline gives its
/// worker back soon after (`layoutd_work_after_deadline_seconds`), and a request whose
/// client left stops at its next poll, so the next request does not wait behind work nobody
/// will read.
@Suite struct WorkAfterDeadlineTests {
    /// `count` labels edge to edge between the root's top and bottom, overflowing the screen:
    /// every label's compression resistance ties (benchmarks/shapes.py's `overflow` shape), the
    /// most diagnostic-heavy everyday mistake.
    static func overflowingStack(_ count: Int) -> String {
        let words = ["layout", "constraint", "engine", "priority", "anchor", "stack", "view", "label"]
        let labels = (0..<count).map { k in
            let text = (0..<(2 + k % 5)).map { words[(k * 7 + $0 * 13) % words.count] }.joined(separator: " ")
            return #"{"id": "o\#(k)", "kind": "label", "text": "\#(text)", "font": {"size": 15}}"#
        }
        var constraints = (0..<count).map { #""H:|[o\#($0)]|""# }
        constraints += [#""V:|[o0]""#, #""V:[o\#(count - 1)]|""#] + (1..<count).map { #""V:[o\#($0 - 1)][o\#($0)]""# }
        return
            #"{"root": {"id": "root", "subviews": [\#(labels.joined(separator: ","))]}, "constraints": [\#(constraints.joined(separator: ","))]}"#
    }

    /// The histogram's sum and count, read from the exposition.
    static func workAfterDeadline(_ exposition: String) -> (seconds: Double, count: Int) {
        var seconds = -1.0, count = -1
        for line in exposition.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            if parts[0] == "layoutd_work_after_deadline_seconds_sum" { seconds = Double(String(parts[1])) ?? -1 }
            if parts[0] == "layoutd_work_after_deadline_seconds_count" { count = Int(String(parts[1])) ?? -1 }
        }
        return (seconds, count)
    }

    /// Deadlines that land in the solve and the diagnostics of a document that takes a debug
    /// build about a second of CPU: each time the worker's CPU after the deadline stays small
    /// (CPU, so a loaded machine blurs it less), and the next request is answered. The bound is
    /// 250 ms because this is a debug build, about 17 times slower than release, run beside the
    /// rest of the suite: the longest stretch between two polls measured here alone is 5–35 ms,
    /// and under the whole parallel suite 122 ms.
    @Test func aWorkerAnsweredAtItsDeadlineStopsWorkingSoonAfterIt() {
        let slowBody = Self.overflowingStack(600)
        var answeredAtTheDeadline = 0
        for deadline in [300, 600] {
            let harness = ServiceHarness {
                $0.workers = 1
                $0.queueDepth = 8
                $0.solveTimeoutMilliseconds = deadline
            }
            let slow = harness.call("POST", "/v1/layout?device=iphone-6", body: slowBody)
            // The next request, which waits for the one worker.
            let small = harness.call("POST", "/v1/layout?device=iphone-6", body: Self.overflowingStack(3))
            // The metric is recorded as the worker lets go of the slow request.
            for _ in 0..<1_000 where harness.service.pool.busyCount > 0 { usleep(1_000) }
            let after = Self.workAfterDeadline(harness.call("GET", "/metrics").text)
            guard slow.status == 504 else { continue }  // a fast machine solved it in time
            answeredAtTheDeadline += 1
            #expect(small.status == 200, "deadline \(deadline) ms")
            #expect(after.count == 1, "deadline \(deadline) ms")
            #expect(after.seconds < 0.25, "deadline \(deadline) ms: \(after.seconds) s of CPU after it")
        }
        // Else the test checked nothing: a debug build takes about a second for this document.
        #expect(answeredAtTheDeadline > 0, "no request reached its deadline")
    }

    @Test func aRequestWhoseClientLeftStopsAndItsWorkerTakesTheNextRequest() {
        let harness = ServiceHarness {
            $0.workers = 1
            $0.queueDepth = 8
            $0.solveTimeoutMilliseconds = 120_000
            $0.memoryBudgetBytes = 1 << 30  // so that only its client's leaving stops it early
        }
        let gone = Locked(false)
        var slow = ServiceRequest(
            method: "POST", target: "/v1/layout?device=iphone-6", body: Array(Self.overflowingStack(2_000).utf8))
        slow.isClientGone = { gone.withLock { $0 } }
        let slowStatus = Locked(0)
        let slowAnswered = DispatchSemaphore(value: 0)
        harness.service.handle(slow, remoteAddress: "10.0.0.1:1") { response in
            slowStatus.withLock { $0 = response.status }
            slowAnswered.signal()
        }
        for _ in 0..<1_000 where harness.service.pool.busyCount == 0 { usleep(1_000) }
        usleep(100_000)  // into the solve, which takes seconds
        gone.withLock { $0 = true }
        let left = MonotonicClock.now()
        let small = harness.call("POST", "/v1/layout?device=iphone-6", body: Self.overflowingStack(3))
        let waited = Double(MonotonicClock.now() - left) / 1e9
        #expect(small.status == 200)
        #expect(slowAnswered.wait(timeout: .now() + .seconds(10)) == .success)
        // Stopped for its client, not solved to the end: 499, as nginx logs a client's abort.
        #expect(slowStatus.withLock { $0 } == 499)
        #expect(waited < 5, "the next request waited \(waited) s")
        #expect(harness.call("GET", "/metrics").text.contains(#"layoutd_rejections_total{reason="client_gone"} 1"#))
    }
}
