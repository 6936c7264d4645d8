import Synchronization
import TestSupport
import Testing

@testable import Primitives

@Suite struct WorkBudgetTests {
    @Test func heldBytesAddUpAndTheFirstChargeOverTheLimitExhaustsTheBudget() {
        let budget = WorkBudget(memoryLimit: 100)
        #expect(budget.hold(60))
        #expect(budget.allows(40))
        #expect(!budget.isExhausted)
        #expect(!budget.allows(41))
        #expect(budget.isOverMemory && budget.isExhausted)
        #expect(budget.heldBytes == 60, "scratch is checked, never kept")
    }

    @Test func holdingPastTheLimitIsRefusedAndSticks() {
        let budget = WorkBudget(memoryLimit: 100)
        #expect(!budget.hold(101))
        #expect(budget.isOverMemory)
        #expect(budget.isExhausted)
    }

    @Test func scratchTooBigToAddUpIsRefusedNotAWraparound() {
        let budget = WorkBudget(memoryLimit: 1 << 40)
        budget.hold(10)
        #expect(!budget.allows(.max))
    }

    @Test func aPassedDeadlineExhaustsTheBudgetButIsNotMemory() {
        let deadline = PassedDeadline()
        let budget = deadline.budget
        #expect(budget.isExhausted)
        #expect(!budget.isOverMemory)
    }

    @Test func aPollAsksOnceEveryIntervalAndStaysStopped() {
        let deadline = PassedDeadline()
        var poll = BudgetPoll(deadline.budget)
        var steps = 1
        while !poll.shouldStop() { steps += 1 }
        #expect(steps == WorkBudget.pollInterval)
        #expect(deadline.polls == 1)
        let again = poll.shouldStop()
        #expect(again)
        #expect(deadline.polls == 1, "a stopped poll does not ask again")
    }

    @Test func aStepWorthManyCountsAsManyTowardsTheNextPoll() {
        let deadline = PassedDeadline()
        var poll = BudgetPoll(deadline.budget)
        // Lines of 40 characters: the poll asks after the line that brings the count to the
        // interval, not after `pollInterval` lines.
        var lines = 1
        while !poll.shouldStop(steps: 40) { lines += 1 }
        #expect(lines == (WorkBudget.pollInterval + 39) / 40)
        #expect(deadline.polls == 1)
    }

    @Test func theCurrentBudgetIsTheOneBoundForThisThreadAndUnlimitedOutside() {
        let budget = WorkBudget(memoryLimit: 5)
        #expect(WorkBudget.current === WorkBudget.unlimited)
        WorkBudget.$current.withValue(budget) { #expect(WorkBudget.current === budget) }
        #expect(WorkBudget.current === WorkBudget.unlimited)
    }
}
