import Dispatch
import Primitives
import Testing

@testable import LayoutService

@Suite struct DeadlineTimerTests {
    /// Records fired labels; `wait` is bounded at 10 s.
    final class Fired: Sendable {
        let labels = Locked<[String]>([])
        let arrived = DispatchSemaphore(value: 0)

        func action(_ label: String) -> @Sendable () -> Void {
            { [self] in
                labels.withLock { $0.append(label) }
                arrived.signal()
            }
        }

        func wait(for count: Int) -> [String] {
            for _ in 0..<count where arrived.wait(timeout: .now() + .seconds(10)) == .timedOut { break }
            return labels.withLock { $0 }
        }
    }

    @Test func actionsRunInDeadlineOrderWhateverTheOrderTheyWereScheduledIn() {
        let timer = DeadlineTimer()
        defer { timer.shutdown() }
        let fired = Fired()
        _ = timer.schedule(afterMilliseconds: 300, fired.action("late"))
        // Due before the thread's planned wake-up: it must be woken for it.
        _ = timer.schedule(afterMilliseconds: 5, fired.action("early"))
        _ = timer.schedule(afterMilliseconds: 100, fired.action("middle"))
        #expect(fired.wait(for: 3) == ["early", "middle", "late"])
        #expect(timer.pendingCount == 0)
    }

    @Test func anActionRunsNoEarlierThanItsDeadline() {
        let timer = DeadlineTimer()
        defer { timer.shutdown() }
        let fired = Fired()
        let start = MonotonicClock.now()
        _ = timer.schedule(afterMilliseconds: 50, fired.action("x"))
        #expect(fired.wait(for: 1) == ["x"])
        #expect(MonotonicClock.now() - start >= 50_000_000)
    }

    @Test func aCancelledEntryNeverRuns() {
        let timer = DeadlineTimer()
        defer { timer.shutdown() }
        let fired = Fired()
        let cancelled = timer.schedule(afterMilliseconds: 20, fired.action("cancelled"))
        _ = timer.schedule(afterMilliseconds: 60, fired.action("kept"))
        timer.cancel(cancelled)
        #expect(timer.pendingCount == 1)
        #expect(fired.wait(for: 1) == ["kept"])
        // Cancelling what already ran, or twice, is harmless.
        timer.cancel(cancelled)
        #expect(timer.pendingCount == 0)
    }

    @Test func shutdownReturnsWithActionsStillPendingAndRunsNone() {
        let timer = DeadlineTimer()
        let fired = Fired()
        _ = timer.schedule(afterMilliseconds: 60_000, fired.action("never"))
        timer.shutdown()
        #expect(fired.labels.withLock { $0 }.isEmpty)
    }
}
