/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.openpath.placement.Admission;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Capacities;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Failure;
import org.openpath.placement.Link;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementRequest;
import org.openpath.placement.Placer;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Rejected;
import org.openpath.placement.Role;
import org.openpath.placement.Topology;
import org.openpath.placement.sim.Workload;

class PlacementPropertiesTest {
    @Provide
    Arbitrary<Topology> topologies() {
        final var caps = Combinators.combine(Arbitraries.integers().between(2, 32), Arbitraries.integers()
            .between(4, 64), Arbitraries.integers().between(1, 20), Arbitraries.integers().between(1, 20))
            .as((cpu, memGib, nic, link) -> new Capacities(cpu, memGib * 1024L, nic, link, 5));
        final var fatTree = Combinators.combine(Arbitraries.of(2, 4), caps).as(Topology::fatTree);
        final var leafSpine = Combinators.combine(Arbitraries.integers().between(1, 3), Arbitraries.integers()
            .between(1, 4), Arbitraries.integers().between(1, 4), caps).as(Topology::leafSpine);
        return Arbitraries.oneOf(fatTree, leafSpine);
    }

    /** The fat-trees and leaf-spines, and core-and-edges topologies, where a core failure takes every host. */
    @Provide
    Arbitrary<Topology> withUnprotectable() {
        final var caps = Combinators.combine(Arbitraries.integers().between(2, 32), Arbitraries.integers()
            .between(4, 64), Arbitraries.integers().between(1, 20), Arbitraries.integers().between(1, 20))
            .as((cpu, memGib, nic, link) -> new Capacities(cpu, memGib * 1024L, nic, link, 5));
        final var coreAndEdges = Combinators.combine(Arbitraries.integers().between(1, 4), caps)
            .as(Topology::coreAndEdges);
        return Arbitraries.oneOf(topologies(), coreAndEdges);
    }

    private static AbstractPlacer run(final Topology topology, final Algorithm algorithm, final int seed,
            final int count) {
        final var placer = (AbstractPlacer) Placer.create(algorithm, topology, DemandTable.builtIn());
        final var requests = Workload.paper(seed).requests(count);
        final var outcomes = requests.stream().map(placer::place).toList();
        assertEquals(count, outcomes.size());
        for (var outcome : outcomes) {
            if (outcome instanceof Rejected rejected) {
                assertFalse(rejected.detail().isBlank());
                assertFalse(placer.placements().stream().anyMatch(p -> p.requestId().equals(rejected.requestId())));
            }
        }
        assertEquals(outcomes.stream().filter(Placed.class::isInstance).count(), placer.placements().size());
        return placer;
    }

    private static Set<String> domain(final Topology topology, final String host) {
        final var links = topology.incidence().get(host);
        final var domain = new HashSet<String>();
        domain.add(host);
        if (links.size() == 1) {
            domain.add(links.get(0).other(host));
        }
        return domain;
    }

    // the hosts a node's failure takes down: the node, and the hosts all of whose links end at it
    private static Set<String> downWith(final Topology topology, final String node) {
        return topology.hosts().stream().map(org.openpath.placement.Node::id).filter(h -> h.equals(node)
            || topology.incidence().get(h).stream().allMatch(l -> l.other(h).equals(node))).collect(Collectors.toSet());
    }

    // a switch whose failure no placement survives: it takes every host, or the ingress node
    private static boolean unprotectable(final Topology topology, final String node, final String ingress) {
        final var down = downWith(topology, node);
        return down.size() == topology.hosts().size() || node.equals(ingress) || down.contains(ingress);
    }

    @Property(tries = 250)
    void capacityIsNeverExceededAndReleaseFreesEverything(@ForAll("topologies") final Topology topology,
            @ForAll final Algorithm algorithm, @ForAll @IntRange(max = 10_000) final int seed,
            @ForAll @IntRange(min = 1, max = 40) final int count) {
        final var placer = run(topology, algorithm, seed, count);
        assertNull(placer.capacityViolation());
        final var linkIds = topology.links().stream().map(Link::id).collect(Collectors.toSet());
        for (var p : placer.placements()) {
            checkShape(topology, p, linkIds, null);
        }
        placer.placements().forEach(p -> placer.release(p.requestId()));
        assertTrue(placer.nothingReserved());
    }

    @Property(tries = 150)
    void pricedAdmissionBillsWhatItKeepsAndLeavesNothingOfWhatItRefuses(@ForAll("topologies") final Topology topology,
            @ForAll @DoubleRange(min = 1.5, max = 100_000) final double base,
            @ForAll @DoubleRange(min = 0.25, max = 20) final double budget, @ForAll final boolean backups,
            @ForAll @IntRange(max = 10_000) final int seed, @ForAll @IntRange(min = 1, max = 60) final int count) {
        final var priced = new Admission.Priced(base, budget);
        final var placer = (AbstractPlacer) Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn(), priced);
        final double capacity = topology.hosts().stream().mapToDouble(org.openpath.placement.Node::cpuCores).sum();
        for (var request : Workload.paper(seed).requests(count)) {
            final var before = topology.nodes().stream().map(node -> placer.reserved(node.id())).toList();
            final double usedBefore = placer.utilisation().cpu() * capacity;
            final var outcome = placer.place(request.withBackup(backups));
            final var after = topology.nodes().stream().map(node -> placer.reserved(node.id())).toList();
            if (outcome instanceof Placed) {
                final double used = placer.utilisation().cpu() * capacity;
                assertTrue(priced.cost(used - usedBefore, used / capacity) <= budget + 1e-6,
                    () -> request.id() + " kept although its bill is over the budget");
            } else {
                // undoing a reservation subtracts what was added: equal up to the last bits of a double
                for (int i = 0; i < before.size(); i++) {
                    final var was = before.get(i);
                    final var is = after.get(i);
                    assertTrue(Math.abs(was.cpuCores() - is.cpuCores()) < 1e-9 && was.memoryMib() == is.memoryMib()
                        && Math.abs(was.nicGbps() - is.nicGbps()) < 1e-9,
                        () -> "refused " + outcome + " left reservations behind: " + was + " -> " + is);
                }
            }
            Statistics.collect(outcome instanceof Rejected rejected ? rejected.reason() : "placed");
        }
        Statistics.coverage(coverage -> {
            coverage.check(RejectReason.ADMISSION_PRICE).count(c -> c > 0);
            coverage.check("placed").count(c -> c > 0);
        });
        assertNull(placer.capacityViolation());
        placer.placements().forEach(p -> placer.release(p.requestId()));
        assertTrue(placer.nothingReserved());
    }

    @Property(tries = 200)
    void ingressHopsRunFromTheIngressToTheFirstSubSfcOnReservedLinks(@ForAll("topologies") final Topology topology,
            @ForAll final Algorithm algorithm, @ForAll @IntRange(max = 10_000) final int seed,
            @ForAll @IntRange(min = 1, max = 30) final int count) {
        final var placer = (AbstractPlacer) Placer.create(algorithm, topology, DemandTable.builtIn());
        final var nodes = topology.nodes();
        final var requests = Workload.paper(seed).requests(count);
        final var ingressOf = new HashMap<String, String>();
        for (int i = 0; i < requests.size(); i++) {
            final var r = requests.get(i);
            final var ingress = nodes.get(Math.floorMod(seed + 7 * i, nodes.size())).id();
            ingressOf.put(r.id(), ingress);
            final var outcome = placer.place(new PlacementRequest(r.id(), r.graph(), r.rateGbps(),
                r.latencySlaMicros(), r.affinity(), r.backup(), ingress));
            if (outcome instanceof Rejected rejected) {
                assertFalse(rejected.detail().isBlank());
            }
        }
        assertNull(placer.capacityViolation());
        final var linkIds = topology.links().stream().map(Link::id).collect(Collectors.toSet());
        for (var p : placer.placements()) {
            final var ingress = ingressOf.get(p.requestId());
            checkShape(topology, p, linkIds, ingress);
            final var first = p.working().get(0);
            final var hop = p.ingressHop();
            if (first.node().equals(ingress)) {
                assertNull(hop, p.toString());
                continue;
            }
            assertNotNull(hop, p.toString());
            assertEquals(ingress, hop.fromSubSfc());
            assertEquals(first.id(), hop.toSubSfc());
            assertEquals(ingress, hop.path().get(0));
            assertEquals(first.node(), hop.path().get(hop.path().size() - 1));
            assertEquals(p.rateGbps(), hop.bandwidthGbps(), 1e-9);
            assertLinks(linkIds, hop.path());
        }
        placer.placements().forEach(p -> placer.release(p.requestId()));
        assertTrue(placer.nothingReserved());
    }

    @Property(tries = 100)
    void theBackupsAnySingleFailureActivatesFitBesideWhatStillRuns(@ForAll("topologies") final Topology topology,
            @ForAll @IntRange(max = 10_000) final int seed, @ForAll @IntRange(min = 1, max = 40) final int count) {
        final var placer = (AbstractPlacer) Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn());
        Workload.paper(seed).requests(count).forEach(r -> placer.place(r.withBackup(true)));
        final var capacity = new HashMap<String, org.openpath.placement.Node>();
        topology.nodes().forEach(node -> capacity.put(node.id(), node));
        for (var failed : topology.nodes()) {
            assertActivationsFit(placer, capacity, placer.plan(new Failure.NodeDown(failed.id())));
        }
    }

    @Property(tries = 150)
    void everyProtectableSingleFailureLeavesEveryProtectedRequestRunning(
            @ForAll("withUnprotectable") final Topology topology, @ForAll @IntRange(max = 10_000) final int seed,
            @ForAll @IntRange(min = 1, max = 40) final int count) {
        final var placer = (AbstractPlacer) Placer.create(Algorithm.OPENPATH, topology, DemandTable.builtIn());
        Workload.paper(seed).requests(count).forEach(r -> placer.place(r.withBackup(true)));
        final var protectedIds = placer.placements().stream().filter(p -> !p.backups().isEmpty())
            .map(Placement::requestId).collect(Collectors.toSet());
        assertEquals(placer.placements().size(), protectedIds.size(), "every accepted request has its backups");
        final var capacity = new HashMap<String, org.openpath.placement.Node>();
        topology.nodes().forEach(node -> capacity.put(node.id(), node));
        final var failures = new java.util.ArrayList<Failure>();
        topology.nodes().forEach(node -> failures.add(new Failure.NodeDown(node.id())));
        topology.links().forEach(link -> failures.add(new Failure.LinkDown(link.a(), link.b())));
        for (var failure : failures) {
            final var plan = placer.plan(failure);
            // no placement survives a failure that takes every host down (a switch all hosts hang off)
            final boolean everyHostDown = failure instanceof Failure.NodeDown(var node)
                && downWith(topology, node).size() == topology.hosts().size();
            for (var lost : plan.lost()) {
                assertEquals(everyHostDown, lost.unprotectable(), failure + ": " + lost);
                assertTrue(lost.unprotectable(), failure + " is protectable but loses " + lost);
            }
            if (everyHostDown) {
                assertEquals(placer.placements().size(), plan.lost().size(), failure + " leaves nothing running");
            }
            assertActivationsFit(placer, capacity, plan);
        }
    }

    // what each host runs once the failure's backups took over fits it: cores, MiB, Gbit/s
    private static void assertActivationsFit(final AbstractPlacer placer,
            final Map<String, org.openpath.placement.Node> capacity, final org.openpath.placement.ActivationPlan plan) {
        final var moved = new HashSet<String>();
        final var backupOf = new HashMap<String, String>();
        plan.activations().forEach(a -> {
            moved.add(a.failed());
            backupOf.put(a.backup(), a.node());
        });
        final var lost = new HashSet<String>();
        plan.lost().forEach(l -> lost.add(l.requestId()));
        final var load = new HashMap<String, double[]>();
        for (var p : placer.placements()) {
            if (lost.contains(p.requestId())) {
                continue;
            }
            for (var sub : p.subSfcs()) {
                final boolean runs = sub.role() == Role.WORKING ? !moved.contains(sub.id())
                    : backupOf.containsKey(sub.id());
                if (runs) {
                    final var sum = load.computeIfAbsent(sub.node(), n -> new double[3]);
                    sum[0] += sub.cpuCores();
                    sum[1] += sub.memoryMib();
                    sum[2] += p.rateGbps();
                }
            }
        }
        for (var host : backupOf.values()) {
            final var sum = load.get(host);
            final var node = capacity.get(host);
            assertTrue(sum[0] <= node.cpuCores() + 1e-6 && sum[1] <= node.memoryMib()
                && sum[2] <= node.nicGbps() + 1e-6, () -> "after " + plan.failure() + ", " + host + " runs "
                + java.util.Arrays.toString(sum) + " of " + node);
        }
    }

    private static void assertLinks(final Set<String> linkIds, final List<String> path) {
        for (int i = 0; i + 1 < path.size(); i++) {
            final var a = path.get(i);
            final var b = path.get(i + 1);
            assertTrue(linkIds.contains(a + "--" + b) || linkIds.contains(b + "--" + a), "no link " + a + b);
        }
    }

    private static void checkShape(final Topology topology, final Placement placement, final Set<String> linkIds,
            final String ingress) {
        final var p = placement;
        final var nfs = p.working().stream().flatMap(w -> w.nfs().stream()).toList();
        assertEquals(nfs.size(), Set.copyOf(nfs).size(), "an NF placed twice: " + p);
        for (var hop : p.hops()) {
            assertLinks(linkIds, hop.path());
        }
        for (var backup : p.backups()) {
            assertEquals(Role.BACKUP, backup.role());
            final var twin = p.working().stream().filter(w -> w.id().equals(backup.protects())).findFirst()
                .orElseThrow();
            assertEquals(twin.nfs(), backup.nfs());
            assertFalse(twin.node().equals(backup.node()), "backup " + backup + " on its twin's host");
            // outside the twin's failure domain, but for a switch whose failure no placement survives
            final var shared = new HashSet<>(domain(topology, twin.node()));
            shared.retainAll(domain(topology, backup.node()));
            shared.removeIf(node -> unprotectable(topology, node, ingress));
            assertTrue(shared.isEmpty(), "backup " + backup + " shares " + shared + " with " + twin);
        }
    }

    @Property(tries = 100)
    void sameSeedSameResult(@ForAll("topologies") final Topology topology, @ForAll final Algorithm algorithm,
            @ForAll @IntRange(max = 10_000) final int seed, @ForAll @IntRange(min = 1, max = 30) final int count) {
        assertEquals(run(topology, algorithm, seed, count).placements(),
            run(topology, algorithm, seed, count).placements());
    }

    @Property(tries = 60)
    void openPathSurvivesEverySingleHostFailureAndRestoreKeepsCapacity(
            @ForAll @IntRange(max = 10_000) final int seed, @ForAll @IntRange(min = 1, max = 40) final int count) {
        final var topology = Topology.fatTree(4, Capacities.DEFAULT);
        final var placer = run(topology, Algorithm.OPENPATH, seed, count);
        for (var host : topology.hosts()) {
            assertTrue(placer.plan(new Failure.NodeDown(host.id())).lost().isEmpty(), host.id());
        }
        final var failed = topology.hosts().get(seed % topology.hosts().size()).id();
        final var before = placer.placements().size();
        final var report = placer.restore(new Failure.NodeDown(failed));
        assertNull(placer.capacityViolation());
        assertEquals(before, placer.placements().size() + report.dropped().size());
        for (var p : placer.placements()) {
            assertTrue(p.subSfcs().stream().noneMatch(s -> s.node().equals(failed)), p.toString());
        }
    }

    @Property(tries = 100)
    void aRepairedFailureNamedFromEitherEndLeavesEveryHostOpenAgain(
            @ForAll("withUnprotectable") final Topology topology,
            @ForAll final Algorithm algorithm, @ForAll @IntRange(max = 10_000) final int seed,
            @ForAll @IntRange(min = 0, max = 20) final int count, @ForAll final boolean reversed) {
        final var placer = run(topology, algorithm, seed, count);
        final var failures = new ArrayList<Failure>();
        topology.nodes().forEach(node -> failures.add(new Failure.NodeDown(node.id())));
        topology.links().forEach(link -> failures.add(new Failure.LinkDown(link.a(), link.b())));
        final var failure = failures.get(Math.floorMod(seed, failures.size()));
        placer.restore(failure);
        // the repair names a link as the far end sees it when reversed: LLDP names a link from its source port
        placer.repair(reversed && failure instanceof Failure.LinkDown(var a, var b) ? new Failure.LinkDown(b, a)
            : failure);
        for (var host : topology.hosts()) {
            assertTrue(placer.ledger.open(placer.ledger.index(host.id())), () -> host.id() + " after " + failure);
        }
        assertNull(placer.capacityViolation());
    }
}
