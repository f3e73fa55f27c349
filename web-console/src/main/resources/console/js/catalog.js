// NF catalog editor: the NF types with their action profiles and resource demands; one type at a time is
// edited as RESTCONF JSON (PUT), added or deleted. The controller refuses edits that would break a
// stored chain, with a message shown under the editor.
import * as restconf from './restconf.js';
import { badge, h, list, table } from './dom.js';

const NEW_TYPE = {
  name: 'my-nf',
  description: 'An NF of my own',
  'action-profile': { 'field-action': [{ field: 'ip-dst', read: true }], 'may-drop': false, stateful: false },
  'resource-demand': { 'cpu-cores-base': '0.25', 'cpu-cores-per-gbps': '0.5', 'memory-base': 128,
    'memory-per-gbps': 64, 'processing-latency': '10' },
};

async function load() {
  const answer = await restconf.read(restconf.paths.catalog + '?content=config');
  const cat = answer ? answer['openpath-nf-catalog:nf-catalog'] : {};
  return { version: cat['built-in-catalog-version'], types: list(cat['nf-type']) };
}

function profile(t) {
  return t['action-profile'] || {};
}

function fields(t, flag) {
  return list(profile(t)['field-action']).filter((f) => f[flag]).map((f) => f.field).join(', ');
}

function flags(t) {
  return ['may-drop', 'modifies-flows', 'terminates-flows', 'reconstructs-packets', 'stateful']
    .filter((f) => profile(t)[f]).join(', ');
}

function draw(state) {
  const types = state.data.types.slice().sort((a, b) => a.name.localeCompare(b.name));
  const rows = types.map((t) => {
    const d = t['resource-demand'] || {};
    return [h('button', { type: 'button', class: 'linklike', dataset: { type: t.name },
      onclick: () => edit(state, t) }, t.name), t.origin ? badge(t.origin, 'origin') : '', t.description || '',
    fields(t, 'read'), fields(t, 'write'), flags(t),
    d['cpu-cores-base'] !== undefined ? `${d['cpu-cores-base']} + ${d['cpu-cores-per-gbps']}/Gbit/s cores, `
      + `${d['memory-base']} + ${d['memory-per-gbps']}/Gbit/s MiB` : 'defaults'];
  });
  state.main.querySelector('#catalog-table').replaceChildren(
    table(['type', 'origin', 'description', 'reads', 'writes', 'behaviour', 'demand'], rows, { id: 'nf-types' }));
}

function edit(state, type) {
  state.editing = type.name;
  const copy = JSON.parse(JSON.stringify(type));
  state.main.querySelector('#type-json').value = JSON.stringify({ 'openpath-nf-catalog:nf-type': [copy] }, null, 2);
  state.main.querySelector('#type-title').textContent = `NF type ${type.name}`;
  state.main.querySelector('#delete-type').hidden = false;
  message(state, '', '');
  state.main.querySelector('#type-editor').scrollIntoView({ block: 'start' });
}

function message(state, cls, text) {
  const el = state.main.querySelector('#catalog-message');
  el.className = cls;
  el.textContent = text;
}

async function save(state) {
  let entry;
  try {
    const parsed = JSON.parse(state.main.querySelector('#type-json').value);
    entry = parsed['openpath-nf-catalog:nf-type'] ? parsed['openpath-nf-catalog:nf-type'][0] : parsed;
  } catch (e) {
    message(state, 'error', `Not valid JSON: ${e.message}`);
    return;
  }
  if (!entry || !entry.name) {
    message(state, 'error', 'The NF type needs a name.');
    return;
  }
  try {
    await restconf.put(restconf.paths.nfType(entry.name), { 'openpath-nf-catalog:nf-type': [entry] });
    message(state, 'ok', `Saved NF type ${entry.name}.`);
    state.editing = entry.name;
    state.data = await load();
    draw(state);
  } catch (e) {
    if (e.status !== 401) {
      message(state, 'error', e.message);
    }
  }
}

async function remove(state) {
  if (!state.editing || !window.confirm(`Delete NF type ${state.editing}?`)) {
    return;
  }
  try {
    await restconf.remove(restconf.paths.nfType(state.editing));
    message(state, 'ok', `Deleted NF type ${state.editing}.`);
    state.editing = null;
    state.data = await load();
    draw(state);
  } catch (e) {
    if (e.status !== 401) {
      message(state, 'error', e.message);
    }
  }
}

export const catalog = {
  async render(state) {
    state.data = await load();
    state.main.replaceChildren(
      h('div', { class: 'row' }, h('h1', {}, 'NF catalog'),
        h('span', { class: 'hint' }, state.data.version ? `built-in catalog ${state.data.version}` : ''),
        h('button', { type: 'button', id: 'new-type', onclick: () => {
          edit(state, NEW_TYPE);
          state.editing = null;
          state.main.querySelector('#type-title').textContent = 'New NF type';
          state.main.querySelector('#delete-type').hidden = true;
        } }, 'New NF type')),
      h('section', { class: 'card', id: 'catalog-table' }),
      h('section', { class: 'card', id: 'type-editor' },
        h('h2', { id: 'type-title' }, 'Pick an NF type to edit it'),
        h('textarea', { id: 'type-json', rows: 22, spellcheck: 'false' }),
        h('div', { class: 'actions' },
          h('button', { type: 'button', id: 'save-type', class: 'primary', onclick: () => save(state) }, 'Save'),
          h('button', { type: 'button', id: 'delete-type', class: 'danger', hidden: true,
            onclick: () => remove(state) }, 'Delete')),
        h('p', { id: 'catalog-message', role: 'alert' })));
    draw(state);
  },
};
