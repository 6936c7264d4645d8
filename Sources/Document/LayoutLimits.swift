/// The size limits a request must respect; a request over a limit is refused with a
/// `DocumentProblem` (the service answers 422) before any solving starts.
///
/// Defaults live here and nowhere else; the service and the CLI pass their own value when they
/// are configured differently. The first six bound what a document may contain; `maxFrames` and
/// `keyframes.maxSamples` bound what a whole request multiplies (`RequestBudget`): together they
/// cap the memory of one request (docs/deployment.md measures it). `maxViews` and
/// `maxConstraints` are set by the same flags in `layoutd` and `layout` (`maxViewsFlag`,
/// `maxConstraintsFlag`), which the problem names.
public struct LayoutLimits: Sendable, Hashable {
    /// Views in the hierarchy, the root included.
    public var maxViews: Int
    /// Constraint entries after flattening groups (a VFL string counts once).
    public var maxConstraints: Int
    /// Depth of the view tree (the root alone has depth 1) and of nested constraint groups.
    public var maxDepth: Int
    /// Targets one request may ask for (after the devices × orientations cross product).
    public var maxTargets: Int
    /// States one request may ask for.
    public var maxStates: Int
    /// Length of one VFL or expression string, in UTF-8 bytes.
    public var maxStringBytes: Int
    /// Frames one request may answer: targets × views × (1 base + 1 for `windowFrames` + states).
    /// Each costs a solved frame in memory and about 50 bytes of JSON (or an SVG rectangle on
    /// `POST /v1/render`, one panel per target); keyframes are counted by `keyframes.maxSamples`.
    public var maxFrames: Int
    /// Keyframes per animation, and keyframes × views over the whole request.
    public var keyframes: KeyframeLimits

    /// `maxViews` 10 000 and `maxConstraints` 50 000 (five entries a view; the densest shape of
    /// benchmarks/shapes.py has four): at 10 000 views every shape solves one target in under
    /// 0.5 s of CPU and 160 MB peak RSS, its cost linear in size (docs/benchmarks.md, "Scale").
    public init(
        maxViews: Int = 10_000, maxConstraints: Int = 50_000, maxDepth: Int = 64,
        maxTargets: Int = 256, maxStates: Int = 64, maxStringBytes: Int = 4_096,
        maxFrames: Int = 500_000, keyframes: KeyframeLimits = .standard
    ) {
        self.maxViews = maxViews
        self.maxConstraints = maxConstraints
        self.maxDepth = maxDepth
        self.maxTargets = maxTargets
        self.maxStates = maxStates
        self.maxStringBytes = maxStringBytes
        self.maxFrames = maxFrames
        self.keyframes = keyframes
    }

    public static let standard = LayoutLimits()

    /// What `maxViewsFlag` and `maxConstraintsFlag` accept: up to a million, more views or
    /// constraints than a body of `layoutd`'s default `--max-body-bytes` (4 MiB) can carry.
    public static let flagRange = 1...1_000_000
    /// The flag of `layoutd` and `layout` that sets `maxViews`.
    public static let maxViewsFlag = "--max-views"
    /// The flag of `layoutd` and `layout` that sets `maxConstraints`.
    public static let maxConstraintsFlag = "--max-constraints"
}
