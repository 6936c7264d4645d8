import Primitives

/// The request and response side of `Content-Encoding` negotiation.
enum ContentCoding {
    static let unsupportedCode = "unsupported_content_encoding"

    /// Undoes the request's `Content-Encoding`. Only `gzip` (and `identity`) are understood:
    /// anything else is 415; an inflated body over `maxBytes` is 413 without inflating the rest
    /// (a gzip bomb costs at most `maxBytes` of memory); a damaged stream is 400 (`GzipDecoder`).
    static func decodeBody(_ body: [UInt8], headers: HTTPHeaders, maxBytes: Int) -> Result<[UInt8], HTTPParseError> {
        var codings: [String] = []
        for value in headers.values("Content-Encoding") {
            for item in value.split(separator: ",") {
                let coding = item.trimmingSpaces().lowercased()
                if !coding.isEmpty && coding != "identity" { codings.append(coding) }
            }
        }
        if codings.isEmpty { return .success(body) }
        guard codings.count == 1, codings[0] == "gzip" || codings[0] == "x-gzip" else {
            return .failure(
                HTTPParseError(
                    status: 415, code: unsupportedCode,
                    message: "Content-Encoding must be gzip or identity."))
        }
        do {
            return .success(try GzipDecoder.decode(body, maxOutput: maxBytes))
        } catch {
            return .failure(error)
        }
    }

    /// The client's `Accept-Encoding` allows a gzip response.
    static func acceptsGzip(_ headers: HTTPHeaders) -> Bool {
        AcceptEncoding.allowsGzip(headers)
    }
}
