// Everything the page knows about layoutd's HTTP API: the routes, how a request body is built and
// how answers are read. Fields are read defensively (a missing or renamed member degrades to
// "nothing to show", never to an exception), so a shape change is fixed here and only here.

const array = (value) => (Array.isArray(value) ? value : []);
const object = (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
const number = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

async function getJSON(path) {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

// The catalog: [{id, names, idiom, portrait, landscape, multitasking}] in catalog order.
export async function devices() {
  return array(object(await getJSON('/v1/devices')).devices).filter((d) => typeof d?.id === 'string');
}

// Split View panes of a device in an orientation: ['twoThirds', 'half', …] (full screen not listed).
export function panes(device, orientation) {
  return array(device?.multitasking).filter((p) => p?.orientation === orientation).map((p) => p.multitasking);
}

// The keyboard's height on a device in an orientation (0 when unknown).
export function keyboardHeight(device, orientation) {
  return number(object(device?.[orientation]).keyboard);
}

// The repository's examples: [{name}], and one example's text exactly as written.
export async function examples() {
  return array(object(await getJSON('/v1/examples')).examples).filter((e) => typeof e?.name === 'string');
}

export async function exampleText(name) {
  const response = await fetch(`/v1/examples/${encodeURIComponent(name)}`);
  if (!response.ok) throw new Error(`example ${name} answered ${response.status}`);
  return response.text();
}

// The request body: the document's text verbatim on the lines after the first, so that a 400's
// line is the editor's line + DOCUMENT_LINE, and a 422's pointer is /document + the editor's.
export const DOCUMENT_LINE = 1;
export const DOCUMENT_POINTER = '/document';

export function requestBody(documentText, targets, states) {
  const rest = { targets, output: { constraints: true } };
  if (states && states.length) rest.states = states;
  return `{"document":\n${documentText}\n,${JSON.stringify(rest).slice(1)}`;
}

// A target as the API takes it, from the page's pickers.
export function target({ device, orientation, multitasking, keyboard, rtl }) {
  const t = { device, orientation };
  if (multitasking && multitasking !== 'full') t.multitasking = multitasking;
  if (keyboard) t.keyboard = true;
  if (rtl) t.layoutDirection = 'rightToLeft';
  return t;
}

// POSTs `body` to /v1/layout or /v1/render: {status, text, json?}. Throws AbortError when aborted.
export async function post(path, body, signal, contentType = 'application/json') {
  const response = await fetch(path, {
    method: 'POST', body, signal, headers: { 'Content-Type': contentType },
  });
  const text = await response.text();
  let json;
  if (/json/.test(response.headers.get('Content-Type') || '')) {
    try { json = JSON.parse(text); } catch { json = undefined; }
  }
  return { status: response.status, text, json };
}

// A problem answer: {title, detail, line?, column?, errors: [{pointer, message}]}.
// A problem of a body made by requestBody, in the editor's terms: its line (and the "line N,
// column C" its detail quotes) counted in the document's text, not in the body's. An Interface
// Builder file is the body itself: `bodyLine` 0.
export function problem(json, bodyLine = DOCUMENT_LINE) {
  const p = object(json);
  const line = typeof p.line === 'number' ? Math.max(1, p.line - bodyLine) : null;
  const detail = String(p.detail || '');
  return {
    title: String(p.title || 'Error'),
    detail: line === null ? detail : detail.replace(/\bline \d+(?=, column)/, `line ${line}`),
    line,
    column: typeof p.column === 'number' ? p.column : null,
    errors: array(p.errors).map((e) => ({ pointer: String(e?.pointer ?? ''), message: String(e?.message ?? '') })),
  };
}

const rect = (r) => ({ x: number(r?.x), y: number(r?.y), width: number(r?.width), height: number(r?.height) });
const frames = (value) => Object.fromEntries(Object.entries(object(value)).map(([id, r]) => [id, rect(r)]));
const diagnostics = (value) => array(value).filter((d) => d && typeof d === 'object').map((d) => ({
  ...d, severity: String(d.severity || 'info'), code: String(d.code || 'unknown'), message: String(d.message || ''),
  constraints: array(d.constraints).map(String), details: array(d.details),
}));

// The resolved target: {device, orientation, multitasking?, size, safeAreaInsets, keyboard, layoutDirection}.
function resolvedTarget(value) {
  const t = object(value);
  const insets = object(t.safeAreaInsets);
  return {
    device: String(t.device || 'custom'), orientation: String(t.orientation || 'portrait'),
    multitasking: typeof t.multitasking === 'string' ? t.multitasking : null,
    size: { width: number(object(t.size).width), height: number(object(t.size).height) },
    safeAreaInsets: { top: number(insets.top), left: number(insets.left), bottom: number(insets.bottom), right: number(insets.right) },
    keyboard: t.keyboard === true,
    layoutDirection: String(object(t.traits).layoutDirection || t.layoutDirection || 'leftToRight'),
  };
}

// A layout answer's results: [{scene, target, frames, diagnostics, constraints, states}], where
// constraints are [{id, description, source?, range?, broken?}] and states
// [{name, target, frames, diagnostics, keyframes: [{time, progress, frames}]}].
export function results(json) {
  return array(object(json).results).map((r) => {
    const base = resolvedTarget(r?.target);
    return {
      scene: typeof r?.scene === 'string' ? r.scene : null,
      target: base,
      frames: frames(r?.frames),
      diagnostics: diagnostics(r?.diagnostics),
      constraints: array(r?.constraints).filter((c) => typeof c?.id === 'string'),
      states: array(r?.states).map((s) => ({
        name: String(s?.name ?? ''),
        target: s?.target ? resolvedTarget(s.target) : base,
        frames: frames(s?.frames),
        diagnostics: diagnostics(s?.diagnostics),
        keyframes: array(s?.keyframes).map((k) => ({
          time: number(k?.time), progress: number(k?.progress), frames: frames(k?.frames),
        })),
      })),
    };
  });
}

// "iPhone 6 · landscape · half" for a resolved target.
export function targetLabel(target, catalog) {
  const device = catalog.find((d) => d.id === target.device);
  const name = array(device?.names)[0] || target.device;
  const pane = target.multitasking && target.multitasking !== 'full' ? ` · ${target.multitasking}` : '';
  return `${name} · ${target.orientation}${pane}`;
}

// A shell command line that sends the same request.
export function curlCommand(origin, path, body) {
  const end = 'LAYOUTD_REQUEST';
  return `curl -sS -H 'Content-Type: application/json' --data-binary @- '${origin}${path}' <<'${end}'\n${body}\n${end}\n`;
}

// Interface Builder files (docs/interface-builder.md): the storyboard or xib is the body itself,
// and the query names its targets (none: each tree on its design canvas).

// Whether the editor holds an Interface Builder file (XML) rather than a layout document.
export const isInterfaceBuilder = (text) => /^\uFEFF?\s*<(\?xml|document[\s>])/.test(text);

// The query of a target made by target(), or '' for the design canvas.
export function targetQuery(t) {
  if (!t) return '';
  const query = new URLSearchParams({ device: t.device, orientation: t.orientation });
  for (const key of ['multitasking', 'layoutDirection']) if (t[key]) query.set(key, t[key]);
  if (t.keyboard) query.set('keyboard', 'true');
  return `?${query}`;
}

// The fewest queries that name the targets `ts`: one `?devices=…&orientations=…` when they are
// every pairing of some devices with some orientations, device-major, with no other option (the
// service answers them in that order); else one query per target. O(targets).
export function targetQueries(ts) {
  const devices = [...new Set(ts.map((t) => t.device))];
  const orientations = [...new Set(ts.map((t) => t.orientation))];
  const crossed = ts.length > 1 && ts.length === devices.length * orientations.length
    && ts.every((t, i) => Object.keys(t).length === 2 && t.device === devices[Math.floor(i / orientations.length)]
      && t.orientation === orientations[i % orientations.length]);
  return crossed ? [`?devices=${devices.join(',')}&orientations=${orientations.join(',')}`] : ts.map(targetQuery);
}

const WORKERS = 4;

// POSTs the file `text` to `path` once per query, at most WORKERS at a time, and stops at the
// first answer that is not a 200 and returns it; else one answer whose results are every
// answer's, grouped by scene (in the file's order) and then in query order. O(results).
export async function postFile(path, text, queries, signal) {
  const answers = [];
  let next = 0;
  let failed = null;
  const work = async () => {
    while (next < queries.length && !failed) {
      const index = next++;
      const answer = await post(path + queries[index], text, signal, 'application/xml');
      if (answer.status !== 200 || !answer.json) failed ??= answer;
      answers[index] = answer;
    }
  };
  await Promise.all(Array.from({ length: Math.min(WORKERS, queries.length) }, work));
  if (failed) return failed;
  if (answers.length === 1) return answers[0];
  const scenes = new Map();
  for (const r of answers.flatMap((a) => array(object(a.json).results))) {
    if (!scenes.has(r?.scene)) scenes.set(r?.scene, []);
    scenes.get(r?.scene).push(r);
  }
  const json = { results: [...scenes.values()].flat() };
  return { status: 200, text: JSON.stringify(json), json };
}

// A shell script that sends the file once per query, as postFile does.
export function curlFileCommand(origin, path, text, queries) {
  const end = 'LAYOUTD_REQUEST';
  const send = `send() {\ncurl -sS -H 'Content-Type: application/xml' --data-binary @- "${origin}${path}$1" <<'${end}'\n${text}\n${end}\n}\n`;
  return send + queries.map((q) => `send '${q}'\n`).join('');
}
