import Testing

@testable import Requests

/// One mapping from a front end's word to the kind it asks for: the route's last path component
/// and the command line's verb.
struct RequestKindWordTests {
    @Test func eachFrontEndsWordNamesItsKindAndOtherWordsNone() {
        #expect(RequestKind(word: "layout") == .layout)
        #expect(RequestKind(word: "solve") == .layout)
        #expect(RequestKind(word: "validate") == .validate)
        #expect(RequestKind(word: "render") == .render)
        for other in ["devices", "system", "import", "Layout", ""] {
            #expect(RequestKind(word: other) == nil, "\(other)")
        }
    }
}
