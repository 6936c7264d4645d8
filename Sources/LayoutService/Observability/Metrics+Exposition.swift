extension Metrics {
    /// The media type of `exposition()`.
    public static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// Every metric with its HELP and TYPE lines, families and series in a fixed order.
    public func exposition() -> String {
        let snapshot = state.withLock { $0 }
        let gauges = self.gauges.withLock { $0 }
        var lines: [String] = []

        func family(_ name: String, _ type: String, _ help: String) {
            lines.append("# HELP \(name) \(help)")
            lines.append("# TYPE \(name) \(type)")
        }

        family(
            "layoutd_http_requests_total", "counter", "HTTP requests answered, by route template, method and status.")
        for key in snapshot.requests.keys.sorted() {
            let labels = "route=\"\(escape(key.route))\",method=\"\(escape(key.method))\",status=\"\(key.status)\""
            lines.append("layoutd_http_requests_total{\(labels)} \(snapshot.requests[key] ?? 0)")
        }
        family(
            "layoutd_http_request_duration_seconds", "histogram",
            "Time from a request's arrival to its response, by route template.")
        for route in snapshot.latency.keys.sorted() {
            lines +=
                snapshot.latency[route]?.lines(
                    name: "layoutd_http_request_duration_seconds",
                    labels: "route=\"\(escape(route))\"") ?? []
        }
        family("layoutd_solve_duration_seconds", "histogram", "Time the engine spent on one target.")
        lines += snapshot.solve.lines(name: "layoutd_solve_duration_seconds", labels: "")
        family(
            "layoutd_work_after_deadline_seconds", "histogram",
            "CPU time a worker spent on a request after its deadline had answered it.")
        lines += snapshot.afterDeadline.lines(name: "layoutd_work_after_deadline_seconds", labels: "")
        let labelled: [(name: String, help: String, label: String, counts: [String: UInt64])] = [
            ("layoutd_solves_total", "Targets solved, by outcome.", "outcome", snapshot.solves),
            (
                "layoutd_rejections_total",
                "Requests refused for capacity (503), time (504) or memory (422), or whose client left (499), by reason.",
                "reason",
                snapshot.rejected
            ),
            (
                "layoutd_connections_rejected_total", "Connections closed at accept, by the limit they met.", "reason",
                Dictionary(
                    gauges.rejectedConnections().map { ($0.reason, UInt64(max(0, $0.count))) }, uniquingKeysWith: +)
            )
        ]
        for counter in labelled {
            family(counter.name, "counter", counter.help)
            for value in counter.counts.keys.sorted() {
                lines.append("\(counter.name){\(counter.label)=\"\(escape(value))\"} \(counter.counts[value] ?? 0)")
            }
        }
        let single: [(name: String, type: String, help: String, value: UInt64)] = [
            (
                "layoutd_http_request_bytes_total", "counter", "Request body bytes received, after decoding.",
                snapshot.bytesIn
            ),
            (
                "layoutd_http_response_bytes_total", "counter", "Response body bytes sent, before compression.",
                snapshot.bytesOut
            ),
            ("layoutd_queue_depth", "gauge", "Requests waiting for a solver worker.", UInt64(max(0, gauges.queued()))),
            (
                "layoutd_workers_busy", "gauge", "Solver workers running a request.",
                UInt64(max(0, gauges.busyWorkers()))
            ),
            ("layoutd_workers", "gauge", "Solver workers.", UInt64(max(0, gauges.workers))),
            ("layoutd_open_connections", "gauge", "Client connections open.", UInt64(max(0, gauges.openConnections()))),
            ("layoutd_ready", "gauge", "1 while /readyz answers 200.", gauges.ready() ? 1 : 0),
            (
                "layoutd_log_lines_dropped_total", "counter",
                "Access-log lines dropped because standard output fell behind.",
                UInt64(max(0, gauges.droppedLogLines()))
            )
        ]
        for metric in single {
            family(metric.name, metric.type, metric.help)
            lines.append("\(metric.name) \(metric.value)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Label values escape backslash, quote and newline (the exposition format's rule).
    private func escape(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
