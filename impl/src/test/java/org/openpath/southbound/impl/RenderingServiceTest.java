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
import static org.openpath.southbound.impl.PlacedChains.NODE;
import static org.openpath.southbound.impl.PlacedChains.placed;
import static org.openpath.southbound.impl.PlacedChains.request;

import com.google.common.util.concurrent.Futures;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.opendaylight.mdsal.binding.api.DataTreeModification;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenter;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenterOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.transaction.rev150304.SendBarrier;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.transaction.rev150304.SendBarrierOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.FlowCookie;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRenderings;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRendering;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.EgressBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfcBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.sub.sfc.ScaledNfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.PlacementBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.RenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.NodeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.node.CapacityBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.DataObjectReference;
import org.opendaylight.yangtools.binding.Rpc;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.concepts.Registration;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.ErrorType;
import org.opendaylight.yangtools.yang.common.RpcResultBuilder;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfScale;
import org.openpath.openflow.NfUnbind;
import org.openpath.openflow.SetPathTag;
import org.openpath.southbound.render.ChainRenderer;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.FlowSlots;
import org.openpath.southbound.render.GroupRule;
import org.openpath.southbound.render.RenderOutcome;
import org.openpath.southbound.render.RuleAction;
import org.openpath.statesync.StateRelocation;

/**
 * The renderer on mdsal's in-memory data broker, with the orchestrator's part played by the test: a chain whose
 * rendering fails is reported failed and writes nothing while the other chains of the same pass are written; the
 * failure, shown in the chain's state as the orchestrator shows it, is not rendered (and reported) again and again,
 * nor withdrawn when the chain cannot be rendered; a fabric change after the cause went away renders the chain, and
 * it is confirmed. A switch refusing a chain's
 * NF_BIND fails that chain too.
 */
class RenderingServiceTest extends RendererDataBrokerTest {
    private static final long REFUSED_SFC = 3;
    // tests tagged so run the renderer with slow-confirmation and rewrite times of 300 ms, and one rewrite at most (a
    // second one, 300 ms after the first, would race the test's own confirmation of the first)
    private static final String QUICK = "quick-confirmation";
    private static final RendererTimings QUICK_TIMINGS = new RendererTimings(RendererTimings.DEFAULT.passDelay(),
        RendererTimings.DEFAULT.confirmPeriod(), Duration.ofMillis(300), RendererTimings.DEFAULT.sweepDelay(),
        RendererTimings.DEFAULT.sweepRetry(), RendererTimings.DEFAULT.sweepMaxPostpones(),
        RendererTimings.DEFAULT.carryWait(), RendererTimings.DEFAULT.sendTimeout(),
        RendererTimings.DEFAULT.sendAttempts(), RendererTimings.DEFAULT.connectAttempts(),
        RendererTimings.DEFAULT.redirectTimeout(), Duration.ofMillis(300), RendererTimings.DEFAULT.rewriteQuiet(), 1);

    private final AtomicBoolean broken = new AtomicBoolean(true);
    // while set, chain 'good' renders with a fast-failover group on its node as well
    private final AtomicBoolean goodWithGroup = new AtomicBoolean();
    private final FakeSwitch fakeSwitch = new FakeSwitch();
    private final AtomicInteger badReports = new AtomicInteger();
    private RenderingService renderer;
    private Registration reportListener;
    private Registration rewrites;

    @BeforeEach
    void startRenderer(final TestInfo test) throws Exception {
        setup();
        rewrites = watchFlowRewrites();
        writeTopology("one NF host", Node.Role.NfHost);
        for (var chain : List.of("good", "bad", "refused")) {
            final var tx = getDataBroker().newWriteOnlyTransaction();
            tx.mergeParentStructurePut(LogicalDatastoreType.CONFIGURATION, requestPath(chain), request(chain));
            tx.commit().get(10, TimeUnit.SECONDS);
        }
        reportListener = getDataBroker().registerTreeChangeListener(LogicalDatastoreType.OPERATIONAL,
            DataObjectReference.builder(ChainRenderings.class).child(ChainRendering.class).build(),
            (List<DataTreeModification<ChainRendering>> changes) -> changes.stream()
                .filter(change -> change.path().firstKeyOf(ChainRendering.class).getName().getValue().equals("bad"))
                .forEach(change -> badReports.incrementAndGet()));
        // chain 'bad' renders with the defect of issue 16 while 'broken' holds: PATH-ID 0 in its classifier
        final var attempts = new ChainRenderAttempt((view, fabric, tags, redirects) -> {
            final var outcome = ChainRenderer.render(view, fabric, tags, redirects);
            if (view.name().equals("good") && goodWithGroup.get()
                    && outcome instanceof RenderOutcome.Rendered rendered) {
                return new RenderOutcome.Rendered(withGroup(rendered.rules()));
            }
            return view.name().equals("bad") && broken.get() && outcome instanceof RenderOutcome.Rendered rendered
                ? new RenderOutcome.Rendered(withPathIdZero(rendered.rules())) : outcome;
        });
        renderer = new RenderingService(getDataBroker(), new NfControlRpcs(getDataBroker(), fakeSwitch,
            new RedirectRequests()), new RedirectRequests(), attempts, StateRelocation.NONE,
            test.getTags().contains(QUICK) ? QUICK_TIMINGS : RendererTimings.DEFAULT, fakeSwitch);
        final var tx = getDataBroker().newWriteOnlyTransaction();
        long sfcId = 1;
        for (var chain : List.of("good", "bad", "refused")) {
            tx.mergeParentStructurePut(LogicalDatastoreType.OPERATIONAL, statePath(chain), placed(chain, sfcId++));
        }
        tx.commit().get(10, TimeUnit.SECONDS);
    }

    @AfterEach
    void stopRenderer() {
        if (renderer != null) {
            renderer.close();
        }
        if (reportListener != null) {
            reportListener.close();
        }
        if (rewrites != null) {
            rewrites.close();
        }
        // a re-rendering's flows go in under their version's ids: none rewritten in place (FlowSlots)
        assertEquals(List.of(), rewrittenInPlace);
    }

    @Test
    void failedChainWritesNothingIsReportedOnceAndRecoversAfterAFabricChange() throws Exception {
        // the pass rendered all three: good and refused are written, bad is reported failed and has no flow
        final var good = awaitReport("good", RenderingResult.State.Pending);
        final var failed = awaitReport("bad", RenderingResult.State.Failed);
        assertTrue(failed.getReason().startsWith("flow bad:classifier for openflow:1 of chain 'bad' does not fit the "
            + "config inventory model (IllegalArgumentException: "), failed.getReason());
        assertTrue(failed.getReason().contains("); nothing of the chain was written to the switches — it is "
            + "rendered again when the chain, its placement, the topology or its redirects change"),
            failed.getReason());
        assertEquals(Uint64.ONE, failed.getGeneration());
        assertTrue(readFlow(NODE, "good:classifier").isPresent(), "the other chains of the pass are written");
        assertEquals(Uint32.ONE, good.getFlowRules());
        assertTrue(readFlow(NODE, "bad:classifier").isEmpty(), "nothing of the failed chain");

        // the orchestrator shows it (status failed, the report in 'rendering', same generation): no new report
        final var shown = new ServiceChainStateBuilder(placed("bad", 2)).setStatus(ChainStatus.Failed)
            .setReason("Rendering failed: " + failed.getReason()).setRendering(new RenderingBuilder(failed).build())
            .build();
        write(LogicalDatastoreType.OPERATIONAL, statePath("bad"), shown);
        final int reports = badReports.get();
        await().during(Duration.ofMillis(1500)).atMost(Duration.ofSeconds(3))
            .until(() -> badReports.get() == reports);
        assertEquals(failed, readReport("bad").orElseThrow(), "the failure stays as it was reported");

        // the node stops being an NF host: shown failed, the chain is still placed, so its report says why it is
        // not rendered now (it is not withdrawn as if the chain were not placed)
        writeTopology("now a transit switch", Node.Role.Transit);
        final var notRendered = awaitReport("bad", RenderingResult.State.NotRendered);
        assertTrue(notRendered.getReason().contains("which is not an OpenPATH switch"), notRendered.getReason());

        // the cause goes away and the fabric changes again: rendered, written, and confirmed once the switch shows
        // the flow with its cookie
        broken.set(false);
        writeTopology("an NF host again", Node.Role.NfHost);
        final var pending = awaitReport("bad", RenderingResult.State.Pending);
        assertEquals(Uint32.ONE, pending.getFlowRules());
        final var flow = await().atMost(TIMEOUT).until(() -> readFlow(NODE, "bad:classifier"), Optional::isPresent)
            .orElseThrow();
        // the operational inventory as the statistics show it: the flow with its cookie
        write(LogicalDatastoreType.OPERATIONAL, InventoryRules.flowPath(NODE, "bad:classifier"),
            new FlowBuilder(flow).build());
        awaitReport("bad", RenderingResult.State.Confirmed);
    }

    /**
     * An NF the placement runs on several instances (placement-result scaled-nf) gets NF_SCALE after its NF_BIND; a
     * re-placement with another count sends the new count, one without scaled-nf sends it back to 1.
     */
    @Test
    void theInstancesOfAScaledNfFollowThePlacement() throws Exception {
        awaitReport("good", RenderingResult.State.Pending);
        confirm("good");
        awaitReport("good", RenderingResult.State.Confirmed);
        assertTrue(fakeSwitch.taken.stream().noneMatch(NfScale.class::isInstance), () -> "one: " + fakeSwitch.taken);

        write(LogicalDatastoreType.OPERATIONAL, statePath("good"), scaled(placed("good", 1), 2, 3));
        await().atMost(TIMEOUT).until(() -> fakeSwitch.taken.contains(new NfScale(1, 1, 3)));
        confirm("good");
        awaitReport("good", RenderingResult.State.Confirmed);
        write(LogicalDatastoreType.OPERATIONAL, statePath("good"), scaled(placed("good", 1), 3, 2));
        await().atMost(TIMEOUT).until(() -> fakeSwitch.taken.contains(new NfScale(1, 1, 2)));
        confirm("good");
        awaitReport("good", RenderingResult.State.Confirmed);
        write(LogicalDatastoreType.OPERATIONAL, statePath("good"), new ServiceChainStateBuilder(placed("good", 1))
            .setGeneration(Uint64.valueOf(4)).build());
        await().atMost(TIMEOUT).until(() -> fakeSwitch.taken.contains(new NfScale(1, 1, 1)));
        final var taken = List.copyOf(fakeSwitch.taken);
        // the test's confirmations write the operational node, which the renderer takes for a reconnect: it sends the
        // chain's NF messages again, NF_SCALE with the count of the moment included
        final var counts = new ArrayList<Integer>();
        for (var message : taken) {
            if (message instanceof NfScale scale && (counts.isEmpty() || counts.getLast() != scale.instances())) {
                counts.add(scale.instances());
            }
        }
        assertEquals(List.of(3, 2, 1), counts, () -> "in order: " + taken);
        for (int i = 0; i < taken.size(); i++) {
            if (taken.get(i) instanceof NfScale) {
                assertTrue(taken.subList(0, i).contains(new NfBind(1, 1, "firewall", "fw")), () -> "bound first: "
                    + taken);
            }
        }
    }

    private static ServiceChainState scaled(final ServiceChainState state, final long generation,
            final int instances) {
        final var sub = state.getPlacement().nonnullSubSfc().values().iterator().next();
        return new ServiceChainStateBuilder(state).setGeneration(Uint64.valueOf(generation))
            .setPlacement(new PlacementBuilder(state.getPlacement()).setSubSfc(BindingMap.of(new SubSfcBuilder(sub)
                .setScaledNf(BindingMap.of(new ScaledNfBuilder().setNf(new NfInstanceName("fw"))
                    .setInstances(Uint16.valueOf(instances)).build())).build())).build())
            .build();
    }

    /**
     * Make-before-break: the firewall of chain 'good' gets another SERVICE-ID (a re-placement); its new NF_BIND goes
     * with the new rules, the old binding stays until the switch shows the new rules, then it is unbound.
     */
    @Test
    void anNfLeavesOnlyOnceTheNewRulesAreConfirmed() throws Exception {
        awaitReport("good", RenderingResult.State.Pending);
        confirm("good");
        awaitReport("good", RenderingResult.State.Confirmed);
        final var firstBind = new NfBind(1, 1, "firewall", "fw");
        assertTrue(fakeSwitch.taken.contains(firstBind), () -> "bound: " + fakeSwitch.taken);

        write(LogicalDatastoreType.OPERATIONAL, statePath("good"), new ServiceChainStateBuilder(placed("good", 1, 2))
            .setGeneration(Uint64.TWO).build());
        await().atMost(TIMEOUT).until(() -> fakeSwitch.taken.contains(new NfBind(2, 1, "firewall", "fw")));
        awaitReport("good", RenderingResult.State.Pending);
        await().during(Duration.ofMillis(1500)).atMost(Duration.ofSeconds(3))
            .until(() -> !fakeSwitch.taken.contains(new NfUnbind(1, 1)));

        confirm("good");
        awaitReport("good", RenderingResult.State.Confirmed);
        await().atMost(TIMEOUT).until(() -> fakeSwitch.taken.contains(new NfUnbind(1, 1)));
        assertTrue(fakeSwitch.taken.indexOf(new NfBind(2, 1, "firewall", "fw"))
            < fakeSwitch.taken.indexOf(new NfUnbind(1, 1)), () -> "bound before unbound: " + fakeSwitch.taken);
        // every NF message is followed by a barrier, so that OpenFlowPlugin answers it within a round trip rather
        // than at its next periodic barrier
        final var wire = List.copyOf(fakeSwitch.wire);
        final long messages = wire.stream().filter(sent -> !sent.equals("barrier")).count();
        assertTrue(messages > 0, () -> "messages sent: " + wire);
        assertEquals(messages, wire.size() - messages, () -> "one barrier per message: " + wire);
        assertEquals("barrier", wire.getLast(), () -> "the last message is followed by one: " + wire);
    }

    /**
     * An orchestrator that takes over (a controller restart, a cluster member's loss) rebuilds every chain's state:
     * the state is gone, then accepted, then placed again. The chain's request did not change, so its rules stay on
     * the switches meanwhile and are not written again; a changed request or a deleted chain does remove them.
     */
    @Test
    void aChainWhoseUnchangedRequestIsProcessedAgainKeepsItsRules() throws Exception {
        awaitReport("good", RenderingResult.State.Pending);
        confirm("good");
        awaitReport("good", RenderingResult.State.Confirmed);
        final var rules = readFlow(NODE, "good:classifier").orElseThrow();

        delete(LogicalDatastoreType.OPERATIONAL, statePath("good"));
        await().during(Duration.ofMillis(1500)).atMost(Duration.ofSeconds(3))
            .until(() -> readFlow(NODE, "good:classifier").equals(Optional.of(rules)));
        write(LogicalDatastoreType.OPERATIONAL, statePath("good"), new ServiceChainStateBuilder().setName(
            new ChainName("good")).setStatus(ChainStatus.Accepted).setGeneration(Uint64.TWO).build());
        await().during(Duration.ofMillis(1500)).atMost(Duration.ofSeconds(3))
            .until(() -> readFlow(NODE, "good:classifier").equals(Optional.of(rules)));
        // placed again as before: nothing to write, the rendering is shown again
        write(LogicalDatastoreType.OPERATIONAL, statePath("good"), new ServiceChainStateBuilder(placed("good", 1))
            .setGeneration(Uint64.valueOf(3)).build());
        await().atMost(TIMEOUT).until(() -> readReport("good").map(report -> report.getGeneration())
            .equals(Optional.of(Uint64.valueOf(3))));
        assertEquals(ChainRenderer.cookie(1) | 1, readReport("good").orElseThrow().getCookie().longValue(),
            "not written again: the same cookie version");
        assertEquals(Optional.of(rules), readFlow(NODE, "good:classifier"));

        // the request changes while its state is gone: the old rules go
        delete(LogicalDatastoreType.OPERATIONAL, statePath("good"));
        write(LogicalDatastoreType.CONFIGURATION, requestPath("good"), new ServiceChainBuilder(request("good"))
            .setEgress(new EgressBuilder().setPort(Uint32.valueOf(3)).build()).build());
        await().atMost(TIMEOUT).until(() -> readFlow(NODE, "good:classifier").isEmpty());
    }

    /**
     * A chain that takes the SFC-ID of a deleted one renders under the next cookie version, not the deleted chain's:
     * flows the deleted chain left on a switch that was away must never pass for the new chain's.
     */
    @Test
    void aChainThatTakesAFreedSfcIdGoesOnFromItsLastCookieVersion() throws Exception {
        final var good = awaitReport("good", RenderingResult.State.Pending);
        assertEquals(ChainRenderer.cookie(1) | 1, good.getCookie().longValue());
        delete(LogicalDatastoreType.OPERATIONAL, statePath("good"));
        delete(LogicalDatastoreType.CONFIGURATION, requestPath("good"));
        await().atMost(TIMEOUT).until(() -> readReport("good").isEmpty());

        write(LogicalDatastoreType.CONFIGURATION, requestPath("next"), request("next"));
        write(LogicalDatastoreType.OPERATIONAL, statePath("next"), placed("next", 1));
        final var next = awaitReport("next", RenderingResult.State.Pending);
        assertEquals(ChainRenderer.cookie(1) | 2, next.getCookie().longValue(), "SFC-ID 1 was at version 1");
    }

    @Test
    void aRestartedRendererGoesOnFromTheVersionsItsFlowsInTheConfigInventoryHave() throws Exception {
        assertEquals(ChainRenderer.cookie(1) | 1, awaitReport("good", RenderingResult.State.Pending).getCookie()
            .longValue());
        await().atMost(TIMEOUT).until(() -> readFlow(NODE, "good:classifier").isPresent());
        // the controller restarts: the renderer knows nothing but what the datastores hold
        renderer.close();
        renderer = new RenderingService(getDataBroker(), new NfControlRpcs(getDataBroker(), fakeSwitch,
            new RedirectRequests()), new RedirectRequests(), new ChainRenderAttempt(ChainRenderer::render),
            StateRelocation.NONE, RendererTimings.DEFAULT, fakeSwitch);

        // version 2 of SFC-ID 1, not version 1 again: a cookie no flow on a switch has, under the second slot's ids
        final var again = await().atMost(TIMEOUT).until(() -> readReport("good"), report -> report.isPresent()
            && report.orElseThrow().getCookie().longValue() == (ChainRenderer.cookie(1) | 2)).orElseThrow();
        assertEquals(RenderingResult.State.Pending, again.getState());
        await().atMost(TIMEOUT).until(() -> readFlow(NODE, "good:classifier" + FlowSlots.suffix(2)).isPresent());
        assertEquals(ChainRenderer.cookie(1) | 1, readFlow(NODE, "good:classifier").orElseThrow().getCookie()
            .getValue().longValue(), "the earlier version's flow is not rewritten in place");
    }

    /**
     * The forwarding rules manager can fail to install a flow (seen when several chains with fast-failover groups
     * change on one switch at once); it acts only on changes of the config inventory. A connected switch that shows
     * none of a chain's flows after the slow-confirmation time gets the chain written again under a new version, its
     * flows under the next free slot's ids; a switch that is not connected does not, and what is written afresh is
     * confirmed like any rendering.
     */
    @Test
    @Tag(QUICK)
    void rulesAConnectedSwitchDoesNotShowAreWrittenAgainUnderANewVersion() throws Exception {
        final long first = ChainRenderer.cookie(1) | 1;
        assertEquals(first, awaitReport("good", RenderingResult.State.Pending).getCookie().longValue());
        // not connected (nothing of it in the operational inventory): the chain waits, nothing is written again
        await().during(Duration.ofMillis(1200)).atMost(Duration.ofSeconds(3)).until(() -> readReport("good")
            .orElseThrow().getCookie().longValue() == first);
        // connected, answering with another application's flow only: version 2 goes in under its own ids
        write(LogicalDatastoreType.OPERATIONAL, InventoryRules.flowPath(NODE, "another-app"), new FlowBuilder()
            .setId(new FlowId("another-app")).setTableId(Uint8.ZERO).setPriority(Uint16.ONE)
            .setCookie(new FlowCookie(Uint64.valueOf(0x1234))).build());
        final var again = await().atMost(TIMEOUT).until(() -> readReport("good"), report -> report.isPresent()
            && report.orElseThrow().getCookie().longValue() == (ChainRenderer.cookie(1) | 2)).orElseThrow();
        assertEquals(RenderingResult.State.Pending, again.getState());
        await().atMost(TIMEOUT).until(() -> readFlow(NODE, "good:classifier" + FlowSlots.suffix(2)).isPresent());
        assertEquals(first, readFlow(NODE, "good:classifier").orElseThrow().getCookie().getValue().longValue(),
            "version 1's flow stays until version 2 is confirmed");
        confirm("good");
        awaitReport("good", RenderingResult.State.Confirmed);
        await().atMost(TIMEOUT).until(() -> readFlow(NODE, "good:classifier").isEmpty());
    }

    /**
     * A rendering that drops a fast-failover group retires the earlier rendering's flows once it is confirmed, but
     * the group stays in the config inventory while the chain exists: the forwarding rules manager can take a group id
     * it saw removed for one still on the switch and send a flow using it before the group (docs/upstream-issues.md).
     * It goes with the chain.
     */
    @Test
    void aGroupARenderingDropsStaysUntilTheChainGoes() throws Exception {
        goodWithGroup.set(true);
        // 'good' renders once before the flag counts, or with it: the rendering with the group is the one confirmed
        writeTopology("one NF host, the group", Node.Role.NfHost);
        final var withGroup = await().atMost(TIMEOUT).until(() -> readReport("good"), report -> report.isPresent()
            && report.orElseThrow().getGroups().intValue() == 1).orElseThrow();
        // the group's id carries its version's slot (FlowSlots)
        final var group = InventoryRules.groupPath(NODE, FlowSlots.groupId(1L << 8 | 1,
            (int) (withGroup.getCookie().longValue() & 0xFFFF)));
        await().atMost(TIMEOUT).until(() -> read(LogicalDatastoreType.CONFIGURATION, group).isPresent());
        confirm("good");
        awaitReport("good", RenderingResult.State.Confirmed);

        goodWithGroup.set(false);
        writeTopology("one NF host, no group", Node.Role.NfHost);
        final var without = await().atMost(TIMEOUT).until(() -> readReport("good"), report -> report.isPresent()
            && report.orElseThrow().getGroups().intValue() == 0).orElseThrow();
        final var oldId = "good:classifier" + FlowSlots.suffix((int) (withGroup.getCookie().longValue() & 0xFFFF));
        assertTrue(readFlow(NODE, oldId).isPresent(), "the earlier classifier stays until the new one is confirmed");
        confirm("good");
        awaitReport("good", RenderingResult.State.Confirmed);
        await().atMost(TIMEOUT).until(() -> readFlow(NODE, oldId).isEmpty());
        assertTrue(read(LogicalDatastoreType.CONFIGURATION, group).isPresent(),
            "the group the confirmed rendering dropped stays: " + without.getCookie());

        // the chain is deleted: its request and then its state go
        delete(LogicalDatastoreType.CONFIGURATION, requestPath("good"));
        delete(LogicalDatastoreType.OPERATIONAL, statePath("good"));
        await().atMost(TIMEOUT).until(() -> read(LogicalDatastoreType.CONFIGURATION, group).isEmpty());
    }

    private static ChainRules withGroup(final ChainRules rules) {
        final var groups = new ArrayList<>(rules.groups());
        groups.add(new GroupRule(NODE, rules.sfcId() << 8 | 1, List.of(new GroupRule.Bucket(1,
            List.of(new RuleAction.Output(1))), new GroupRule.Bucket(2, List.of(new RuleAction.Output(2))))));
        return new ChainRules(rules.chain(), rules.sfcId(), rules.cookie(), rules.flows(), groups,
            rules.nfMessages(), rules.segments(), rules.routes());
    }

    /**
     * Shows the chain's classifier in the operational inventory with the cookie it is written with, as the flow
     * statistics would.
     */
    private void confirm(final String chain) throws Exception {
        final var cookie = readReport(chain).orElseThrow().getCookie();
        // each version writes the classifier under its slot's id (FlowSlots)
        final var id = chain + ":classifier" + FlowSlots.suffix((int) (cookie.longValue() & 0xFFFF));
        final var flow = await().atMost(TIMEOUT).until(() -> readFlow(NODE, id), written -> written
            .isPresent() && written.orElseThrow().getCookie().getValue().equals(cookie)).orElseThrow();
        write(LogicalDatastoreType.OPERATIONAL, InventoryRules.flowPath(NODE, id), new FlowBuilder(flow).build());
    }

    @Test
    void switchRefusingAnNfBindFailsThatChainOnly() {
        final var refused = awaitReport("refused", RenderingResult.State.Failed);
        assertTrue(refused.getReason().startsWith("switches refused NF messages: openflow:1: "), refused.getReason());
        assertTrue(refused.getReason().contains("UNKNOWN_NF_TYPE"), refused.getReason());
        assertTrue(refused.getReason().endsWith("(the chain's flows stay installed; its NF messages are sent again "
            + "when the switch reconnects or the chain changes)"), refused.getReason());
        assertEquals(RenderingResult.State.Pending, awaitReport("good", RenderingResult.State.Pending).getState());
    }

    // --- the switch and the data -------------------------------------------------------------------------------

    /**
     * OpenFlowPlugin's send-experimenter for a switch that takes every message but the NF_BIND of the refused chain.
     */
    private static final class FakeSwitch implements RpcService {
        final List<ControllerMessage> taken = new CopyOnWriteArrayList<>();
        // what reached the switch, in order: each message's type, and "barrier" for each barrier request
        final List<String> wire = new CopyOnWriteArrayList<>();

        @Override
        public <R extends Rpc<?, ?>> R getRpc(final Class<R> rpcInterface) {
            if (rpcInterface == SendBarrier.class) {
                final SendBarrier barrier = input -> {
                    wire.add("barrier");
                    return Futures.immediateFuture(RpcResultBuilder.success(new SendBarrierOutputBuilder().build())
                        .build());
                };
                return rpcInterface.cast(barrier);
            }
            assertEquals(SendExperimenter.class, rpcInterface);
            final SendExperimenter rpc = input -> {
                final var message = MessageBindings.controllerMessage(MessageBindings.toOfj(
                    input.getExperimenterMessageOfChoice()));
                wire.add(message.type().name());
                if (!(message instanceof NfBind bind && bind.sfcId() == REFUSED_SFC)) {
                    taken.add(message);
                }
                return Futures.immediateFuture(message instanceof NfBind bind && bind.sfcId() == REFUSED_SFC
                    ? RpcResultBuilder.<org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service
                        .rev151020.SendExperimenterOutput>failed()
                        .withError(ErrorType.APPLICATION, "OpenPATH error UNKNOWN_NF_TYPE").build()
                    : RpcResultBuilder.success(new SendExperimenterOutputBuilder().build()).build());
            };
            return rpcInterface.cast(rpc);
        }
    }

    private static ChainRules withPathIdZero(final ChainRules rules) {
        final var flows = rules.flows().stream().map(flow -> new FlowRule(flow.node(), flow.id(), flow.priority(),
            flow.match(), flow.actions().stream().map(action -> action instanceof RuleAction.Extension extension
                && extension.action() instanceof SetPathTag tag
                ? new RuleAction.Extension(new SetPathTag(tag.sfcId(), 0)) : action).toList())).toList();
        return new ChainRules(rules.chain(), rules.sfcId(), rules.cookie(), flows, rules.groups(),
            rules.nfMessages(), rules.segments(), rules.routes());
    }

    private void writeTopology(final String description, final Node.Role role) throws Exception {
        write(LogicalDatastoreType.CONFIGURATION, DataObjectIdentifier.builder(OpenpathTopology.class).build(),
            new OpenpathTopologyBuilder().setNode(BindingMap.of(new NodeBuilder()
                .setNodeId(new NodeRef(NODE))
                .setDescription(description)
                .setRole(role)
                .setCapacity(new CapacityBuilder()
                    .setCpuCores(Uint16.valueOf(16))
                    .setMemory(Uint32.valueOf(16384))
                    .setNicBandwidth(Decimal64.valueOf("40.000"))
                    .build())
                .build())).build());
    }
}
