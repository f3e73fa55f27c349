/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.orchestrator.impl.Fixtures.NODES;
import static org.openpath.orchestrator.impl.Fixtures.START;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRequest;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.DynamicRuleBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Nf;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.NfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.SlaBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.InsertNfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalogBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfTypeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.nf.type.ActionProfileBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.resource.demand.ResourceDemandBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.LinkBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.node.CapacityBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.AffinityMode;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.Vertex;
import org.openpath.orchestrator.impl.ChainState.RunningOn;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Algorithm;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Placed;
import org.openpath.placement.Placer;
import org.openpath.placement.Role;
import org.openpath.placement.SubSfc;
import org.openpath.placement.Topology;

/**
 * The orchestrator's state machine on three NF hosts {@code openflow:1..3} (16 cores, 16384 MiB, 40 Gbit/s each)
 * joined in a triangle, with the built-in NF catalog. Demands at the default 1 Gbit/s: firewall, nat and
 * load-balancer 0.75 cores each (320, 384 and 384 MiB), ids 2 cores and 1280 MiB, traffic-monitor 0.5 cores and
 * 384 MiB, sandbox 3 cores and 5120 MiB.
 */
class ChainOrchestratorTest {
    private static final double EPS = 1e-9;

    /** Three stages fw, nat, lb: 2.25 cores, 1088 MiB. */
    private static final ServiceChain WEB = chain("web", "fw", "firewall", "nat", "nat", "lb", "load-balancer");
    /** One parallel stage [ids, mon] with a backup: 2.5 cores, 1664 MiB, twice. */
    private static final ServiceChain PROTECTED = new ServiceChainBuilder(
        chain("protected", "ids", "ids", "mon", "traffic-monitor")).setBackup(true).build();
    /** Two stages fw, ids; inserts a sandbox after ids when ids reports 'suspicious'. */
    private static final ServiceChain GUARDED = new ServiceChainBuilder(
        chain("guarded", "fw", "firewall", "ids", "ids"))
        .setDynamicRule(BindingMap.of(new DynamicRuleBuilder()
            .setNf(new NfInstanceName("ids"))
            .setResult(new NfResult("suspicious"))
            .setAction(new InsertNfBuilder().setInsertNfType(new NfTypeName("sandbox")).build())
            .build()))
        .build();

    private final Fixtures.TestClock clock = new Fixtures.TestClock();
    private final Fixtures.RecordingSink sink = new Fixtures.RecordingSink();
    private final ChainOrchestrator orchestrator = new ChainOrchestrator(sink, clock);

    @BeforeEach
    void configure() {
        orchestrator.catalogChanged(spec(BuiltInNfCatalog.catalog()));
        orchestrator.topologyChanged(topology());
    }

    @Test
    void aChainWaitsForConnectedNodesAndIsPlacedWhenOneConnects() {
        // configured but not connected: nothing can host the chain
        submit("web", WEB);
        final var rejected = sink.last("web");
        assertEquals(Status.REJECTED, rejected.status());
        assertEquals(RunningOn.NONE, rejected.runningOn());
        assertTrue(rejected.reason().startsWith("No node has the capacity: "), rejected.reason());
        assertTrue(rejected.reason().contains("fits no host"), rejected.reason());
        assertNull(rejected.placement());
        assertEquals(START, rejected.lastChange());
        final var analysis = rejected.analysis();
        assertNotNull(analysis, "the analysis succeeded; only placement failed");
        assertEquals(3, analysis.graph().metrics().stageCount());
        assertEquals(List.of(List.of("fw"), List.of("nat"), List.of("lb")),
            analysis.graph().stages().stream().map(stage -> stage.nfs()).toList());
        for (var node : NODES) {
            assertEquals(NodeState.Status.DISCONNECTED, sink.node(node).status(), node);
        }

        // the first node to connect is used at once: the rejected chain is retried
        clock.advance(10);
        orchestrator.nodeChanged("openflow:1", true);
        final var placed = sink.last("web");
        assertEquals(Status.PLACED, placed.status());
        assertEquals(RunningOn.WORKING, placed.runningOn());
        assertEquals("Placed after capacity appeared on node openflow:1 (1 working sub-SFC)", placed.reason());
        assertEquals(START.plusSeconds(10), placed.lastChange());
        assertNotNull(placed.analysis());
        final var placement = placed.placement();
        assertNotNull(placement);
        assertEquals(List.of("fw", "nat", "lb"), nfsOf(placement.subSfcs()));
        assertEquals(1, placement.subSfcs().size());
        final var sub = placement.subSfcs().getFirst();
        assertEquals("web-w1", sub.id());
        assertEquals(Role.WORKING, sub.role());
        assertEquals("openflow:1", sub.node());
        assertTrue(sub.active());
        assertEquals(2.25, sub.cpuCores(), EPS);
        assertEquals(1088, sub.memoryMib());
        assertEquals(List.of(), placement.hops());

        final var node = sink.node("openflow:1");
        assertEquals(NodeState.Status.CONNECTED, node.status());
        assertEquals(START.plusSeconds(10), node.lastChange());
        assertEquals(2.25, node.cpuUsed(), EPS);
        assertEquals(1088, node.memoryUsed());
        assertEquals(1.0, node.nicUsed(), EPS);
        assertEquals(1, node.working());
        assertEquals(0, node.backup());
        assertEquals(NodeState.Status.DISCONNECTED, sink.node("openflow:2").status());

        // the other nodes connecting changes nothing for the placed chain
        final int states = sink.states("web").size();
        orchestrator.nodeChanged("openflow:2", true);
        orchestrator.nodeChanged("openflow:3", true);
        assertEquals(states, sink.states("web").size());
        for (var id : NODES) {
            assertEquals(NodeState.Status.CONNECTED, sink.node(id).status(), id);
        }
    }

    /**
     * Whichever node connects first, a chain must land on a connected node only.
     */
    @Test
    void aChainIsPlacedOnlyOnTheNodeThatConnected() {
        submit("web", WEB);
        assertEquals(Status.REJECTED, sink.last("web").status());

        orchestrator.nodeChanged("openflow:2", true);
        final var placed = sink.last("web");
        assertEquals(Status.PLACED, placed.status());
        final var placement = placed.placement();
        assertNotNull(placement);
        assertEquals(Set.of("openflow:2"), nodesOf(placement.subSfcs()));
    }

    /**
     * A connected node whose only neighbour is disconnected must still host chains.
     */
    @Test
    void aConnectedNodeIsUsableWhenItsNeighboursAreNot() {
        orchestrator.nodeChanged("openflow:1", true);
        orchestrator.topologyChanged(spec(new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(nfHost("openflow:1"), nfHost("openflow:2")))
            .setLink(BindingMap.of(link("openflow:1", "openflow:2")))
            .build()));
        assertEquals(NodeState.Status.CONNECTED, sink.node("openflow:1").status());

        submit("web", WEB);
        final var state = sink.last("web");
        assertEquals(Status.PLACED, state.status(), state.reason());
    }

    @Test
    void aChainOnItsBackupWithNoRoomForAFreshOneKeepsRunningUnprotected() {
        connectAll();
        orchestrator.nodeChanged("openflow:3", false);
        submit("protected", PROTECTED);
        final var placed = sink.last("protected");
        assertEquals("Placed on node openflow:1 (1 working sub-SFC, 1 backup on openflow:2)", placed.reason());

        final int mark = sink.mark();
        orchestrator.nodeChanged("openflow:1", false);
        final var after = sink.statesSince(mark, "protected");
        final var last = after.getLast();
        // not rejected: the traffic runs on the former backup, and the state says it has no protection
        assertEquals(Status.PLACED, last.status());
        assertEquals(RunningOn.BACKUP, last.runningOn());
        assertTrue(last.reason().startsWith("node openflow:1 disconnected: running on former backups WITHOUT "
            + "protection (no fresh backup fits: "), last.reason());
        final var placement = last.placement();
        assertNotNull(placement);
        assertEquals(Set.of("openflow:2"), nodesOf(placement.working()));
        assertEquals(List.of(), placement.backups());

        // a node comes (back): the chain gets a fresh backup there and keeps running where it runs
        orchestrator.nodeChanged("openflow:3", true);
        final var reprotected = sink.last("protected");
        assertEquals(Status.PLACED, reprotected.status());
        assertEquals("Protection restored: node openflow:2 (1 working sub-SFC, 1 backup on openflow:3)",
            reprotected.reason());
        final var now = reprotected.placement();
        assertNotNull(now);
        assertEquals(Set.of("openflow:2"), nodesOf(now.working()));
        assertEquals(Set.of("openflow:3"), nodesOf(now.backups()));
    }

    @Test
    void aLostWorkingNodeSwitchesTheChainToItsBackupThenRestoresProtection() {
        connectAll();
        submit("protected", PROTECTED);
        final var placed = sink.last("protected");
        assertEquals(Status.PLACED, placed.status());
        assertEquals(RunningOn.WORKING, placed.runningOn());
        assertEquals("Placed on node openflow:1 (1 working sub-SFC, 1 backup on openflow:2)", placed.reason());
        final var before = placed.placement();
        assertNotNull(before);
        assertEquals(List.of(new SubSfc("protected-w1", Role.WORKING, "", "openflow:1", true, List.of("ids", "mon"),
            2.5, 1664), new SubSfc("protected-b1", Role.BACKUP, "protected-w1", "openflow:2", false,
            List.of("ids", "mon"), 2.5, 1664)), before.subSfcs());
        assertNode("openflow:1", NodeState.Status.CONNECTED, 2.5, 1664, 1, 0);
        assertNode("openflow:2", NodeState.Status.CONNECTED, 2.5, 1664, 0, 1);

        final int mark = sink.mark();
        clock.advance(60);
        orchestrator.nodeChanged("openflow:1", false);
        final var after = sink.statesSince(mark, "protected");
        assertEquals(2, after.size(), "first the switch to the backup, then the restored protection");

        // phase 1: the backup carries the traffic, and that is made visible before re-placing
        final var switched = after.get(0);
        assertEquals(Status.PLACED, switched.status());
        assertEquals(RunningOn.BACKUP, switched.runningOn());
        assertEquals("node openflow:1 disconnected: running on backups (protected-w1 -> backup protected-b1 on "
            + "openflow:2)", switched.reason());
        assertEquals(START.plusSeconds(60), switched.lastChange());
        final var activated = switched.placement();
        assertNotNull(activated);
        assertEquals(List.of(new SubSfc("protected-w1", Role.WORKING, "", "openflow:1", false, List.of("ids", "mon"),
            2.5, 1664), new SubSfc("protected-b1", Role.BACKUP, "protected-w1", "openflow:2", true,
            List.of("ids", "mon"), 2.5, 1664)), activated.subSfcs());
        assertTrue(sink.flushedBetween(sink.indexOf(switched), sink.indexOf(after.get(1))),
            "the switch to the backup is flushed before protection is restored");

        // phase 2: the former backup is the working sub-SFC now, with a fresh backup on the third node
        final var restored = after.get(1);
        assertEquals(Status.PLACED, restored.status());
        assertEquals(RunningOn.BACKUP, restored.runningOn());
        assertEquals("node openflow:1 disconnected: running on former backups, protection restored; node openflow:2 "
            + "(1 working sub-SFC, 1 backup on openflow:3)", restored.reason());
        final var protectedAgain = restored.placement();
        assertNotNull(protectedAgain);
        assertEquals(List.of("ids", "mon"), nfsOf(protectedAgain.working()));
        assertEquals(Set.of("openflow:2"), nodesOf(protectedAgain.working()));
        assertEquals(1, protectedAgain.backups().size());
        final var backup = protectedAgain.backups().getFirst();
        assertEquals("openflow:3", backup.node());
        assertEquals(protectedAgain.working().getFirst().id(), backup.protects());
        assertEquals(List.of("ids", "mon"), backup.nfs());
        assertFalse(backup.active());
        assertFalse(nodesOf(protectedAgain.subSfcs()).contains("openflow:1"));

        final var lost = sink.node("openflow:1");
        assertEquals(NodeState.Status.FAILED, lost.status());
        assertEquals("Lost while hosting sub-SFCs; their backups took over", lost.reason());
        assertEquals(START.plusSeconds(60), lost.lastChange());
        assertNode("openflow:1", NodeState.Status.FAILED, 0, 0, 0, 0);
        assertNode("openflow:2", NodeState.Status.CONNECTED, 2.5, 1664, 1, 0);
        assertNode("openflow:3", NodeState.Status.CONNECTED, 2.5, 1664, 0, 1);

        // the node returns: usable again, the chain stays where it is
        final int states = sink.states("protected").size();
        clock.advance(60);
        orchestrator.nodeChanged("openflow:1", true);
        final var back = sink.node("openflow:1");
        assertEquals(NodeState.Status.CONNECTED, back.status());
        assertEquals("Connected and used by placement", back.reason());
        assertEquals(START.plusSeconds(120), back.lastChange());
        assertEquals(states, sink.states("protected").size());
        assertEquals(RunningOn.BACKUP, sink.last("protected").runningOn());

        // and placement uses it again
        submit("web", WEB);
        final var web = sink.last("web").placement();
        assertNotNull(web);
        assertEquals(Set.of("openflow:2"), nodesOf(web.subSfcs()), "best fit: the most loaded node that fits");
        submit("protected", null);
        submit("web", null);
        submit("big", chain("big", 10, "ids", "ids"));
        // ids at 10 Gbit/s: 2 instances, 1 + 15 = 16 cores; only an empty node takes it
        final var big = sink.last("big").placement();
        assertNotNull(big);
        assertEquals(Set.of("openflow:1"), nodesOf(big.subSfcs()));
    }

    @Test
    void aNodeLostWithoutRoomElsewhereRejectsTheChainItHosted() {
        connectAll();
        // ids at 10 Gbit/s needs all 16 cores of a node: one such chain per node
        for (var name : List.of("big1", "big2", "big3")) {
            submit(name, chain(name, 10, "ids", "ids"));
        }
        assertEquals(Set.of("openflow:1"), nodesOf(sink.last("big1").placement().subSfcs()));
        assertEquals(Set.of("openflow:2"), nodesOf(sink.last("big2").placement().subSfcs()));
        assertEquals(Set.of("openflow:3"), nodesOf(sink.last("big3").placement().subSfcs()));

        final int mark = sink.mark();
        orchestrator.nodeChanged("openflow:1", false);
        final var states = sink.statesSince(mark, "big1");
        assertEquals(2, states.size(), "first the traffic loss, then the failed re-placement");
        assertEquals(Status.PLACED, states.get(0).status());
        assertEquals(RunningOn.NONE, states.get(0).runningOn());
        assertEquals("node openflow:1 disconnected: traffic lost (working big1-w1 on openflow:1 has no surviving "
            + "backup), re-placing", states.get(0).reason());
        final var rejected = states.get(1);
        assertEquals(Status.REJECTED, rejected.status());
        assertEquals(RunningOn.NONE, rejected.runningOn());
        assertNull(rejected.placement());
        assertNotNull(rejected.analysis());
        assertTrue(rejected.reason().startsWith("node openflow:1 disconnected and the chain could not be placed "
            + "again: No node has the capacity: "), rejected.reason());
        assertEquals(List.of(), sink.statesSince(mark, "big2"));
        assertEquals(List.of(), sink.statesSince(mark, "big3"));
        assertNode("openflow:1", NodeState.Status.FAILED, 0, 0, 0, 0);
        assertNode("openflow:2", NodeState.Status.CONNECTED, 16, 4608, 1, 0);

        // deleting another chain makes room: the rejected chain is retried at once
        submit("big2", null);
        final var placedAgain = sink.last("big1");
        assertEquals(Status.PLACED, placedAgain.status());
        assertEquals(RunningOn.WORKING, placedAgain.runningOn());
        assertEquals("Placed after capacity appeared on node openflow:2 (1 working sub-SFC)", placedAgain.reason());
        assertNode("openflow:2", NodeState.Status.CONNECTED, 16, 4608, 1, 0);
        assertEquals(List.of(), sink.statesSince(mark, "big3"));
    }

    /**
     * Nodes that disconnect must not take down the chains of a connected node they were linked to.
     */
    @Test
    void chainsOfAConnectedNodeSurviveTheLossOfItsNeighbours() {
        connectAll();
        submit("web", WEB);
        assertEquals(Set.of("openflow:1"), nodesOf(sink.last("web").placement().subSfcs()));
        final int mark = sink.mark();
        orchestrator.nodeChanged("openflow:2", false);
        orchestrator.nodeChanged("openflow:3", false);
        assertEquals(List.of(), sink.statesSince(mark, "web"));
        assertEquals(Status.PLACED, sink.last("web").status());
    }

    @Test
    void deletingAChainReleasesItsCapacity() {
        connectAll();
        submit("web", WEB);
        submit("protected", PROTECTED);
        assertEquals(Set.of("openflow:1"), nodesOf(sink.last("web").placement().subSfcs()));
        assertNode("openflow:1", NodeState.Status.CONNECTED, 4.75, 2752, 2, 0);
        assertNode("openflow:2", NodeState.Status.CONNECTED, 2.5, 1664, 0, 1);

        submit("web", null);
        assertEquals(List.of("web"), sink.removed);
        assertNode("openflow:1", NodeState.Status.CONNECTED, 2.5, 1664, 1, 0);

        submit("protected", null);
        assertEquals(List.of("web", "protected"), sink.removed);
        for (var id : NODES) {
            assertNode(id, NodeState.Status.CONNECTED, 0, 0, 0, 0);
        }
        assertTrue(sink.lastLinks().stream().allMatch(link -> link.usedGbps() == 0 && link.up()));

        // deleting what does not exist emits nothing
        submit("never-there", null);
        assertEquals(List.of("web", "protected"), sink.removed);

        // the released capacity is there again: a 16-core chain fits on the first node
        submit("big", chain("big", 10, "ids", "ids"));
        assertEquals(Status.PLACED, sink.last("big").status());
        assertEquals(Set.of("openflow:1"), nodesOf(sink.last("big").placement().subSfcs()));
        assertNode("openflow:1", NodeState.Status.CONNECTED, 16, 4608, 1, 0);
    }

    @Test
    void anAlertInsertsTheRulesNfOnceAndCountsFurtherAlerts() throws Exception {
        connectAll();
        submit("guarded", GUARDED);
        final var placed = sink.last("guarded");
        assertEquals(Status.PLACED, placed.status());
        assertEquals(List.of("fw", "ids"), nfsOf(placed.placement().subSfcs()));
        final var detour = placed.analysis().graph().vertex("ids.suspicious").orElseThrow();
        assertFalse(detour.onDefaultPath());
        assertEquals("sandbox", detour.nfType());
        assertEquals(List.of(), placed.inserted());
        assertNode("openflow:1", NodeState.Status.CONNECTED, 2.75, 1600, 1, 0);

        clock.advance(5);
        final var inserted = orchestrator.nfAlert("guarded", "ids", "suspicious");
        assertEquals(new AlertOutcome(AlertOutcome.Action.INSERTED, "ids.suspicious", "openflow:1"), inserted);
        final var withSandbox = sink.last("guarded");
        assertEquals(Status.PLACED, withSandbox.status());
        assertEquals(RunningOn.WORKING, withSandbox.runningOn());
        assertEquals("Placed with ids.suspicious inserted after ids on node openflow:1 (1 working sub-SFC)",
            withSandbox.reason());
        assertEquals(List.of(new InsertedNf("ids.suspicious", "sandbox", "ids", "suspicious", START.plusSeconds(5),
            1)), withSandbox.inserted());
        assertEquals(List.of("fw", "ids", "ids.suspicious"), nfsOf(withSandbox.placement().subSfcs()));
        // the sandbox's 3 cores and 5120 MiB are reserved next to the IDS
        assertNode("openflow:1", NodeState.Status.CONNECTED, 5.75, 6720, 1, 0);

        clock.advance(5);
        final var again = orchestrator.nfAlert("guarded", "ids", "suspicious");
        assertEquals(new AlertOutcome(AlertOutcome.Action.ALREADY_INSERTED, "ids.suspicious", "openflow:1"), again);
        final var counted = sink.last("guarded");
        assertEquals(List.of(new InsertedNf("ids.suspicious", "sandbox", "ids", "suspicious", START.plusSeconds(5),
            2)), counted.inserted());
        assertEquals(withSandbox.placement(), counted.placement());
        assertNode("openflow:1", NodeState.Status.CONNECTED, 5.75, 6720, 1, 0);

        // ids reports 'malicious' too, but the chain has no rule for it
        final int states = sink.states("guarded").size();
        assertEquals(new AlertOutcome(AlertOutcome.Action.NO_RULE, null, null),
            orchestrator.nfAlert("guarded", "ids", "malicious"));
        assertEquals(states, sink.states("guarded").size());

        final var unknownChain = assertThrows(InvalidRequestException.class,
            () -> orchestrator.nfAlert("no-such-chain", "ids", "suspicious"));
        assertEquals("report-nf-alert/chain", unknownChain.element());
        assertTrue(unknownChain.getMessage().contains("no-such-chain"), unknownChain.getMessage());
        final var unknownNf = assertThrows(InvalidRequestException.class,
            () -> orchestrator.nfAlert("guarded", "dpi", "suspicious"));
        assertEquals("report-nf-alert/nf", unknownNf.element());
        assertTrue(unknownNf.getMessage().contains("dpi"), unknownNf.getMessage());

        // an edit of the chain that keeps the rule keeps the inserted NF
        submit("guarded", new ServiceChainBuilder(GUARDED).setDescription("edited").build());
        assertEquals(List.of("ids.suspicious"),
            sink.last("guarded").inserted().stream().map(InsertedNf::name).toList());
        assertEquals(List.of("fw", "ids", "ids.suspicious"), nfsOf(sink.last("guarded").placement().subSfcs()));
        // one that drops the rule drops it
        submit("guarded", new ServiceChainBuilder(GUARDED).setDynamicRule(null).build());
        assertEquals(List.of(), sink.last("guarded").inserted());
        assertEquals(List.of("fw", "ids"), nfsOf(sink.last("guarded").placement().subSfcs()));
        assertNode("openflow:1", NodeState.Status.CONNECTED, 2.75, 1600, 1, 0);
    }

    @Test
    void anOverloadedNfRunsOneMoreInstanceOnItsNodeAndAnIdleOneGivesItBack() throws Exception {
        connectAll();
        submit("web", WEB);
        final var node = sink.last("web").placement().working().getFirst().node();
        final var idle = sink.node(node);
        orchestrator.nfLoad("web", "fw", InstanceScaler.Status.UP, 0);
        clock.advance(1);
        final var out = orchestrator.nfLoad("web", "fw", InstanceScaler.Status.OVERLOADED, 1000);
        assertEquals(LoadOutcome.Action.SCALED_OUT, out.action(), out::reason);
        assertEquals(2, out.instances());
        final var scaled = sink.last("web");
        assertEquals(Map.of("fw", 2), scaled.placement().working().getFirst().instances());
        assertEquals("NF fw runs 2 instance(s) on " + node + ": overloaded at 1000 packets/s on 1 instance(s)",
            scaled.reason());
        assertEquals(Status.PLACED, scaled.status());
        // the firewall's base (0.25 cores, 256 MiB) once more on its node
        assertNode(node, NodeState.Status.CONNECTED, idle.cpuUsed() + 0.25, idle.memoryUsed() + 256, 1, 0);
        // one second later it is still overloaded: the cool-down
        clock.advance(1);
        assertEquals(LoadOutcome.Action.KEPT, orchestrator.nfLoad("web", "fw", InstanceScaler.Status.OVERLOADED,
            2000).action());
        // idle: 100 packets/s, below half of what one instance sustained (1000 packets/s over 2 instances at the last
        // overload: 500); three quiet reports in a row and the cool-down
        long packets = 2000;
        LoadOutcome last = null;
        for (int i = 0; i < 8 && (last == null || last.action() == LoadOutcome.Action.KEPT); i++) {
            clock.advance(1);
            packets += 100;
            last = orchestrator.nfLoad("web", "fw", InstanceScaler.Status.UP, packets);
        }
        assertEquals(LoadOutcome.Action.SCALED_IN, last.action(), last::reason);
        assertEquals(1, last.instances());
        assertEquals(Map.of(), sink.last("web").placement().working().getFirst().instances());
        assertNode(node, NodeState.Status.CONNECTED, idle.cpuUsed(), idle.memoryUsed(), 1, 0);

        final var unknownChain = assertThrows(InvalidRequestException.class,
            () -> orchestrator.nfLoad("no-such-chain", "fw", InstanceScaler.Status.UP, 0));
        assertEquals("report-nf-load/chain", unknownChain.element());
        final var unknownNf = assertThrows(InvalidRequestException.class,
            () -> orchestrator.nfLoad("web", "ids", InstanceScaler.Status.UP, 0));
        assertEquals("report-nf-load/nf", unknownNf.element());
    }

    @Test
    void anNfWhoseStateBelongsToNoFlowStaysOneInstanceAndSaysWhy() throws Exception {
        connectAll();
        submit("tunnel", chain("tunnel", "vpn", "vpn"));
        final int states = sink.states("tunnel").size();
        final var refused = orchestrator.nfLoad("tunnel", "vpn", InstanceScaler.Status.OVERLOADED, 0);
        assertEquals(LoadOutcome.Action.REFUSED, refused.action());
        assertEquals(1, refused.instances());
        assertTrue(refused.reason().contains("The NF cannot run as several instances: NF vpn (vpn) keeps state that "
            + "belongs to no flow"), refused.reason());
        assertEquals(states, sink.states("tunnel").size(), "nothing published");
    }

    @Test
    void removingAnNfTypeFailsTheChainsUsingItAndRestoringItPlacesThemAgain() {
        connectAll();
        submit("web", WEB);
        submit("lb-only", chain("lb-only", "lb", "load-balancer"));
        assertEquals(Status.PLACED, sink.last("web").status());

        orchestrator.catalogChanged(catalogWith(types -> types.stream()
            .filter(type -> !type.requireName().getValue().equals("firewall")).toList()));
        final var failed = sink.last("web");
        assertEquals(Status.FAILED, failed.status());
        assertEquals(RunningOn.NONE, failed.runningOn());
        assertTrue(failed.reason().contains("'firewall'"), failed.reason());
        assertNull(failed.placement());
        assertNull(failed.analysis(), "the chain cannot be analysed against a catalog without its type");
        assertEquals(Status.PLACED, sink.last("lb-only").status());
        assertNode("openflow:1", NodeState.Status.CONNECTED, 0.75, 384, 1, 0);
        final var notRunning = assertThrows(InvalidRequestException.class,
            () -> orchestrator.nfAlert("web", "fw", "suspicious"));
        assertEquals("report-nf-alert/chain", notRunning.element());

        orchestrator.catalogChanged(spec(BuiltInNfCatalog.catalog()));
        final var placed = sink.last("web");
        assertEquals(Status.PLACED, placed.status());
        assertEquals(RunningOn.WORKING, placed.runningOn());
        assertNotNull(placed.analysis());
        assertEquals(List.of("fw", "nat", "lb"), nfsOf(placed.placement().subSfcs()));
        assertEquals(Status.PLACED, sink.last("lb-only").status());
        assertNode("openflow:1", NodeState.Status.CONNECTED, 3.0, 1472, 2, 0);
    }

    @Test
    void editingAnNfTypesProfileReanalysesTheChainsUsingIt() {
        connectAll();
        submit("fm", chain("fm", "fw", "firewall", "mon", "traffic-monitor"));
        submit("lb-only", chain("lb-only", "lb", "load-balancer"));
        assertEquals(2, sink.last("fm").analysis().graph().metrics().stageCount());
        final int lbStates = sink.states("lb-only").size();

        // a firewall that neither drops nor modifies flows runs in parallel with the monitor
        orchestrator.catalogChanged(catalogWith(types -> types.stream()
            .map(type -> type.requireName().getValue().equals("firewall") ? passiveFirewall(type) : type).toList()));
        final var reanalysed = sink.last("fm");
        assertEquals(Status.PLACED, reanalysed.status());
        assertEquals(1, reanalysed.analysis().graph().metrics().stageCount());
        assertEquals(List.of(List.of("fw", "mon")),
            reanalysed.analysis().graph().stages().stream().map(stage -> stage.nfs()).toList());
        assertEquals(lbStates, sink.states("lb-only").size(), "a chain not using the type is left alone");
    }

    @Test
    void editingAnNfTypesProfileAndDemandAtOnceReanalysesTheChainsUsingIt() {
        connectAll();
        submit("fm", chain("fm", "fw", "firewall", "mon", "traffic-monitor"));
        assertEquals(2, sink.last("fm").analysis().graph().metrics().stageCount());

        orchestrator.catalogChanged(catalogWith(types -> types.stream()
            .map(type -> type.requireName().getValue().equals("firewall")
                ? new NfTypeBuilder(passiveFirewall(type)).setResourceDemand(new ResourceDemandBuilder(
                    type.getResourceDemand()).setCpuCoresBase(Decimal64.valueOf("1.250")).build()).build()
                : type).toList()));
        final var state = sink.last("fm");
        assertEquals(Status.PLACED, state.status());
        assertEquals(1, state.analysis().graph().metrics().stageCount(), "the new profile must be analysed");
        // the new demand is placed: firewall 1.25 + 0.5 cores, monitor 0.5
        assertEquals(2.25, state.placement().working().getFirst().cpuCores(), EPS);
    }

    @Test
    void progressCountsProcessedRejectedAndFailedRequests() {
        connectAll();
        final var batch = new LinkedHashMap<String, @Nullable ChainRequest>();
        batch.put("web", WEB);
        batch.put("bad", chain("bad", "x", "no-such-type"));
        // 400 Gbit/s exceed every node's 40 Gbit/s NIC
        batch.put("huge", chain("huge", 400, "lb", "load-balancer"));
        orchestrator.enqueued(batch.size());
        assertEquals(new Progress(3, 0, 0, 0, START), orchestrator.progress());
        clock.advance(1);
        orchestrator.chainsChanged(requested(batch));

        assertEquals(Status.PLACED, sink.last("web").status());
        final var bad = sink.last("bad");
        assertEquals(Status.FAILED, bad.status());
        assertEquals("NF 'x' of chain 'bad' has type 'no-such-type', which is not in the NF catalog", bad.reason());
        assertNull(bad.analysis());
        assertEquals(Status.REJECTED, sink.last("huge").status());
        assertTrue(sink.last("huge").reason().startsWith("No node has the capacity: "), sink.last("huge").reason());
        final var instant = START.plusSeconds(1);
        assertEquals(List.of(new Progress(2, 1, 0, 0, instant), new Progress(1, 2, 0, 1, instant),
            new Progress(0, 3, 1, 1, instant)), sink.progress);
        assertEquals(new Progress(0, 3, 1, 1, instant), orchestrator.progress());

        // an edit is processed again; a deletion is not processed, only dequeued
        orchestrator.enqueued(2);
        final var edits = new LinkedHashMap<String, @Nullable ChainRequest>();
        edits.put("bad", chain("bad", "x", "nat"));
        edits.put("huge", null);
        orchestrator.chainsChanged(requested(edits));
        assertEquals(Status.PLACED, sink.last("bad").status());
        assertEquals(List.of(new Progress(1, 4, 1, 1, instant), new Progress(0, 4, 1, 1, instant)),
            sink.progress.subList(3, 5));
    }

    @Test
    void progressCountsRequestsNotRetries() {
        connectAll();
        orchestrator.enqueued(1);
        submit("huge", chain("huge", 400, "lb", "load-balancer"));
        assertEquals(new Progress(0, 1, 1, 0, START), orchestrator.progress());
        final int rejections = sink.states("huge").size();

        // a returning node and a deletion retry the rejected chain, which is rejected again: still one request
        orchestrator.nodeChanged("openflow:3", false);
        orchestrator.nodeChanged("openflow:3", true);
        orchestrator.enqueued(2);
        submit("web", WEB);
        submit("web", null);
        assertEquals(rejections + 2, sink.states("huge").size(), "retried twice");
        assertEquals(Status.REJECTED, sink.last("huge").status());
        assertEquals(new Progress(0, 2, 1, 0, START), orchestrator.progress());
    }

    @Test
    void dryRunsReserveNothing() throws Exception {
        connectAll();
        submit("web", WEB);
        final int events = sink.events.size();
        // ids at 8 Gbit/s: 2 instances, 1 + 12 = 13 cores, 2048 + 2048 MiB
        final var bigChain = chain("big", 8, "ids", "ids");
        final var big = requested(bigChain);

        final var first = orchestrator.dryRun("big", big, Algorithm.OPENPATH);
        assertEquals(1, first.analysis().graph().metrics().stageCount());
        final var placed = assertInstanceOf(Placed.class, first.outcome());
        assertEquals("big", placed.requestId());
        assertEquals(Algorithm.OPENPATH, placed.placement().algorithm());
        assertEquals(List.of(new SubSfc("big-w1", Role.WORKING, "", "openflow:1", true, List.of("ids"), 13, 4096,
            Map.of("ids", 2))), placed.placement().subSfcs());
        assertEquals(events, sink.events.size(), "a dry run emits nothing");
        // were 13 cores still reserved on openflow:1, the same request would go to openflow:2
        assertEquals(first.outcome(), orchestrator.dryRun("big", big, Algorithm.OPENPATH).outcome());

        // a dry run named like a placed chain keeps that chain's reservation
        final var sameName = assertInstanceOf(Placed.class, orchestrator.dryRun("web", big, Algorithm.OPENPATH)
            .outcome());
        assertEquals("web#dry-run", sameName.requestId());
        assertEquals(Set.of("openflow:1"), nodesOf(sameName.placement().subSfcs()));

        final var strawman = orchestrator.dryRun("straw", requested(WEB), Algorithm.STRAWMAN_SIMPLE);
        final var strawPlaced = assertInstanceOf(Placed.class, strawman.outcome());
        assertEquals(Algorithm.STRAWMAN_SIMPLE, strawPlaced.placement().algorithm());
        assertEquals("straw", strawPlaced.requestId());
        assertEquals(List.of("fw", "nat", "lb"), nfsOf(strawPlaced.placement().working()));
        assertEquals(3, strawman.analysis().graph().metrics().stageCount());
        assertEquals(events, sink.events.size(), "a dry run emits nothing");

        // the real request lands exactly where the dry runs said
        submit("big", bigChain);
        final var real = sink.last("big");
        assertEquals(Status.PLACED, real.status());
        assertEquals(placed.placement().subSfcs(), real.placement().subSfcs());
        assertNode("openflow:1", NodeState.Status.CONNECTED, 15.25, 5184, 2, 0);
        assertNode("openflow:2", NodeState.Status.CONNECTED, 0, 0, 0, 0);
        assertNode("openflow:3", NodeState.Status.CONNECTED, 0, 0, 0, 0);
    }

    @Test
    void analyzeUsesTheCurrentCatalog() throws Exception {
        final var analysis = orchestrator.analyze("web", requested(WEB));
        assertEquals(List.of("fw", "nat", "lb"), analysis.graph().vertices().stream()
            .filter(Vertex::onDefaultPath).map(Vertex::nf).toList());
        final var unknown = assertThrows(InvalidRequestException.class,
            () -> orchestrator.analyze("bad", requested(chain("bad", "x", "no-such-type"))));
        assertEquals("service-chain[bad]/nf[x]/type", unknown.element());
    }

    @Test
    void linksDiscoveredByLldpCarryHopsAndTheirLossIsAFailure() {
        // nodes only: the links come from the LLDP topology, one entry per direction
        orchestrator.topologyChanged(spec(new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(NODES.stream().map(ChainOrchestratorTest::nfHost).toList()))
            .build()));
        connectAll();
        orchestrator.discoveredLinkChanged("openflow:1:1", new org.openpath.placement.Link("openflow:1",
            "openflow:2", 1, 0));
        orchestrator.discoveredLinkChanged("openflow:2:1", new org.openpath.placement.Link("openflow:2",
            "openflow:1", 1, 0));
        final var discovered = sink.lastLinks();
        assertEquals(1, discovered.size(), () -> "both directions are one link: " + discovered);
        final var link = discovered.getFirst();
        assertFalse(link.configured(), "learnt from LLDP");
        assertTrue(link.up());

        // low affinity: fw and nat on different nodes, joined by the discovered link
        submit("spread", new ServiceChainBuilder(chain("spread", "fw", "firewall", "nat", "nat"))
            .setAffinity(AffinityMode.Low).build());
        final var placed = sink.last("spread");
        assertEquals(Status.PLACED, placed.status(), placed.reason());
        final var placement = placed.placement();
        assertNotNull(placement);
        assertEquals(Set.of("openflow:1", "openflow:2"), nodesOf(placement.working()));
        assertEquals(1, placement.hops().size());
        assertEquals(1.0, sink.lastLinks().getFirst().usedGbps(), EPS, "the hop reserves the chain's rate");

        // one direction gone: the link is still there
        orchestrator.discoveredLinkChanged("openflow:1:1", null);
        assertEquals(Status.PLACED, sink.last("spread").status());
        assertTrue(sink.lastLinks().getFirst().up());

        // both gone: a link failure; no other path joins two nodes, so the chain cannot be served
        orchestrator.discoveredLinkChanged("openflow:2:1", null);
        assertFalse(sink.lastLinks().getFirst().up(), "the lost link is shown down");
        final var lost = sink.last("spread");
        assertEquals(Status.REJECTED, lost.status());
        assertTrue(lost.reason().startsWith("link openflow:1 - openflow:2 lost"), lost.reason());

        // rediscovered: repaired, and the rejected chain is placed again
        orchestrator.discoveredLinkChanged("openflow:2:1", new org.openpath.placement.Link("openflow:2",
            "openflow:1", 1, 0));
        assertTrue(sink.lastLinks().getFirst().up());
        assertEquals(Status.PLACED, sink.last("spread").status());
    }

    @Test
    void rewritingAChainToNeedLessRetriesRejectedChains() {
        orchestrator.nodeChanged("openflow:1", true);
        // ids at 5 Gbit/s: 0.5 + 1.5 * 5 = 8 cores; two of them fill the 16 cores of openflow:1
        submit("hog1", chain("hog1", 5, "ids", "ids"));
        submit("hog2", chain("hog2", 5, "ids", "ids"));
        assertEquals(Status.PLACED, sink.last("hog2").status(), sink.last("hog2").reason());
        submit("web", WEB);
        assertEquals(Status.REJECTED, sink.last("web").status());

        clock.advance(5);
        submit("hog1", chain("hog1", 1, "ids", "ids"));
        final var web = sink.last("web");
        assertEquals(Status.PLACED, web.status(), web.reason());
        assertEquals(START.plusSeconds(5), web.lastChange());
        assertNode("openflow:1", NodeState.Status.CONNECTED, 2 + 8 + 2.25, 1280 + 2304 + 1088, 3, 0);
    }

    @Test
    void lastChangeMovesOnlyWhenTheStatusDoes() {
        connectAll();
        submit("guarded", GUARDED);
        final var placedAt = sink.last("guarded").lastChange();
        clock.advance(30);
        assertDoesNotThrow(() -> orchestrator.nfAlert("guarded", "ids", "suspicious"));
        final var inserted = sink.last("guarded");
        assertEquals(Status.PLACED, inserted.status());
        assertEquals(1, inserted.inserted().size());
        assertEquals(placedAt, inserted.lastChange(), "still placed: the status did not change");
        assertEquals(START.plusSeconds(30), inserted.inserted().getFirst().insertedAt());
    }

    @Test
    void sfcIdsAreTheSmallestFreeOnesAndLastUntilTheChainIsDeleted() {
        // nothing connected: rejected, but the chain exists and has its ids
        submit("web", WEB);
        final var rejected = sink.last("web");
        assertEquals(Status.REJECTED, rejected.status());
        final var webIds = new ChainIds(1, Map.of("fw", 1L, "nat", 2L, "lb", 3L));
        assertEquals(webIds, rejected.ids());
        assertEquals(Optional.of(webIds), orchestrator.ids("web"));

        // retried and placed: the same ids
        orchestrator.nodeChanged("openflow:1", true);
        assertEquals(Status.PLACED, sink.last("web").status());
        assertEquals(webIds, sink.last("web").ids());
        orchestrator.nodeChanged("openflow:2", true);
        orchestrator.nodeChanged("openflow:3", true);
        submit("protected", PROTECTED);
        submit("guarded", GUARDED);
        assertEquals(2, sink.last("protected").ids().sfcId());
        assertEquals(3, sink.last("guarded").ids().sfcId());

        // re-placed after a node loss, switched to backups and protected again: still 2
        final int mark = sink.mark();
        orchestrator.nodeChanged("openflow:1", false);
        final var replaced = sink.statesSince(mark, "protected");
        assertEquals(List.of(RunningOn.BACKUP, RunningOn.BACKUP), replaced.stream().map(ChainState::runningOn)
            .toList());
        assertEquals(List.of(2L, 2L), replaced.stream().map(state -> state.ids().sfcId()).toList());
        assertEquals(Map.of("ids", 1L, "mon", 2L), replaced.getLast().ids().serviceIds());

        // rewritten: the SFC-ID stays, the service ids follow the new NF list
        submit("web", new ServiceChainBuilder(WEB).setDescription("edited").build());
        assertEquals(webIds, sink.last("web").ids());
        submit("web", chain("web", "lb", "load-balancer", "fw", "firewall"));
        assertEquals(new ChainIds(1, Map.of("lb", 1L, "fw", 2L)), sink.last("web").ids());
        assertEquals(Optional.of("web"), orchestrator.chainOf(1));
        assertEquals(Optional.of("fw"), orchestrator.nfOf(1, 2));
        assertEquals(Optional.empty(), orchestrator.nfOf(1, 3));
        assertEquals(Optional.of("ids.suspicious"), orchestrator.nfOf(3, 3));
        assertTrue(sink.states("web").stream().allMatch(state -> state.ids().sfcId() == 1));

        // deleted: the id is free again, and the smallest free id goes to the next new chain
        submit("protected", null);
        assertEquals(Optional.empty(), orchestrator.ids("protected"));
        assertEquals(Optional.empty(), orchestrator.chainOf(2));
        assertEquals(Optional.empty(), orchestrator.nfOf(2, 1));
        submit("next", chain("next", "mon", "traffic-monitor"));
        assertEquals(new ChainIds(2, Map.of("mon", 1L)), sink.last("next").ids());
        assertEquals(Optional.of("next"), orchestrator.chainOf(2));
        assertEquals(Optional.of("mon"), orchestrator.nfOf(2, 1));
        submit("after", chain("after", "mon", "traffic-monitor"));
        assertEquals(4, sink.last("after").ids().sfcId());
        // a chain deleted and written again is a new chain: it gets the smallest free id, not necessarily its old one
        submit("web", null);
        submit("guarded", null);
        submit("guarded", GUARDED);
        assertEquals(1, sink.last("guarded").ids().sfcId());
        assertEquals(Optional.empty(), orchestrator.chainOf(3));
        assertEquals(Optional.empty(), orchestrator.ids("web"));
        assertEquals(Optional.empty(), orchestrator.chainOf(99));
    }

    @Test
    void aChainWhoseRequestFailsKeepsItsSfcIdButHasNoServiceIds() {
        connectAll();
        submit("bad", chain("bad", "x", "no-such-type"));
        final var failed = sink.last("bad");
        assertEquals(Status.FAILED, failed.status());
        assertEquals(new ChainIds(1, Map.of()), failed.ids());
        assertEquals(Optional.of("bad"), orchestrator.chainOf(1));
        assertEquals(Optional.empty(), orchestrator.nfOf(1, 1));
        submit("web", WEB);
        final var webIds = new ChainIds(2, Map.of("fw", 1L, "nat", 2L, "lb", 3L));
        assertEquals(webIds, sink.last("web").ids());

        // an NF type goes away: failed, no graph and no service ids, but the same SFC-ID
        orchestrator.catalogChanged(catalogWith(types -> types.stream()
            .filter(type -> !type.requireName().getValue().equals("firewall")).toList()));
        assertEquals(Status.FAILED, sink.last("web").status());
        assertEquals(new ChainIds(2, Map.of()), sink.last("web").ids());
        assertEquals(Optional.of(new ChainIds(2, Map.of())), orchestrator.ids("web"));
        orchestrator.catalogChanged(spec(BuiltInNfCatalog.catalog()));
        assertEquals(Status.PLACED, sink.last("web").status());
        assertEquals(webIds, sink.last("web").ids());

        // the failed request rewritten into a valid one keeps its SFC-ID
        submit("bad", chain("bad", "x", "nat"));
        assertEquals(Status.PLACED, sink.last("bad").status());
        assertEquals(new ChainIds(1, Map.of("x", 1L)), sink.last("bad").ids());
    }

    @Test
    void insertedNfsHaveTheServiceIdsAfterTheChainsNfsBeforeAndAfterTheAlert() throws Exception {
        connectAll();
        final var multi = new ServiceChainBuilder(chain("multi", "ids", "ids", "dpi", "dpi"))
            .setDynamicRule(BindingMap.of(insertRule("ids", "suspicious", "sandbox"),
                insertRule("dpi", "p2p", "shaper")))
            .build();
        submit("multi", multi);
        final var expected = new ChainIds(1, Map.of("ids", 1L, "dpi", 2L, "ids.suspicious", 3L, "dpi.p2p", 4L));
        final var placed = sink.last("multi");
        assertEquals(Status.PLACED, placed.status(), placed.reason());
        assertEquals(expected, placed.ids());

        // the alerts come in the other order; the ids do not move
        assertEquals(AlertOutcome.Action.INSERTED, orchestrator.nfAlert("multi", "dpi", "p2p").action());
        assertEquals(List.of("dpi.p2p"), sink.last("multi").inserted().stream().map(InsertedNf::name).toList());
        assertEquals(expected, sink.last("multi").ids());
        assertEquals(AlertOutcome.Action.INSERTED, orchestrator.nfAlert("multi", "ids", "suspicious").action());
        assertEquals(2, sink.last("multi").inserted().size());
        assertEquals(expected, sink.last("multi").ids());
        assertEquals(Optional.of("dpi.p2p"), orchestrator.nfOf(1, 4));
        assertEquals(Optional.of("ids.suspicious"), orchestrator.nfOf(1, 3));

        // a rewrite without the dpi rule: its vertex and id go, the others keep theirs
        submit("multi", new ServiceChainBuilder(multi)
            .setDynamicRule(BindingMap.of(insertRule("ids", "suspicious", "sandbox"))).build());
        assertEquals(new ChainIds(1, Map.of("ids", 1L, "dpi", 2L, "ids.suspicious", 3L)), sink.last("multi").ids());
        assertEquals(List.of("ids.suspicious"), sink.last("multi").inserted().stream().map(InsertedNf::name)
            .toList());
        assertEquals(Optional.empty(), orchestrator.nfOf(1, 4));
    }

    /**
     * A defect in the analyser (not an invalid request) fails that chain with a reason an operator can act on; the
     * other chains of the same batch are still processed.
     */
    @Test
    void anAnalysisDefectFailsThatChainWithAReasonAndTheBatchGoesOn() {
        final var failingSink = webAndProtectedWith(
            catalog -> failingOn("analyze", "nat", DependencyAnalyzer.of(catalog), DependencyAnalyzer.class),
            (topology, demands) -> Placer.create(Algorithm.OPENPATH, topology, demands));

        final var web = failingSink.last("web");
        assertEquals(Status.FAILED, web.status());
        assertEquals("Analysis failed: internal error (IllegalStateException: defect under test); the request is "
            + "kept as it is: edit or delete it, and report the error in the controller's karaf.log", web.reason());
        assertEquals(RunningOn.NONE, web.runningOn());
        assertNull(web.analysis());
        assertNull(web.placement());
        assertEquals(Status.PLACED, failingSink.last("protected").status());
    }

    /**
     * A defect in the placer fails that chain with a reason, holds nothing for it, and the rest goes on.
     */
    @Test
    void aPlacementDefectFailsThatChainWithAReasonAndTheBatchGoesOn() {
        final var failingSink = webAndProtectedWith(DependencyAnalyzer::of,
            (topology, demands) -> failingOn("place", "web",
                Placer.create(Algorithm.OPENPATH, topology, demands), Placer.class));

        final var web = failingSink.last("web");
        assertEquals(Status.FAILED, web.status());
        assertEquals("Placement failed: internal error (IllegalStateException: defect under test); the chain is not "
            + "placed, and is placed again when the topology or the request changes; report the error in the "
            + "controller's karaf.log", web.reason());
        assertNotNull(web.analysis(), "the analysis succeeded");
        assertNull(web.placement());
        assertEquals(Status.PLACED, failingSink.last("protected").status());
        // the failed chain holds no capacity: only 'protected' (2.5 cores twice) is on the nodes
        final double used = NODES.stream().mapToDouble(node -> failingSink.node(node).cpuUsed()).sum();
        assertEquals(5.0, used, EPS);
    }

    /**
     * Submits WEB and PROTECTED in one batch to a fresh orchestrator built with the given cores, on the three nodes,
     * all connected.
     */
    private Fixtures.RecordingSink webAndProtectedWith(
            final Function<org.openpath.analyzer.NfCatalog, DependencyAnalyzer> analyzers,
            final BiFunction<Topology, DemandTable, Placer> placers) {
        final var failingSink = new Fixtures.RecordingSink();
        final var failing = new ChainOrchestrator(failingSink, clock, analyzers, placers);
        failing.catalogChanged(spec(BuiltInNfCatalog.catalog()));
        failing.topologyChanged(topology());
        NODES.forEach(node -> failing.nodeChanged(node, true));

        final var batch = new LinkedHashMap<String, @Nullable ChainRequest>();
        batch.put("web", WEB);
        batch.put("protected", PROTECTED);
        failing.chainsChanged(requested(batch));
        return failingSink;
    }

    /**
     * Wraps a core so that {@code method} throws when its argument mentions {@code trigger}.
     */
    // the proxy passes on the wrapped core's own exception, not the reflection wrapper around it
    @SuppressWarnings("checkstyle:AvoidHidingCauseException")
    private static <T> T failingOn(final String method, final String trigger, final T real, final Class<T> type) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
            (proxy, called, args) -> {
                if (called.getName().equals(method) && args != null && String.valueOf(args[0]).contains(trigger)) {
                    throw new IllegalStateException("defect under test");
                }
                try {
                    return called.invoke(real, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            }));
    }

    private void connectAll() {
        NODES.forEach(node -> orchestrator.nodeChanged(node, true));
    }

    private void submit(final String name, final @Nullable ChainRequest request) {
        final var changes = new HashMap<String, @Nullable ChainRequest>();
        changes.put(name, request);
        orchestrator.chainsChanged(requested(changes));
    }

    private void assertNode(final String id, final NodeState.Status status, final double cpu, final long memory,
            final int working, final int backup) {
        final var node = sink.node(id);
        assertEquals(status, node.status(), id);
        assertEquals(cpu, node.cpuUsed(), EPS, id + " cpu");
        assertEquals(memory, node.memoryUsed(), id + " memory");
        assertEquals(working, node.working(), id + " working sub-SFCs");
        assertEquals(backup, node.backup(), id + " backup sub-SFCs");
    }

    private static List<String> nfsOf(final List<SubSfc> subs) {
        return subs.stream().flatMap(sub -> sub.nfs().stream()).toList();
    }

    private static Set<String> nodesOf(final List<SubSfc> subs) {
        return Set.copyOf(subs.stream().map(SubSfc::node).toList());
    }

    private static org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.DynamicRule
            insertRule(final String nf, final String result, final String type) {
        return new DynamicRuleBuilder()
            .setNf(new NfInstanceName(nf))
            .setResult(new NfResult(result))
            .setAction(new InsertNfBuilder().setInsertNfType(new NfTypeName(type)).build())
            .build();
    }

    private static ServiceChain chain(final String name, final String... nfNameAndType) {
        return chain(name, 0, nfNameAndType);
    }

    private static ServiceChain chain(final String name, final int rateGbps, final String... nfNameAndType) {
        final var nfs = new ArrayList<Nf>();
        for (int i = 0; i < nfNameAndType.length; i += 2) {
            nfs.add(new NfBuilder()
                .setName(new NfInstanceName(nfNameAndType[i]))
                .setType(new NfTypeName(nfNameAndType[i + 1]))
                .build());
        }
        final var builder = new ServiceChainBuilder().setName(new ChainName(name)).setNf(nfs);
        if (rateGbps > 0) {
            builder.setSla(new SlaBuilder().setTrafficRate(Decimal64.valueOf(rateGbps + ".000")).build());
        }
        return builder.build();
    }

    private static NfType passiveFirewall(final NfType firewall) {
        return new NfTypeBuilder(firewall)
            .setActionProfile(new ActionProfileBuilder(firewall.getActionProfile())
                .setMayDrop(false)
                .setModifiesFlows(false)
                .setCoarseProfile(null)
                .build())
            .build();
    }

    private static CatalogSpec catalogWith(final UnaryOperator<List<NfType>> edit) {
        final var catalog = BuiltInNfCatalog.catalog();
        return spec(new NfCatalogBuilder(catalog)
            .setNfType(BindingMap.of(edit.apply(List.copyOf(catalog.nonnullNfType().values()))))
            .build());
    }

    // bindings become records at the edge, as OrchestratorService converts them
    private static CatalogSpec spec(final NfCatalog catalog) {
        return assertDoesNotThrow(() -> CatalogBindings.toSpec(catalog));
    }

    private static TopologySpec spec(final OpenpathTopology topology) {
        return assertDoesNotThrow(() -> TopologyBindings.toSpec(topology));
    }

    private static RequestedChain requested(final ChainRequest request) {
        return ChainRequestBindings.toRequested(request);
    }

    private static Map<String, @Nullable RequestedChain> requested(final Map<String, @Nullable ChainRequest> requests) {
        return ChainRequestBindings.toRequested(requests);
    }

    private static TopologySpec topology() {
        return spec(new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(NODES.stream().map(ChainOrchestratorTest::nfHost).toList()))
            .setLink(BindingMap.of(link("openflow:1", "openflow:2"), link("openflow:2", "openflow:3"),
                link("openflow:1", "openflow:3")))
            .build());
    }

    private static org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node nfHost(
            final String id) {
        return new NodeBuilder()
            .setNodeId(new NodeRef(id))
            .setCapacity(new CapacityBuilder()
                .setCpuCores(Uint16.valueOf(16))
                .setMemory(Uint32.valueOf(16384))
                .setNicBandwidth(Decimal64.valueOf("40.000"))
                .build())
            .build();
    }

    private static org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Link link(
            final String source, final String destination) {
        return new LinkBuilder()
            .setLinkId(source + "-" + destination)
            .setSourceNode(new NodeRef(source))
            .setDestinationNode(new NodeRef(destination))
            .setBandwidth(Decimal64.valueOf("10.000"))
            .build();
    }
}
