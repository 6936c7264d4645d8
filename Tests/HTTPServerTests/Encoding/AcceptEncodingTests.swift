import Testing

@testable import HTTPServer

@Suite struct AcceptEncodingTests {
    @Test(arguments: [
        ("gzip", true),
        ("GZIP", true),
        ("x-gzip", true),
        ("deflate, gzip;q=1.0, br", true),
        ("gzip;q=0.001", true),
        ("gzip;q=0", false),
        ("gzip;q=0.000", false),
        ("gzip; q=0", false),
        ("gzip ;Q=0", false),
        ("*", true),
        ("*;q=0", false),
        ("gzip;q=0, *", false),
        ("*, gzip;q=0", false),
        ("br, *;q=0.5", true),
        ("br;q=1, identity", false),
        ("identity;q=0", false),
        ("", false),
        ("gzip;q=2", false),
        ("gzip;q=1.5", false),
        ("gzip;q=0.5000", false),
        ("gzip;q=abc", false),
        ("gzip;level=9", true),
        (" , gzip , ", true)
    ])
    func gzipAcceptabilityFollowsTheQValues(value: String, expected: Bool) {
        #expect(AcceptEncoding.allowsGzip(fieldValues: [value]) == expected)
    }

    @Test func absentFieldMeansIdentityOnly() {
        #expect(!AcceptEncoding.allowsGzip(HTTPHeaders()))
    }

    @Test func severalFieldsAreOneList() {
        let headers: HTTPHeaders = ["Accept-Encoding": "br", "accept-encoding": "gzip"]
        #expect(AcceptEncoding.allowsGzip(headers))
    }

    @Test(arguments: [("0", 0), ("1", 1000), ("0.5", 500), ("0.25", 250), ("0.125", 125), ("1.000", 1000), ("0.", 0)])
    func qValuesAreReadInThousandths(text: String, thousandths: Int) {
        #expect(AcceptEncoding.qValue(Array(text.utf8)) == thousandths)
    }
}
