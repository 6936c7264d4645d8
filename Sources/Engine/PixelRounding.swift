import Geometry
import Glibc  // rounding lowers to libm

/// The last pass (docs/document-format.md §1, `rounding`): snap every solved edge to the device's pixel grid, as
/// UIKit's engine does when it applies frames. Edges are rounded in window coordinates — minX
/// and maxX, minY and maxY, each to the nearest 1/scale point (halves away from zero) — and the
/// size is the difference, so adjacent views stay adjacent and a frame never drifts off the
/// grid when converted to superview coordinates.
///
/// Keeps true: every number it returns is a whole count of pixels divided by `scale`, computed
/// from whole counts (whose sums and differences are exact), so one length on the grid is always
/// one double and prints as one text — 40/3 is `13.333333333333334` wherever it appears, never
/// `13.333333333333343` because it was reached as a difference of two edges.
public enum PixelRounding {
    public static func round(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        return onGrid(pixels(value, scale: scale), scale)
    }

    /// A window-coordinate rectangle with its four edges on the pixel grid.
    public static func round(_ rect: Rect, scale: Double) -> Rect {
        guard scale > 0 else { return rect }
        let minX = pixels(rect.minX, scale: scale), maxX = pixels(rect.maxX, scale: scale)
        let minY = pixels(rect.minY, scale: scale), maxY = pixels(rect.maxY, scale: scale)
        return Rect(
            x: onGrid(minX, scale), y: onGrid(minY, scale),
            width: onGrid(maxX - minX, scale), height: onGrid(maxY - minY, scale))
    }

    /// `rect` (on the grid) relative to `origin` (on the grid): the differences snapped back to
    /// the grid, so a subview's `x` is the same double as any other length of that many pixels.
    public static func relative(_ rect: Rect, to origin: Point, scale: Double) -> Rect {
        round(Rect(x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height), scale: scale)
    }

    /// The whole number of pixels nearest to `value` points (halves away from zero).
    private static func pixels(_ value: Double, scale: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero)
    }

    /// `pixels` whole pixels in points; never `-0`.
    private static func onGrid(_ pixels: Double, _ scale: Double) -> Double {
        let value = pixels / scale
        return value == 0 ? 0 : value
    }

    /// Solver noise (1e-12 and the like) cleaned off unrounded output so `rounding: none` stays
    /// readable and deterministic: values within `Tolerance.epsilon` of a multiple of
    /// `Tolerance.output` snap to it.
    public static func clean(_ value: Double) -> Double {
        let snapped = (value * Tolerance.outputScale).rounded() / Tolerance.outputScale
        let result = abs(snapped - value) < Tolerance.epsilon ? snapped : value
        return result == 0 ? 0 : result
    }
}
