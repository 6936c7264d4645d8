import Primitives
import Synchronization

/// What every event loop of one server shares: configuration, handler, TLS context, counters
/// and the connection budgets (all connections, and each peer address's). Immutable apart from
/// its atomics and the peer table's lock.
final class ServerContext: Sendable {
    let configuration: HTTPServerConfiguration
    let settings: ConnectionStateMachine.Settings
    let handler: any HTTPHandler
    let tls: TLSContext?
    let metrics = MetricsCounters()
    private let connectionBudget = Atomic<Int>(0)
    /// Open connections per peer host; a host leaves the table with its last connection, so
    /// it holds at most `maxConnections` entries.
    private let peers = Locked<[String: Int]>([:])

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

    /// Claims a slot under `maxConnectionsPerPeer` for `host`; false when it has them all.
    /// O(1) expected, under a lock held for one table update.
    func reservePeer(_ host: String) -> Bool {
        peers.withLock { table in
            let open = table[host, default: 0]
            guard open < configuration.maxConnectionsPerPeer else { return false }
            table[host] = open + 1
            return true
        }
    }

    func releasePeer(_ host: String) {
        peers.withLock { table in
            let open = table[host, default: 0]
            table[host] = open > 1 ? open - 1 : nil
        }
    }
}
