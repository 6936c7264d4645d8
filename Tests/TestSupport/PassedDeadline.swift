import Primitives
import Synchronization

/// A deadline that has passed from the start, counting how often it is asked: what every stage
/// test gives its pathological input, to prove that the stage polls and stops.
public final class PassedDeadline: Sendable {
    private let asked = Atomic<Int>(0)
    public var polls: Int { asked.load(ordering: .relaxed) }

    /// A budget whose deadline has passed, with no memory limit.
    public var budget: WorkBudget {
        WorkBudget { [self] in
            asked.add(1, ordering: .relaxed)
            return true
        }
    }

    public init() {}
}
