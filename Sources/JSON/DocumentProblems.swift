/// Every problem found in a request's document or target, as one error value: the service turns
/// it into a 422 with `errors: [{pointer, message}]`. Never empty when thrown or returned as a
/// failure.
package struct DocumentProblems: Error, Sendable, Hashable {
    package var problems: [DocumentProblem]

    package init(_ problems: [DocumentProblem]) {
        self.problems = problems
    }
}
