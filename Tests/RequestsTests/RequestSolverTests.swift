import Dispatch
import LayoutTestSupport
import Primitives
import TestSupport
import Testing

@testable import Devices
@testable import Engine
@testable import JSON
@testable import Requests

@Suite struct RequestSolverTests {
    static let body =
        #"{"document": \#(EngineFixture.twoViews(#""H:|[a]|""#)), "target": {"device": "ipad-9-7", "multitasking": "oneThird"}}"#

    @Test func aRequestFailsOnlyForAnUnresolvableTarget() throws {
        let request = try LayoutRequest.decode(try JSONParser.parse(Self.body)).get()
        #expect(try RequestSolver.solve(request).get().results.count == 1)
        var phone = request
        phone.targets = [.device(DeviceTargetSpec(device: "nokia"))]
        guard case .failure(.invalid(let problems)) = RequestSolver.solve(phone) else {
            Issue.record("not a catalog device")
            return
        }
        #expect(!problems.problems.isEmpty)
    }

    @Test func aCancelledFanOutIsACancelledRequestWithAMessage() throws {
        let request = try LayoutRequest.decode(try JSONParser.parse(Self.body)).get()
        guard case .failure(let failure) = RequestSolver.solve(request, fanOut: { _, _ in nil }) else {
            Issue.record("should be cancelled")
            return
        }
        guard case .cancelled = failure else {
            Issue.record("\(failure)")
            return
        }
        #expect(failure.problems.map(\.message) == ["the request was cancelled before every target was solved"])
    }

    /// A deadline that passes during a group's first target leaves its later targets unbegun:
    /// each would otherwise run its steps up to its first poll, which with a long text held the
    /// worker tens of milliseconds past the deadline (checks/hostile/long-word.sh).
    @Test func aCancelledGroupBeginsNoFurtherTarget() throws {
        // Five iPhone 6 targets: one trait group, one piece.
        let body =
            #"{"document": \#(EngineFixture.twoViews(#""H:|[a]|""#)), "devices": ["iphone-6", "iphone-6", "iphone-6", "iphone-6", "iphone-6"], "orientations": ["portrait"]}"#
        let request = try LayoutRequest.decode(try JSONParser.parse(body)).get()
        let solved = Locked(0)
        var options = EngineOptions.standard
        // The deadline passes once the first target is solved.
        options.isCancelled = { solved.withLock { $0 } >= 1 }
        let outcome = RequestSolver.solve(request, options: options, solved: { _ in solved.withLock { $0 += 1 } })
        guard case .failure(.cancelled) = outcome else {
            Issue.record("should be cancelled: \(outcome)")
            return
        }
        #expect(solved.withLock { $0 } == 1)
        // Not cancelled, all five are solved.
        let all = Locked(0)
        #expect(try RequestSolver.solve(request, solved: { _ in all.withLock { $0 += 1 } }).get().results.count == 5)
        #expect(all.withLock { $0 } == 5)
    }

    /// However the fan-out orders its pieces, the results come back in request order.
    @Test func resultsFollowTheRequestWhateverOrderThePiecesRunIn() throws {
        let body =
            #"{"document": \#(EngineFixture.twoViews(#""H:|[a]|""#)), "devices": ["iphone-6", "ipad-9-7", "iphone-5"]}"#
        let request = try LayoutRequest.decode(try JSONParser.parse(body)).get()
        let backwards: RequestSolver.FanOut = { count, piece in
            var results = [[TargetResult]](repeating: [], count: count)
            for index in (0..<count).reversed() { results[index] = piece(index) }
            return results
        }
        let serial = try RequestSolver.solve(request).get().serialized()
        let reversed = try RequestSolver.solve(request, fanOut: backwards).get().serialized()
        #expect(reversed == serial)
        let labels = try RequestSolver.solve(request).get().results.map(\.target.label)
        #expect(
            labels == [
                "iphone-6 portrait", "iphone-6 landscape", "ipad-9-7 portrait", "ipad-9-7 landscape",
                "iphone-5 portrait", "iphone-5 landscape"
            ])
    }

    /// The caller's `WorkBudget` is the one every piece works within, on whatever thread the
    /// fan-out runs it (`solved` is called from inside the piece); exhausted, it cancels the solve.
    @Test func theCallersBudgetGoesWithEveryPieceAndItsExhaustionCancels() throws {
        let body = #"{"document": \#(EngineFixture.twoViews(#""H:|[a]|""#)), "devices": ["iphone-6", "ipad-9-7"]}"#
        let request = try LayoutRequest.decode(try JSONParser.parse(body)).get()
        let elsewhere: RequestSolver.FanOut = { count, piece in
            let results = Locked([[TargetResult]](repeating: [], count: count))
            DispatchQueue.concurrentPerform(iterations: count) { index in
                let result = piece(index)
                results.withLock { $0[index] = result }
            }
            return results.withLock { $0 }
        }
        let budget = WorkBudget()
        let bound = Locked<[Bool]>([])
        let outcome = WorkBudget.$current.withValue(budget) {
            RequestSolver.solve(
                request, fanOut: elsewhere, solved: { _ in bound.withLock { $0.append(WorkBudget.current === budget) } }
            )
        }
        #expect(try outcome.get().results.count == 4)
        #expect(bound.withLock { $0 } == [true, true, true, true])
        let passed = PassedDeadline()
        let cancelled = WorkBudget.$current.withValue(passed.budget) { RequestSolver.solve(request, fanOut: elsewhere) }
        guard case .failure(.cancelled) = cancelled else {
            Issue.record("an exhausted budget did not cancel: \(cancelled)")
            return
        }
        #expect(passed.polls > 0)
    }
}
