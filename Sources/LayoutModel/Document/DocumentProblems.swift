/// Every problem found while decoding one request, in the order they were found (document
/// order). Never empty when returned as an error.
package struct DocumentProblems: Error, Hashable, Sendable {
    package var problems: [DocumentProblem]

    package init(_ problems: [DocumentProblem]) { self.problems = problems }
}
