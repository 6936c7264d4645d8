extension Metrics {
    /// The media type of `exposition()`.
    package static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// Every metric with its HELP and TYPE lines, families and series in a fixed order.
    package func exposition() -> String {
        let snapshot = state.withLock { $0 }
        let gauges = self.gauges.withLock { $0 }
        var lines: [String] = []

        func family(_ name: String, _ type: String, _ help: String) {
            lines.append("# HELP \(name) \(help)")
            lines.append("# TYPE \(name) \(type)")
        }

        family("layoutd_http_requests_total", "counter", "HTTP requests answered, by route template, method and status.")
        for key in snapshot.requests.keys.sorted() {
            let labels = "route=\"\(escape(key.route))\",method=\"\(escape(key.method))\",status=\"\(key.status)\""
            lines.append("layoutd_http_requests_total{\(labels)} \(snapshot.requests[key] ?? 0)")
        }
        family("layoutd_http_request_duration_seconds", "histogram", "Time from a request's arrival to its response, by route template.")
        for route in snapshot.latency.keys.sorted() {
            lines += snapshot.latency[route]?.lines(name: "layoutd_http_request_duration_seconds",
                                                    labels: "route=\"\(escape(route))\"") ?? []
        }
        family("layoutd_solve_duration_seconds", "histogram", "Time the engine spent on one target.")
        lines += snapshot.solve.lines(name: "layoutd_solve_duration_seconds", labels: "")
        family("layoutd_solves_total", "counter", "Targets solved, by outcome.")
        for outcome in snapshot.solves.keys.sorted() {
            lines.append("layoutd_solves_total{outcome=\"\(escape(outcome))\"} \(snapshot.solves[outcome] ?? 0)")
        }
        family("layoutd_rejections_total", "counter", "Requests answered 503 or 504 by the worker pool, by reason.")
        for reason in snapshot.rejected.keys.sorted() {
            lines.append("layoutd_rejections_total{reason=\"\(escape(reason))\"} \(snapshot.rejected[reason] ?? 0)")
        }
        family("layoutd_http_request_bytes_total", "counter", "Request body bytes received, after decoding.")
        lines.append("layoutd_http_request_bytes_total \(snapshot.bytesIn)")
        family("layoutd_http_response_bytes_total", "counter", "Response body bytes sent, before compression.")
        lines.append("layoutd_http_response_bytes_total \(snapshot.bytesOut)")
        family("layoutd_queue_depth", "gauge", "Requests waiting for a solver worker.")
        lines.append("layoutd_queue_depth \(gauges.queued())")
        family("layoutd_workers_busy", "gauge", "Solver workers running a request.")
        lines.append("layoutd_workers_busy \(gauges.busyWorkers())")
        family("layoutd_workers", "gauge", "Solver workers.")
        lines.append("layoutd_workers \(gauges.workers)")
        family("layoutd_open_connections", "gauge", "Client connections open.")
        lines.append("layoutd_open_connections \(gauges.openConnections())")
        family("layoutd_ready", "gauge", "1 while /readyz answers 200.")
        lines.append("layoutd_ready \(gauges.ready() ? 1 : 0)")
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
