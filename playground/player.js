// Plays a state's transition: each display frame (60 per second) shows the keyframe whose time
// has come. The server sampled the keyframes along the state's curve, so the motion follows the
// document's timing curve without the page knowing the curve.

// Animates `wireframe` from `base` (a result) to `state` (one of its states); returns a function
// that stops the animation. `done` is called once the last keyframe is shown.
export function play(wireframe, base, state, done) {
  const keyframes = state.keyframes;
  const from = base.target.keyboard ? 1 : 0;
  const to = state.target.keyboard ? 1 : 0;
  const finish = () => {
    wireframe.fit(state.target.size);
    wireframe.show(state.frames, state.target, to);
    done();
  };
  if (!keyframes.length || matchMedia('(prefers-reduced-motion: reduce)').matches) {
    finish();
    return () => {};
  }
  const union = {
    width: Math.max(base.target.size.width, state.target.size.width),
    height: Math.max(base.target.size.height, state.target.size.height),
  };
  wireframe.fit(union);
  const rootID = Object.keys(base.frames)[0];
  let start = null;
  let index = 0;
  let handle = 0;
  const step = (now) => {
    start ??= now;
    const elapsed = (now - start) / 1000;
    while (index + 1 < keyframes.length && keyframes[index + 1].time <= elapsed) index++;
    const keyframe = keyframes[index];
    if (index + 1 >= keyframes.length) {
      finish();
      return;
    }
    const root = keyframe.frames[rootID];
    const size = root ? { width: root.width, height: root.height } : base.target.size;
    wireframe.show(keyframe.frames, { ...base.target, size }, from + (to - from) * keyframe.progress);
    handle = requestAnimationFrame(step);
  };
  handle = requestAnimationFrame(step);
  return () => cancelAnimationFrame(handle);
}
