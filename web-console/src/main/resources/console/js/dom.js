// Small DOM and SVG helpers: elements are built with textContent, never from HTML strings.
const SVG_NS = 'http://www.w3.org/2000/svg';

/** h('div', {class: 'x', onclick: f}, child, 'text', ...) */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

/** s('rect', {x: 1, ...}, ...children): an SVG element. */
export function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

function apply(el, attrs) {
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) {
      continue;
    }
    if (name.startsWith('on') && typeof value === 'function') {
      el.addEventListener(name.slice(2), value);
    } else if (name === 'dataset') {
      Object.assign(el.dataset, value);
    } else if (name === 'value' && 'value' in el) {
      el.value = value;
    } else if (name === 'checked') {
      el.checked = Boolean(value);
    } else {
      el.setAttribute(name, value === true ? '' : String(value));
    }
  }
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) {
      continue;
    }
    el.append(child instanceof Node ? child : String(child));
  }
}

/** A status badge: <span class="badge status-rendered">rendered</span>. */
export function badge(value, prefix = 'status') {
  const text = value === undefined || value === null ? '—' : String(value);
  return h('span', { class: `badge ${prefix}-${text}` }, text);
}

/** A table from column titles and rows of cells. */
export function table(columns, rows, attrs) {
  return h('table', attrs,
    h('thead', {}, h('tr', {}, columns.map((c) => h('th', {}, c)))),
    h('tbody', {}, rows.length ? rows.map((r) => h('tr', {}, r.map((c) => h('td', {}, c))))
      : h('tr', {}, h('td', { colspan: columns.length, class: 'empty' }, 'none'))));
}

/** The value of a YANG list in a JSON answer, [] when absent. */
export function list(value) {
  return Array.isArray(value) ? value : [];
}

/**
 * A placement's routed hops, the one from the ingress node first (its 'from-sub-sfc' reads
 * 'ingress <node>'), then those between sub-SFCs.
 */
export function routedHops(placement) {
  const ingress = placement['ingress-hop'];
  const first = ingress ? [{ 'from-sub-sfc': `ingress ${ingress.node}`, 'to-sub-sfc': ingress['to-sub-sfc'],
    path: ingress.path, bandwidth: ingress.bandwidth }] : [];
  return first.concat(list(placement.hop));
}

export function fmtTime(date) {
  return date.toTimeString().slice(0, 8);
}
