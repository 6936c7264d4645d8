import Testing

@testable import HTTPServer

/// The request-target split once, in the parser (`HTTPRequestHead.path`/`query`).
@Suite struct HTTPRequestTargetTests {
    typealias Item = HTTPRequestTarget.QueryItem

    @Test func anOriginFormTargetSplitsIntoADecodedPathAndQuery() {
        let target = HTTPRequestTarget(
            "/v1/lay%6Fut?device=iphone-6&orientation=land+scape&x=%E2%9C%93&flag&a=1&a=2", form: .origin)
        #expect(target.path == "/v1/layout")
        #expect(
            target.query == [
                Item(name: "device", value: "iphone-6"), Item(name: "orientation", value: "land scape"),
                Item(name: "x", value: "✓"), Item(name: "flag", value: ""),
                Item(name: "a", value: "1"), Item(name: "a", value: "2")
            ])
    }

    @Test(arguments: [
        ("http://example.com/v1/layout?device=iphone-6", "/v1/layout"),
        ("HTTPS://example.com:8443/v1/devices/iphone%2D6?device=iphone-6", "/v1/devices/iphone-6"),
        ("http://example.com?device=iphone-6", "/"),
        ("http://user@example.com:80/a/b?device=iphone-6", "/a/b")
    ])
    func anAbsoluteFormTargetDropsItsSchemeAndAuthority(target: String, path: String) {
        let parsed = HTTPRequestTarget(target, form: .absolute)
        #expect(parsed.path == path)
        #expect(parsed.query == [Item(name: "device", value: "iphone-6")])
    }

    @Test func anAbsoluteFormTargetWithNothingAfterTheAuthorityIsTheRoot() {
        #expect(HTTPRequestTarget("http://example.com", form: .absolute) == HTTPRequestTarget(path: "/"))
    }

    @Test func theAsteriskIsItsOwnPath() {
        #expect(HTTPRequestTarget("*", form: .asterisk) == HTTPRequestTarget(path: "*"))
    }

    @Test(arguments: ["%", "%4", "%zz", "100%"])
    func malformedEscapesStayAsWritten(raw: String) {
        #expect(
            HTTPRequestTarget("/\(raw)?q=\(raw)", form: .origin)
                == HTTPRequestTarget(path: "/\(raw)", query: [Item(name: "q", value: raw)]))
    }

    @Test func aPlusIsASpaceInTheQueryOnlyAndInvalidUTF8IsRepaired() {
        let target = HTTPRequestTarget("/a+b%FF?x=1+2", form: .origin)
        #expect(target.path == "/a+b\u{FFFD}")
        #expect(target.query == [Item(name: "x", value: "1 2")])
    }
}
