// Overview: nodes, chains by status, the orchestrator's processing counters; refreshed by the shell.
import * as restconf from './restconf.js';
import { badge, h, list, table } from './dom.js';

const CHAIN_STATUSES = ['accepted', 'analysed', 'placed', 'rendered', 'rejected', 'failed'];
const NODE_STATUSES = ['connected', 'unreachable', 'disconnected', 'failed', 'unconfigured'];

async function load() {
  const [states, chains, topo] = await Promise.all([
    restconf.read(restconf.paths.states),
    restconf.read(restconf.paths.chains + '?content=config&fields=service-chain(name;description)'),
    restconf.read(restconf.paths.topologyState),
  ]);
  const stateRoot = states ? states['openpath-chains:service-chain-states'] : {};
  return {
    processing: stateRoot.processing || {},
    states: list(stateRoot['service-chain-state']),
    requested: list(chains ? chains['openpath-chains:service-chains']['service-chain'] : []),
    nodes: list(topo ? topo['openpath-topology:openpath-topology-state'].node : []),
    links: list(topo ? topo['openpath-topology:openpath-topology-state'].link : []),
  };
}

function counts(items, field, keys) {
  const result = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const item of items) {
    result[item[field]] = (result[item[field]] || 0) + 1;
  }
  return result;
}

function tiles(title, id, values) {
  return h('section', { class: 'card', id },
    h('h2', {}, title),
    h('div', { class: 'tiles' }, Object.entries(values).map(([k, v]) =>
      h('div', { class: `tile status-${k}`, dataset: { key: k } }, h('span', { class: 'count' }, String(v)),
        h('span', { class: 'label' }, k)))));
}

function draw(main, data) {
  const byName = new Map(data.states.map((st) => [st.name, st]));
  const chainRows = data.requested.map((c) => c.name).concat(data.states.map((st) => st.name)
    .filter((n) => !data.requested.some((c) => c.name === n)))
    .sort()
    .map((name) => {
      const st = byName.get(name) || {};
      return [h('a', { href: `#/chain/${encodeURIComponent(name)}`, class: 'chain-link' }, name),
        badge(st.status || 'accepted'), st['running-on'] || '—', st.rendering ? st.rendering.state : '—',
        h('span', { class: 'reason' }, st.reason || 'waiting for the orchestrator')];
    });
  const nodeRows = data.nodes.slice().sort((a, b) => a['node-id'].localeCompare(b['node-id'])).map((n) => [
    n['node-id'], badge(n.status), n.reason || '',
    n.used ? `${n.used['cpu-cores']} cores, ${n.used.memory} MiB, ${n.used['nic-bandwidth']} Gbit/s` : '',
    `${n['working-sub-sfcs'] || 0} / ${n['backup-sub-sfcs'] || 0}`]);
  const p = data.processing;
  main.replaceChildren(
    h('h1', {}, 'Overview'),
    h('div', { class: 'grid3' },
      tiles('Nodes', 'node-counts', counts(data.nodes, 'status', NODE_STATUSES)),
      tiles('Chains', 'chain-counts', counts(data.states, 'status', CHAIN_STATUSES)),
      h('section', { class: 'card', id: 'processing' }, h('h2', {}, 'Processing'),
        h('dl', { class: 'counters' },
          ['queued', 'processed', 'rejected', 'failed'].map((k) => [h('dt', {}, k),
            h('dd', { dataset: { counter: k } }, String(p[k] ?? 0))]),
          h('dt', {}, 'last change'), h('dd', {}, p['last-change'] || '—')))),
    h('section', { class: 'card' },
      h('div', { class: 'row' }, h('h2', {}, 'Chains'), h('a', { class: 'button', href: '#/new' }, 'New chain')),
      table(['chain', 'status', 'running on', 'rendering', 'reason'], chainRows, { id: 'chains' })),
    h('section', { class: 'card' }, h('h2', {}, 'Nodes'),
      table(['node', 'status', 'reason', 'in use', 'working / backup sub-SFCs'], nodeRows, { id: 'nodes' })),
  );
}

export const overview = {
  async render(state) {
    state.last = JSON.stringify(await load().then((d) => { state.data = d; return d; }));
    draw(state.main, state.data);
  },
  async refresh(state) {
    const data = await load();
    const text = JSON.stringify(data);
    if (text !== state.last) {
      state.last = text;
      draw(state.main, data);
    }
  },
};
