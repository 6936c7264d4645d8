// What the page knows about Interface Builder files (docs/interface-builder.md): the view tree
// under the ids the service answers frames for, and where an object is written in the XML.

const isFrame = (e) => e.localName === 'rect' && e.getAttribute('key') === 'frame';

// {parents, depths} as model.js's hierarchy, from the file's text: a view is an element with a
// `<rect key="frame">`, named by its `id`, or `<superview id>#<key>` when IB stores none (a
// cell's content view). O(elements).
export function hierarchy(text) {
  const parents = new Map();
  const depths = new Map();
  const visit = (element, parent, depth) => {
    for (const child of element.children) {
      const key = child.getAttribute('key');
      const id = [...child.children].some(isFrame)
        ? child.getAttribute('id') || (parent && key ? `${parent}#${key}` : null) : null;
      if (!id) { visit(child, parent, depth); continue; }
      if (parent) parents.set(id, parent);
      depths.set(id, depth);
      visit(child, id, depth + 1);
    }
  };
  visit(new DOMParser().parseFromString(text, 'application/xml'), null, 0);
  return { parents, depths };
}

// The [start, end) of the start tag of the element whose id is `id` (a constraint, a view), or
// null. O(text).
export function elementSpan(text, id) {
  const at = text.search(new RegExp(`\\sid="${String(id).replace(/[^A-Za-z0-9_-]/g, '\\$&')}"`));
  if (at < 0) return null;
  const start = text.lastIndexOf('<', at);
  const end = text.indexOf('>', at);
  return start < 0 || end < 0 ? null : [start, end + 1];
}
