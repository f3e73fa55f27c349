// Topology: nodes and links with what they carry; a chain's working and backup sub-SFCs and its hops
// drawn on them; failed nodes, links that are down and disabled nodes marked. Nodes can be enabled or
// disabled here (openpath-topology node admin-state).
import * as restconf from './restconf.js';
import { badge, h, list, routedHops, s, table } from './dom.js';

const W = 760;
const HGT = 460;

async function load() {
  const [config, observed, states] = await Promise.all([
    restconf.read(restconf.paths.topology + '?content=config'),
    restconf.read(restconf.paths.topologyState),
    restconf.read(restconf.paths.states + '?fields=service-chain-state(name;status;running-on;placement)'),
  ]);
  const cfg = config ? config['openpath-topology:openpath-topology'] : {};
  const obs = observed ? observed['openpath-topology:openpath-topology-state'] : {};
  return {
    configNodes: list(cfg.node),
    nodes: list(obs.node),
    links: list(obs.link),
    chains: list(states ? states['openpath-chains:service-chain-states']['service-chain-state'] : []),
  };
}

function layout(ids) {
  const pos = new Map();
  const n = ids.length;
  ids.forEach((id, i) => {
    if (n === 1) {
      pos.set(id, [W / 2, HGT / 2 - 20]);
    } else if (n === 2) {
      pos.set(id, [W / 2 + (i === 0 ? -180 : 180), HGT / 2 - 20]);
    } else {
      const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
      pos.set(id, [W / 2 + 250 * Math.cos(a), HGT / 2 - 10 + 160 * Math.sin(a)]);
    }
  });
  return pos;
}

function drawGraph(data, selected) {
  const admin = new Map(data.configNodes.map((n) => [n['node-id'], n['admin-state'] || 'enabled']));
  const ids = [...new Set([...data.nodes.map((n) => n['node-id']), ...data.configNodes.map((n) => n['node-id'])])]
    .sort();
  const pos = layout(ids);
  const status = new Map(data.nodes.map((n) => [n['node-id'], n]));
  const svg = s('svg', { id: 'topology-graph', viewBox: `0 0 ${W} ${HGT}`, class: 'topology', role: 'img',
    'aria-label': 'nodes and links' });
  s('defs', {});
  for (const link of data.links) {
    const a = pos.get(link['source-node']);
    const b = pos.get(link['destination-node']);
    if (!a || !b) {
      continue;
    }
    const up = link.up !== false;
    svg.append(s('g', { class: `link ${up ? 'up' : 'down'}`, dataset: { link: link['link-id'] } },
      s('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1] }),
      s('text', { x: (a[0] + b[0]) / 2, y: (a[1] + b[1]) / 2 - 6, class: 'link-label' },
        `${up ? '' : 'DOWN · '}${link['used-bandwidth'] ?? 0} Gbit/s used`)));
  }
  const chain = data.chains.find((c) => c.name === selected);
  const subSfcs = chain && chain.placement ? list(chain.placement['sub-sfc']) : [];
  if (chain && chain.placement) {
    routedHops(chain.placement).forEach((hop, i) => {
      const points = list(hop.path).map((n) => pos.get(n)).filter(Boolean).map(([x, y]) => `${x + 4 + 4 * i},${y + 4 + 4 * i}`);
      if (points.length > 1) {
        svg.append(s('polyline', { class: 'hop', points: points.join(' '), dataset: { from: hop['from-sub-sfc'],
          to: hop['to-sub-sfc'] } }, s('title', {}, `hop ${hop['from-sub-sfc']} → ${hop['to-sub-sfc']}: `
          + `${list(hop.path).join(' → ')}, ${hop.bandwidth} Gbit/s`)));
      }
    });
  }
  for (const id of ids) {
    const [x, y] = pos.get(id);
    const st = status.get(id) || { status: 'disconnected' };
    const disabled = admin.get(id) === 'disabled';
    const g = s('g', { class: `node status-${st.status}${disabled ? ' disabled' : ''}`, dataset: { node: id,
      status: st.status, admin: admin.get(id) || 'unconfigured' } });
    const here = subSfcs.filter((sub) => sub.node === id);
    here.forEach((sub, i) => {
      g.append(s('circle', { cx: x, cy: y, r: 34 + 7 * i, class: `ring ${sub.role}${sub.active ? ' active' : ''}`,
        dataset: { subSfc: sub.id, role: sub.role, active: String(Boolean(sub.active)) } }));
    });
    g.append(s('circle', { cx: x, cy: y, r: 26, class: 'body' }, s('title', {}, `${id}: ${st.reason || st.status}`)));
    g.append(s('text', { x, y: y + 4, class: 'node-label' }, id.replace('openflow:', 'of:')));
    const extra = [st.status + (disabled ? ', disabled' : ''),
      st.used ? `${st.used['cpu-cores']} cores used` : ''];
    extra.forEach((t, i) => g.append(s('text', { x, y: y + 48 + 7 * here.length + 13 * i, class: 'node-sub' }, t)));
    here.forEach((sub, i) => g.append(s('text', { x, y: y - 40 - 7 * here.length - 13 * i,
      class: `sub-label ${sub.role}` }, `${sub.role}${sub.active ? ' (active)' : ''}: ${list(sub.nf).join(', ')}`)));
    svg.append(g);
  }
  return svg;
}

function drawView(state) {
  const data = state.data;
  const view = state.main.querySelector('#topo-view');
  const chain = data.chains.find((c) => c.name === state.selected);
  const nodeRows = data.nodes.slice().sort((a, b) => a['node-id'].localeCompare(b['node-id'])).map((n) => [
    n['node-id'], badge(n.status), n.reason || '', `${n['working-sub-sfcs'] || 0} / ${n['backup-sub-sfcs'] || 0}`]);
  const linkRows = data.links.map((l) => [l['link-id'], `${l['source-node']} – ${l['destination-node']}`,
    l.origin || '', l.up === false ? badge('down', 'link') : badge('up', 'link'), `${l['used-bandwidth'] ?? 0}`]);
  view.replaceChildren(
    drawGraph(data, state.selected),
    h('p', { class: 'legend' },
      h('span', { class: 'key working' }, 'working sub-SFC'), h('span', { class: 'key backup' }, 'backup sub-SFC'),
      h('span', { class: 'key hop' }, 'hop'), h('span', { class: 'key failed' }, 'failed node / link down'),
      h('span', { class: 'key disabled' }, 'disabled node')),
    chain ? h('p', { id: 'topology-chain', class: 'chain-line' }, 'Chain ',
      h('a', { href: `#/chain/${encodeURIComponent(chain.name)}` }, chain.name), ': ', badge(chain.status),
      ` running on ${chain['running-on'] || 'none'}`) : '',
    h('div', { class: 'grid2' },
      h('section', { class: 'card' }, h('h2', {}, 'Nodes'), table(['node', 'status', 'reason', 'working / backup'],
        nodeRows)),
      h('section', { class: 'card' }, h('h2', {}, 'Links'), table(['link', 'ends', 'origin', 'state',
        'used Gbit/s'], linkRows))));
}

function drawAdmin(state) {
  const box = state.main.querySelector('#topo-admin');
  const rows = state.data.configNodes.slice().sort((a, b) => a['node-id'].localeCompare(b['node-id'])).map((n) => {
    const id = n['node-id'];
    const select = h('select', { dataset: { node: id }, 'aria-label': `admin state of ${id}` },
      ['enabled', 'draining', 'disabled'].map((v) => h('option', { value: v, selected: (n['admin-state']
        || 'enabled') === v }, v)));
    return [id, n.description || '', n.capacity ? `${n.capacity['cpu-cores']} cores, ${n.capacity.memory} MiB, `
      + `${n.capacity['nic-bandwidth']} Gbit/s` : 'no capacity (not used)', select,
    h('button', { type: 'button', dataset: { apply: id }, onclick: () => apply(state, id, select.value) }, 'Apply')];
  });
  box.replaceChildren(h('h2', {}, 'Node configuration'),
    table(['node', 'description', 'capacity', 'admin state', ''], rows, { id: 'node-admin' }),
    h('p', { id: 'topology-message', role: 'status' }, state.message || ''));
}

async function apply(state, id, value) {
  const box = state.main.querySelector('#topology-message');
  try {
    await restconf.put(restconf.paths.topologyNode(id) + '/admin-state', { 'openpath-topology:admin-state': value });
    state.message = `${id} set to ${value}.`;
    box.className = 'ok';
  } catch (e) {
    state.message = e.message;
    box.className = 'error';
  }
  box.textContent = state.message;
  state.data = await load();
  drawAdmin(state);
  drawView(state);
}

function chainSelect(state) {
  const select = state.main.querySelector('#topology-chain-select');
  const names = state.data.chains.map((c) => c.name).sort();
  const current = [...select.options].map((o) => o.value).join('|');
  if (current !== ['', ...names].join('|')) {
    select.replaceChildren(h('option', { value: '' }, '(no chain)'),
      ...names.map((n) => h('option', { value: n }, n)));
  }
  select.value = names.includes(state.selected) ? state.selected : '';
}

export const topology = {
  async render(state) {
    state.data = await load();
    state.selected = state.arg || (state.data.chains[0] ? state.data.chains[0].name : '');
    const select = h('select', { id: 'topology-chain-select', onchange: (e) => {
      state.selected = e.target.value;
      drawView(state);
    } });
    state.main.replaceChildren(
      h('div', { class: 'row' }, h('h1', {}, 'Topology'), h('label', {}, 'Show chain ', select)),
      h('div', { id: 'topo-view' }),
      h('section', { class: 'card', id: 'topo-admin' }));
    chainSelect(state);
    state.last = JSON.stringify(state.data);
    drawView(state);
    drawAdmin(state);
  },
  async refresh(state) {
    const data = await load();
    const text = JSON.stringify(data);
    if (text !== state.last) {
      state.last = text;
      state.data = data;
      chainSelect(state);
      drawView(state);
    }
  },
};
