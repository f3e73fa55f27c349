// The parallel service graph as SVG: ingress, then per stage a fork (when it has several branches),
// one box per NF with its packet copy kind, a merge with its priority order and drop rule, and egress.
// NFs a dynamic rule inserts (not on the default path) sit below their stage; handler rules are dashed
// edges to their target, or to a drop mark.
import { list, s } from './dom.js';

const BOX_W = 136;
const BOX_H = 56;
const ROW = 74;
const MERGE_W = 140;

const DROP = { 'drop-if-any-drops': 'drop if any drops', none: 'no drop' };

function arrow(x1, y1, x2, y2, cls) {
  const mid = (x1 + x2) / 2;
  return s('path', { d: `M${x1},${y1} C${mid},${y1} ${mid},${y2} ${x2},${y2}`, class: `edge ${cls || ''}`,
    'marker-end': 'url(#arrow)' });
}

function nfBox(x, y, vertex, branch) {
  const cls = `nf${vertex['on-default-path'] === false ? ' inserted' : ''}`;
  return s('g', { class: cls, dataset: { nf: vertex.nf, stage: String(vertex.stage ?? ''),
    packet: branch ? branch.packet : 'inserted' } },
  s('title', {}, `${vertex.nf} (${vertex['nf-type'] || '?'}), service-id ${vertex['service-id'] ?? '—'}`
    + (branch ? `, packet: ${branch.packet}` : ', inserted by a dynamic rule')),
  s('rect', { x, y: y - BOX_H / 2, width: BOX_W, height: BOX_H, rx: 8 }),
  s('text', { x: x + BOX_W / 2, y: y - 8, class: 'nf-name' }, vertex.nf),
  s('text', { x: x + BOX_W / 2, y: y + 8, class: 'nf-type' }, vertex['nf-type'] || ''),
  s('text', { x: x + BOX_W / 2, y: y + 22, class: 'nf-packet' }, branch ? branch.packet : 'inserted'));
}

/**
 * Draws a service graph (the 'service-graph' container of a chain state) and answers the SVG element.
 */
export function serviceGraph(graph) {
  const vertices = new Map(list(graph.vertex).map((v) => [v.nf, v]));
  const sid = (nf) => (vertices.get(nf) || {})['service-id'] ?? 1e9;
  const stages = list(graph.stage).slice().sort((a, b) => a.index - b.index);
  const tallest = Math.max(1, ...stages.map((st) => list(st.branch).length));
  const inserted = [...vertices.values()].filter((v) => v['on-default-path'] === false);
  const cy = 40 + (tallest * ROW) / 2;
  const height = cy + (tallest * ROW) / 2 + (inserted.length ? ROW + 60 : 40);
  const parts = [];
  const boxes = new Map();
  const columns = new Map();
  let x = 20;
  parts.push(s('g', { class: 'terminal' }, s('rect', { x, y: cy - 16, width: 64, height: 32, rx: 16 }),
    s('text', { x: x + 32, y: cy + 5 }, 'ingress')));
  let joint = [x + 64, cy];
  x += 100;
  for (const stage of stages) {
    const branches = list(stage.branch).slice().sort((a, b) => sid(a.nf) - sid(b.nf));
    const merge = stage.merge || {};
    if (branches.length > 1) {
      parts.push(arrow(joint[0], joint[1], x, cy));
      parts.push(s('circle', { cx: x + 7, cy, r: 7, class: 'fork' }, s('title', {}, `fork: ${branches.length} `
        + 'branches')));
      joint = [x + 14, cy];
      x += 44;
    }
    const top = cy - ((branches.length - 1) * ROW) / 2;
    const stageGroup = s('g', { class: 'stage', dataset: { index: String(stage.index) } },
      s('rect', { x: x - 12, y: top - BOX_H / 2 - 26, width: BOX_W + 24, height: (branches.length - 1) * ROW
        + BOX_H + 38, rx: 10, class: 'stage-box' }),
      s('text', { x: x + BOX_W / 2, y: top - BOX_H / 2 - 10, class: 'stage-label' }, `stage ${stage.index}`));
    branches.forEach((branch, i) => {
      const y = top + i * ROW;
      const vertex = vertices.get(branch.nf) || { nf: branch.nf, stage: stage.index };
      parts.push(arrow(joint[0], joint[1], x, y));
      stageGroup.append(nfBox(x, y, vertex, branch));
      boxes.set(branch.nf, [x, y]);
    });
    parts.push(stageGroup);
    columns.set(stage.index, x);
    x += BOX_W + 30;
    if (merge.needed) {
      branches.forEach((branch) => {
        const [bx, by] = boxes.get(branch.nf);
        parts.push(arrow(bx + BOX_W, by, x, cy));
      });
      parts.push(s('g', { class: 'merge', dataset: { stage: String(stage.index) } },
        s('title', {}, `merge of stage ${stage.index}: priority ${list(merge['priority-order']).join(' > ')}, `
          + `${merge['drop-rule'] || 'none'}`),
        s('rect', { x, y: cy - 26, width: MERGE_W, height: 52, rx: 26 }),
        s('text', { x: x + MERGE_W / 2, y: cy - 8, class: 'merge-title' }, 'merge'),
        s('text', { x: x + MERGE_W / 2, y: cy + 7 }, list(merge['priority-order']).join(' > ')),
        s('text', { x: x + MERGE_W / 2, y: cy + 20, class: 'merge-drop' }, DROP[merge['drop-rule']]
          || merge['drop-rule'] || '')));
      joint = [x + MERGE_W, cy];
      x += MERGE_W + 40;
    } else if (branches.length === 1) {
      const [bx, by] = boxes.get(branches[0].nf);
      joint = [bx + BOX_W, by];
      x += 10;
    }
  }
  parts.push(arrow(joint[0], joint[1], x, cy));
  parts.push(s('g', { class: 'terminal' }, s('rect', { x, y: cy - 16, width: 64, height: 32, rx: 16 }),
    s('text', { x: x + 32, y: cy + 5 }, 'egress')));
  const egress = [x, cy];
  const width = x + 90;
  const lowY = cy + (tallest * ROW) / 2 + 50;
  inserted.forEach((vertex, i) => {
    const col = (columns.get(vertex.stage) ?? 100 + i * (BOX_W + 30)) + i * 12;
    parts.push(nfBox(col, lowY, vertex, null));
    boxes.set(vertex.nf, [col, lowY]);
    if (list(vertex['default-next']).includes('egress')) {
      parts.push(arrow(col + BOX_W, lowY, egress[0] + 32, egress[1] + 16, 'inserted-edge'));
    }
  });
  for (const vertex of vertices.values()) {
    const from = boxes.get(vertex.nf);
    if (!from) {
      continue;
    }
    list(vertex['handler-rule']).forEach((rule, i) => {
      const label = `${rule.result} → ${rule.action}${rule.target ? ' ' + rule.target : ''}`;
      const to = rule.target ? boxes.get(rule.target) : null;
      const g = s('g', { class: `handler ${rule.action}`, dataset: { nf: vertex.nf, result: rule.result } },
        s('title', {}, `handler rule of ${vertex.nf}: ${label}`));
      if (to) {
        g.append(arrow(from[0] + BOX_W / 2, from[1] + BOX_H / 2, to[0] + BOX_W / 2, to[1] - BOX_H / 2, 'rule'));
      } else if (rule.action === 'discard') {
        g.append(s('path', { d: `M${from[0] + BOX_W / 2},${from[1] + BOX_H / 2} v24`, class: 'edge rule' }),
          s('text', { x: from[0] + BOX_W / 2, y: from[1] + BOX_H / 2 + 38, class: 'drop-mark' }, '✕ drop'));
      }
      g.append(s('text', { x: from[0] + BOX_W / 2 + 6, y: from[1] + BOX_H / 2 + 14 + 12 * i, class: 'rule-label' },
        label));
      parts.push(g);
    });
  }
  return s('svg', { id: 'service-graph', class: 'graph', viewBox: `0 0 ${width} ${height}`, width,
    role: 'img', 'aria-label': `service graph with ${stages.length} stages` },
  s('defs', {}, s('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7,
    markerHeight: 7, orient: 'auto-start-reverse' }, s('path', { d: 'M0,0 L10,5 L0,10 z' }))),
  parts);
}
