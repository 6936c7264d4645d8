import JSON

// Keyframes as a state answers them (docs/animation.md).

extension Keyframes {
    /// The `keyframes` array of a state: one object per keyframe, in time order,
    ///
    ///     {"time": 0.016666666666666666, "progress": 0.0029…,
    ///      "frames": {"<id>": {"x": …, "y": …, "width": …, "height": …}, …},
    ///      "opacity": {"<id>": 0.0029…, …}}
    ///
    /// `time` in seconds, `progress` the curve's eased value, `frames` every view in the
    /// transition's order (superview coordinates), `opacity` only when some view fades, listing
    /// just those. Numbers are the computed doubles, unrounded, so the first and last keyframes
    /// print exactly as the base and state frames do; the writer's shortest round-trip form makes
    /// the text deterministic.
    public var jsonValue: JSONValue {
        var tree = JSONTreeEmitter()
        emitKeyframes(into: &tree)
        return tree.root
    }

    /// The members a state object adds for its animation, in this order: `keyframes`, then
    /// `appearing` and `disappearing` (view ids) only when not empty. Written as events, so the
    /// service's answer goes to bytes without a tree of every sample. O(keyframes × views).
    public func emitStateMembers<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.key("keyframes")
        emitKeyframes(into: &json)
        for (key, ids) in [("appearing", appearing), ("disappearing", disappearing)] where !ids.isEmpty {
            json.key(key)
            json.beginArray()
            for id in ids { json.string(id) }
            json.endArray()
        }
    }

    private func emitKeyframes<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginArray()
        for keyframe in keyframes { keyframe.emit(into: &json) }
        json.endArray()
    }
}

extension Keyframe: JSONEmittable {
    /// `{time, progress, frames, opacity?}`, as `Keyframes.jsonValue` describes.
    public func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.member("time", time)
        json.member("progress", progress)
        json.members("frames", frames.lazy.map { ($0.id, $0.frame) })
        if !opacity.isEmpty {
            json.key("opacity")
            json.beginObject()
            for (id, value) in opacity { json.member(id, value) }
            json.endObject()
        }
        json.endObject()
    }
}
