// A plain text area for JSON with line numbers and marks: the marks are painted in a layer under
// the (transparent) text area at the same character offsets, so the text stays a native control
// (undo, selection, screen readers) with no editor library.
import { lineOf } from './jsonmap.js';

export class Editor {
  // root: an element with a textarea, a .gutter and a .marks layer; onInput: called on each edit.
  constructor(root, onInput) {
    this.area = root.querySelector('textarea');
    this.gutter = root.querySelector('.gutter');
    this.layer = root.querySelector('.marks');
    this.marks = [];
    this.area.addEventListener('input', () => { this.marks = []; this.paint(); onInput(); });
    this.area.addEventListener('scroll', () => this.sync());
    this.paint();
  }

  get text() { return this.area.value; }

  set text(value) {
    this.area.value = value;
    this.marks = [];
    this.paint();
  }

  // marks: [{start, end, kind: 'error' | 'conflict' | 'broken', title?}], offsets into the text.
  mark(marks) {
    this.marks = marks;
    this.paint();
  }

  paint() {
    const text = this.area.value;
    const errorLines = new Set(this.marks.filter((m) => m.kind === 'error').map((m) => lineOf(text, m.start)));
    const numbers = [];
    const lines = text.split('\n').length;
    let run = '';
    for (let line = 1; line <= lines; line++) {
      if (!errorLines.has(line)) { run += `${line}\n`; continue; }
      numbers.push(run);
      run = '\n';
      const number = document.createElement('span');
      number.className = 'error';
      number.textContent = String(line);
      numbers.push(number);
    }
    numbers.push(`${run}\n\n`);
    this.gutter.replaceChildren(...numbers);

    const parts = [];
    let at = 0;
    for (const m of [...this.marks].sort((a, b) => a.start - b.start)) {
      const start = Math.min(Math.max(m.start, at), text.length);
      let end = Math.min(Math.max(m.end, start), text.length);
      parts.push(text.slice(at, start));
      const element = document.createElement('mark');
      element.className = m.kind;
      if (m.title) element.title = m.title;
      // An empty span or a line break still shows: a one-space mark before it.
      if (end === start || text.slice(start, end) === '\n') end = start;
      element.textContent = end > start ? text.slice(start, end) : ' ';
      parts.push(element);
      at = end;
    }
    parts.push(`${text.slice(at)}\n\n`);
    this.layer.replaceChildren(...parts);
    this.sync();
  }

  sync() {
    this.layer.scrollTop = this.area.scrollTop;
    this.layer.scrollLeft = this.area.scrollLeft;
    this.gutter.scrollTop = this.area.scrollTop;
  }

  // Scrolls so that `offset` is in view, a third from the top.
  reveal(offset) {
    const text = this.area.value;
    const lineHeight = parseFloat(getComputedStyle(this.area).lineHeight) || 19;
    this.area.scrollTop = Math.max(0, (lineOf(text, offset) - 1) * lineHeight - this.area.clientHeight / 3);
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const column = offset - lineStart;
    const charWidth = lineHeight * 0.45;
    if (column * charWidth > this.area.clientWidth - 40) this.area.scrollLeft = column * charWidth - 40;
    else this.area.scrollLeft = 0;
    this.sync();
  }

  // Puts the caret on [start, end) and the focus in the text.
  select(start, end = start) {
    this.area.focus();
    this.area.setSelectionRange(start, end);
    this.reveal(start);
  }
}
