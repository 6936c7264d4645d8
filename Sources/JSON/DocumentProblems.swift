/// Every problem found in a request's document or target, as one error value: the service turns
/// it into a 422 with `errors: [{pointer, message}]`. Never empty when thrown or returned as a
/// failure.
public struct DocumentProblems: Error, Sendable, Hashable {
    public var problems: [DocumentProblem]

    public init(_ problems: [DocumentProblem]) {
        self.problems = problems
    }
}
