import Devices
import InterfaceBuilder
import JSON

/// Every problem the service's own routes answer, one constructor per stable code. (400, 408,
/// 413, 414, 415, 431, 501 and 505 from the HTTP server itself become problems of their own
/// codes in `LayoutHTTPHandler.reject`.)
extension Problem {
    public static func notFound(path: String) -> Problem {
        Problem(status: 404, code: "not_found", title: "Not Found", detail: "No resource at '\(path)'.")
    }

    public static func methodNotAllowed(method: String, path: String, allowed: [String]) -> Problem {
        var problem = Problem(
            status: 405, code: "method_not_allowed", title: "Method Not Allowed",
            detail: "'\(path)' answers \(allowed.joined(separator: ", ")), not \(method).")
        problem.headers = [("Allow", allowed.joined(separator: ", "))]
        return problem
    }

    public static func unsupportedMediaType(_ contentType: String?) -> Problem {
        Problem(
            status: 415, code: "unsupported_media_type", title: "Unsupported Media Type",
            detail:
                "The body must be application/json, or an Interface Builder file as application/xml, text/xml or application/x-xib; got \(contentType.map { "'\($0)'" } ?? "no Content-Type")."
        )
    }

    /// An Interface Builder body the importer cannot read at all: XML that is not well-formed,
    /// declares entities or breaks a limit (400), or well-formed XML that is not an iOS
    /// Interface Builder document (422). The code is the importer's (`InterfaceBuilderError`).
    public static func unreadableInterfaceBuilder(_ error: InterfaceBuilderError) -> Problem {
        let wellFormed = ["not_interface_builder", "cocoa_document", "no_view_tree"].contains(error.code)
        var problem = Problem(
            status: wellFormed ? 422 : 400, code: error.code,
            title: wellFormed ? "Not an iOS Interface Builder File" : "Unreadable Interface Builder File",
            detail: "The body is not an iOS storyboard or xib: \(error.message).")
        problem.line = error.line
        problem.column = error.column
        return problem
    }

    public static func unreadableJSON(_ error: JSONSyntaxError) -> Problem {
        var problem = Problem(
            status: 400, code: "unreadable_json", title: "Unreadable JSON",
            detail: "The body is not JSON: \(error.description).")
        problem.line = error.line
        problem.column = error.column
        return problem
    }

    /// The decoder's problems, their hints worded for the service (`GET /v1/devices`, the query).
    public static func invalidDocument(_ problems: [DocumentProblem]) -> Problem {
        let errors = problems.map { $0.worded(for: .service) }
        var problem = Problem(
            status: 422, code: "invalid_document", title: "Invalid Document",
            detail: errors.count == 1
                ? errors[0].message
                : "The request has \(errors.count) problems; see errors.")
        problem.errors = errors
        return problem
    }

    public static func invalidQuery(_ problems: [DocumentProblem]) -> Problem {
        let errors = problems.map { $0.worded(for: .service) }
        var problem = Problem(
            status: 422, code: "invalid_query", title: "Invalid Query",
            detail: errors.map(\.message).joined(separator: " "))
        problem.errors = errors
        return problem
    }

    /// `?strict=true` and the document has error diagnostics.
    public static func strictDiagnostics(count: Int, errors: [DocumentProblem]) -> Problem {
        var problem = Problem(
            status: 422, code: "strict_diagnostics", title: "Document Has Errors",
            detail: "strict=true and the layout has \(count) error diagnostic\(count == 1 ? "" : "s").")
        problem.errors = errors
        return problem
    }

    public static func unknownDevice(_ id: String) -> Problem {
        Problem(
            status: 404, code: "unknown_device", title: "Unknown Device",
            detail: "No device '\(id)' in the catalog; GET /v1/devices lists them.")
    }

    public static func busy(retryAfterSeconds: Int) -> Problem {
        var problem = Problem(
            status: 503, code: "queue_full", title: "Service Busy",
            detail: "Every solver worker is busy and the queue is full; retry later.")
        problem.headers = [("Retry-After", String(retryAfterSeconds))]
        return problem
    }

    public static func draining(retryAfterSeconds: Int) -> Problem {
        var problem = Problem(
            status: 503, code: "draining", title: "Shutting Down",
            detail: "The server is shutting down and takes no new work.")
        problem.headers = [("Retry-After", String(retryAfterSeconds))]
        return problem
    }

    public static func notReady(reason: String) -> Problem {
        Problem(status: 503, code: "not_ready", title: "Not Ready", detail: reason)
    }

    /// The request's JSON tree, text layout, drawing and response together need more than the
    /// budget (`--memory-budget-bytes`).
    public static func memoryBudgetExceeded(bytes: Int) -> Problem {
        Problem(
            status: 422, code: "memory_budget_exceeded", title: "Memory Budget Exceeded",
            detail: "The request needs more than \(bytes) bytes of working memory (its JSON, text layout, "
                + "drawing and response), the limit set by --memory-budget-bytes.")
    }

    public static func deadlineExceeded(milliseconds: Int) -> Problem {
        Problem(
            status: 504, code: "solve_timeout", title: "Solve Timed Out",
            detail: "The request was not solved within \(milliseconds) ms.")
    }

    /// The client closed its connection before its answer was ready; the work stopped there.
    /// nginx's 499: logged and counted, and sent only if the connection can still take it.
    static let clientClosedRequest = Problem(
        status: 499, code: "client_closed_request", title: "Client Closed Request",
        detail: "The client closed the connection before the answer was ready; the work stopped.")
}
