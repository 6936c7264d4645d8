import Dispatch
import Primitives

@testable import LayoutService

/// Collects completions and lets a test wait for them with a generous bound.
final class Outcomes<Value: Sendable>: Sendable {
    private let values = Locked<[JobOutcome<Value>]>([])
    private let arrived = DispatchSemaphore(value: 0)

    func record(_ outcome: JobOutcome<Value>) {
        values.withLock { $0.append(outcome) }
        arrived.signal()
    }

    /// Waits for `count` completions, at most 10 s in all.
    func wait(for count: Int) -> [JobOutcome<Value>] {
        for _ in 0..<count {
            if arrived.wait(timeout: .now() + .seconds(10)) == .timedOut { break }
        }
        return values.withLock { $0 }
    }
}

/// A door that holds workers until the test opens it.
final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let entered = DispatchSemaphore(value: 0)

    func pass() {
        entered.signal()
        _ = semaphore.wait(timeout: .now() + .seconds(10))
    }

    func awaitEntry() { _ = entered.wait(timeout: .now() + .seconds(10)) }

    func open(_ count: Int) { for _ in 0..<count { semaphore.signal() } }
}

func finishedValues<Value>(_ outcomes: [JobOutcome<Value>]) -> [Value] {
    outcomes.compactMap { if case .finished(let value) = $0 { value } else { nil } }
}
