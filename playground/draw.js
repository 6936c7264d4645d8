// The wireframe: one inline SVG per target, drawn from the frames the API answers. Each view is a
// <g class="view" data-view="id"> with one rect at its window position (the sum of its and its
// superviews' frames) and its id where it fits (placeIds; the page's tooltip names any view on
// hover), so hover, click, highlights and animation address views by id.

const SVG = 'http://www.w3.org/2000/svg';

function element(name, attributes, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) e.setAttribute(key, String(value));
  if (parent) parent.appendChild(e);
  return e;
}

// Window rectangles from superview-relative frames (frames come in document order: a superview
// before its subviews). O(views).
export function windowFrames(frames, parents) {
  const rects = {};
  for (const [id, f] of Object.entries(frames)) {
    const origin = rects[parents.get(id)] || { x: 0, y: 0 };
    rects[id] = { x: origin.x + f.x, y: origin.y + f.y, width: f.width, height: f.height };
  }
  return rects;
}

const PAD = 8;
// The ids' font (style.css: `svg.wireframe .view text`), in user units: one unit is one point.
const ID_FONT_SIZE = 9;
const ID_FONT = `${ID_FONT_SIZE}px system-ui, "DejaVu Sans", sans-serif`;
const ID_INSET = 3;

// Text widths in the ids' font, measured once per id.
const measure = (() => {
  const cache = new Map();
  let context = null;
  return (text) => {
    if (!cache.has(text)) {
      context ??= document.createElement('canvas').getContext('2d');
      context.font = ID_FONT;
      cache.set(text, context.measureText(text).width);
    }
    return cache.get(text);
  };
})();

// Which ids are drawn: in document order, each at its view's top-left corner when its box fits
// inside the view and touches no id drawn before it (the others are named on hover). Boxes are
// filed in a grid of cells, so each check looks at the boxes of the cells it covers: O(views).
export function placeIds(rects) {
  const CELL_W = 64, CELL_H = 16;
  const cells = new Map();
  const shown = new Set();
  const cellsOf = (b, visit) => {
    for (let row = Math.floor(b.y / CELL_H); row <= Math.floor((b.y + b.height) / CELL_H); row++) {
      for (let column = Math.floor(b.x / CELL_W); column <= Math.floor((b.x + b.width) / CELL_W); column++) {
        if (visit(`${column},${row}`) === false) return false;
      }
    }
    return true;
  };
  const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const [id, r] of Object.entries(rects)) {
    const box = { x: r.x + ID_INSET, y: r.y + 2, width: measure(id), height: ID_FONT_SIZE + 1 };
    const fits = box.x + box.width <= r.x + r.width - 1 && box.y + box.height <= r.y + r.height - 1;
    if (!fits || !cellsOf(box, (key) => !(cells.get(key) ?? []).some((other) => overlaps(other, box)))) continue;
    cellsOf(box, (key) => { cells.set(key, [...(cells.get(key) ?? []), box]); });
    shown.add(id);
  }
  return shown;
}

export class Wireframe {
  // result: a layout result (api.js); tree: the document's hierarchy; keyboard: its height in
  // points on this target; scale: CSS pixels per point for a fixed size, or null to fill the box.
  constructor(result, tree, keyboard, scale, label) {
    this.tree = tree;
    this.keyboardHeight = keyboard;
    const { width, height } = result.target.size;
    this.svg = element('svg', { class: 'wireframe', role: 'img', 'aria-label': label, preserveAspectRatio: 'xMidYMin meet' });
    if (scale) {
      this.svg.setAttribute('width', Math.round((width + 2 * PAD) * scale));
      this.svg.setAttribute('height', Math.round((height + 2 * PAD) * scale));
    }
    this.device = element('rect', { class: 'device', rx: PAD }, this.svg);
    this.screen = element('rect', { class: 'screen', x: 0, y: 0 }, this.svg);
    this.safe = element('rect', { class: 'safe' }, this.svg);
    this.keyboard = element('rect', { class: 'keyboard', x: 0 }, this.svg);
    this.groups = new Map();
    for (const id of Object.keys(result.frames)) {
      const depth = tree.depths.get(id) ?? 0;
      const g = element('g', { class: `view d${depth % 5}`, 'data-view': id }, this.svg);
      element('rect', {}, g);
      element('text', {}, g).textContent = id;
      this.groups.set(id, g);
    }
    this.fit(result.target.size);
    this.show(result.frames, result.target, result.target.keyboard ? 1 : 0);
  }

  // The visible area: the screen of `size` plus the device's bezel.
  fit({ width, height }) {
    this.svg.setAttribute('viewBox', `${-PAD} ${-PAD} ${width + 2 * PAD} ${height + 2 * PAD}`);
  }

  // Draws `frames` on a screen of target.size; `keyboard` is how far the keyboard is in (0…1).
  show(frames, target, keyboard) {
    const { width, height } = target.size;
    const insets = target.safeAreaInsets;
    set(this.device, { x: -PAD, y: -PAD, width: width + 2 * PAD, height: height + 2 * PAD });
    set(this.screen, { width, height });
    set(this.safe, {
      x: insets.left, y: insets.top,
      width: Math.max(0, width - insets.left - insets.right), height: Math.max(0, height - insets.top - insets.bottom),
    });
    const shown = this.keyboardHeight * keyboard;
    set(this.keyboard, { y: height - shown, width, height: shown });
    const rects = windowFrames(frames, this.tree.parents);
    const named = placeIds(rects);
    for (const [id, g] of this.groups) {
      const r = rects[id];
      g.classList.toggle('absent', !r);
      if (!r) continue;
      set(g.firstChild, r);
      set(g.lastChild, { x: r.x + ID_INSET, y: r.y + ID_FONT_SIZE + 1, visibility: named.has(id) ? 'visible' : 'hidden' });
    }
  }

  // Adds `name` to the views `ids` (and removes it from the others).
  classify(name, ids) {
    for (const [id, g] of this.groups) g.classList.toggle(name, ids.has(id));
  }
}

function set(node, attributes) {
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
}
