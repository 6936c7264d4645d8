/// The model's one numeric policy: every comparison above the solver that must forgive
/// floating-point noise uses one of these levels, never a literal. The solver keeps its own
/// policy (Sources/Cassowary/Tolerance.swift); `epsilon` is the same number as its `epsilon`, so
/// "zero" means the same on both sides of the seam (`ToleranceTests` checks it).
///
/// The levels, from fine to coarse, each named for what it compares:
/// - `epsilon` (1e-9): noise. A sum of rounded products (a text width), a product that lands a
///   hair above an integer (a keyframe count), a value a hair past a pixel edge: within
///   `epsilon` — relative to max(1, |value|) where magnitudes vary — counts as equal.
/// - `derived` (1e-7, 100 × epsilon): a value reached through many floating-point steps — a
///   free direction's rate read off the final tableau after many pivots, a curve parameter
///   found by Newton's method — is trusted to this, and moves nothing below it.
/// - `output` (1e-6, 1 000 × epsilon): the precision the answer promises. Unrounded frames snap
///   to multiples of it (`PixelRounding.clean`), and a slope flatter than it is not followed by
///   Newton's method on a timing curve.
///
/// Pixel rounding itself is not a tolerance: it is the named last pass, `PixelRounding`.
public enum Tolerance {
    public static let epsilon = 1e-9
    public static let derived = 1e-7
    public static let output = 1e-6
    /// 1 / `output`, exactly (1e6): multiplying by it and dividing back snaps to the output grid
    /// without the rounding error a division by `output` would add.
    public static let outputScale = 1e6
}
