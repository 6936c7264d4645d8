import Document
import JSON

// Decoding a state's `animation` object: every problem, each with a pointer, in member order.

extension AnimationSpec {
    /// The longest duration a document may ask for, in seconds; the keyframe limits bound the
    /// sampling separately.
    public static let maximumDuration = 3_600.0
    /// The highest sampling rate a document may ask for.
    public static let maximumFPS = 1_000.0

    /// Decodes `{duration, curve, fps}` (each optional, defaults as the type says) at `pointer`
    /// (e.g. `/states/0/animation`). An animation that would sample more than `limits` allows is
    /// refused here, with the pointer of the object, so that the service answers 422 before
    /// solving.
    public static func decode(
        _ json: JSONValue, pointer: String,
        limits: KeyframeLimits = .standard
    ) -> Result<AnimationSpec, DocumentProblems> {
        var problems: [DocumentProblem] = []
        guard var reader = JSONReader.Object(json, pointer: pointer, what: "'animation'", problems: &problems) else {
            return .failure(DocumentProblems(problems))
        }
        var spec = AnimationSpec()
        spec.duration = reader.number("duration", in: 0...maximumDuration) ?? defaultDuration
        spec.curve = reader.enumeration("curve", as: AnimationCurve.self) ?? .easeInOut
        if let fps = reader.number("fps", in: 0...maximumFPS) {
            if fps > 0 { spec.fps = fps } else { reader.problem("fps", "'fps' must be greater than 0") }
        }
        reader.rejectUnknownKeys()
        reader.drain(into: &problems)
        guard problems.isEmpty else { return .failure(DocumentProblems(problems)) }
        if case .failure(let error) = spec.keyframeCount(limits: limits) {
            return .failure(DocumentProblems([DocumentProblem(pointer: pointer, message: error.message)]))
        }
        return .success(spec)
    }
}
