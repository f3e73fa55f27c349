// Chain editor: a form for the common parts of a request and the raw JSON of all of it. Saving PUTs the
// chain; the controller's refusal (RFC 8040 error) is shown next to the part of the form it is about.
import * as restconf from './restconf.js';
import { h, list } from './dom.js';

const SECTIONS = ['general', 'nfs', 'templates', 'classifier', 'egress', 'sla', 'json'];

/** Which part of the form a refusal is about, from its message and tag. */
export function sectionOf(error, jsonMode) {
  const msg = error.message || '';
  if (error.tag === 'malformed-message' || /Error parsing input|JSON/.test(msg)) {
    return jsonMode ? 'json' : 'general';
  }
  if (/Order\(|Priority\(|Position\(|[Tt]emplate|cycle/.test(msg)) {
    return 'templates';
  }
  if (/dynamic rule|handler rule|insert/i.test(msg)) {
    return 'json';
  }
  if (/classifier|prefix|port range|ports /i.test(msg)) {
    return 'classifier';
  }
  if (/egress/i.test(msg)) {
    return 'egress';
  }
  if (/NF '|NF type|nf-type|catalog/.test(msg)) {
    return 'nfs';
  }
  if (/traffic-rate|max-latency|affinity|latency|rate/i.test(msg)) {
    return 'sla';
  }
  return 'general';
}

function input(name, value, attrs) {
  return h('input', Object.assign({ name, value: value ?? '' }, attrs || {}));
}

function select(name, options, value, attrs) {
  return h('select', Object.assign({ name }, attrs || {}), options.map((o) => h('option', { value: o,
    selected: o === (value ?? '') }, o === '' ? '—' : o)));
}

function section(id, title, ...content) {
  return h('fieldset', { id: `sec-${id}`, class: 'section' }, h('legend', {}, title), content,
    h('p', { class: 'field-error', id: `error-${id}`, role: 'alert' }));
}

function rowList(id, makeRow, items, addLabel) {
  const body = h('div', { class: 'rows', id: `rows-${id}` });
  const add = (item) => {
    const row = h('div', { class: 'form-row' }, makeRow(item || {}),
      h('button', { type: 'button', class: 'small', onclick: () => row.remove(), 'aria-label': 'remove' }, '✕'));
    body.append(row);
  };
  items.forEach(add);
  return [body, h('button', { type: 'button', class: 'small', id: `add-${id}`, onclick: () => add() }, addLabel)];
}

function buildForm(state) {
  const c = state.chain;
  const types = state.types;
  const cls = c.classifier || {};
  const eg = c.egress || {};
  const sla = c.sla || {};
  return h('form', { id: 'chain-form', novalidate: true, onsubmit: (e) => { e.preventDefault(); save(state); } },
    section('general', 'Chain',
      h('label', {}, 'Name ', input('name', c.name, { id: 'chain-name', readonly: state.editing || undefined,
        required: true, pattern: '[A-Za-z0-9][A-Za-z0-9._-]*' })),
      h('label', { class: 'wide' }, 'Description ', input('description', c.description))),
    section('nfs', 'NFs, in their sequential order',
      rowList('nf', (nf) => [input('nf-name', nf.name, { placeholder: 'name', 'aria-label': 'NF name' }),
        select('nf-type', ['', ...types], nf.type, { 'aria-label': 'NF type' })], list(c.nf), 'Add NF')),
    section('templates', 'Templates',
      h('h3', {}, 'Order'),
      rowList('order', (o) => [input('order-nf', o.nf, { placeholder: 'NF', 'aria-label': 'order NF' }),
        select('order-relation', ['before', 'after'], o.relation, { 'aria-label': 'relation' }),
        input('order-other', o['other-nf'], { placeholder: 'other NF', 'aria-label': 'other NF' })],
      list(c.order), 'Add Order'),
      h('h3', {}, 'Priority (higher wins the merge)'),
      rowList('priority', (p) => [input('priority-higher', p.higher, { placeholder: 'higher', 'aria-label': 'higher' }),
        input('priority-lower', p.lower, { placeholder: 'lower', 'aria-label': 'lower' })], list(c.priority),
      'Add Priority'),
      h('h3', {}, 'Position'),
      rowList('position', (p) => [input('position-nf', p.nf, { placeholder: 'NF', 'aria-label': 'position NF' }),
        select('position-place', ['first', 'last'], p.place, { 'aria-label': 'place' })], list(c.position),
      'Add Position')),
    section('classifier', 'Classifier (which traffic, where it enters)',
      h('label', {}, 'Ingress node ', input('ingress-node', cls['ingress-node'], { placeholder: 'openflow:1' })),
      h('label', {}, 'Ingress port ', input('ingress-port', cls['ingress-port'], { type: 'number', min: 1 })),
      h('label', {}, 'Source prefix ', input('source-prefix', cls['source-prefix'])),
      h('label', {}, 'Destination prefix ', input('destination-prefix', cls['destination-prefix'],
        { placeholder: '10.0.0.0/24' })),
      h('label', {}, 'Protocol ', select('protocol', ['', 'tcp', 'udp', 'sctp', 'icmp'], cls.protocol))),
    section('egress', 'Egress (where the traffic leaves)',
      h('label', {}, 'Node ', input('egress-node', eg.node, { placeholder: 'openflow:1' })),
      h('label', {}, 'Port ', input('egress-port', eg.port, { type: 'number', min: 1 }))),
    section('sla', 'SLA and placement',
      h('label', {}, 'Traffic rate (Gbit/s) ', input('traffic-rate', sla['traffic-rate'])),
      h('label', {}, 'Max latency (µs) ', input('max-latency', sla['max-latency'], { type: 'number', min: 1 })),
      h('label', {}, 'Affinity ', select('affinity', ['', 'high', 'low'], c.affinity)),
      h('label', {}, 'Analysis ', select('analysis-mode', ['', 'field-level', 'coarse'], c['analysis-mode'])),
      h('label', {}, input('backup', undefined, { type: 'checkbox', checked: c.backup === true }),
        ' Reserve backup sub-SFCs')));
}

function values(form, name) {
  return [...form.querySelectorAll(`[name="${name}"]`)].map((el) => el.value.trim());
}

function setOrDelete(obj, key, value) {
  if (value === '' || value === undefined || value === null) {
    delete obj[key];
  } else {
    obj[key] = value;
  }
}

function pruneEmpty(obj, key) {
  if (obj[key] && Object.keys(obj[key]).length === 0) {
    delete obj[key];
  }
}

/** The request the form describes; members the form does not show (dynamic rules, ...) are kept. */
export function formToChain(form, base) {
  const c = JSON.parse(JSON.stringify(base || {}));
  const one = (n) => (values(form, n)[0] ?? '');
  setOrDelete(c, 'name', one('name'));
  setOrDelete(c, 'description', one('description'));
  const names = values(form, 'nf-name');
  const types = values(form, 'nf-type');
  c.nf = names.map((n, i) => ({ name: n, type: types[i] })).filter((n) => n.name || n.type);
  const onf = values(form, 'order-nf');
  const orel = values(form, 'order-relation');
  const ooth = values(form, 'order-other');
  c.order = onf.map((n, i) => ({ nf: n, relation: orel[i], 'other-nf': ooth[i] })).filter((o) => o.nf || o['other-nf']);
  const hi = values(form, 'priority-higher');
  const lo = values(form, 'priority-lower');
  c.priority = hi.map((x, i) => ({ higher: x, lower: lo[i] })).filter((p) => p.higher || p.lower);
  const pnf = values(form, 'position-nf');
  const ppl = values(form, 'position-place');
  c.position = pnf.map((n, i) => ({ nf: n, place: ppl[i] })).filter((p) => p.nf);
  for (const k of ['order', 'priority', 'position']) {
    if (!c[k].length) {
      delete c[k];
    }
  }
  c.classifier = Object.assign({}, c.classifier);
  setOrDelete(c.classifier, 'ingress-node', one('ingress-node'));
  setOrDelete(c.classifier, 'ingress-port', one('ingress-port') === '' ? '' : Number(one('ingress-port')));
  setOrDelete(c.classifier, 'source-prefix', one('source-prefix'));
  setOrDelete(c.classifier, 'destination-prefix', one('destination-prefix'));
  setOrDelete(c.classifier, 'protocol', one('protocol'));
  pruneEmpty(c, 'classifier');
  c.egress = Object.assign({}, c.egress);
  setOrDelete(c.egress, 'node', one('egress-node'));
  setOrDelete(c.egress, 'port', one('egress-port') === '' ? '' : Number(one('egress-port')));
  pruneEmpty(c, 'egress');
  c.sla = Object.assign({}, c.sla);
  setOrDelete(c.sla, 'traffic-rate', one('traffic-rate'));
  setOrDelete(c.sla, 'max-latency', one('max-latency') === '' ? '' : Number(one('max-latency')));
  pruneEmpty(c, 'sla');
  setOrDelete(c, 'affinity', one('affinity'));
  setOrDelete(c, 'analysis-mode', one('analysis-mode'));
  const backup = form.querySelector('[name="backup"]').checked;
  if (backup || c.backup !== undefined) {
    c.backup = backup;
  }
  return c;
}

function clearErrors(state) {
  for (const id of SECTIONS) {
    const el = state.main.querySelector(`#error-${id}`);
    if (el) {
      el.textContent = '';
    }
    const sec = state.main.querySelector(`#sec-${id}`);
    if (sec) {
      sec.classList.remove('invalid');
    }
  }
  state.main.querySelector('#editor-message').textContent = '';
}

function showError(state, id, message) {
  state.main.querySelector(`#error-${id}`).textContent = message;
  const sec = state.main.querySelector(`#sec-${id}`);
  sec.classList.add('invalid');
  sec.scrollIntoView({ block: 'center' });
  const banner = state.main.querySelector('#editor-message');
  banner.className = 'error';
  banner.textContent = 'The controller refused the chain; nothing was stored. See the marked part below.';
}

async function save(state) {
  clearErrors(state);
  const jsonMode = state.mode === 'json';
  let chainObj;
  if (jsonMode) {
    try {
      const parsed = JSON.parse(state.main.querySelector('#chain-json').value);
      chainObj = parsed['openpath-chains:service-chain'] ? parsed['openpath-chains:service-chain'][0] : parsed;
    } catch (e) {
      showError(state, 'json', `Not valid JSON: ${e.message}`);
      return;
    }
  } else {
    chainObj = formToChain(state.main.querySelector('#chain-form'), state.chain);
  }
  const name = chainObj && chainObj.name;
  if (!name) {
    showError(state, jsonMode ? 'json' : 'general', 'The chain needs a name.');
    return;
  }
  if (state.editing && name !== state.arg) {
    showError(state, jsonMode ? 'json' : 'general', `The name is the key: rename by creating a new chain.`);
    return;
  }
  const body = { 'openpath-chains:service-chain': [chainObj] };
  try {
    await restconf.put(restconf.paths.chain(name), body);
    location.hash = `#/chain/${encodeURIComponent(name)}`;
  } catch (e) {
    if (e.status === 401) {
      return;
    }
    showError(state, sectionOf(e, jsonMode), e.message);
  }
}

function switchMode(state, mode) {
  const form = state.main.querySelector('#chain-form');
  const json = state.main.querySelector('#chain-json');
  if (mode === 'json' && state.mode !== 'json') {
    json.value = JSON.stringify({ 'openpath-chains:service-chain': [formToChain(form, state.chain)] }, null, 2);
  } else if (mode === 'form' && state.mode !== 'form') {
    try {
      const parsed = JSON.parse(json.value);
      state.chain = parsed['openpath-chains:service-chain'] ? parsed['openpath-chains:service-chain'][0] : parsed;
      form.replaceWith(buildForm(state));
    } catch (e) {
      showError(state, 'json', `Not valid JSON: ${e.message}`);
      return;
    }
  }
  state.mode = mode;
  state.main.querySelector('#form-pane').hidden = mode !== 'form';
  state.main.querySelector('#json-pane').hidden = mode !== 'json';
  state.main.querySelector('#tab-form').classList.toggle('active', mode === 'form');
  state.main.querySelector('#tab-json').classList.toggle('active', mode === 'json');
}

export const editor = {
  async render(state) {
    state.editing = state.route === 'edit' && state.arg;
    const [catalog, existing] = await Promise.all([
      restconf.read(restconf.paths.catalog + '?content=config&fields=nf-type(name)'),
      state.editing ? restconf.read(restconf.paths.chain(state.arg) + '?content=config') : null,
    ]);
    state.types = list(catalog ? catalog['openpath-nf-catalog:nf-catalog']['nf-type'] : []).map((t) => t.name).sort();
    state.chain = existing ? existing['openpath-chains:service-chain'][0]
      : { nf: [{}, {}], sla: { 'traffic-rate': '1' } };
    state.mode = 'form';
    state.main.replaceChildren(
      h('h1', {}, state.editing ? `Edit chain ${state.arg}` : 'New chain'),
      h('div', { class: 'tabs' },
        h('button', { type: 'button', id: 'tab-form', class: 'tab active', onclick: () => switchMode(state, 'form') },
          'Form'),
        h('button', { type: 'button', id: 'tab-json', class: 'tab', onclick: () => switchMode(state, 'json') },
          'Raw JSON')),
      h('p', { id: 'editor-message', role: 'alert' }),
      h('div', { id: 'form-pane' }, buildForm(state)),
      h('div', { id: 'json-pane', hidden: true },
        section('json', 'The request as RESTCONF JSON (all of it, dynamic rules too)',
          h('textarea', { id: 'chain-json', rows: 24, spellcheck: 'false' }))),
      h('div', { class: 'actions' },
        h('button', { type: 'button', id: 'save-chain', class: 'primary', onclick: () => save(state) },
          state.editing ? 'Save' : 'Create'),
        h('a', { class: 'button', href: state.editing ? `#/chain/${encodeURIComponent(state.arg)}` : '#/overview' },
          'Cancel')));
  },
};
