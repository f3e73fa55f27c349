/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.util.concurrent.Futures;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenter;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenterOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.transaction.rev150304.SendBarrier;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.transaction.rev150304.SendBarrierOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.ClassifierBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.EgressBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.NfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.LinkBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.node.CapacityBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.Rpc;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.concepts.Registration;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.RpcResultBuilder;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfUnbind;
import org.openpath.southbound.render.FlowSlots;
import org.openpath.statesync.StateRelocation;
import org.openpath.statesync.StateRelocation.Relocation;

/**
 * A re-placement that runs a chain's firewall on another node carries its state before the traffic switches (docs/
 * rendering.md, docs/state-move.md section 10): the renderer binds the firewall on the new node and writes every
 * flow but those that switch the traffic, asks state-sync to carry the relocated NF's state once the switches show
 * them, writes the switch-over flows only when state-sync answers, and unbinds the old node's firewall last. The
 * renderer runs on mdsal's in-memory data broker; the switches' statistics and state-sync are played by the test.
 */
class RenderingRelocationTest extends RendererDataBrokerTest {
    private static final String OLD = "openflow:1";
    private static final String NEW = "openflow:2";
    private static final NfBind FW_BIND = new NfBind(1, 1, "firewall", "fw");
    // the classifier of the chain's second rendering, under that version's id
    private static final String SWITCH_OVER = "c:classifier" + FlowSlots.suffix(2);

    /** State-sync as the test plays it: each request, and the answer the test gives when it likes. */
    private record Asked(String chain, long sfcId, List<Relocation> relocations, CompletableFuture<String> answer) {
    }

    private final List<Asked> asked = new CopyOnWriteArrayList<>();
    private final FakeSwitches switches = new FakeSwitches();
    private RenderingService renderer;
    private Registration rewrites;

    @BeforeEach
    void startRenderer() throws Exception {
        setup();
        rewrites = watchFlowRewrites();
        write(LogicalDatastoreType.CONFIGURATION, DataObjectIdentifier.builder(OpenpathTopology.class).build(),
            topology());
        write(LogicalDatastoreType.CONFIGURATION, requestPath("c"), request());
        // both switches are connected
        for (var node : List.of(OLD, NEW)) {
            write(LogicalDatastoreType.OPERATIONAL, inventoryNode(node), new NodeBuilder().setId(new NodeId(node))
                .build());
        }
        final StateRelocation stateSync = (chain, sfcId, relocations) -> {
            final var answer = new CompletableFuture<String>();
            asked.add(new Asked(chain, sfcId, relocations, answer));
            return answer;
        };
        renderer = new RenderingService(getDataBroker(), new NfControlRpcs(getDataBroker(), switches,
            new RedirectRequests()), new RedirectRequests(), stateSync, RendererTimings.DEFAULT, switches, false,
            false);
        write(LogicalDatastoreType.OPERATIONAL, statePath("c"), placedOn(OLD, 1));
        awaitReport("c", RenderingResult.State.Pending);
        showFlows(OLD, NEW);
        awaitReport("c", RenderingResult.State.Confirmed);
        assertTrue(switches.took(OLD, FW_BIND), switches::toString);
    }

    @AfterEach
    void stopRenderer() {
        if (renderer != null) {
            renderer.close();
        }
        if (rewrites != null) {
            rewrites.close();
        }
        // the second version's flows went in under their own ids: nothing was rewritten in place (FlowSlots)
        assertEquals(List.of(), rewrittenInPlace);
    }

    @Test
    void theRelocatedFirewallsStateGoesAlongBeforeTheTrafficSwitches() throws Exception {
        // step 1: the new node binds the firewall; the classifier that would switch the traffic waits
        final var before = replacedOnTheNewNode();
        final var ask = asked.getFirst();
        assertEquals("c", ask.chain());
        assertEquals(1, ask.sfcId());
        assertEquals(List.of(new Relocation("fw", 1, "firewall", OLD, NEW)), ask.relocations());
        final var carrying = awaitReport("c", RenderingResult.State.Pending);
        assertTrue(carrying.getReason().startsWith("carrying the state of fw from openflow:1 to openflow:2 before "
            + "the "), carrying.getReason());
        assertTrue(carrying.getReason().contains(" flows that switch the traffic over; then "), carrying.getReason());
        await().during(Duration.ofMillis(1500)).atMost(Duration.ofSeconds(3))
            .until(() -> readFlow(OLD, "c:classifier").equals(before) && readFlow(OLD, SWITCH_OVER).isEmpty());
        assertTrue(!switches.took(OLD, new NfUnbind(1, 1)), "the old firewall serves until the switch");

        // step 2: state-sync answers, the second version's classifier switches the traffic (the first one's stays
        // until the second version is confirmed)
        ask.answer().complete("state carried: fw to openflow:2 (3 chunks)");
        await().atMost(TIMEOUT).until(() -> readFlow(OLD, SWITCH_OVER).isPresent());
        assertEquals(before, readFlow(OLD, "c:classifier"));
        showFlows(OLD, NEW);
        final var done = awaitReport("c", RenderingResult.State.Confirmed);
        assertTrue(done.getReason().endsWith(" confirmed; state carried: fw to openflow:2 (3 chunks)"),
            done.getReason());
        await().atMost(TIMEOUT).until(() -> switches.took(OLD, new NfUnbind(1, 1)));
        await().atMost(TIMEOUT).until(() -> readFlow(OLD, "c:classifier").isEmpty());
        assertEquals(1, asked.size(), "asked once");
    }

    @Test
    void aFailureToCarryTheStateDoesNotHoldTheTrafficBack() throws Exception {
        final var before = replacedOnTheNewNode();
        asked.getFirst().answer().completeExceptionally(new IllegalStateException("state-sync stopped"));
        await().atMost(TIMEOUT).until(() -> readFlow(OLD, SWITCH_OVER).isPresent());
        showFlows(OLD, NEW);
        final var done = awaitReport("c", RenderingResult.State.Confirmed);
        await().atMost(TIMEOUT).until(() -> readFlow(OLD, "c:classifier").isEmpty());
        assertTrue(done.getReason().endsWith(" confirmed; state not carried: state-sync stopped"), done.getReason());
    }

    @Test
    void aChainThatStaysOnItsNodeCarriesNothing() throws Exception {
        // another SERVICE-ID for the firewall on the same node: a new instance, no relocation
        write(LogicalDatastoreType.OPERATIONAL, statePath("c"), placedOn(OLD, 2, 5));
        await().atMost(TIMEOUT).until(() -> switches.took(OLD, new NfBind(5, 1, "firewall", "fw")));
        showFlows(OLD, NEW);
        awaitReport("c", RenderingResult.State.Confirmed);
        assertTrue(asked.isEmpty(), () -> "asked " + asked);
    }

    /**
     * Places the chain on the new node, shows its flows there once the firewall is bound, and waits for the request
     * to state-sync.
     *
     * @return the old node's classifier, which must not change before state-sync answers
     */
    private Optional<Flow> replacedOnTheNewNode() throws Exception {
        final var before = readFlow(OLD, "c:classifier");
        write(LogicalDatastoreType.OPERATIONAL, statePath("c"), placedOn(NEW, 2));
        await().atMost(TIMEOUT).until(() -> switches.took(NEW, FW_BIND));
        showFlows(OLD, NEW);
        await().atMost(TIMEOUT).until(() -> asked.size() == 1);
        return before;
    }

    // --- the data ----------------------------------------------------------------------------------------------

    private static OpenpathTopology topology() {
        return new OpenpathTopologyBuilder()
            .setNode(BindingMap.of(nfHost(OLD), nfHost(NEW)))
            .setLink(BindingMap.of(new LinkBuilder().setLinkId("l-1-2").setSourceNode(new NodeRef(OLD))
                .setDestinationNode(new NodeRef(NEW)).setSourcePort(Uint32.valueOf(3))
                .setDestinationPort(Uint32.valueOf(3)).setBandwidth(Decimal64.valueOf("40.000")).build()))
            .build();
    }

    private static Node nfHost(final String node) {
        return new org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeBuilder()
            .setNodeId(new NodeRef(node))
            .setRole(Node.Role.NfHost)
            .setCapacity(new CapacityBuilder().setCpuCores(Uint16.valueOf(16)).setMemory(Uint32.valueOf(16384))
                .setNicBandwidth(Decimal64.valueOf("40.000")).build())
            .build();
    }

    // one firewall; traffic enters openflow:1 on port 1 and leaves it on port 2
    private static ServiceChain request() {
        return new ServiceChainBuilder()
            .setName(new ChainName("c"))
            .setNf(List.of(new NfBuilder().setName(new NfInstanceName("fw")).setType(new NfTypeName("firewall"))
                .build()))
            .setClassifier(new ClassifierBuilder().setIngressNode(new NodeRef(OLD)).setIngressPort(Uint32.ONE)
                .build())
            .setEgress(new EgressBuilder().setNode(new NodeRef(OLD)).setPort(Uint32.TWO).build())
            .build();
    }

    private static ServiceChainState placedOn(final String node, final long generation) {
        return placedOn(node, generation, 1);
    }

    private static ServiceChainState placedOn(final String node, final long generation, final long serviceId) {
        return PlacedChains.placedOn("c", node, 1, generation, serviceId);
    }

    /**
     * OpenFlowPlugin's send-experimenter for switches that take every message; it records which switch took what.
     */
    private static final class FakeSwitches implements RpcService {
        final List<String> taken = new CopyOnWriteArrayList<>();

        boolean took(final String node, final ControllerMessage message) {
            return taken.contains(node + " " + message);
        }

        @Override
        public <R extends Rpc<?, ?>> R getRpc(final Class<R> rpcInterface) {
            if (rpcInterface == SendBarrier.class) {
                final SendBarrier barrier = input -> Futures.immediateFuture(RpcResultBuilder.success(
                    new SendBarrierOutputBuilder().build()).build());
                return rpcInterface.cast(barrier);
            }
            assertEquals(SendExperimenter.class, rpcInterface);
            final SendExperimenter rpc = input -> {
                final var message = MessageBindings.controllerMessage(MessageBindings.toOfj(
                    input.getExperimenterMessageOfChoice()));
                final var node = input.getNode().getValue().firstKeyOf(
                    org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node.class).getId()
                    .getValue();
                taken.add(node + " " + message);
                return Futures.immediateFuture(RpcResultBuilder.success(new SendExperimenterOutputBuilder().build())
                    .build());
            };
            return rpcInterface.cast(rpc);
        }

        @Override
        public String toString() {
            return "taken " + taken;
        }
    }
}
