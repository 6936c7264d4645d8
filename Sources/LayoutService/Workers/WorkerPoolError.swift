/// Why the pool refused a job at once, without queueing it.
public enum WorkerPoolError: Error, Equatable, Sendable {
    /// Every worker is busy and the queue holds `queueDepth` jobs: answer 503 with `Retry-After`.
    case full
    /// The server is shutting down and takes no new work: answer 503.
    case draining

    public var code: String {
        switch self {
        case .full: "queue_full"
        case .draining: "draining"
        }
    }
}
