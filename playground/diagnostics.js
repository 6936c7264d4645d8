// The diagnostics panel: every target's diagnostics merged (identical ones listed once, with the
// targets where they occur), grouped by severity, then by code, in the order first met.

const SEVERITIES = [['error', 'Errors'], ['warning', 'Warnings'], ['info', 'Notes']];

function node(name, className, text, parent) {
  const e = document.createElement(name);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

// [{diagnostic, targets: [result index]}] over all results, in first-met order. O(diagnostics).
export function merge(results) {
  const byKey = new Map();
  results.forEach((result, index) => {
    for (const diagnostic of result.diagnostics) {
      const key = JSON.stringify(diagnostic);
      if (!byKey.has(key)) byKey.set(key, { diagnostic, targets: [] });
      byKey.get(key).targets.push(index);
    }
  });
  return [...byKey.values()];
}

// What a diagnostic says of the constraint UIKit breaks: "userLeft20: userField.left == …".
export function brokenText(diagnostic) {
  if (!diagnostic.broken) return '';
  const detail = diagnostic.details.find((d) => d?.id === diagnostic.broken);
  return detail?.description ? `${diagnostic.broken}: ${detail.description}` : String(diagnostic.broken);
}

// Fills `container`; labels: each result's target label; onSelect(entry, item) when a
// diagnostic is chosen, onLog(entry) for its UIKit log.
export function render(container, merged, labels, onSelect, onLog) {
  container.replaceChildren();
  container.className = 'diagnostics';
  if (!merged.length) {
    node('p', 'note', 'No diagnostics: every constraint holds and every view is determined.', container);
    return;
  }
  for (const [severity, title] of SEVERITIES) {
    const entries = merged.filter((m) => m.diagnostic.severity === severity);
    if (!entries.length) continue;
    node('h3', severity, `${title} (${entries.length})`, container);
    const codes = [...new Set(entries.map((m) => m.diagnostic.code))];
    for (const code of codes) {
      const ofCode = entries.filter((m) => m.diagnostic.code === code);
      node('h4', '', `${code} (${ofCode.length})`, container);
      const list = node('ul', '', undefined, container);
      for (const entry of ofCode) list.appendChild(item(entry, severity, labels, onSelect, onLog));
    }
  }
}

function item(entry, severity, labels, onSelect, onLog) {
  const d = entry.diagnostic;
  const li = node('li', severity);
  li.dataset.code = d.code;
  const message = node('button', 'message', d.message, li);
  message.type = 'button';
  message.addEventListener('click', () => onSelect(entry, li));
  const facts = [];
  if (d.constraints.length) facts.push(`constraints: ${d.constraints.join(', ')}`);
  if (d.view) facts.push(`view: ${d.view}`);
  if (Array.isArray(d.attributes) && d.attributes.length) facts.push(`attributes: ${d.attributes.join(', ')}`);
  if (d.pointer) facts.push(`at ${d.pointer}`);
  if (facts.length) node('p', 'facts', facts.join(' · '), li);
  if (d.broken) node('p', 'breaks', `UIKit breaks ${brokenText(d)}`, li);
  if (d.hint) node('p', 'hint', `Fix: ${d.hint}`, li);
  const names = entry.targets.slice(0, 6).map((i) => labels[i]).join(', ');
  const more = entry.targets.length > 6 ? ` and ${entry.targets.length - 6} more targets` : '';
  const where = entry.targets.length === labels.length && labels.length > 1
    ? `on all ${labels.length} targets` : `on ${names}${more}`;
  node('p', 'where', where, li);
  if (d.log) {
    const log = node('button', 'log', 'UIKit console log', li);
    log.type = 'button';
    log.addEventListener('click', () => onLog(entry));
  }
  return li;
}
