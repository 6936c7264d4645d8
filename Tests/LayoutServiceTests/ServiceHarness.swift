import Dispatch
import JSON
import Primitives

@testable import LayoutService

/// A service with a captured access log, and a synchronous way to call it (bounded at 10 s
/// unless a call says otherwise).
final class ServiceHarness: Sendable {
    let service: LayoutService

    init(_ configure: (inout ServiceConfiguration) -> Void = { _ in }) {
        var configuration = ServiceConfiguration()
        configuration.workers = 2
        configuration.queueDepth = 4
        configure(&configuration)
        let box = LogBox()
        service = LayoutService(configuration: configuration, logSink: { line in box.append(line) })
        self.box = box
    }

    private let box: LogBox

    /// The access log so far: the lines of every answered request, written (at most 2 s' wait).
    var log: [String] {
        service.accessLog.flush(timeoutMilliseconds: 2_000)
        return box.lines
    }

    func call(
        _ method: String, _ target: String, headers: [(name: String, value: String)] = [],
        body: String = ""
    ) -> ServiceResponse {
        call(ServiceRequest(method: method, target: target, headers: headers, body: Array(body.utf8)))
    }

    func call(_ request: ServiceRequest, waitingSeconds: Int = 10) -> ServiceResponse {
        let answer = Locked<ServiceResponse?>(nil)
        let done = DispatchSemaphore(value: 0)
        service.handle(request, remoteAddress: "127.0.0.1:1") { response in
            answer.withLock { $0 = response }
            done.signal()
        }
        _ = done.wait(timeout: .now() + .seconds(waitingSeconds))
        return answer.withLock { $0 } ?? ServiceResponse(status: 0)
    }

    deinit { service.shutdown() }
}

final class LogBox: Sendable {
    private let storage = Locked<[String]>([])
    func append(_ line: String) { storage.withLock { $0.append(line) } }
    var lines: [String] { storage.withLock { $0 } }
}

extension ServiceResponse {
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body parsed as JSON, or `.null` when it is not JSON.
    var json: JSONValue {
        (try? JSONParser.parse(body)) ?? .null
    }
}
