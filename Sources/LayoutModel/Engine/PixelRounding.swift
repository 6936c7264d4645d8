import Glibc  // rounding lowers to libm

/// The last pass (docs/document-format.md §1, `rounding`): snap every solved edge to the device's pixel grid, as
/// UIKit's engine does when it applies frames. Edges are rounded in window coordinates — minX
/// and maxX, minY and maxY, each to the nearest 1/scale point (halves away from zero) — and the
/// size is the difference, so adjacent views stay adjacent and a frame never drifts off the
/// grid when converted to superview coordinates.
package enum PixelRounding {
    package static func round(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        let rounded = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return rounded == 0 ? 0 : rounded
    }

    /// A window-coordinate rectangle with its four edges on the pixel grid.
    package static func round(_ rect: Rect, scale: Double) -> Rect {
        let minX = round(rect.minX, scale: scale), maxX = round(rect.maxX, scale: scale)
        let minY = round(rect.minY, scale: scale), maxY = round(rect.maxY, scale: scale)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Solver noise (1e-12 and the like) cleaned off unrounded output so `rounding: none` stays
    /// readable and deterministic: values within `Tolerance.epsilon` of a multiple of
    /// `Tolerance.output` snap to it.
    package static func clean(_ value: Double) -> Double {
        let snapped = (value * Tolerance.outputScale).rounded() / Tolerance.outputScale
        let result = abs(snapped - value) < Tolerance.epsilon ? snapped : value
        return result == 0 ? 0 : result
    }
}
