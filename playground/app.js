// The playground page: wires the controls, the editors, the drawing and the panels together.
// API shapes live in api.js, the document format in model.js, drawing in draw.js.
import * as api from './api.js';
import { Editor } from './editor.js';
import { parseWithPointers, offsetOf, lineOf } from './jsonmap.js';
import { hierarchy, viewsOf, sourceSpan, pointerSpan } from './model.js';
import * as ib from './interfacebuilder.js';
import { Wireframe } from './draw.js';
import * as diagnostics from './diagnostics.js';
import * as share from './share.js';
import { play } from './player.js';

const $ = (id) => document.getElementById(id);
const controls = Object.fromEntries(['example', 'mode', 'device', 'orientation', 'multitasking', 'rtl',
  'keyboard', 'scene', 'state', 'play'].map((id) => [id, $(id)]));
const DEBOUNCE_MS = 250;
const SHEET_SCALE = { all: 0.16, split: 0.3, one: 0.4, design: 0.4 };
const DEFAULT_STATES = `[
  {"name": "keyboard", "keyboard": true,
   "animation": {"duration": 0.25, "curve": "keyboard"}},
  {"name": "rotation", "target": {"orientation": "landscape"},
   "animation": {"duration": 0.3, "curve": "easeInOut"}}
]
`;

const page = {
  catalog: [],
  answer: null, // {text, body, query, xml, results, labels, tree, parsed, documentText}
  reply: null, // show()'s arguments, to show the answer again for another scene
  xml: false, // whether the editor held an Interface Builder file at the last solve
  wireframes: [],
  focused: 0,
  controller: null,
  timer: 0,
  stop: () => {},
  answers: 0,
};

const docEditor = new Editor($('doc-editor'), () => schedule(DEBOUNCE_MS));
const statesEditor = new Editor($('states-editor'), () => schedule(DEBOUNCE_MS));

function status(text, isError = false) {
  $('status').textContent = text;
  $('status').classList.toggle('error', isError);
}

// Counts answers shown (data-answers on #status), so a script driving the page can wait for one.
function answered() {
  $('status').dataset.answers = String(++page.answers);
}

function node(name, text, attributes = {}) {
  const e = document.createElement(name);
  if (text !== undefined) e.textContent = text;
  for (const [key, value] of Object.entries(attributes)) e.setAttribute(key, value);
  return e;
}

function schedule(delay) {
  clearTimeout(page.timer);
  page.timer = setTimeout(run, delay);
}

const device = (id) => page.catalog.find((d) => d.id === id);

// The targets the pickers ask for, as the API takes them.
function targets() {
  const common = { keyboard: controls.keyboard.checked, rtl: controls.rtl.checked };
  const orientation = controls.orientation.value;
  if (controls.mode.value === 'all') {
    return page.catalog.flatMap((d) => ['portrait', 'landscape'].map((o) => api.target({ ...common, device: d.id, orientation: o })));
  }
  const id = controls.device.value;
  if (controls.mode.value === 'split') {
    return ['full', ...api.panes(device(id), orientation)].map((m) => api.target({ ...common, device: id, orientation, multitasking: m }));
  }
  return [api.target({ ...common, device: id, orientation, multitasking: controls.multitasking.value })];
}

// The states editor's array, or null (and a mark) when it is not one.
function statesValue() {
  const text = statesEditor.text;
  if (!text.trim()) return [];
  const parsed = parseWithPointers(text);
  const problem = parsed.error ? { offset: parsed.error.offset, message: `States: ${parsed.error.message}` }
    : !Array.isArray(parsed.value) ? { offset: 0, message: 'States must be a JSON array.' } : null;
  if (!problem) return parsed.value;
  statesEditor.mark([{ start: problem.offset, end: problem.offset + 1, kind: 'error', title: problem.message }]);
  listProblems($('states-problems'), statesEditor, [{ message: problem.message, offset: problem.offset }]);
  return null;
}

async function run() {
  page.stop();
  page.controller?.abort();
  const controller = new AbortController();
  page.controller = controller;
  const documentText = docEditor.text;
  listProblems($('states-problems'), statesEditor, []);
  const xml = api.isInterfaceBuilder(documentText);
  if (xml !== page.xml) settleKind(xml);
  let body, query, request;
  if (xml) {
    const queries = controls.mode.value === 'design' ? [''] : api.targetQueries(targets());
    [body, query] = [documentText, queries[0]];
    $('curl').value = api.curlFileCommand(location.origin, '/v1/layout', documentText, queries);
    request = () => api.postFile('/v1/layout', documentText, queries, controller.signal);
  } else {
    const states = controls.mode.value === 'one' ? statesValue() : [];
    body = api.requestBody(documentText, targets(), states);
    $('curl').value = api.curlCommand(location.origin, '/v1/layout', body);
    request = () => api.post('/v1/layout', body, controller.signal);
  }
  status('Solving…');
  let answer;
  try {
    answer = await request();
  } catch (error) {
    if (error.name !== 'AbortError') status(`The server could not be reached (${error.message}).`, true);
    return;
  }
  if (page.controller !== controller) return;
  page.controller = null;
  const parsed = xml ? { value: null, spans: new Map() } : parseWithPointers(documentText);
  if (answer.status === 200 && answer.json) show(answer, body, parsed, documentText, query);
  else showProblem(answer, parsed, documentText, xml);
}

// An Interface Builder file is first shown on its design canvas, which a layout document lacks.
function settleKind(xml) {
  page.xml = xml;
  controls.mode.querySelector('[value=design]').disabled = !xml;
  if (xml) controls.mode.value = 'design';
  else if (controls.mode.value === 'design') controls.mode.value = 'one';
  updatePanes();
}

// A 400 or 422: marks at the line and column, or at each pointer, in the editor they point into.
function showProblem(answer, parsed, documentText, xml) {
  const problem = api.problem(answer.json, xml ? 0 : api.DOCUMENT_LINE);
  const docMarks = [];
  const docList = [];
  const statesList = [];
  const statesMarks = [];
  if (problem.line !== null) {
    const offset = offsetOf(documentText, problem.line, problem.column ?? 1);
    docMarks.push({ start: offset, end: offset + 1, kind: 'error', title: problem.detail });
    docList.push({ message: problem.detail, offset });
  }
  const statesParsed = parseWithPointers(statesEditor.text);
  for (const error of problem.errors) {
    const inDocument = error.pointer === api.DOCUMENT_POINTER || error.pointer.startsWith(`${api.DOCUMENT_POINTER}/`);
    const inStates = error.pointer === '/states' || error.pointer.startsWith('/states/');
    const local = inDocument ? error.pointer.slice(api.DOCUMENT_POINTER.length) : error.pointer;
    const span = inDocument ? pointerSpan(parsed, local)
      : inStates ? pointerSpan(statesParsed, error.pointer.slice('/states'.length)) : null;
    const message = `${local || '/'}: ${error.message}`;
    (inStates ? statesMarks : docMarks).push(...(span ? [{ start: span[0], end: span[1], kind: 'error', title: message }] : []));
    (inStates ? statesList : docList).push({ message, offset: span ? span[0] : null });
  }
  if (!docList.length && !statesList.length) docList.push({ message: `${problem.title}: ${problem.detail}`, offset: null });
  docEditor.mark(docMarks);
  statesEditor.mark(statesMarks);
  listProblems($('doc-problems'), docEditor, docList);
  listProblems($('states-problems'), statesEditor, statesList);
  if (statesList.length) $('states-pane').open = true;
  status(`${answer.status} ${problem.title}: ${problem.detail}`, true);
  showStale();
  answered();
}

// While the document has problems, what the last good answer showed is marked as the past: the
// drawing and frames dimmed and captioned, and no diagnostics claimed.
function showStale() {
  $('drawing').classList.add('stale');
  $('frames').classList.add('stale');
  $('frames-target').textContent = '(stale: of the last document that solved)';
  $('diagnostics').replaceChildren(node('p', 'The document has problems (listed under it): no diagnostics until it solves.', { class: 'note stale' }));
  $('diagnostics-count').textContent = '';
  $('conflict-note').textContent = '';
}

function listProblems(list, editor, problems) {
  list.replaceChildren(...problems.map(({ message, offset }) => {
    const li = node('li');
    if (offset !== null) {
      const go = node('button', `line ${lineOf(editor.text, offset)}`, { type: 'button' });
      go.addEventListener('click', () => editor.select(offset));
      li.append(go);
    }
    li.append(message);
    return li;
  }));
}

// query: the first request's query when the document is an Interface Builder file.
function show(answer, body, parsed, documentText, query) {
  page.reply = [answer, body, parsed, documentText, query];
  const xml = query !== undefined;
  const results = fillScenes(api.results(answer.json));
  const tree = xml ? ib.hierarchy(documentText) : hierarchy(parsed.value ?? JSON.parse(documentText));
  const labels = results.map((r) => (r.scene === null ? '' : `${r.scene} · `) + api.targetLabel(r.target, page.catalog));
  page.answer = { text: answer.text, body, query, xml, results, labels, tree, parsed, documentText };
  page.focused = Math.min(page.focused, results.length - 1);
  docEditor.mark([]);
  statesEditor.mark([]);
  listProblems($('doc-problems'), docEditor, []);
  draw();
  const merged = diagnostics.merge(results);
  diagnostics.render($('diagnostics'), merged, labels, selectDiagnostic, showLog);
  const errors = merged.filter((m) => m.diagnostic.severity === 'error').length;
  $('diagnostics-count').textContent = merged.length ? `(${errors} errors, ${merged.length - errors} others)` : '';
  $('conflict-note').textContent = '';
  fillStates(results);
  showFrames();
  showConsole(results[page.focused]);
  const views = Object.keys(results[0]?.frames ?? {}).length;
  const trees = new Set(results.map((r) => r.scene)).size;
  const what = results.length === 1 ? labels[0] : xml ? `${results.length} layouts of ${trees} view trees` : `${results.length} targets`;
  status(`${what} · ${views} views · ${errors} errors`);
  share.encode(snapshot()).then((hash) => {
    history.replaceState(null, '', hash);
    answered();
  });
}

function keyboardHeight(target) {
  return api.keyboardHeight(device(target.device), target.orientation);
}

function draw() {
  const { results, tree, labels } = page.answer;
  const drawing = $('drawing');
  const mode = controls.mode.value;
  const one = results.length === 1 && (mode === 'one' || mode === 'design');
  drawing.className = one ? 'one' : 'sheet';
  page.wireframes = results.map((r, i) => new Wireframe(r, tree, keyboardHeight(r.target),
    one ? null : SHEET_SCALE[mode] ?? 0.2, `Wireframe on ${labels[i]}`));
  page.wireframes.forEach((w, i) => {
    const ambiguous = results[i].diagnostics.filter((d) => d.view && /ambiguous/.test(d.code)).map((d) => d.view);
    w.classify('ambiguous', new Set(ambiguous));
  });
  if (one) {
    drawing.replaceChildren(page.wireframes[0].svg);
    return;
  }
  // Several view trees: each tree's panels under a heading.
  const scenes = new Set(results.map((r) => r.scene)).size > 1;
  drawing.replaceChildren(...results.flatMap((r, i) => {
    const figure = node('figure', undefined, { class: 'panel', 'data-target': String(i) });
    const errors = r.diagnostics.filter((d) => d.severity === 'error').length;
    figure.classList.toggle('has-errors', errors > 0);
    figure.classList.toggle('focused', i === page.focused);
    figure.append(page.wireframes[i].svg, node('figcaption', errors ? `${labels[i]} · ${errors} errors` : labels[i]));
    const first = scenes && r.scene !== results[i - 1]?.scene;
    return first ? [node('h3', `Scene ${r.scene}`, { class: 'scene' }), figure] : [figure];
  }));
}

function showFrames() {
  const result = page.answer.results[page.focused];
  if (!result) return;
  const state = currentState();
  const frames = state ? state.frames : result.frames;
  $('frames').classList.remove('stale');
  $('frames-target').textContent = `(${page.answer.labels[page.focused]}${state ? `, ${state.name}` : ''})`;
  const round = (n) => String(Math.round(n * 100) / 100);
  $('frames').tBodies[0].replaceChildren(...Object.entries(frames).map(([id, f]) => {
    const row = node('tr');
    const button = node('button', id, { type: 'button', 'data-view': id });
    button.addEventListener('click', () => selectView(page.focused, id));
    row.append(node('td'), ...[f.x, f.y, f.width, f.height].map((n) => node('td', round(n))));
    row.firstChild.append(button);
    return row;
  }));
}

function showConsole(result) {
  const logs = (result?.diagnostics ?? []).map((d) => d.log).filter(Boolean);
  $('console').textContent = logs.length ? logs.join('\n\n') : '(no messages)';
}

function showLog(entry) {
  $('console').textContent = entry.diagnostic.log;
  $('console-pane').open = true;
  $('console').scrollIntoView({ block: 'nearest' });
  $('console').focus();
}

// The information the API gives about constraint `id` in result `index`.
function constraintInfo(index, id, diagnostic) {
  return page.answer.results[index]?.constraints.find((c) => c.id === id)
    ?? diagnostic?.details.find((d) => d?.id === id) ?? { id };
}

// Marks constraints' sources in the editor: [{id, kind}], and scrolls to the first one.
// In an Interface Builder file: the constraints' elements, and the diagnostic's view's.
function markSources(list, index, diagnostic) {
  const { parsed, documentText, xml } = page.answer;
  if (xml && diagnostic?.view) list = [...list, { id: diagnostic.view, kind: 'conflict' }];
  const marks = list.map(({ id, kind }) => {
    const span = xml ? ib.elementSpan(documentText, id)
      : sourceSpan(id, constraintInfo(index, id, diagnostic), parsed, documentText);
    return span && { start: span[0], end: span[1], kind, title: id };
  }).filter(Boolean);
  if (diagnostic?.pointer && !xml) {
    const span = pointerSpan(parsed, String(diagnostic.pointer).replace(/^\/document(?=\/|$)/, ''));
    if (span) marks.push({ start: span[0], end: span[1], kind: 'conflict', title: diagnostic.pointer });
  }
  docEditor.mark(marks);
  if (marks.length) docEditor.reveal(Math.min(...marks.map((m) => m.start)));
  return marks.length;
}

function selectDiagnostic(entry, item) {
  const d = entry.diagnostic;
  const index = entry.targets[0];
  const { tree } = page.answer;
  for (const li of $('diagnostics').querySelectorAll('li.selected')) li.classList.remove('selected');
  item.classList.add('selected');
  markSources(d.constraints.map((id) => ({ id, kind: id === d.broken ? 'broken' : 'conflict' })), index, d);
  const views = new Set(d.view ? [d.view] : []);
  for (const id of d.constraints) for (const v of viewsOf(constraintInfo(index, id, d), tree)) views.add(v);
  const broken = d.broken ? viewsOf(constraintInfo(index, d.broken, d), tree) : new Set();
  page.wireframes.forEach((w, i) => {
    const here = entry.targets.includes(i);
    w.classify('conflict', here ? views : new Set());
    w.classify('broken', here ? broken : new Set());
  });
  $('conflict-note').textContent = d.broken
    ? `UIKit breaks ${diagnostics.brokenText(d)}; the other constraints of the conflict hold.`
    : `${d.message}${d.hint ? ` ${d.hint}` : ''}`;
}

function selectView(index, id) {
  const result = page.answer.results[index];
  if (!result) return;
  if (index !== page.focused) focusTarget(index);
  page.wireframes.forEach((w, i) => w.classify('selected', new Set(i === index ? [id] : [])));
  const f = result.frames[id];
  const touching = result.constraints.filter((c) => viewsOf(c, page.answer.tree).has(id));
  const inspector = $('inspector');
  const heading = node('p', f ? `${id}: x ${f.x}, y ${f.y}, ${f.width} × ${f.height}` : `${id} is not installed here`);
  if (page.answer.xml) {
    // The service lists a layout document's constraints; an IB file's are in its XML.
    const marked = markSources([{ id, kind: 'conflict' }], index);
    inspector.replaceChildren(heading, node('p', marked ? 'Its element is marked in the file.' : '', { class: 'note' }));
    $('inspector-pane').open = true;
    return;
  }
  const list = node('ul');
  for (const c of touching) {
    const button = node('button', c.description ?? c.id, { type: 'button', title: c.id });
    button.addEventListener('click', () => markSources([{ id: c.id, kind: c.broken ? 'broken' : 'conflict' }], index));
    const li = node('li');
    li.append(button, node('span', ` ${c.id}${c.broken ? ' (broken)' : ''}`, { class: 'note' }));
    list.append(li);
  }
  inspector.replaceChildren(heading, node('p', `${touching.length} constraints touch ${id}:`, { class: 'note' }), list);
  $('inspector-pane').open = true;
}

function focusTarget(index) {
  page.focused = index;
  for (const figure of $('drawing').querySelectorAll('.panel')) {
    figure.classList.toggle('focused', figure.dataset.target === String(index));
  }
  showFrames();
  showConsole(page.answer.results[index]);
}

// The scene picker lists an Interface Builder file's view trees; the results of the chosen one
// (or of every one) are shown.
function fillScenes(results) {
  const scenes = [...new Set(results.map((r) => r.scene).filter((s) => s !== null))];
  const previous = controls.scene.value;
  controls.scene.replaceChildren(node('option', 'every scene', { value: '' }), ...scenes.map((s) => node('option', s, { value: s })));
  controls.scene.value = scenes.includes(previous) ? previous : '';
  controls.scene.disabled = scenes.length < 2;
  const scene = controls.scene.value;
  return scene ? results.filter((r) => r.scene === scene) : results;
}

// States: the picker lists the first result's states; choosing one shows its frames.
function fillStates(results) {
  const names = (results.length === 1 ? results[0].states : []).map((s) => s.name);
  const previous = controls.state.value;
  controls.state.replaceChildren(node('option', 'base layout', { value: '' }), ...names.map((n) => node('option', n, { value: n })));
  controls.state.value = names.includes(previous) ? previous : '';
  controls.state.disabled = names.length === 0;
  showState();
}

function currentState() {
  const name = controls.state.value;
  return name && page.answer?.results.length === 1 ? page.answer.results[0].states.find((s) => s.name === name) : null;
}

function showState() {
  page.stop();
  const state = currentState();
  controls.play.disabled = !state;
  const base = page.answer?.results[0];
  if (!base || page.wireframes.length !== 1) return;
  const shown = state ?? base;
  page.wireframes[0].fit(shown.target.size);
  page.wireframes[0].show(shown.frames, shown.target, shown.target.keyboard ? 1 : 0);
  showFrames();
}

function playState() {
  const state = currentState();
  const wireframe = page.wireframes[0];
  if (!state || !wireframe) return;
  page.stop();
  const drawing = $('drawing');
  drawing.dataset.playing = 'true';
  page.stop = play(wireframe, page.answer.results[0], state, () => {
    delete drawing.dataset.playing;
    page.stop = () => {};
  });
}

function snapshot() {
  return {
    document: docEditor.text, states: statesEditor.text, mode: controls.mode.value, device: controls.device.value,
    orientation: controls.orientation.value, multitasking: controls.multitasking.value,
    rtl: controls.rtl.checked, keyboard: controls.keyboard.checked, state: controls.state.value,
  };
}

function restore(saved) {
  docEditor.text = String(saved.document ?? '');
  settleKind(api.isInterfaceBuilder(docEditor.text));
  statesEditor.text = String(saved.states ?? '');
  for (const key of ['mode', 'device', 'orientation']) if (typeof saved[key] === 'string') controls[key].value = saved[key];
  updatePanes();
  if (typeof saved.multitasking === 'string') controls.multitasking.value = saved.multitasking;
  controls.rtl.checked = saved.rtl === true;
  controls.keyboard.checked = saved.keyboard === true;
  if (typeof saved.state === 'string' && saved.state) {
    controls.state.replaceChildren(node('option', saved.state, { value: saved.state }));
    controls.state.value = saved.state;
  }
}

// The Split View picker offers the panes the device has in this orientation.
function updatePanes() {
  const previous = controls.multitasking.value;
  const panes = api.panes(device(controls.device.value), controls.orientation.value);
  controls.multitasking.replaceChildren(node('option', 'full screen', { value: 'full' }), ...panes.map((p) => node('option', p, { value: p })));
  controls.multitasking.value = panes.includes(previous) ? previous : 'full';
  const mode = controls.mode.value;
  controls.multitasking.disabled = panes.length === 0 || mode !== 'one';
  controls.device.disabled = mode === 'all' || mode === 'design';
  controls.orientation.disabled = mode === 'all' || mode === 'design';
  controls.rtl.disabled = mode === 'design';
  controls.keyboard.disabled = mode === 'design';
}

async function loadExample(name) {
  if (!name) return;
  try {
    docEditor.text = await api.exampleText(name);
    controls.example.value = name;
    schedule(0);
  } catch (error) {
    status(`Could not load the example (${error.message}).`, true);
  }
}

// A file chosen or dropped (a storyboard, a xib or a layout document) into the editor.
async function openFile(file) {
  if (!file) return;
  try {
    docEditor.text = await file.text();
  } catch (error) {
    status(`Could not read ${file.name} (${error.message}).`, true);
    return;
  }
  controls.example.value = '';
  schedule(0);
}

function download(name, type, text) {
  const link = node('a', undefined, { download: name, href: URL.createObjectURL(new Blob([text], { type })) });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

// An Interface Builder file's picture is of its first request's target, with every tree.
async function downloadSVG() {
  if (!page.answer) return;
  const { body, query, xml } = page.answer;
  const answer = xml ? await api.post(`/v1/render${query}`, body, undefined, 'application/xml')
    : await api.post('/v1/render', body);
  if (answer.status === 200) download('layout.svg', 'image/svg+xml', answer.text);
  else status(`The render answered ${answer.status}.`, true);
}

async function copyShareLink() {
  history.replaceState(null, '', await share.encode(snapshot()));
  try {
    await navigator.clipboard.writeText(location.href);
    status('Share link copied to the clipboard.');
  } catch {
    status('Share link: copy it from the address bar.');
  }
}

function tooltip(event) {
  const group = event.target.closest?.('[data-view]');
  const tip = $('tooltip');
  const panel = event.target.closest?.('[data-target]');
  const index = panel ? Number(panel.dataset.target) : 0;
  const frame = group && page.answer?.results[index]?.frames[group.dataset.view];
  if (!frame) { tip.hidden = true; return; }
  const box = $('drawing').parentElement.getBoundingClientRect();
  tip.textContent = `${group.dataset.view} (${frame.x}, ${frame.y}) ${frame.width} × ${frame.height}`;
  tip.style.left = `${event.clientX - box.left + 14}px`;
  tip.style.top = `${event.clientY - box.top + 14}px`;
  tip.hidden = false;
}

function wire() {
  for (const key of ['mode', 'device', 'orientation']) {
    controls[key].addEventListener('change', () => { updatePanes(); schedule(0); });
  }
  for (const key of ['multitasking', 'rtl', 'keyboard']) controls[key].addEventListener('change', () => schedule(0));
  controls.example.addEventListener('change', () => loadExample(controls.example.value));
  controls.scene.addEventListener('change', () => page.reply && show(...page.reply));
  controls.state.addEventListener('change', showState);
  $('open').addEventListener('click', () => $('file').click());
  $('file').addEventListener('change', () => {
    openFile($('file').files[0]);
    $('file').value = '';
  });
  // A file dropped anywhere on the page opens; dropped text goes where the browser puts it.
  const files = (event) => event.dataTransfer?.types.includes('Files');
  document.addEventListener('dragover', (event) => {
    if (!files(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  });
  document.addEventListener('drop', (event) => {
    if (!files(event)) return;
    event.preventDefault();
    openFile(event.dataTransfer.files[0]);
  });
  controls.play.addEventListener('click', playState);
  $('share').addEventListener('click', copyShareLink);
  $('download-svg').addEventListener('click', downloadSVG);
  $('download-json').addEventListener('click', () => page.answer && download('layout.json', 'application/json', page.answer.text));
  $('download-curl').addEventListener('click', () => download('layout-request.sh', 'text/x-shellscript', $('curl').value));
  const drawing = $('drawing');
  drawing.addEventListener('mousemove', tooltip);
  drawing.addEventListener('mouseleave', () => { $('tooltip').hidden = true; });
  drawing.addEventListener('click', (event) => {
    const panel = event.target.closest('[data-target]');
    const index = panel ? Number(panel.dataset.target) : 0;
    const group = event.target.closest('[data-view]');
    if (group) selectView(index, group.dataset.view);
    else if (panel) focusTarget(index);
  });
}

async function start() {
  wire();
  statesEditor.text = DEFAULT_STATES;
  let examples = [];
  try {
    [page.catalog, examples] = await Promise.all([api.devices(), api.examples()]);
  } catch (error) {
    status(`The server could not be reached (${error.message}).`, true);
    return;
  }
  controls.device.replaceChildren(...page.catalog.map((d) => node('option', `${d.names?.[0] ?? d.id} (${d.id})`, { value: d.id })));
  controls.device.value = device('iphone-6') ? 'iphone-6' : page.catalog[0]?.id ?? '';
  controls.example.append(...examples.map((e) => node('option', e.name, { value: e.name })));
  const saved = await share.decode(location.hash);
  if (saved) {
    restore(saved);
    schedule(0);
  } else {
    updatePanes();
    await loadExample(examples.find((e) => e.name === 'seed-000-profile')?.name ?? examples[0]?.name);
  }
}

start();
