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
    package var jsonValue: JSONValue {
        .array(keyframes.map(\.jsonValue))
    }

    /// The members a state object adds for its animation, in this order: `keyframes`, then
    /// `appearing` and `disappearing` (view ids) only when not empty.
    package var stateMembers: [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [("keyframes", jsonValue)]
        if !appearing.isEmpty { members.append(("appearing", .array(appearing.map(JSONValue.string)))) }
        if !disappearing.isEmpty { members.append(("disappearing", .array(disappearing.map(JSONValue.string)))) }
        return members
    }
}

extension Keyframe {
    /// `{time, progress, frames, opacity?}`, as `Keyframes.jsonValue` describes.
    package var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("time", .number(time)),
            ("progress", .number(progress)),
            ("frames", .object(frames.map { ($0.id, JSONValue($0.frame)) })),
        ]
        if !opacity.isEmpty {
            members.append(("opacity", .object(opacity.map { ($0.id, .number($0.opacity)) })))
        }
        return .object(members)
    }
}
