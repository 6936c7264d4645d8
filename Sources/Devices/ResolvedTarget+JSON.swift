import Geometry
import JSON

extension ResolvedTarget: JSONEmittable {
    /// The response's `target` object (openapi.yaml, `ResolvedTarget`): device, orientation, size, scale, traits,
    /// safeAreaInsets, topLayoutGuide, bottomLayoutGuide — in that order. Two keys are added only
    /// when they differ from the default, so a plain target echoes exactly openapi.yaml's shape:
    /// `multitasking` (after `orientation`) for a Split View pane and `keyboard: true` (last)
    /// when the keyboard is shown.
    @inlinable public func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.member("device", deviceID ?? "custom")
        json.member("orientation", orientation.rawValue)
        if multitasking != .full { json.member("multitasking", multitasking.rawValue) }
        json.member("size", size)
        json.member("scale", scale)
        json.member("traits", traits)
        json.member("safeAreaInsets", safeAreaInsets)
        json.member("topLayoutGuide", topLayoutGuideLength)
        json.member("bottomLayoutGuide", bottomLayoutGuideLength)
        if keyboardShown {
            json.key("keyboard")
            json.bool(true)
        }
        json.endObject()
    }
}

extension TraitCollection: JSONEmittable {
    /// `{horizontalSizeClass, verticalSizeClass, idiom, layoutDirection}` as openapi.yaml shows it.
    @inlinable public func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.member("horizontalSizeClass", horizontalSizeClass.rawValue)
        json.member("verticalSizeClass", verticalSizeClass.rawValue)
        json.member("idiom", idiom.rawValue)
        json.member("layoutDirection", layoutDirection.rawValue)
        json.endObject()
    }
}
