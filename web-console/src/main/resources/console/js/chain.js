// Chain detail: status, the service graph (SVG), the dependency matrix (hover a cell for the pair's
// reason), placement and rendering counts per node. Refreshed by the shell.
import * as restconf from './restconf.js';
import { badge, h, list, routedHops, table } from './dom.js';
import { serviceGraph } from './graph.js';

const SIGN = { parallel: '∥', 'parallel-with-copy': '∥ copy', sequential: '→' };

async function load(name) {
  const [state, request] = await Promise.all([
    restconf.read(restconf.paths.state(name)),
    restconf.read(restconf.paths.chain(name) + '?content=config'),
  ]);
  return {
    state: state ? state['openpath-chains:service-chain-state'][0] : null,
    request: request ? request['openpath-chains:service-chain'][0] : null,
  };
}

function matrix(request, graph, analysis) {
  const order = request ? list(request.nf).map((n) => n.name)
    : list(graph.vertex).slice().sort((a, b) => a['service-id'] - b['service-id']).map((v) => v.nf);
  const pairs = new Map();
  for (const p of list((analysis['dependency-matrix'] || {}).pair)) {
    pairs.set(`${p.first}|${p.second}`, p);
    pairs.set(`${p.second}|${p.first}`, p);
  }
  const info = h('p', { id: 'matrix-reason', class: 'hint' }, 'Hover a cell for the reason.');
  const grid = h('table', { id: 'matrix', class: 'matrix' },
    h('thead', {}, h('tr', {}, h('th', {}, ''), order.map((n) => h('th', { scope: 'col' }, n)))),
    h('tbody', {}, order.map((row) => h('tr', {}, h('th', { scope: 'row' }, row), order.map((col) => {
      if (row === col) {
        return h('td', { class: 'self' }, '—');
      }
      const p = pairs.get(`${row}|${col}`);
      if (!p) {
        return h('td', { class: 'none' }, '');
      }
      const text = `${p.first} before ${p.second}: ${p.verdict}. ${p.reason || ''}`
        + (list(p['conflicting-field']).length ? ` (fields: ${list(p['conflicting-field']).join(', ')})` : '');
      return h('td', { class: `verdict-${p.verdict}`, title: text, tabindex: 0,
        dataset: { first: p.first, second: p.second, verdict: p.verdict },
        onmouseenter: () => { info.textContent = text; }, onfocus: () => { info.textContent = text; } },
      SIGN[p.verdict] || p.verdict);
    })))));
  return [grid, info];
}

function draw(state, data) {
  const name = state.arg;
  const st = data.state;
  const main = state.main;
  const head = h('div', { class: 'row' }, h('h1', {}, `Chain ${name}`),
    h('a', { class: 'button', href: `#/edit/${encodeURIComponent(name)}`, id: 'edit-chain' }, 'Edit'),
    h('a', { class: 'button', href: `#/topology/${encodeURIComponent(name)}` }, 'On the topology'),
    h('button', { type: 'button', id: 'delete-chain', class: 'danger', onclick: () => remove(state) }, 'Delete'));
  if (!st && !data.request) {
    main.replaceChildren(head, h('p', { id: 'chain-missing', class: 'error' }, `There is no chain ${name}.`));
    return;
  }
  if (!st) {
    main.replaceChildren(head, h('p', { id: 'chain-status' }, badge('accepted'), ' waiting for the orchestrator'));
    return;
  }
  const analysis = st.analysis || {};
  const graph = analysis['service-graph'] || {};
  const placement = st.placement || {};
  const rendering = st.rendering || {};
  main.replaceChildren(head,
    h('section', { class: 'card', id: 'chain-summary' },
      h('p', { id: 'chain-status' }, badge(st.status), ' running on ',
        h('strong', { id: 'running-on' }, st['running-on'] || 'none'), st['sfc-id'] ? ` · sfc-id ${st['sfc-id']}` : '',
        st['last-change'] ? ` · since ${st['last-change']}` : ''),
      h('p', { id: 'chain-reason', class: 'reason' }, st.reason || '')),
    h('section', { class: 'card' }, h('h2', {}, 'Parallel service graph'),
      h('p', { class: 'hint', id: 'graph-figures' }, `${graph['stage-count'] ?? 0} stages, `
        + `${graph['copies-per-packet'] ?? 0} packet copies per packet, parallelism degree `
        + `${graph['parallelism-degree'] ?? '—'} (${analysis['analysis-mode'] || ''})`),
      h('div', { class: 'scroll' }, graph.stage ? serviceGraph(graph) : h('p', {}, 'No service graph (yet).'))),
    h('div', { class: 'grid2' },
      h('section', { class: 'card' }, h('h2', {}, 'Dependency matrix'), matrix(data.request, graph, analysis)),
      h('section', { class: 'card' }, h('h2', {}, 'Rendering'),
        h('p', { id: 'rendering-state' }, badge(rendering.state || 'none', 'rendering'), ' ',
          `${rendering['flow-rules'] ?? 0} flows, ${rendering.groups ?? 0} groups, `
          + `${rendering['nf-handler-rules'] ?? 0} NF-handler rules`, rendering.reason ? ` — ${rendering.reason}` : ''),
        table(['node', 'flows', 'NF-handler rules', 'confirmed'], list(rendering.node).map((n) => [n['node-id'],
          String(n['flow-rules'] ?? 0), String(n['nf-handler-rules'] ?? 0), n.confirmed ? 'yes' : 'no']),
        { id: 'rendering-nodes' }))),
    h('section', { class: 'card' }, h('h2', {}, 'Placement'),
      h('p', { class: 'hint' }, `algorithm ${placement.algorithm || '—'}, expected latency `
        + `${placement['end-to-end-latency'] ?? '—'} µs, inter-node traffic ${placement['inter-node-traffic'] ?? 0}`
        + ' Gbit/s'),
      table(['sub-SFC', 'role', 'node', 'active', 'NFs', 'CPU cores', 'memory MiB'],
        list(placement['sub-sfc']).map((sub) => [sub.id, badge(sub.role, 'role'), sub.node,
          sub.active ? 'yes' : 'no', list(sub.nf).join(', '), String(sub['cpu-cores'] ?? ''),
          String(sub.memory ?? '')]), { id: 'sub-sfcs' }),
      routedHops(placement).length ? table(['from', 'to', 'path', 'Gbit/s'], routedHops(placement).map((hop) => [
        hop['from-sub-sfc'], hop['to-sub-sfc'], list(hop.path).join(' → '), String(hop.bandwidth ?? '')])) : ''),
    list(st['inserted-nf']).length ? h('section', { class: 'card' }, h('h2', {}, 'Inserted NFs'),
      table(['vertex', 'type', 'after', 'result', 'alerts', 'since'], list(st['inserted-nf']).map((i) => [i.name,
        i['nf-type'], i['after-nf'], i.result, String(i.alerts ?? 0), i['inserted-at'] || '']))) : '');
}

async function remove(state) {
  if (!window.confirm(`Delete chain ${state.arg}?`)) {
    return;
  }
  try {
    await restconf.remove(restconf.paths.chain(state.arg));
    location.hash = '#/overview';
  } catch (e) {
    state.main.prepend(h('p', { class: 'error', role: 'alert', id: 'chain-error' }, e.message));
  }
}

export const chain = {
  async render(state) {
    const data = await load(state.arg);
    state.last = JSON.stringify(data);
    draw(state, data);
  },
  async refresh(state) {
    const data = await load(state.arg);
    const text = JSON.stringify(data);
    if (text !== state.last) {
      state.last = text;
      draw(state, data);
    }
  },
};
