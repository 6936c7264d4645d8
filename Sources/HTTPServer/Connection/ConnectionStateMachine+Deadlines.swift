/// When the connection must next be looked at, and what happens then.
extension ConnectionStateMachine {
    /// The monotonic instant (ns) at which `timeout(now:)` must be called, or nil when the
    /// connection is only waiting for the handler.
    public var deadline: UInt64? {
        if closeNow { return nil }
        if pendingOutputCount > 0 { return lastWriteProgress &+ settings.writeTimeout }
        if stopParsing { return nil }
        switch phase {
        case .head(let since, _):
            return since &+ min(settings.headerTimeout, settings.requestTimeout)
        case .body(let since, let received, let started):
            // The slower of the two rules never wins: a body just above the minimum rate still
            // has to arrive within the whole-request deadline.
            let allowance = UInt64(received) &* 1_000_000_000 / UInt64(settings.minBodyBytesPerSecond)
            return min(since &+ settings.bodyRateGrace &+ allowance, started &+ settings.requestTimeout)
        case .idle(let since):
            return slots.isEmpty ? since &+ settings.keepAliveIdleTimeout : nil
        }
    }

    /// The deadline passed. A stalled write or an idle connection is closed silently; a slow
    /// head or body (too slow a rate, or past the whole-request deadline) gets 408 when nothing
    /// is ahead of it in the pipeline, then the close.
    public mutating func timeout(now: UInt64) -> [Action] {
        guard let deadline, deadline <= now else { return [] }
        if pendingOutputCount > 0 || slots.count > 1 {
            closeNow = true
            return []
        }
        switch phase {
        case .idle, .head(_, false):
            closeNow = true
            return []
        case .head(_, true), .body:
            var actions: [Action] = []
            fail(
                with: HTTPParseError(
                    status: 408, code: "request_timeout",
                    message: "The request was not received in time."),
                now: now, into: &actions)
            if slots.count > 1 {
                closeNow = true
                return []
            }
            advance(into: &actions)
            return actions
        }
    }
}
