// What the page knows about the layout document's format: the view tree, where each constraint
// entry is written, and which views a constraint mentions.
import { spanOf, offsetInString } from './jsonmap.js';

// {parents: Map(id → superview id), depths: Map(id → depth)} from a parsed document.
export function hierarchy(document) {
  const parents = new Map();
  const depths = new Map();
  const visit = (view, parent, depth) => {
    if (!view || typeof view !== 'object' || typeof view.id !== 'string' || depths.has(view.id)) return;
    if (parent) parents.set(view.id, parent);
    depths.set(view.id, depth);
    if (Array.isArray(view.subviews)) for (const child of view.subviews) visit(child, view.id, depth + 1);
  };
  visit(document?.root, null, 0);
  return { parents, depths };
}

const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/g;

// The views a constraint mentions in its description (`a.left == b.left + 10`, `H:|-[a]-[b]`);
// a VFL `|` stands for the superview of the views beside it.
export function viewsOf(constraint, tree) {
  const text = String(constraint?.description ?? '');
  const views = new Set((text.match(IDENTIFIER) || []).filter((word) => tree.depths.has(word)));
  if (text.includes('|')) for (const id of [...views]) if (tree.parents.has(id)) views.add(tree.parents.get(id));
  return views;
}

// The JSON Pointer of the document entry a constraint id names: `constraints[3]#2` →
// `/constraints/3`, `constraints[1].constraints[0]` → `/constraints/1/constraints/0`, and a
// given id (`loginCenterY`) → the entry that declares it, found by walking the entries.
export function entryPointer(id, document) {
  const entry = String(id).replace(/#\d+$/, '');
  if (/^constraints\[\d+\](\.constraints\[\d+\])*$/.test(entry)) {
    return `/${entry.replace(/\[(\d+)\]/g, '/$1').replace(/\./g, '/')}`;
  }
  const label = new RegExp(`^\\s*${entry.replace(/[^A-Za-z0-9_]/g, '\\$&')}\\s*:(?!\\s*[|\\[])`);
  const search = (entries, pointer) => {
    if (!Array.isArray(entries)) return null;
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i];
      const here = `${pointer}/${i}`;
      if (typeof e === 'string' ? label.test(e) : e?.id === entry) return here;
      const inner = e && typeof e === 'object' ? search(e.constraints, `${here}/constraints`) : null;
      if (inner) return inner;
    }
    return null;
  };
  return search(document?.constraints, '/constraints');
}

// Where a constraint is written in the editor's text: [start, end) or null. `info` is what the
// API says of it ({source, range}); a VFL constraint's `range` picks its part of the string.
export function sourceSpan(id, info, parsed, text) {
  const pointer = entryPointer(id, parsed?.value);
  if (!pointer || !parsed.spans.has(pointer)) return null;
  let at = pointer;
  const entry = parsed.spans.get(pointer);
  if (text[entry[0]] === '{') {
    const inner = ['/visualFormat', '/expression'].map((key) => pointer + key).find((p) => parsed.spans.has(p));
    if (!inner) return entry;
    at = inner;
  }
  const [start, end] = parsed.spans.get(at);
  if (text[start] !== '"') return [start, end];
  const range = Array.isArray(info?.range) ? info.range : null;
  if (range && range.length === 2) return [offsetInString(text, start, range[0]), offsetInString(text, start, range[1])];
  return [start + 1, end - 1];
}

// The span a problem's pointer names, or its nearest existing ancestor's.
export const pointerSpan = (parsed, pointer) => (parsed?.spans ? spanOf(parsed.spans, pointer) : null);
