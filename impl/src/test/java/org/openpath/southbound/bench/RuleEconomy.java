/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.PacketCopy;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.IpPrefix;
import org.openpath.placement.Affinity;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Capacities;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.Topology;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Fabric;
import org.openpath.southbound.render.PathTags;
import org.openpath.southbound.render.RenderOutcome;

/**
 * Rule economy in the paper's Fig. 36 setting: a k=4 fat tree (8 leaf/edge switches, 16 hosts that are the
 * OpenPATH NF nodes), chains of length 4 between host pairs, placed with the OpenPATH algorithm and rendered; compared
 * with one-rule-per-hop-per-chain steering (every switch a hop leaves holds a rule per chain and hop, plus one per
 * NF delivery). Writes the table to the file named by the first argument (default target/rule-economy.md); run by
 * impl/run-benchmarks.sh ({@code ./openpath bench impl}).
 */
public final class RuleEconomy {
    private RuleEconomy() {
        // main only
    }

    /**
     * Computes the table.
     *
     * @param args the output file, optional
     * @throws IOException if it cannot be written
     * @throws ChainValidationException never: the chain is valid
     */
    public static void main(final String[] args) throws IOException, ChainValidationException {
        final var lines = new ArrayList<String>();
        lines.add("| chains | OpenPATH flows | + groups | per-hop rules | per-hop / OpenPATH | most flows on a node |");
        lines.add("|---|---|---|---|---|---|");
        for (int chains : List.of(16, 64, 128)) {
            final var result = run(chains);
            lines.add("| %d | %d | %d | %d | %.1f× | %d |".formatted(chains, result[0], result[1], result[2],
                (double) result[2] / result[0], result[3]));
        }
        final var out = Path.of(args.length > 0 ? args[0] : "target/rule-economy.md");
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.write(out, lines);
    }

    // {OpenPATH flows, groups, per-hop rules, max OpenPATH flows on one switch}
    private static int[] run(final int chains) throws ChainValidationException {
        final var topology = Topology.fatTree(4, Capacities.DEFAULT);
        final var placer = Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn());
        final var request = ChainRequest.builder().nf("mon", "traffic-monitor").nf("fw", "firewall")
            .nf("ids", "ids").nf("nat", "nat").build();
        final ServiceGraph graph = DependencyAnalyzer.builtIn().analyze(request).graph();
        final var ports = new HashMap<String, Map<String, Long>>();
        final var next = new HashMap<String, Long>();
        for (var link : topology.links()) {
            ports.computeIfAbsent(link.a(), ignored -> new HashMap<>()).put(link.b(), next.merge(link.a(), 1L,
                Long::sum));
            ports.computeIfAbsent(link.b(), ignored -> new HashMap<>()).put(link.a(), next.merge(link.b(), 1L,
                Long::sum));
        }
        final Set<String> hosts = new HashSet<>();
        topology.hosts().forEach(host -> hosts.add(host.id()));
        final var fabric = new Fabric(hosts, ports);
        final var tags = new PathTags();
        final var hostList = topology.hosts().stream().map(node -> node.id()).toList();
        int flows = 0;
        int groups = 0;
        int perHop = 0;
        final var perSwitch = new HashMap<String, Integer>();
        for (int i = 0; i < chains; i++) {
            final var placed = (Placed) placer.place(new PlacementRequest("c" + i, graph, 0.05, 1_000_000,
                Affinity.HIGH, false));
            final var source = hostList.get(i % hostList.size());
            final var destination = hostList.get((i * 7 + 3) % hostList.size());
            final var ingress = edgeOf(topology, source);
            final var egress = edgeOf(topology, destination);
            final var view = view("c" + i, i + 1, graph, placed.placement(), ingress, egress,
                fabric.port(egress, destination).orElseThrow());
            final var outcome = ChainRenderer.render(view, fabric, tags);
            if (!(outcome instanceof RenderOutcome.Rendered rendered)) {
                throw new IllegalStateException("chain c" + i + " not rendered: " + outcome);
            }
            final var rules = rendered.rules();
            flows += rules.flows().size();
            groups += rules.groups().size();
            rules.flows().forEach(flow -> perSwitch.merge(flow.node(), 1, Integer::sum));
            // per-hop steering: ingress -> NF1 -> ... -> NF4 -> egress, a rule at every switch a hop leaves
            String at = ingress;
            for (var nf : List.of("mon", "fw", "ids", "nat")) {
                final var host = hostOf(placed.placement(), nf);
                perHop += fabric.path(at, host, Set.of()).orElseThrow().size() - 1 + 1;
                at = host;
            }
            perHop += fabric.path(at, egress, Set.of()).orElseThrow().size() - 1 + 1;
        }
        return new int[] {flows, groups, perHop, perSwitch.values().stream().mapToInt(Integer::intValue).max()
            .orElse(0)};
    }

    private static String edgeOf(final Topology topology, final String host) {
        return topology.links().stream().filter(link -> link.a().equals(host) || link.b().equals(host))
            .map(link -> link.other(host)).findFirst().orElseThrow();
    }

    private static String hostOf(final Placement placement, final String nf) {
        return placement.working().stream().filter(sub -> sub.nfs().contains(nf)).findFirst().orElseThrow().node();
    }

    static ChainView view(final String name, final long sfcId, final ServiceGraph graph, final Placement placement,
            final String ingress, final String egress, final long egressPort) {
        final var ids = new HashMap<String, Long>();
        long id = 1;
        for (var vertex : graph.vertices()) {
            ids.put(vertex.nf(), id++);
        }
        final var stages = graph.stages().stream().map(stage -> new ChainView.StageView(stage.index(),
            stage.branches().stream().map(branch -> new ChainView.BranchView(branch.nf(), copy(branch.packet())))
                .toList(), stage.merge().priorityOrder(), true)).toList();
        final var vertices = graph.vertices().stream().map(vertex -> new ChainView.VertexView(vertex.nf(),
            ids.get(vertex.nf()), vertex.nfType(), vertex.onDefaultPath(), vertex.defaultNext(), List.of())).toList();
        final var subs = placement.subSfcs().stream().map(sub -> new ChainView.SubSfcView(sub.id(),
            sub.role() == org.openpath.placement.Role.BACKUP, sub.protects(), sub.node(), sub.active(), sub.nfs()))
            .toList();
        final var hops = placement.hops().stream().map(hop -> new ChainView.HopView(hop.fromSubSfc(), hop.toSubSfc(),
            hop.path())).toList();
        return new ChainView(name, sfcId, new FlowSpec(null, IpPrefix.parse("10." + (sfcId / 256) + "."
            + (sfcId % 256) + ".0/24"), null, null, null), ingress, null, egress, egressPort, stages, vertices, subs,
            hops);
    }

    private static CopyKind copy(final PacketCopy packet) {
        return switch (packet) {
            case ORIGINAL -> null;
            case SHARED -> CopyKind.SHARED;
            case HEADER_COPY -> CopyKind.HEADER_COPY;
            case FULL_COPY -> CopyKind.FULL_COPY;
        };
    }
}
