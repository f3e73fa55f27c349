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
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.openpath.placement.ActivationPlan;
import org.openpath.placement.Admission;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Failure;
import org.openpath.placement.Hop;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementOutcome;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Rejected;
import org.openpath.placement.Reserved;
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
 * the algorithm says so ({@link Algorithm#sequential()}). Failures, repairs and re-protection are
 * {@link FailureRecovery}'s.
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
    private final FailureRecovery recovery;
    private final BackupHops backupHops;
    private final InstanceScaling scaling;
    private Admission admission = Admission.ALL_THAT_FIT;

    AbstractPlacer(final Algorithm algorithm, final Topology topology, final DemandTable demands) {
        this.algorithm = algorithm;
        this.demands = demands;
        ledger = new Ledger(topology);
        net = new Net(ledger);
        recovery = new FailureRecovery(this, placed);
        backupHops = new BackupHops(ledger, net);
        scaling = new InstanceScaling(ledger, demands, placed);
    }

    /** Placed request with what is needed to undo or redo it. */
    record Entry(Job job, List<List<Group>> assignment, Placement placement, Ledger.Txn txn) {
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
        return placeWith(request, admission instanceof Admission.Priced priced ? priced : null);
    }

    @Override
    public final PlacementOutcome placeAgain(final PlacementRequest request) {
        return placeWith(request, null);
    }

    /** Places a request, then lets priced admission have its say if one is given ({@code null}: admitted as is). */
    private PlacementOutcome placeWith(final PlacementRequest request, final Admission.Priced priced) {
        if (placed.containsKey(request.id())) {
            return new Rejected(request.id(), RejectReason.DUPLICATE_REQUEST, "request " + request.id()
                + " is already placed");
        }
        // where the traffic enters is the request's own matter: it is refused as such, before any capacity
        final var refused = ingressRefusal(request);
        if (refused != null) {
            return refused;
        }
        if (priced == null) {
            return placeJob(new Job(request, demands, algorithm.sequential()));
        }
        final double reservedBefore = ledger.openCpu()[0];
        return admitted(placeJob(new Job(request, demands, algorithm.sequential())), priced, reservedBefore);
    }

    @Override
    public final void admission(final Admission next) {
        if (next instanceof Admission.Priced && algorithm != Algorithm.OPENPATH) {
            throw new IllegalArgumentException("Only OpenPATH prices admission; " + algorithm.yangName()
                + " accepts all that fit, as its paper describes it");
        }
        admission = java.util.Objects.requireNonNull(next);
    }

    @Override
    public final Admission admission() {
        return admission;
    }

    /**
     * The outcome once priced admission has had its say: a placed request whose bill is above the budget is released
     * again and refused. Only new requests go through it; what failures re-place was admitted before.
     */
    private PlacementOutcome admitted(final PlacementOutcome outcome, final Admission.Priced priced,
            final double reservedBefore) {
        if (!(outcome instanceof Placed)) {
            return outcome;
        }
        final double[] after = ledger.openCpu();
        if (!(after[1] > 0)) {
            return outcome;
        }
        final double cores = after[0] - reservedBefore;
        final double utilisation = after[0] / after[1];
        final double bill = priced.cost(cores, utilisation);
        if (bill <= priced.budgetCores() + Ledger.EPS) {
            return outcome;
        }
        release(outcome.requestId());
        return reject(outcome.requestId(), RejectReason.ADMISSION_PRICE, String.format(java.util.Locale.ROOT,
            "it would reserve %.2f cores and leave the CPU of the hosts open to new work %.1f %% reserved; at %.3f of "
                + "a core's full price that costs %.2f, above the budget of %.2f", cores, 100 * utilisation,
            priced.price(utilisation), bill, priced.budgetCores()));
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

    /** A batch order by total CPU demand, ties in input order. */
    final int[] byTotalCpu(final List<PlacementRequest> requests, final boolean largestFirst) {
        final var cpu = requests.stream().mapToDouble(r -> new Job(r, demands, false).totalCpu).toArray();
        return IntStream.range(0, requests.size()).boxed()
            .sorted(Comparator.comparingDouble((Integer i) -> largestFirst ? -cpu[i] : cpu[i]))
            .mapToInt(Integer::intValue).toArray();
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
    public final Reserved reserved(final String node) {
        final int index = ledger.indexOf(node);
        return index < 0 ? Reserved.NONE : new Reserved(ledger.cpu[index], ledger.mem[index], ledger.nic[index]);
    }

    @Override
    public final double reservedBandwidth(final String one, final String other) {
        final int a = ledger.indexOf(one);
        final int b = ledger.indexOf(other);
        if (a < 0 || b < 0) {
            return 0;
        }
        for (int l : ledger.adjLinks[a]) {
            if (ledger.other(l, a) == b) {
                return ledger.bw[l];
            }
        }
        return 0;
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
        final Map<String, Integer> instances = new HashMap<>();
        double cpu;
        long mem;

        SubBuilder(final String id, final int host) {
            this.id = id;
            this.host = host;
        }

        SubSfc build(final Ledger ledger) {
            return new SubSfc(id, Role.WORKING, "", ledger.nodes.get(host).id(), true, nfs, cpu, mem, instances);
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
            final var backupHosts = new int[subs.size()];
            final var error = addBackups(job, subs, subSfcs, backupHosts, txn);
            if (error != null) {
                return error;
            }
            final var hopError = backupHops.reserve(new BackupHops.Protected(id, rate,
                subs.stream().map(sub -> sub.id).toList(), subs.stream().mapToInt(sub -> sub.host).toArray(),
                backupHosts, hops, ingressHop, ingressIndex(job.request)), txn);
            if (hopError != null) {
                return hopError;
            }
        }
        final var routed = new ArrayList<>(hops);
        if (ingressHop != null) {
            routed.add(ingressHop);
        }
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
        nfs.stream().filter(job.instances::containsKey).forEach(nf -> sub.instances.put(nf, job.instances.get(nf)));
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
     *     bandwidth, or {@code null} when the first sub-SFC runs on the ingress node or failures leave no path
     */
    private Object ingressHop(final Job job, final String ingress, final SubBuilder first, final Ledger.Txn txn) {
        final var refused = ingressRefusal(job.request);
        if (refused != null) {
            return refused;
        }
        final int node = ledger.index(ingress);
        if (node == first.host) {
            return null;
        }
        if (net.route(node, first.host, 0, -1, -1, l -> Double.POSITIVE_INFINITY).isEmpty()) {
            // failures leave no path at all (they may be over before the switches say so): nothing to reserve, the
            // renderer routes the traffic when a path is back
            return null;
        }
        return route(job, node, ingress, first, txn);
    }

    /** Why a request's ingress node cannot take its traffic (not in the topology, or down), or {@code null}. */
    private Rejected ingressRefusal(final PlacementRequest request) {
        final var ingress = request.ingressNode();
        if (ingress == null) {
            return null;
        }
        final int node = ledger.indexOf(ingress);
        if (node < 0 || ledger.nodeFailed[node]) {
            return reject(request.id(), RejectReason.INGRESS_UNAVAILABLE, "ingress node " + ingress
                + (node < 0 ? " is not in the topology" : " is down"));
        }
        return null;
    }

    /** The request's ingress node, or -1 when it names none, or one the topology does not have or that is down. */
    final int ingressIndex(final PlacementRequest request) {
        return request.ingressNode() == null || ingressRefusal(request) != null ? -1
            : ledger.index(request.ingressNode());
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
     * Reserves one backup per working sub-SFC on a host that survives every failure that takes the twin down and can
     * be protected against (see {@link Net#protectable}): always another host than the twin's, and outside the twin's
     * failure domain (its access link and switch) where some host outside it is open. Among those hosts, the one where
     * it adds least to the shared backup reservation (it shares most with backups of twins that cannot fail with its
     * own), then the nearest to the twin, then the one with most free CPU (low affinity, paper §5.4). The backup is
     * recorded against the twin's risks it survives and that leave the request's ingress node up: the failures that
     * activate it. See {@link Ledger} for the sharing.
     */
    private Rejected addBackups(final Job job, final List<SubBuilder> subs, final List<SubSfc> out,
            final int[] backupHosts, final Ledger.Txn txn) {
        final int ingress = ingressIndex(job.request);
        for (int i = 0; i < subs.size(); i++) {
            final var work = subs.get(i);
            final var avoid = IntStream.of(net.risks(work.host))
                .filter(r -> r == work.host || net.protectable(r, ingress)).toArray();
            int best = -1;
            int[] bestRisks = null;
            double bestGrowth = 0;
            for (int h : net.hosts) {
                if (!ledger.open(h) || h == work.host || !IntStream.of(avoid).allMatch(r -> net.survives(h, r))) {
                    continue;
                }
                final var risks = activating(work.host, h, ingress);
                if (!ledger.fitsBackup(h, risks, work.cpu, work.mem, job.rate())) {
                    continue;
                }
                final double growth = ledger.backupGrowth(h, risks, work.cpu);
                final int nearer = best < 0 ? -1 : Integer.compare(net.distance(work.host, h),
                    net.distance(work.host, best));
                if (best < 0 || growth < bestGrowth - Ledger.EPS || growth <= bestGrowth + Ledger.EPS && (nearer < 0
                    || nearer == 0 && ledger.freeCpu(h) > ledger.freeCpu(best) + Ledger.EPS)) {
                    best = h;
                    bestRisks = risks;
                    bestGrowth = growth;
                }
            }
            if (best < 0) {
                return reject(job.request.id(), RejectReason.NO_BACKUP_DOMAIN, String.format(java.util.Locale.ROOT,
                    "no host outside the failure domain of %s (%s) has %.2f cores, %d MiB and %s Gbps NIC free",
                    work.id, describe(work.host, avoid), work.cpu, work.mem, job.rate()));
            }
            ledger.reserveBackup(txn, best, bestRisks, work.cpu, work.mem, job.rate());
            backupHosts[i] = best;
            out.add(new SubSfc(job.request.id() + "-b" + (i + 1), Role.BACKUP, work.id, ledger.nodes.get(best).id(),
                false, work.nfs, work.cpu, work.mem, work.instances));
        }
        return null;
    }

    /** The risks of a working host that activate its backup on another host: those the backup survives. */
    private int[] activating(final int workHost, final int backupHost, final int ingress) {
        return IntStream.of(net.risks(workHost))
            .filter(r -> net.survives(backupHost, r) && !net.takesIngressDown(r, ingress)).toArray();
    }

    private String describe(final int host, final int[] avoid) {
        final var id = ledger.nodes.get(host).id();
        return avoid.length == net.risks(host).length ? id : id + "; left out, as no backup survives them: "
            + IntStream.of(net.risks(host)).filter(r -> IntStream.of(avoid).noneMatch(a -> a == r))
                .mapToObj(net::element).collect(java.util.stream.Collectors.joining(", "));
    }

    static Rejected reject(final String id, final RejectReason reason, final String detail) {
        return new Rejected(id, reason, detail);
    }

    // ---- failures: see FailureRecovery -----------------------------------------------------------------

    @Override
    public final ActivationPlan plan(final Failure failure) {
        return recovery.plan(failure);
    }

    @Override
    public final RestoreReport restore(final Failure failure) {
        return recovery.restore(failure);
    }

    @Override
    public final Optional<Placement> reprotect(final String requestId) {
        return recovery.reprotect(requestId);
    }

    @Override
    public final void repair(final Failure failure) {
        recovery.repair(failure);
    }

    @Override
    public final PlacementOutcome scale(final String requestId, final String nf, final int instances) {
        return scaling.scale(requestId, nf, instances);
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
