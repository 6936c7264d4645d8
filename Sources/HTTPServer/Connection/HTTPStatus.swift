/// Reason phrases for the status line. Clients ignore them (RFC 9112 §4), so unknown codes get
/// a generic phrase rather than an error.
public enum HTTPStatus {
    public static func reason(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 417: "Expectation Failed"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: status < 400 ? "OK" : status < 500 ? "Client Error" : "Server Error"
        }
    }

    /// Responses that never carry a body or `Content-Length` framing (RFC 9110 §6.4.1).
    static func forbidsBody(_ status: Int) -> Bool {
        (100..<200).contains(status) || status == 204 || status == 304
    }
}
