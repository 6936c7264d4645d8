// Where things are in a JSON text: a parser that records, for every value, its JSON Pointer and
// its [start, end) offsets, so server answers that name pointers or constraint ids can be shown
// at the right spot of the editor. Linear in the text's length.

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const LITERAL = /true|false|null/y;

const escapeToken = (key) => key.replace(/~/g, '~0').replace(/\//g, '~1');

// { value, spans: Map(pointer → [start, end]) }, or { error: { offset, message } }.
export function parseWithPointers(text) {
  const spans = new Map();
  let i = 0;
  const fail = (message) => { throw { offset: i, message }; };
  const space = () => { while (i < text.length && ' \t\n\r'.includes(text[i])) i++; };
  const token = (pattern, what) => {
    pattern.lastIndex = i;
    const match = pattern.exec(text);
    if (!match) fail(`expected ${what}`);
    i += match[0].length;
    return match[0];
  };
  const value = (pointer, depth) => {
    if (depth > 512) fail('nested too deeply');
    space();
    const start = i;
    let result;
    if (text[i] === '{') {
      result = {};
      i++; space();
      if (text[i] === '}') i++;
      else for (;;) {
        space();
        const key = JSON.parse(token(STRING, 'a member name in double quotes'));
        space();
        if (text[i++] !== ':') { i--; fail("expected ':'"); }
        result[key] = value(`${pointer}/${escapeToken(key)}`, depth + 1);
        space();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === '}') { i++; break; }
        fail("expected ',' or '}'");
      }
    } else if (text[i] === '[') {
      result = [];
      i++; space();
      if (text[i] === ']') i++;
      else for (;;) {
        result.push(value(`${pointer}/${result.length}`, depth + 1));
        space();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === ']') { i++; break; }
        fail("expected ',' or ']'");
      }
    } else if (text[i] === '"') {
      result = JSON.parse(token(STRING, 'a string'));
    } else if (text[i] === '-' || (text[i] >= '0' && text[i] <= '9')) {
      result = Number(token(NUMBER, 'a number'));
    } else {
      result = JSON.parse(token(LITERAL, 'a value'));
    }
    spans.set(pointer, [start, i]);
    return result;
  };
  try {
    const result = value('', 0);
    space();
    if (i < text.length) fail('unexpected text after the value');
    return { value: result, spans };
  } catch (error) {
    if (typeof error?.offset === 'number') return { error };
    throw error;
  }
}

// The span of `pointer`, or of its nearest ancestor that exists (a missing member's object).
export function spanOf(spans, pointer) {
  let current = pointer;
  for (;;) {
    if (spans.has(current)) return spans.get(current);
    if (current === '') return null;
    current = current.slice(0, current.lastIndexOf('/'));
  }
}

// The offset in `text` of the `index`-th character of the string literal whose opening quote is
// at `quote` (escapes count as the one character they stand for).
export function offsetInString(text, quote, index) {
  let i = quote + 1;
  for (let n = 0; n < index && i < text.length && text[i] !== '"'; n++) {
    i += text[i] !== '\\' ? 1 : text[i + 1] === 'u' ? 6 : 2;
  }
  return i;
}

// 1-based line and column → offset, clamped to the text.
export function offsetOf(text, line, column) {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  const end = text.indexOf('\n', offset);
  return Math.min(offset + Math.max(column - 1, 0), end < 0 ? text.length : end);
}

// 1-based line of an offset.
export function lineOf(text, offset) {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
