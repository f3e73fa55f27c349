/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.openpath.placement.Activation;
import org.openpath.placement.ActivationPlan;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Failure;
import org.openpath.placement.Hop;
import org.openpath.placement.LostChain;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementOutcome;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Rejected;
import org.openpath.placement.RestoreReport;
import org.openpath.placement.Role;
import org.openpath.placement.SubSfc;
import org.openpath.placement.Topology;
import org.openpath.placement.Utilisation;

/**
 * The machinery every algorithm shares. An algorithm only decides an assignment of stages to hosts
 * ({@link #assign}); this class turns it into sub-SFCs and hops, reserves node resources and routes hops on paths
 * with enough residual bandwidth, checks the latency SLA, adds backups ({@link #protect}) when the algorithm
 * reserves them ({@link Algorithm#reservesBackups()}) and the request asks for them, and undoes every reservation
 * when any step fails, so a rejected request leaves nothing behind. The chain is seen in its sequential order when
 * the algorithm says so ({@link Algorithm#sequential()}).
 *
 * <p>Latency model: per stage, the slowest branch's processing latency plus the latency of the hops its copy takes
 * to and from another host, plus {@link #MERGE_MICROS} when the stage has more than one branch; plus the hops
 * between stages on different hosts. Every sub-SFC uses {@code rate} of its host's full-duplex NIC (traffic enters
 * and leaves once).
 */
abstract class AbstractPlacer implements Placer {
    /** The cost of merging a parallel stage's packets, microseconds (the paper's merger is on the same node). */
    static final double MERGE_MICROS = 5;

    final Ledger ledger;
    final Net net;
    final DemandTable demands;
    private final Algorithm algorithm;
    private final Map<String, Entry> placed = new LinkedHashMap<>();
    private final Map<Failure, List<Integer>> isolated = new java.util.HashMap<>();

    AbstractPlacer(final Algorithm algorithm, final Topology topology, final DemandTable demands) {
        this.algorithm = algorithm;
        this.demands = demands;
        ledger = new Ledger(topology);
        net = new Net(ledger);
    }

    /** Placed request with what is needed to undo or redo it. */
    private record Entry(Job job, List<List<Group>> assignment, Placement placement, Ledger.Txn txn) {
    }

    /** An assignment, or the reason there is none. */
    record Assignment(List<List<Group>> groups, Rejected rejected) {
        static Assignment of(final List<List<Group>> groups) {
            return new Assignment(groups, null);
        }

        static Assignment reject(final Rejected rejected) {
            return new Assignment(null, rejected);
        }
    }

    /**
     * Places a job: the default computes one assignment and materialises it.
     */
    PlacementOutcome placeJob(final Job job) {
        final var assignment = assign(job);
        if (assignment.rejected() != null) {
            return assignment.rejected();
        }
        return materialise(job, assignment.groups());
    }

    /** Decides which host runs each stage's branches. */
    abstract Assignment assign(Job job);

    @Override
    public final Algorithm algorithm() {
        return algorithm;
    }

    @Override
    public final Topology topology() {
        return ledger.topology;
    }

    @Override
    public final PlacementOutcome place(final PlacementRequest request) {
        if (placed.containsKey(request.id())) {
            return new Rejected(request.id(), RejectReason.DUPLICATE_REQUEST, "request " + request.id()
                + " is already placed");
        }
        return placeJob(new Job(request, demands, algorithm.sequential()));
    }

    @Override
    public List<PlacementOutcome> placeBatch(final List<PlacementRequest> requests) {
        final var outcomes = new PlacementOutcome[requests.size()];
        for (int i : batchOrder(requests)) {
            outcomes[i] = place(requests.get(i));
        }
        return List.of(outcomes);
    }

    /** The order a batch is placed in; the input order unless an algorithm says otherwise. */
    int[] batchOrder(final List<PlacementRequest> requests) {
        return IntStream.range(0, requests.size()).toArray();
    }

    @Override
    public final boolean release(final String requestId) {
        final var entry = placed.remove(requestId);
        if (entry == null) {
            return false;
        }
        ledger.undo(entry.txn());
        return true;
    }

    @Override
    public final List<Placement> placements() {
        return placed.values().stream().map(Entry::placement).toList();
    }

    /** A description of the first capacity violation, or {@code null}; for tests. */
    final String capacityViolation() {
        return ledger.violation();
    }

    /** Whether nothing at all is reserved; for tests. */
    final boolean nothingReserved() {
        return ledger.empty();
    }

    @Override
    public final Utilisation utilisation() {
        double cpuCap = 0;
        double cpuUsed = 0;
        double memCap = 0;
        double memUsed = 0;
        for (int h : net.hosts) {
            cpuCap += ledger.nodes.get(h).cpuCores();
            cpuUsed += ledger.cpu[h];
            memCap += ledger.nodes.get(h).memoryMib();
            memUsed += ledger.mem[h];
        }
        double max = 0;
        double sum = 0;
        for (int l = 0; l < ledger.links.size(); l++) {
            final double share = ledger.bw[l] / ledger.links.get(l).bandwidthGbps();
            max = Math.max(max, share);
            sum += share;
        }
        return new Utilisation(cpuUsed / cpuCap, memUsed / memCap, max,
            ledger.links.isEmpty() ? 0 : sum / ledger.links.size());
    }

    /** Mutable sub-SFC under construction. */
    private static final class SubBuilder {
        final String id;
        final int host;
        final List<String> nfs = new ArrayList<>();
        double cpu;
        long mem;

        SubBuilder(final String id, final int host) {
            this.id = id;
            this.host = host;
        }

        SubSfc build(final Ledger ledger) {
            return new SubSfc(id, Role.WORKING, "", ledger.nodes.get(host).id(), true, nfs, cpu, mem);
        }
    }

    /**
     * Reserves an assignment: sub-SFCs, routed hops, SLA check and (when asked) backups. On any failure every
     * reservation made here is undone.
     */
    final PlacementOutcome materialise(final Job job, final List<List<Group>> assignment) {
        final var txn = new Ledger.Txn();
        final var result = build(job, assignment, txn);
        if (result instanceof Rejected) {
            ledger.undo(txn);
            return result;
        }
        final var placement = ((Placed) result).placement();
        placed.put(job.request.id(), new Entry(job, assignment, placement, txn));
        return result;
    }

    private PlacementOutcome build(final Job job, final List<List<Group>> assignment, final Ledger.Txn txn) {
        final var id = job.request.id();
        final double rate = job.rate();
        final var subs = new ArrayList<SubBuilder>();
        final var hops = new ArrayList<Hop>();
        double latency = 0;
        SubBuilder cur = null;
        for (int s = 0; s < job.stages.size(); s++) {
            final var groups = assignment.get(s);
            final boolean parallel = job.stages.get(s).size() > 1;
            if (groups.size() == 1 && cur != null && cur.host == groups.get(0).host()) {
                final var error = addNfs(job, cur, groups.get(0).nfs(), txn, s);
                if (error != null) {
                    return error;
                }
                latency += job.latency(groups.get(0).nfs()) + (parallel ? MERGE_MICROS : 0);
                continue;
            }
            final var entry = cur;
            SubBuilder first = null;
            double stageLatency = 0;
            for (int g = 0; g < groups.size(); g++) {
                final var group = groups.get(g);
                final SubBuilder sub;
                if (g == 0 && entry != null && entry.host == group.host()) {
                    sub = entry;
                } else {
                    if (!ledger.fits(group.host(), 0, 0, rate)) {
                        return reject(id, RejectReason.NO_NODE_CAPACITY, "the NIC of "
                            + ledger.nodes.get(group.host()).id() + " has no room for " + rate + " Gbps more");
                    }
                    ledger.reserveNode(txn, group.host(), 0, 0, rate);
                    sub = new SubBuilder(id + "-w" + (subs.size() + 1), group.host());
                    subs.add(sub);
                }
                final var error = addNfs(job, sub, group.nfs(), txn, s);
                if (error != null) {
                    return error;
                }
                double branchLatency = job.latency(group.nfs());
                if (entry != null && entry.host != sub.host) {
                    final var hop = hop(job, entry, sub, txn);
                    if (hop instanceof Rejected rejected) {
                        return rejected;
                    }
                    hops.add(((HopResult) hop).hop);
                    branchLatency += ((HopResult) hop).hop.latencyMicros();
                }
                if (g == 0) {
                    first = sub;
                } else if (first.host != sub.host) {
                    final var hop = hop(job, sub, first, txn);
                    if (hop instanceof Rejected rejected) {
                        return rejected;
                    }
                    hops.add(((HopResult) hop).hop);
                    branchLatency += ((HopResult) hop).hop.latencyMicros();
                }
                stageLatency = Math.max(stageLatency, branchLatency);
            }
            latency += stageLatency + (parallel ? MERGE_MICROS : 0);
            cur = first;
        }
        Hop ingressHop = null;
        final var ingress = job.request.ingressNode();
        if (ingress != null) {
            final var toFirst = ingressHop(job, ingress, subs.get(0), txn);
            if (toFirst instanceof Rejected rejected) {
                return rejected;
            }
            if (toFirst instanceof HopResult routed) {
                ingressHop = routed.hop;
                latency += ingressHop.latencyMicros();
            }
        }
        if (latency > job.request.latencySlaMicros() + Ledger.EPS) {
            return reject(id, RejectReason.LATENCY_SLA, String.format(java.util.Locale.ROOT,
                "end-to-end latency %.1f us exceeds the SLA of %.1f us", latency, job.request.latencySlaMicros()));
        }
        final var subSfcs = new ArrayList<SubSfc>();
        subs.forEach(sub -> subSfcs.add(sub.build(ledger)));
        if (algorithm.reservesBackups() && job.request.backup()) {
            final var error = addBackups(job, subs, subSfcs, txn);
            if (error != null) {
                return error;
            }
        }
        final var routed = new Placement(id, algorithm, rate, subSfcs, hops, latency, 0, 0, ingressHop).routedHops();
        final double inter = routed.stream().mapToDouble(Hop::bandwidthGbps).sum();
        final int length = routed.stream().mapToInt(Hop::links).sum();
        return new Placed(new Placement(id, algorithm, rate, subSfcs, hops, latency, inter, length, ingressHop));
    }

    private Rejected addNfs(final Job job, final SubBuilder sub, final List<String> nfs, final Ledger.Txn txn,
            final int stage) {
        final double cpu = job.cpu(nfs);
        final long mem = job.mem(nfs);
        if (!ledger.fits(sub.host, cpu, mem, 0)) {
            return reject(job.request.id(), RejectReason.NO_NODE_CAPACITY, String.format(java.util.Locale.ROOT,
                "stage %d %s needs %.2f cores and %d MiB; %s has %.2f cores and %d MiB free", stage, nfs, cpu, mem,
                ledger.nodes.get(sub.host).id(), ledger.freeCpu(sub.host),
                ledger.nodes.get(sub.host).memoryMib() - ledger.mem[sub.host]));
        }
        ledger.reserveNode(txn, sub.host, cpu, mem, 0);
        sub.nfs.addAll(nfs);
        sub.cpu += cpu;
        sub.mem += mem;
        return null;
    }

    /** A routed hop. */
    private record HopResult(Hop hop) {
    }

    private Object hop(final Job job, final SubBuilder from, final SubBuilder to, final Ledger.Txn txn) {
        return route(job, from.host, from.id, to, txn);
    }

    /**
     * Routes and reserves the hop from the request's ingress node to its first working sub-SFC.
     *
     * @return a {@link HopResult}, a {@link Rejected} when the ingress node is unknown or down or no path has the
     *     bandwidth, or {@code null} when the first sub-SFC runs on the ingress node
     */
    private Object ingressHop(final Job job, final String ingress, final SubBuilder first, final Ledger.Txn txn) {
        final int node = ledger.indexOf(ingress);
        if (node < 0) {
            return reject(job.request.id(), RejectReason.INGRESS_UNAVAILABLE, "ingress node " + ingress
                + " is not in the topology");
        }
        if (ledger.nodeFailed[node]) {
            return reject(job.request.id(), RejectReason.INGRESS_UNAVAILABLE, "ingress node " + ingress
                + " is down");
        }
        return node == first.host ? null : route(job, node, ingress, first, txn);
    }

    private Object route(final Job job, final int fromHost, final String fromId, final SubBuilder to,
            final Ledger.Txn txn) {
        final double rate = job.rate();
        final var found = net.route(fromHost, to.host, rate, -1, -1);
        if (found.isEmpty()) {
            return reject(job.request.id(), RejectReason.NO_BANDWIDTH, "no path with " + rate + " Gbps free from "
                + ledger.nodes.get(fromHost).id() + " to " + ledger.nodes.get(to.host).id());
        }
        final var path = found.orElseThrow();
        final var nodes = new ArrayList<String>();
        int at = fromHost;
        nodes.add(ledger.nodes.get(at).id());
        double latency = 0;
        for (int l : path) {
            ledger.reserveLink(txn, l, rate);
            latency += ledger.links.get(l).latencyMicros();
            at = ledger.other(l, at);
            nodes.add(ledger.nodes.get(at).id());
        }
        return new HopResult(new Hop(fromId, to.id, nodes, rate, latency));
    }

    /**
     * Reserves one backup per working sub-SFC on a host whose failure domain is disjoint from the working twin's,
     * nearest to the twin first, then the host with most free CPU (low affinity, paper §5.4).
     */
    private Rejected addBackups(final Job job, final List<SubBuilder> subs, final List<SubSfc> out,
            final Ledger.Txn txn) {
        for (int i = 0; i < subs.size(); i++) {
            final var work = subs.get(i);
            int best = -1;
            for (int h : net.hosts) {
                if (!ledger.open(h) || !net.disjoint(h, work.host)
                    || !ledger.fits(h, work.cpu, work.mem, job.rate())) {
                    continue;
                }
                if (best < 0 || net.distance(work.host, h) < net.distance(work.host, best)
                    || net.distance(work.host, h) == net.distance(work.host, best)
                        && ledger.freeCpu(h) > ledger.freeCpu(best) + Ledger.EPS) {
                    best = h;
                }
            }
            if (best < 0) {
                return reject(job.request.id(), RejectReason.NO_BACKUP_DOMAIN, String.format(java.util.Locale.ROOT,
                    "no host outside the failure domain of %s (%s) has %.2f cores, %d MiB and %s Gbps NIC free",
                    work.id, ledger.nodes.get(work.host).id(), work.cpu, work.mem, job.rate()));
            }
            ledger.reserveNode(txn, best, work.cpu, work.mem, job.rate());
            out.add(new SubSfc(job.request.id() + "-b" + (i + 1), Role.BACKUP, work.id, ledger.nodes.get(best).id(),
                false, work.nfs, work.cpu, work.mem));
        }
        return null;
    }

    static Rejected reject(final String id, final RejectReason reason, final String detail) {
        return new Rejected(id, reason, detail);
    }

    // ---- failures -----------------------------------------------------------------------------------------

    private int failedNode(final Failure failure) {
        return failure instanceof Failure.NodeDown(var node) ? ledger.index(node) : -1;
    }

    private int failedLink(final Failure failure) {
        if (failure instanceof Failure.LinkDown(var a, var b)) {
            for (int l = 0; l < ledger.links.size(); l++) {
                final var link = ledger.links.get(l);
                if (link.a().equals(a) && link.b().equals(b) || link.a().equals(b) && link.b().equals(a)) {
                    return l;
                }
            }
            throw new IllegalArgumentException("No link between " + a + " and " + b);
        }
        return -1;
    }

    /**
     * Hosts the failure takes down: the failed host, or hosts that reach the network only through switches and
     * whose every link goes through the failure (a server behind a dead edge switch). A host linked to another host
     * is itself a switching node (an OpenPATH switch where traffic enters): losing its neighbours does not cut it
     * off.
     */
    private Set<Integer> deadHosts(final int node, final int link) {
        final var dead = new HashSet<Integer>();
        for (int h : net.hosts) {
            if (h == node) {
                dead.add(h);
                continue;
            }
            boolean alive = ledger.adjLinks[h].length == 0;
            for (int l : ledger.adjLinks[h]) {
                final int neighbour = ledger.other(l, h);
                if (ledger.nodes.get(neighbour).isHost() || l != link && !ledger.linkFailed[l] && neighbour != node
                    && !ledger.nodeFailed[neighbour]) {
                    alive = true;
                }
            }
            if (!alive) {
                dead.add(h);
            }
        }
        return dead;
    }

    @Override
    public final ActivationPlan plan(final Failure failure) {
        final int node = failedNode(failure);
        final int link = failedLink(failure);
        final var dead = deadHosts(node, link);
        final var activations = new ArrayList<Activation>();
        final var rerouted = new ArrayList<String>();
        final var lost = new ArrayList<LostChain>();
        for (var entry : placed.values()) {
            final var p = entry.placement();
            final var hostOf = new LinkedHashMap<String, Integer>();
            final var mine = new ArrayList<Activation>();
            String why = null;
            for (var work : p.working()) {
                int host = ledger.index(work.node());
                if (dead.contains(host)) {
                    final var backup = p.backups().stream().filter(b -> b.protects().equals(work.id())
                        && !dead.contains(ledger.index(b.node()))).findFirst();
                    if (backup.isEmpty()) {
                        why = "working " + work.id() + " on " + work.node() + " has no surviving backup";
                        break;
                    }
                    host = ledger.index(backup.orElseThrow().node());
                    mine.add(new Activation(p.requestId(), work.id(), backup.orElseThrow().id(), backup.orElseThrow()
                        .node()));
                }
                hostOf.put(work.id(), host);
            }
            boolean reroute = false;
            if (why == null) {
                for (var hop : p.hops()) {
                    final boolean touched = !mine.isEmpty() && mine.stream().anyMatch(a -> a.failed().equals(
                        hop.fromSubSfc()) || a.failed().equals(hop.toSubSfc())) || crosses(hop, node, link);
                    if (!touched) {
                        continue;
                    }
                    reroute = true;
                    final int from = hostOf.get(hop.fromSubSfc());
                    final int to = hostOf.get(hop.toSubSfc());
                    if (from != to && net.route(from, to, 0, node, link).isEmpty()) {
                        why = "hop " + hop.fromSubSfc() + "->" + hop.toSubSfc() + " has no path around the failure";
                        break;
                    }
                }
            }
            if (why == null) {
                final var ingress = entry.job().request.ingressNode();
                if (ingress != null) {
                    final int from = ledger.index(ingress);
                    final int to = hostOf.get(p.working().get(0).id());
                    if (from == node || dead.contains(from)) {
                        why = "its ingress node " + ingress + " is down";
                    } else if (from != to && (to != ledger.index(p.working().get(0).node())
                            || p.ingressHop() != null && crosses(p.ingressHop(), node, link))) {
                        reroute = true;
                        if (net.route(from, to, 0, node, link).isEmpty()) {
                            why = "the hop from its ingress node " + ingress + " has no path around the failure";
                        }
                    }
                }
            }
            if (why != null) {
                lost.add(new LostChain(p.requestId(), p.rateGbps(), why));
            } else {
                activations.addAll(mine);
                if (reroute) {
                    rerouted.add(p.requestId());
                }
            }
        }
        return new ActivationPlan(failure, activations, rerouted, lost);
    }

    private boolean crosses(final Hop hop, final int node, final int link) {
        if (node >= 0 && hop.path().contains(ledger.nodes.get(node).id())) {
            return true;
        }
        if (link >= 0) {
            final var l = ledger.links.get(link);
            for (int i = 0; i + 1 < hop.path().size(); i++) {
                final var x = hop.path().get(i);
                final var y = hop.path().get(i + 1);
                if (x.equals(l.a()) && y.equals(l.b()) || x.equals(l.b()) && y.equals(l.a())) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public final RestoreReport restore(final Failure failure) {
        final var plan = plan(failure);
        final int node = failedNode(failure);
        final int link = failedLink(failure);
        if (node >= 0) {
            ledger.nodeFailed[node] = true;
        }
        if (link >= 0) {
            ledger.linkFailed[link] = true;
        }
        // hosts cut off by the failure take no new sub-SFCs until it is repaired
        final var cutOff = new ArrayList<Integer>();
        for (int h : deadHosts(node, link)) {
            if (!ledger.nodeFailed[h]) {
                ledger.nodeFailed[h] = true;
                cutOff.add(h);
            }
        }
        isolated.put(failure, List.copyOf(cutOff));
        final var touched = new LinkedHashMap<String, Map<String, String>>();
        plan.activations().forEach(a -> touched.computeIfAbsent(a.requestId(), k -> new LinkedHashMap<>())
            .put(a.failed(), a.node()));
        plan.reroutedHops().forEach(id -> touched.computeIfAbsent(id, k -> new LinkedHashMap<>()));
        plan.lost().forEach(l -> touched.computeIfAbsent(l.requestId(), k -> new LinkedHashMap<>()));
        for (var entry : placed.values()) {
            if (entry.placement().backups().stream().anyMatch(b -> node >= 0 && b.node().equals(
                ledger.nodes.get(node).id()))) {
                touched.computeIfAbsent(entry.placement().requestId(), k -> new LinkedHashMap<>());
            }
        }
        final var outcomes = new ArrayList<PlacementOutcome>();
        final var unprotected = new ArrayList<Rejected>();
        for (var e : touched.entrySet()) {
            final var entry = placed.get(e.getKey());
            release(e.getKey());
            final boolean keepHosts = !e.getValue().isEmpty()
                || plan.lost().stream().noneMatch(l -> l.requestId().equals(e.getKey()));
            var outcome = replace(entry.job(), entry, e.getValue(), keepHosts);
            if (outcome instanceof Rejected why && entry.job().request.backup()) {
                // a chain that still runs (on its promoted backups) is not dropped for want of a fresh backup
                final var request = entry.job().request;
                final var bare = new Job(request.withBackup(false), demands, algorithm.sequential());
                if (replace(bare, entry, e.getValue(), keepHosts) instanceof Placed degraded) {
                    final var stored = placed.get(e.getKey());
                    placed.put(e.getKey(), new Entry(entry.job(), stored.assignment(), stored.placement(),
                        stored.txn()));
                    unprotected.add(why);
                    outcome = degraded;
                }
            }
            outcomes.add(outcome);
        }
        return new RestoreReport(plan, outcomes, unprotected);
    }

    /** Places a job again: on the hosts it ran on (failed sub-SFCs moved to their backups') if it can, else anew. */
    private PlacementOutcome replace(final Job job, final Entry entry, final Map<String, String> moved,
            final boolean keepHosts) {
        if (keepHosts && materialise(job, substitute(entry, moved)) instanceof Placed placedOnHosts) {
            return placedOnHosts;
        }
        return placeJob(job);
    }

    private List<List<Group>> substitute(final Entry entry, final Map<String, String> moved) {
        final var result = new ArrayList<List<Group>>();
        for (var stage : entry.assignment()) {
            final var groups = new ArrayList<Group>();
            for (var group : stage) {
                final var sub = entry.placement().working().stream().filter(w -> w.nfs().contains(group.nfs().get(0)))
                    .findFirst().orElseThrow();
                final var target = moved.get(sub.id());
                groups.add(target == null ? group : new Group(ledger.index(target), group.nfs()));
            }
            result.add(List.copyOf(groups));
        }
        return result;
    }

    @Override
    public final Optional<Placement> reprotect(final String requestId) {
        final var entry = placed.get(requestId);
        if (entry == null || !algorithm.reservesBackups() || !entry.job().request.backup()
            || !entry.placement().backups().isEmpty()) {
            return Optional.empty();
        }
        release(requestId);
        if (materialise(entry.job(), entry.assignment()) instanceof Placed protectedAgain) {
            return Optional.of(protectedAgain.placement());
        }
        // still no room: as it was, unprotected (the resources were just released, so it fits)
        final var request = entry.job().request;
        final var bare = new Job(request.withBackup(false), demands, algorithm.sequential());
        if (!(materialise(bare, entry.assignment()) instanceof Placed)) {
            throw new IllegalStateException("Request " + requestId + " no longer fits where it ran");
        }
        final var stored = placed.get(requestId);
        placed.put(requestId, new Entry(entry.job(), stored.assignment(), stored.placement(), stored.txn()));
        return Optional.empty();
    }

    @Override
    public final void repair(final Failure failure) {
        final int node = failedNode(failure);
        final int link = failedLink(failure);
        if (node >= 0) {
            ledger.nodeFailed[node] = false;
        }
        if (link >= 0) {
            ledger.linkFailed[link] = false;
        }
        final var cutOff = isolated.remove(failure);
        if (cutOff != null) {
            // a cut-off host that has failed in its own right (or is cut off by another failure) stays failed
            cutOff.stream()
                .filter(h -> !isolated.containsKey(new Failure.NodeDown(ledger.nodes.get(h).id()))
                    && isolated.values().stream().noneMatch(other -> other.contains(h)))
                .forEach(h -> ledger.nodeFailed[h] = false);
        }
    }

    @Override
    public final void drain(final String node, final boolean draining) {
        ledger.nodeDraining[ledger.index(node)] = draining;
    }

    /** Hosts ordered by a comparator, skipping failed and draining ones. */
    final List<Integer> hostsBy(final Comparator<Integer> order) {
        return IntStream.of(net.hosts).boxed().filter(ledger::open).sorted(order).toList();
    }
}
