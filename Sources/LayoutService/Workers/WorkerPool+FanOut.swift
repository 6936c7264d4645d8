/// Fan-outs: one request's pieces (its groups of targets) spread over the pool's threads.
extension WorkerPool {
    /// A fan-out in progress: pieces `0..<count`, claimed in order, in the lane of the job that
    /// started it. Guarded by the pool's lock.
    final class FanOut: @unchecked Sendable {
        let count: Int
        let cancellation: CancellationFlag
        let isLarge: Bool
        let body: @Sendable (Int) -> Void
        var claimed = 0
        var finished = 0

        init(count: Int, cancellation: CancellationFlag, isLarge: Bool, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.cancellation = cancellation
            self.isLarge = isLarge
            self.body = body
        }
    }

    /// Under the lock: the next unclaimed piece of the oldest small fan-out, else of the oldest
    /// large one if this thread may run large work. Pieces of a cancelled fan-out are counted as
    /// finished without running. O(fan-outs in progress) ≤ O(workers).
    func claimPiece() -> (FanOut, Int)? {
        state.fanOuts.removeAll { fanOut in
            if fanOut.cancellation.isCancelled && fanOut.claimed < fanOut.count {
                fanOut.finished += fanOut.count - fanOut.claimed
                fanOut.claimed = fanOut.count
                lock.broadcast()
            }
            return fanOut.claimed == fanOut.count
        }
        guard
            let fanOut = state.fanOuts.first(where: { !$0.isLarge })
                ?? (mayRunLarge ? state.fanOuts.first : nil)
        else { return nil }
        fanOut.claimed += 1
        if fanOut.claimed == fanOut.count { state.fanOuts.removeAll { $0 === fanOut } }
        return (fanOut, fanOut.claimed - 1)
    }

    /// Runs `body(0..<count)` on the pool's threads, this one included, and returns when every
    /// piece has finished. Called from a worker, by `WorkContext.map`; `isLarge`: the lane of
    /// the calling job, whose thread is counted in it already.
    func runFanOut(
        count: Int, cancellation: CancellationFlag, isLarge: Bool, body: @escaping @Sendable (Int) -> Void
    ) {
        let fanOut = FanOut(count: count, cancellation: cancellation, isLarge: isLarge, body: body)
        lock.withLock {
            state.fanOuts.append(fanOut)
            lock.broadcast()
            // Help with our own pieces first, then wait for the ones other workers took.
            while fanOut.claimed < fanOut.count || fanOut.finished < fanOut.count {
                if fanOut.claimed < fanOut.count, !fanOut.cancellation.isCancelled {
                    fanOut.claimed += 1
                    let index = fanOut.claimed - 1
                    if fanOut.claimed == fanOut.count { state.fanOuts.removeAll { $0 === fanOut } }
                    lock.unlocked { body(index) }
                    fanOut.finished += 1
                    lock.broadcast()
                } else if fanOut.claimed < fanOut.count {
                    // Cancelled: skip what nobody started.
                    fanOut.finished += fanOut.count - fanOut.claimed
                    fanOut.claimed = fanOut.count
                    state.fanOuts.removeAll { $0 === fanOut }
                } else {
                    lock.wait()
                }
            }
        }
    }
}
