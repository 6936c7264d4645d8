import Document
import FuzzSupport
import JSON
import Requests

/// What the document and solve targets share: how an input becomes a request, under limits small
/// enough that every limit is reached often, and the checks on decoding problems.
public enum FuzzRequest {
    public static let limits = LayoutLimits(
        maxViews: 12, maxConstraints: 24, maxDepth: 6,
        maxTargets: 3, maxStates: 2, maxStringBytes: 256)
    /// The target of a bare document (the `?device=…&orientation=…` shortcut).
    public static let query = ["device": "iphone-16-pro", "orientation": "portrait"]

    /// The JSON value of the input, or nil when it is not JSON (the JSON target covers that).
    public static func json(_ data: UnsafeRawBufferPointer) -> JSONValue? {
        do {
            return try JSONParser.parse(Array(data))
        } catch {
            return nil
        }
    }

    /// The request the service would decode from `body`.
    public static func decode(_ body: JSONValue) -> Result<LayoutRequest, DocumentProblems> {
        LayoutRequest.decode(body, query: query, limits: limits)
    }

    /// Every problem has a message and a JSON Pointer (empty or starting with `/`).
    public static func check(_ problems: DocumentProblems) {
        FuzzCheck.require(!problems.problems.isEmpty, "a failure without problems")
        for problem in problems.problems {
            FuzzCheck.require(
                problem.pointer.isEmpty || problem.pointer.hasPrefix("/"),
                "pointer \(problem.pointer.debugDescription) is not a JSON Pointer")
            FuzzCheck.require(!problem.message.isEmpty, "problem without a message at \(problem.pointer)")
        }
    }
}
