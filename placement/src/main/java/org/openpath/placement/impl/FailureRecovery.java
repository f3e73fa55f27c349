/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.openpath.placement.Activation;
import org.openpath.placement.ActivationPlan;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Failure;
import org.openpath.placement.Hop;
import org.openpath.placement.LostChain;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementOutcome;
import org.openpath.placement.Rejected;
import org.openpath.placement.RestoreReport;

/**
 * The failure half of a placer ({@link AbstractPlacer}): what a node or link failure does to the placed requests
 * ({@link #plan}: the backups that take over, the hops to re-route, the requests that lose their traffic), carrying it
 * out ({@link #restore}: promoted backups become working sub-SFCs where they are, protection is restored, requests
 * that fit nowhere are dropped), {@link #repair} and {@link #reprotect}. It works on the placer's ledger and placed
 * requests, and places through the placer.
 */
final class FailureRecovery {
    private final AbstractPlacer placer;
    private final Map<String, AbstractPlacer.Entry> placed;
    private final Ledger ledger;
    private final Net net;
    private final DemandTable demands;
    private final Map<Failure, List<Integer>> isolated = new HashMap<>();

    FailureRecovery(final AbstractPlacer placer, final Map<String, AbstractPlacer.Entry> placed) {
        this.placer = placer;
        this.placed = placed;
        ledger = placer.ledger;
        net = placer.net;
        demands = placer.demands;
    }

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

    ActivationPlan plan(final Failure failure) {
        final int node = failedNode(failure);
        final int link = failedLink(failure);
        final var dead = deadHosts(node, link);
        // a failure that takes down every host open for new sub-SFCs leaves no backup anywhere to take over
        final boolean noSurvivor = java.util.stream.IntStream.of(net.hosts)
            .noneMatch(h -> ledger.open(h) && !dead.contains(h));
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
            // only the ingress node's own failure loses the traffic: paths from it are the data plane's to ride out
            // (the renderer's protected paths) and are routed again at the next re-placement
            final boolean ingressDown = ingressDown(entry, node, dead);
            if (why == null && ingressDown) {
                why = "its ingress node " + entry.job().request.ingressNode() + " is down";
            }
            if (why != null) {
                // no placement keeps a request running when its traffic has nowhere to enter or no host survives
                lost.add(new LostChain(p.requestId(), p.rateGbps(), why, noSurvivor || ingressDown));
            } else {
                activations.addAll(mine);
                if (reroute) {
                    rerouted.add(p.requestId());
                }
            }
        }
        return new ActivationPlan(failure, activations, rerouted, lost);
    }

    private boolean ingressDown(final AbstractPlacer.Entry entry, final int node, final Set<Integer> dead) {
        final var ingress = entry.job().request.ingressNode();
        return ingress != null && (ledger.index(ingress) == node || dead.contains(ledger.index(ingress)));
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

    RestoreReport restore(final Failure failure) {
        final var plan = plan(failure);
        final int node = failedNode(failure);
        final int link = failedLink(failure);
        mark(node, link, true);
        // hosts cut off by the failure take no new sub-SFCs until it is repaired
        final var cutOff = new ArrayList<Integer>();
        for (int h : deadHosts(node, link)) {
            if (!ledger.nodeFailed[h]) {
                ledger.nodeFailed[h] = true;
                cutOff.add(h);
            }
        }
        isolated.put(canonical(failure, link), List.copyOf(cutOff));
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
        final var stripped = stripSharedBackups(plan, touched.keySet());
        final var outcomes = new ArrayList<PlacementOutcome>();
        final var unprotected = new ArrayList<Rejected>();
        for (var e : touched.entrySet()) {
            final var entry = placed.get(e.getKey());
            placer.release(e.getKey());
            final boolean keepHosts = !e.getValue().isEmpty()
                || plan.lost().stream().noneMatch(l -> l.requestId().equals(e.getKey()));
            var outcome = replace(entry.job(), entry, e.getValue(), keepHosts);
            if (outcome instanceof Rejected why && entry.job().request.backup()) {
                // a chain that still runs (on its promoted backups) is not dropped for want of a fresh backup
                if (replace(bare(entry.job()), entry, e.getValue(), keepHosts) instanceof Placed degraded) {
                    keepJob(e.getKey(), entry.job());
                    unprotected.add(why);
                    outcome = degraded;
                }
            }
            outcomes.add(outcome);
        }
        for (var id : stripped) {
            final var entry = placed.get(id);
            placer.release(id);
            final var why = placer.materialise(entry.job(), entry.assignment());
            if (why instanceof Placed protectedAgain) {
                outcomes.add(protectedAgain);
                continue;
            }
            if (!(placer.materialise(bare(entry.job()), entry.assignment()) instanceof Placed unprotectedAgain)) {
                throw new IllegalStateException("Request " + id + " no longer fits where it ran");
            }
            keepJob(id, entry.job());
            outcomes.add(unprotectedAgain);
            unprotected.add((Rejected) why);
        }
        return new RestoreReport(plan, outcomes, unprotected);
    }

    /**
     * Backups share capacity, so a host that takes over promoted backups can keep, beside them, only what the failure
     * leaves covered. The requests the failure did not touch that hold a backup on such a host lose their backups
     * for now: each is placed again bare on the hosts it runs on (its working sub-SFCs stay) and is given fresh
     * backups once the touched requests are placed.
     *
     * @return the requests stripped, to protect again
     */
    private List<String> stripSharedBackups(final ActivationPlan plan, final Set<String> touched) {
        final var promoted = new HashSet<Integer>();
        plan.activations().forEach(activation -> promoted.add(ledger.index(activation.node())));
        final var stripped = new ArrayList<String>();
        for (var entry : List.copyOf(placed.values())) {
            final var id = entry.placement().requestId();
            if (touched.contains(id) || promoted.stream().noneMatch(entry.txn()::hasBackupOn)) {
                continue;
            }
            placer.release(id);
            if (!(placer.materialise(bare(entry.job()), entry.assignment()) instanceof Placed)) {
                throw new IllegalStateException("Request " + id + " no longer fits where it ran");
            }
            keepJob(id, entry.job());
            stripped.add(id);
        }
        return stripped;
    }

    /** The same job without the backups it asks for. */
    private Job bare(final Job job) {
        return new Job(job.request.withBackup(false), demands, placer.algorithm().sequential());
    }

    /** Remembers the job a request asked for while it is placed without the backups it wants. */
    private void keepJob(final String id, final Job job) {
        final var stored = placed.get(id);
        placed.put(id, new AbstractPlacer.Entry(job, stored.assignment(), stored.placement(), stored.txn()));
    }

    /** Places a job again: on the hosts it ran on (failed sub-SFCs moved to their backups') if it can, else anew. */
    private PlacementOutcome replace(final Job job, final AbstractPlacer.Entry entry,
            final Map<String, String> moved, final boolean keepHosts) {
        if (keepHosts && placer.materialise(job, substitute(entry, moved)) instanceof Placed placedOnHosts) {
            return placedOnHosts;
        }
        return placer.placeJob(job);
    }

    private List<List<Group>> substitute(final AbstractPlacer.Entry entry, final Map<String, String> moved) {
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

    Optional<Placement> reprotect(final String requestId) {
        final var entry = placed.get(requestId);
        if (entry == null || !placer.algorithm().reservesBackups() || !entry.job().request.backup()
            || !entry.placement().backups().isEmpty()) {
            return Optional.empty();
        }
        placer.release(requestId);
        if (placer.materialise(entry.job(), entry.assignment()) instanceof Placed protectedAgain) {
            return Optional.of(protectedAgain.placement());
        }
        // still no room: as it was, unprotected (the resources were just released, so it fits)
        if (!(placer.materialise(bare(entry.job()), entry.assignment()) instanceof Placed)) {
            throw new IllegalStateException("Request " + requestId + " no longer fits where it ran");
        }
        keepJob(requestId, entry.job());
        return Optional.empty();
    }

    // a link failure named from either end is one failure: keyed as the topology names the link
    private Failure canonical(final Failure failure, final int link) {
        if (link < 0) {
            return failure;
        }
        final var named = ledger.links.get(link);
        return new Failure.LinkDown(named.a(), named.b());
    }

    private void mark(final int node, final int link, final boolean failed) {
        if (node >= 0) {
            ledger.nodeFailed[node] = failed;
        }
        if (link >= 0) {
            ledger.linkFailed[link] = failed;
        }
    }

    void repair(final Failure failure) {
        final int node = failedNode(failure);
        final int link = failedLink(failure);
        mark(node, link, false);
        final var cutOff = isolated.remove(canonical(failure, link));
        if (cutOff != null) {
            // a cut-off host that has failed in its own right (or is cut off by another failure) stays failed
            cutOff.stream()
                .filter(h -> !isolated.containsKey(new Failure.NodeDown(ledger.nodes.get(h).id()))
                    && isolated.values().stream().noneMatch(other -> other.contains(h)))
                .forEach(h -> ledger.nodeFailed[h] = false);
        }
    }
}
