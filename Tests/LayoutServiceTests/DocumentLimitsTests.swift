import JSON
import Testing

@testable import LayoutService

/// `--max-views` and `--max-constraints` (`ServiceConfiguration.limits`): a document over
/// either is answered 422 with a problem naming the flag that raises it.
@Suite struct DocumentLimitsTests {
    /// Root, `a` and `b`; three constraint entries.
    static let document =
        #"{"root":{"id":"root","subviews":[{"id":"a"},{"id":"b"}]},"constraints":["H:|[a][b(==a)]|","V:|[a]|","V:|[b]|"]}"#

    static func post(_ configure: @escaping (inout ServiceConfiguration) -> Void, route: String = "/v1/layout")
        -> ServiceResponse
    {
        ServiceHarness(configure).call(
            "POST", route, headers: [(name: "Content-Type", value: "application/json")],
            body: #"{"document":\#(document),"target":{"device":"iphone-6"}}"#)
    }

    static func pointers(_ response: ServiceResponse) -> [JSONValue?] {
        guard case .array(let errors)? = response.json["errors"] else { return [] }
        return errors.map { $0["pointer"] }
    }

    @Test(arguments: ["/v1/layout", "/v1/validate", "/v1/render"])
    func aDocumentOverTheViewLimitIsA422NamingTheFlag(route: String) {
        let response = Self.post({ $0.limits.maxViews = 2 }, route: route)
        #expect(response.status == 422)
        #expect(response.json["code"] == .string("invalid_document"))
        #expect(response.json["detail"] == .string("too many views: the limit is 2 (--max-views)"))
        #expect(Self.pointers(response) == [.string("/document/root/subviews/1")])
    }

    @Test func aDocumentOverTheConstraintLimitIsA422NamingTheFlag() {
        let response = Self.post { $0.limits.maxConstraints = 2 }
        #expect(response.status == 422)
        #expect(response.json["detail"] == .string("too many constraints: the limit is 2 (--max-constraints)"))
        #expect(Self.pointers(response) == [.string("/document/constraints/2")])
    }

    @Test func aDocumentAtBothLimitsIsSolved() {
        let response = Self.post {
            $0.limits.maxViews = 3
            $0.limits.maxConstraints = 3
        }
        #expect(response.status == 200)
    }
}
