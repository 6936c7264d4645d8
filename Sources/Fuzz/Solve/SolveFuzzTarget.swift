import Engine
import FuzzLayoutSupport
import FuzzSupport
import JSON
import Requests

/// Fuzzes whole-document solving: a small request that decodes is solved within a budget of
/// solver steps, and the response is the same bytes each time with only finite numbers in it
/// (the writer would print a NaN frame as `null`, hiding it), one frame per view id at most.
///
/// Input: a request body, decoded by `FuzzRequest`. The budget is
/// counted in polls of `EngineOptions.isCancelled`, which the solver makes between pivots, so a
/// cycling or huge solve ends as a `solve_cancelled` diagnostic instead of a libFuzzer timeout.
enum SolveFuzzTarget: FuzzTarget {
    static let stepBudget = 20_000

    static func run(_ data: UnsafeRawBufferPointer) {
        guard let body = FuzzRequest.json(data), case .success(let request) = FuzzRequest.decode(body) else { return }
        let first = solve(request)
        FuzzCheck.require(first == solve(request), "two solves of the same request differ")
    }

    /// The serialised response, checked for non-finite numbers and repeated frames.
    static func solve(_ request: LayoutRequest) -> [UInt8] {
        let budget = StepBudget(stepBudget)
        let options = EngineOptions(isCancelled: { budget.spend() })
        switch RequestSolver.solve(request, options: options) {
        case .success(let response):
            for result in response.results {
                let ids = result.frames.map(\.id)
                FuzzCheck.require(Set(ids).count == ids.count, "a view has two frames")
            }
            requireFinite(response.jsonValue, at: "")
            return response.serialized()
        case .failure(let failure):
            let problems = DocumentProblems(failure.problems)
            FuzzRequest.check(problems)
            return Array("\(problems.problems)".utf8)
        }
    }

    static func requireFinite(_ value: JSONValue, at pointer: String) {
        switch value {
        case .number(let number):
            FuzzCheck.require(
                number.isFinite || FuzzCheck.allows("nonfinite"), "\(number) at \(pointer) in the response")
        case .array(let elements):
            for (index, element) in elements.enumerated() { requireFinite(element, at: "\(pointer)/\(index)") }
        case .object(let members):
            for member in members { requireFinite(member.value, at: "\(pointer)/\(member.key)") }
        case .null, .bool, .string:
            break
        }
    }
}

/// A countdown the solver polls through `isCancelled`. Fuzz inputs run on one thread, which is
/// what makes the unchecked `Sendable` true.
final class StepBudget: @unchecked Sendable {
    private var remaining: Int

    init(_ steps: Int) { remaining = steps }

    /// Spends one step; true once the budget is gone.
    func spend() -> Bool {
        remaining -= 1
        return remaining < 0
    }
}
