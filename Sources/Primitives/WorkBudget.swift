import Synchronization

/// What the work for one request may still spend while it runs: its time (the deadline) and its
/// working memory. (`RequestBudget` is the other check: what a request multiplies, counted from
/// the decoded request before anything is solved.)
///
/// Every loop whose cost grows with the input — JSON parsing and encoding, VFL and expression
/// parsing, text layout, the diagnostics, SVG drawing — works for the budget bound to its thread
/// (`WorkBudget.current`: bound by the service for each request, and by `RequestSolver` on every
/// thread its fan-out runs a piece on) and polls it every `pollInterval` steps through a
/// `BudgetPoll`. Once `isExhausted`, the loop stops and
/// returns what it has; the caller throws that away and answers 504 (the deadline) or 422 (the
/// memory, `isOverMemory`).
///
/// The deadline is the caller's own cancellation predicate — the service passes the same flag
/// `EngineOptions.isCancelled` hands to the solver — so there is one flag per request.
///
/// Memory is counted, not measured: a stage charges, before it allocates, what its input will
/// cost. `hold` is for what stays until the request ends (the JSON tree, the response bytes);
/// `allows` checks a stage's scratch (a label's per-character tables) against what is left
/// without keeping it. Held charges are made on one thread in a fixed order (parse, then encode)
/// and scratch is never summed across threads, so whether a request fits never depends on
/// timing: the same request always fits or always gets its 422.
public final class WorkBudget: Sendable {
    /// Steps (characters, entries, views, nodes) between two polls: cheap next to the loop
    /// bodies, and few enough that a stopped loop ends well within a millisecond.
    public static let pollInterval = 4_096

    /// No deadline and no memory limit: the CLI's, and any code not running for a request.
    public static let unlimited = WorkBudget()

    /// The budget of the request this thread works for. Bound with `$current.withValue(_:)`.
    @TaskLocal public static var current: WorkBudget = .unlimited

    /// Bytes `hold` may charge in all, and `hold` plus `allows` at once.
    public let memoryLimit: Int
    private let cancelled: @Sendable () -> Bool
    private let held = Atomic<Int>(0)
    private let overMemory = Atomic<Bool>(false)

    public init(memoryLimit: Int = .max, isCancelled: @escaping @Sendable () -> Bool = { false }) {
        self.memoryLimit = memoryLimit
        cancelled = isCancelled
    }

    /// The deadline has passed or the memory ran out: stop.
    public var isExhausted: Bool { overMemory.load(ordering: .relaxed) || cancelled() }

    /// The memory ran out (whatever the deadline says).
    public var isOverMemory: Bool { overMemory.load(ordering: .relaxed) }

    /// What `hold` has charged so far.
    public var heldBytes: Int { held.load(ordering: .relaxed) }

    /// Charges `bytes` that stay until the request ends. False, and exhausted from then on, when
    /// the total passes `memoryLimit`.
    @discardableResult
    public func hold(_ bytes: Int) -> Bool {
        let total = held.add(max(0, bytes), ordering: .relaxed).newValue
        return check(total)
    }

    /// Whether a stage may allocate `bytes` of scratch on top of what is held. False, and
    /// exhausted from then on, when it would pass `memoryLimit`.
    @discardableResult
    public func allows(_ bytes: Int) -> Bool {
        let (total, overflow) = heldBytes.addingReportingOverflow(max(0, bytes))
        return check(overflow ? .max : total)
    }

    private func check(_ total: Int) -> Bool {
        guard total > memoryLimit else { return true }
        overMemory.store(true, ordering: .relaxed)
        return false
    }
}

/// One loop's polling of a budget: `shouldStop()` once per step reads the budget every
/// `WorkBudget.pollInterval` steps, and stays true once it was.
public struct BudgetPoll {
    public let budget: WorkBudget
    @usableFromInline var countdown: Int
    @usableFromInline var stopped = false

    public init(_ budget: WorkBudget = .current) {
        self.budget = budget
        countdown = WorkBudget.pollInterval
    }

    /// True once the budget is exhausted; O(1), a predicate call every `pollInterval` calls.
    /// Inlinable: every loop over the input calls it once per step, from every module.
    @inlinable public mutating func shouldStop() -> Bool { shouldStop(steps: 1) }

    /// `shouldStop()` for one step of a loop that is worth `steps` (a line of that many
    /// characters): a loop over lines then polls as often as one over their characters, and a
    /// stopped layout of long lines still ends within a millisecond.
    @inlinable public mutating func shouldStop(steps: Int) -> Bool {
        if stopped { return true }
        countdown -= steps
        guard countdown <= 0 else { return false }
        return checkNow()
    }

    /// Polls at once, whatever the countdown: for loops whose steps are each expensive.
    public mutating func checkNow() -> Bool {
        countdown = WorkBudget.pollInterval
        if !stopped { stopped = budget.isExhausted }
        return stopped
    }
}
