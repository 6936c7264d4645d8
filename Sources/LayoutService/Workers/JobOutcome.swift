/// How a job admitted by the pool ended; its completion receives exactly one.
public enum JobOutcome<Value: Sendable>: Sendable {
    /// The work returned before its deadline.
    case finished(Value)
    /// The deadline passed first; the work was asked to stop and whatever it returns is dropped.
    case timedOut
}
