/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.GraphSet;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.PortRange;
import org.openpath.placement.Affinity;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Capacities;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Node;
import org.openpath.placement.Placed;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.Rejected;
import org.openpath.placement.Topology;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.Fabric;
import org.openpath.southbound.render.PathTags;
import org.openpath.southbound.render.RenderOutcome;

/**
 * Rule economy (paper Fig. 36): how many rules the OpenPATH renderer installs for N chains of 4 NFs on the k=4
 * fat tree, against classic rule-per-hop SFC steering of the same placements. Reports figures only; see
 * docs/benchmarks.md. Run with {@code ./openpath bench impl [N...]}.
 *
 * <p>Set-up: the k=4 fat tree (20 switches, 8 of them edge/leaf switches, 16 hosts); hosts are the OpenPATH nodes
 * that run NFs, switches are plain OpenFlow switches. Chain i carries TCP traffic to port 10000+i from host
 * {@code i mod 16} to another host, enters at the source host's edge switch (on the port facing that host) and
 * leaves at the destination host's edge switch (on the port facing that host). Its NFs (traffic-monitor, firewall,
 * ids, nat) are analysed by the built-in analyser and placed online, in order, by the OpenPATH placer at 0.1 Gbps;
 * hosts have 64 cores so that every chain is accepted (the comparison is about rules, not capacity).
 *
 * <p>Rule-per-hop steering: the packet visits the NFs one by one in the analyser's sequential order, on the same
 * hosts, along fewest-links routes (ingress edge, NF hosts, egress edge). Every time the packet enters a switch or
 * an NF host's switch, one rule (5-tuple + in_port) decides where it goes next: one at the ingress edge, one per
 * transit switch of each route, one where a route arrives, and one per NF when the NF hands the packet back.
 */
public final class RuleEconomy {
    /** The NFs of every chain, in request order. */
    public static final List<String> NFS = List.of("traffic-monitor", "firewall", "ids", "nat");
    /** The paper's rule-per-hop figure for 8 leaf nodes and chains of length 4. */
    public static final int PAPER_BASELINE = 1280;
    /** Host capacities: 64 cores so that every chain fits. */
    public static final Capacities CAPACITIES = new Capacities(64, 262_144, 10, 10, 5);
    /** The rate of every chain. */
    public static final double RATE_GBPS = 0.1;

    private static final int[] DEFAULT_COUNTS = {16, 64, 256};
    private static final int WARM_UP_ROUNDS = 20;

    private RuleEconomy() {
        // Static only
    }

    /**
     * What one chain costs.
     *
     * @param openPath per node, the flows, groups and handler rules OpenPATH installs
     * @param flows the chain's flows
     * @param groups its groups
     * @param handlerRules its handler rules
     * @param perHop per node, the rules of rule-per-hop steering
     * @param routes the shared route flows it rides on, as node and flow id (counted once however many chains
     *     use them)
     * @param graphVertices the vertices of its service graphs in NF handlers (revision 3): not flow-table rules,
     *     counted apart
     */
    public record ChainCost(Map<String, Integer> openPath, int flows, int groups, int handlerRules,
            Map<String, Integer> perHop, Set<String> routes, int graphVertices) {
        /**
         * Copies the maps.
         */
        public ChainCost {
            openPath = Map.copyOf(openPath);
            perHop = Map.copyOf(perHop);
            routes = Set.copyOf(routes);
        }

        int perHopTotal() {
            return perHop.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /**
     * The figures of the first N chains.
     *
     * @param chains N
     * @param flows OpenPATH flows, the shared route flows included (once)
     * @param sharedRoutes of which shared route flows
     * @param groups OpenPATH fast-failover groups
     * @param handlerRules OpenPATH handler rules
     * @param openPathOnSwitches OpenPATH rules on switches
     * @param openPathOnHosts OpenPATH rules on NF hosts
     * @param openPathMaxPerNode the most OpenPATH rules on one node
     * @param perHop rule-per-hop rules
     * @param perHopOnSwitches rule-per-hop rules on switches
     * @param perHopOnHosts rule-per-hop rules on NF hosts
     * @param perHopMaxPerNode the most rule-per-hop rules on one node
     * @param graphVertices the vertices of the chains' service graphs in NF handlers (revision 3)
     */
    public record Row(int chains, long flows, long sharedRoutes, long groups, long handlerRules,
            long openPathOnSwitches,
            long openPathOnHosts, int openPathMaxPerNode, long perHop, long perHopOnSwitches, long perHopOnHosts,
            int perHopMaxPerNode, long graphVertices) {
        /**
         * Returns every OpenPATH rule.
         *
         * @return flows + groups + handler rules
         */
        public long openPath() {
            return flows + groups + handlerRules;
        }

        /**
         * Returns how many rule-per-hop rules there are per OpenPATH rule.
         *
         * @return the ratio
         */
        public double ratio() {
            return (double) perHop / openPath();
        }
    }

    /**
     * The costs of a run and its rendering times.
     *
     * @param costs per chain, in placement order
     * @param renderNanos per chain, the time one rendering took (after a warm-up)
     * @param switches the switch ids of the topology
     */
    public record Run(List<ChainCost> costs, long[] renderNanos, Set<String> switches) {
        /**
         * Copies.
         */
        public Run {
            costs = List.copyOf(costs);
            renderNanos = renderNanos.clone();
            switches = Set.copyOf(switches);
        }

        @Override
        public long[] renderNanos() {
            return renderNanos.clone();
        }

        /**
         * Sums the first chains.
         *
         * @param chains how many
         * @return the row
         */
        public Row row(final int chains) {
            long flows = 0;
            long groups = 0;
            long handlers = 0;
            long vertices = 0;
            final var openPath = new HashMap<String, Integer>();
            final var perHop = new HashMap<String, Integer>();
            final var routes = new HashSet<String>();
            for (var cost : costs.subList(0, chains)) {
                flows += cost.flows();
                routes.addAll(cost.routes());
                groups += cost.groups();
                handlers += cost.handlerRules();
                vertices += cost.graphVertices();
                cost.openPath().forEach((node, count) -> openPath.merge(node, count, Integer::sum));
                cost.perHop().forEach((node, count) -> perHop.merge(node, count, Integer::sum));
            }
            // a shared route flow counts once, on its switch
            routes.forEach(route -> openPath.merge(route.substring(0, route.indexOf(' ')), 1, Integer::sum));
            return new Row(chains, flows + routes.size(), routes.size(), groups, handlers, sum(openPath, true),
                sum(openPath, false),
                max(openPath), sum(perHop, true) + sum(perHop, false), sum(perHop, true), sum(perHop, false),
                max(perHop), vertices);
        }

        /**
         * Returns the number of chains whose rule-per-hop total comes closest to a figure.
         *
         * @param perHopRules the figure
         * @return the number of chains
         */
        public int chainsFor(final int perHopRules) {
            int best = 1;
            long bestGap = Long.MAX_VALUE;
            long total = 0;
            for (int i = 0; i < costs.size(); i++) {
                total += costs.get(i).perHopTotal();
                final long gap = Math.abs(total - perHopRules);
                if (gap < bestGap) {
                    bestGap = gap;
                    best = i + 1;
                }
            }
            return best;
        }

        /**
         * Returns the median rendering time of the first chains.
         *
         * @param chains how many
         * @return microseconds
         */
        public double medianRenderMicros(final int chains) {
            final var sorted = Arrays.copyOf(renderNanos, chains);
            Arrays.sort(sorted);
            final double median = chains % 2 == 1 ? sorted[chains / 2]
                : (sorted[chains / 2 - 1] + sorted[chains / 2]) / 2.0;
            return median / 1000.0;
        }

        private long sum(final Map<String, Integer> perNode, final boolean onSwitches) {
            return perNode.entrySet().stream().filter(entry -> switches.contains(entry.getKey()) == onSwitches)
                .mapToLong(Map.Entry::getValue).sum();
        }

        private static int max(final Map<String, Integer> perNode) {
            return perNode.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        }
    }

    /**
     * Places and renders chains.
     *
     * @param chains how many
     * @param affinity the placement affinity
     * @param backups whether to place (and render) backup sub-SFCs
     * @param graphs whether the NF hosts hold the chains' service graphs (extension revision 3)
     * @return the costs
     * @throws ChainValidationException never: the built-in NFs analyse
     * @throws IllegalStateException if a chain is rejected or not rendered
     */
    public static Run run(final int chains, final Affinity affinity, final boolean backups, final boolean graphs)
            throws ChainValidationException {
        final var topology = Topology.fatTree(4, CAPACITIES);
        final var flowsOnly = PlacedChains.fabric(topology);
        final var fabric = graphs ? flowsOnly.withGraphNodes(topology.hosts().stream().map(Node::id)
            .collect(Collectors.toSet())) : flowsOnly;
        final var ports = PlacedChains.ports(topology);
        final var hosts = topology.hosts().stream().map(Node::id).toList();
        final var builder = ChainRequest.builder();
        NFS.forEach(builder::nf);
        final var analysis = DependencyAnalyzer.builtIn().analyze(builder.build());
        final var placer = Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn());
        final var views = new ArrayList<ChainView>();
        final var perHop = new ArrayList<Map<String, Integer>>();
        for (int i = 0; i < chains; i++) {
            final var name = "chain-" + i;
            final var source = hosts.get(i % hosts.size());
            final var destination = hosts.get((i + 1 + i / hosts.size() % (hosts.size() - 1)) % hosts.size());
            final var outcome = placer.place(new PlacementRequest(name, analysis.graph(), RATE_GBPS, 10_000,
                affinity, backups));
            final var placement = switch (outcome) {
                case Placed placed -> placed.placement();
                case Rejected rejected -> throw new IllegalStateException(name + " rejected: " + rejected);
            };
            final var ingress = PlacedChains.switchOf(topology, source);
            final var egress = PlacedChains.switchOf(topology, destination);
            final var classifier = new FlowSpec(address(source), address(destination), 6, null,
                PortRange.single(10_000 + i));
            views.add(PlacedChains.view(name, i + 1, classifier, NFS, analysis.graph(), placement, ingress,
                ports.get(ingress).get(source), egress, ports.get(egress).get(destination)));
            perHop.add(perHop(fabric, ingress, analysis.sequentialOrder(), PlacedChains.activeNodes(placement),
                egress));
        }
        // warm-up, then one timed rendering per chain into a fresh domain
        for (int round = 0; round < WARM_UP_ROUNDS; round++) {
            final var scratch = new PathTags();
            views.forEach(view -> rules(ChainRenderer.render(view, fabric, scratch), view));
        }
        final var tags = new PathTags();
        final var nanos = new long[chains];
        final var costs = new ArrayList<ChainCost>();
        for (int i = 0; i < chains; i++) {
            final var view = views.get(i);
            final long start = System.nanoTime();
            final var outcome = ChainRenderer.render(view, fabric, tags);
            nanos[i] = System.nanoTime() - start;
            costs.add(cost(rules(outcome, view), perHop.get(i)));
        }
        return new Run(costs, nanos, PlacedChains.switches(topology));
    }

    /**
     * Counts the rules of rule-per-hop steering for one chain.
     *
     * @param fabric the fabric (its fewest-links routes)
     * @param ingress the ingress switch
     * @param order the NFs in sequential order
     * @param nodeOf the node of each NF
     * @param egress the egress switch
     * @return per node, the rules
     */
    public static Map<String, Integer> perHop(final Fabric fabric, final String ingress, final List<String> order,
            final Map<String, String> nodeOf, final String egress) {
        final var rules = new HashMap<String, Integer>();
        // the classifier at the ingress steers to the first NF
        rules.merge(ingress, 1, Integer::sum);
        var at = ingress;
        for (int i = 0; i <= order.size(); i++) {
            final var next = i < order.size() ? nodeOf.get(order.get(i)) : egress;
            final var from = at;
            final var path = fabric.path(from, next, Set.of())
                .orElseThrow(() -> new IllegalStateException("No route from " + from + " to " + next));
            // every switch the route enters, the arrival included
            path.subList(1, path.size()).forEach(node -> rules.merge(node, 1, Integer::sum));
            if (i < order.size()) {
                // the NF hands the packet back: one more rule sends it on
                rules.merge(next, 1, Integer::sum);
            }
            at = next;
        }
        return rules;
    }

    private static ChainRules rules(final RenderOutcome outcome, final ChainView view) {
        return switch (outcome) {
            case RenderOutcome.Rendered rendered -> rendered.rules();
            case RenderOutcome.NotRenderable not -> throw new IllegalStateException(view.name() + ": "
                + not.reason());
        };
    }

    private static ChainCost cost(final ChainRules rules, final Map<String, Integer> perHop) {
        final var perNode = new HashMap<String, Integer>();
        int handlers = 0;
        for (var node : rules.nodes()) {
            final int handlerRules = rules.handlerRulesOf(node);
            handlers += handlerRules;
            perNode.put(node, rules.flowsOf(node).size() + rules.groupsOf(node).size() + handlerRules);
        }
        final var routes = new HashSet<String>();
        rules.routes().forEach(route -> routes.add(route.node() + " " + route.id()));
        final int vertices = rules.nfMessages().values().stream().flatMap(List::stream)
            .filter(GraphSet.class::isInstance).mapToInt(graph -> ((GraphSet) graph).vertices().size()).sum();
        return new ChainCost(perNode, rules.flows().size(), rules.groups().size(), handlers, perHop, routes,
            vertices);
    }

    // host-p-e-h -> 10.p.e.(h+2)/32
    private static IpPrefix address(final String host) {
        final var parts = host.split("-", -1);
        return IpPrefix.parse("10." + parts[1] + "." + parts[2] + "." + (Integer.parseInt(parts[3]) + 2) + "/32");
    }

    /**
     * Prints the figures of one scenario.
     *
     * @param out where to
     * @param title what the scenario is
     * @param run its run
     * @param counts the chain counts to show
     */
    public static void print(final PrintWriter out, final String title, final Run run, final Set<Integer> counts) {
        final int paper = run.chainsFor(PAPER_BASELINE);
        out.println();
        out.println("### " + title);
        out.println();
        out.println("| chains | OpenPATH flows (shared routes) | groups | handler rules | OpenPATH rules (switches / "
            + "NF hosts) | max per node | rule-per-hop rules (switches / NF hosts) | max per node "
            + "| rule-per-hop / OpenPATH | graph vertices in NF handlers |");
        out.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        final var all = new TreeSet<>(counts);
        all.add(paper);
        for (int chains : all) {
            if (chains > run.costs().size()) {
                continue;
            }
            final var row = run.row(chains);
            final var label = chains == paper ? chains + " (paper: ~" + PAPER_BASELINE + " rule-per-hop)"
                : Integer.toString(chains);
            out.println(String.format(Locale.ROOT,
                "| %s | %d (%d) | %d | %d | %d (%d / %d) | %d | %d (%d / %d) | %d | %.2f | %d |", label,
                row.flows(), row.sharedRoutes(), row.groups(), row.handlerRules(), row.openPath(),
                row.openPathOnSwitches(),
                row.openPathOnHosts(), row.openPathMaxPerNode(), row.perHop(), row.perHopOnSwitches(),
                row.perHopOnHosts(), row.perHopMaxPerNode(), row.ratio(), row.graphVertices()));
        }
        final int size = run.costs().size();
        out.println();
        out.println(String.format(Locale.ROOT, "Per chain: %.2f OpenPATH rules, %.2f rule-per-hop rules. "
            + "Rendering time per chain: median %.1f µs over %d chains (after %d warm-up passes).",
            (double) run.row(size).openPath() / size, (double) run.row(size).perHop() / size,
            run.medianRenderMicros(size), size, WARM_UP_ROUNDS));
    }

    /**
     * Runs the benchmark and writes its report (Markdown) to {@code target/rule-economy.md}, or to the file the
     * system property {@code openpath.bench.out} names.
     *
     * @param args chain counts, default 16 64 256
     * @throws ChainValidationException never
     * @throws IOException if the report cannot be written
     */
    public static void main(final String[] args) throws ChainValidationException, IOException {
        final int[] counts = args.length == 0 ? DEFAULT_COUNTS
            : Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        final var shown = new TreeSet<Integer>();
        Arrays.stream(counts).forEach(shown::add);
        // enough chains to find the paper's setting
        final int chains = Math.max(shown.last(), 256);
        final var file = Path.of(System.getProperty("openpath.bench.out", "target/rule-economy.md"));
        try (var out = new PrintWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8))) {
            out.println("## Rule economy: fat tree k=4 (20 switches, 8 edge/leaf switches, 16 hosts = OpenPATH "
                + "nodes), chains of " + NFS.size() + " NFs " + NFS + ", OpenPATH placer, " + RATE_GBPS
                + " Gbps per chain");
            for (boolean graphs : new boolean[] {false, true}) {
                final var steering = graphs ? "; NF hosts hold the service graphs (extension revision 3)"
                    : "; flows between the NFs (revision 1)";
                print(out, "affinity HIGH (default), no backups" + steering, run(chains, Affinity.HIGH, false,
                    graphs), shown);
                print(out, "affinity LOW (every stage on another host), no backups" + steering,
                    run(chains, Affinity.LOW, false, graphs), shown);
                print(out, "affinity HIGH with backup sub-SFCs (rule-per-hop: no protection)" + steering,
                    run(chains, Affinity.HIGH, true, graphs), shown);
            }
        }
    }
}
