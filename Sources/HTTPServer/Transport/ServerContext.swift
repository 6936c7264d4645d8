import Synchronization

/// What every event loop of one server shares: configuration, handler, TLS context, counters
/// and the connection budget. Immutable apart from its atomics.
final class ServerContext: Sendable {
    let configuration: HTTPServerConfiguration
    let settings: ConnectionStateMachine.Settings
    let handler: any HTTPHandler
    let tls: TLSContext?
    let metrics = MetricsCounters()
    private let connectionBudget = Atomic<Int>(0)

    init(configuration: HTTPServerConfiguration, handler: any HTTPHandler, tls: TLSContext?) {
        self.configuration = configuration
        settings = ConnectionStateMachine.Settings(configuration)
        self.handler = handler
        self.tls = tls
    }

    /// Claims a slot under `maxConnections`; false when the server is full.
    func reserveConnection() -> Bool {
        let after = connectionBudget.add(1, ordering: .relaxed).newValue
        if after > configuration.maxConnections {
            connectionBudget.subtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    func releaseConnection() {
        connectionBudget.subtract(1, ordering: .relaxed)
    }
}
