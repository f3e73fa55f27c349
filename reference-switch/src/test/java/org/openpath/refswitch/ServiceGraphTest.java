/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.ExecutableChain;
import org.openpath.analyzer.exec.Outcome;
import org.openpath.analyzer.exec.Packet;
import org.openpath.analyzer.exec.SequentialExecutor;
import org.openpath.fixtures.TestPackets;
import org.openpath.openflow.ExperimenterErrorCode;
import org.openpath.openflow.GraphSet;
import org.openpath.openflow.GraphVertex;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.OpenPathCodec;

/**
 * Service graphs installed as flows, NF_BIND and handler rules run injected chain packets exactly like the
 * analyser's {@link SequentialExecutor} — with a flow per step (revision 1) or the graph held by the NF handler and one
 * flow (revision 3, spec section 8); SkipMe, RequestMe, ChangeDefault and NF_ALERT behave as the spec says.
 */
class ServiceGraphTest {
    private TestController controller;
    private ReferenceSwitch sw;
    private TestController.Session session;

    @BeforeEach
    void setUp() throws Exception {
        controller = new TestController();
        final var connected = controller.connect(0x77, 2);
        sw = connected.sw();
        session = connected.session();
    }

    @AfterEach
    void tearDown() throws Exception {
        sw.close();
        controller.close();
    }

    static Stream<Arguments> chains() {
        return Stream.of(
            Arguments.of("firewall, ids, monitor", ChainRequest.builder().nf("firewall").nf("ids")
                .nf("traffic-monitor").build()),
            Arguments.of("monitor, NAT, load balancer", ChainRequest.builder().nf("traffic-monitor").nf("nat")
                .nf("load-balancer").build()),
            Arguments.of("scrubber, firewall, dpi, nat, wan optimizer, monitor", ChainRequest.builder()
                .nf("ddos-scrubber").nf("firewall").nf("dpi").nf("nat").nf("wan-optimizer").nf("traffic-monitor")
                .build()),
            Arguments.of("ids discarding malicious, sending suspicious to the monitor", ChainRequest.builder()
                .nf("firewall").nf("ids").nf("voc").nf("traffic-monitor")
                .rule(DynamicRule.discard("ids", "malicious"), DynamicRule.sendTo("ids", "suspicious",
                    "traffic-monitor"))
                .build()));
    }

    // in-JVM switches: addresses 1-12 will do, TTL 0
    static List<Packet> packets(final int count, final long seed) {
        return TestPackets.random(count, seed, 1, 1, 0);
    }

    private void install(final List<byte[]> messages) throws InterruptedException {
        for (var message : messages) {
            final byte[] error = session.errorOf(message);
            assertNull(error, () -> "refused " + Msgs.hex(message) + ": " + Msgs.hex(error));
        }
    }

    private List<Packet> run(final List<Packet> inputs, final int expected) throws InterruptedException {
        for (var packet : inputs) {
            sw.inject(1, packet);
        }
        final List<Packet> out = new ArrayList<>();
        for (int i = 0; i < expected; i++) {
            final var delivered = sw.poll(2, TestController.TIMEOUT);
            assertNotNull(delivered, "only " + i + " of " + expected + " packets left the switch");
            final var chain = (ChainPacket) delivered;
            assertEquals(GraphRenderer.SFC, chain.sfcId());
            assertEquals(1, chain.pathId());
            out.add(chain.packet());
        }
        sw.flows();
        assertTrue(sw.received(2).isEmpty(), "more packets than the sequential chain delivers");
        return out;
    }

    private static List<Packet> delivered(final List<Outcome> outcomes) {
        return outcomes.stream().filter(outcome -> outcome.kind() == Outcome.Kind.DELIVERED)
            .map(Outcome::packet).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("chains")
    void graphRunsLikeTheSequentialChain(final String name, final ChainRequest request) throws Exception {
        final AnalysisResult result = DependencyAnalyzer.builtIn().analyze(request);
        install(new GraphRenderer(result.graph()).render(request.dynamicRules()));
        final var inputs = packets(300, name.hashCode());
        final var expected = delivered(SequentialExecutor.run(ExecutableChain.of(BuiltInCatalog.catalog(), request,
            result), inputs).outcomes());
        assertTrue(expected.size() > 0);
        assertEquals(expected, run(inputs, expected.size()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("chains")
    void graphHeldByTheNfHandlerRunsLikeTheSequentialChainWithOneFlow(final String name, final ChainRequest request)
            throws Exception {
        final AnalysisResult result = DependencyAnalyzer.builtIn().analyze(request);
        install(new GraphRenderer(result.graph()).renderGraph(request.dynamicRules()));
        assertEquals(1, sw.flows().size(), "revision 3: the classifier is the chain's only flow");
        final var inputs = packets(300, name.hashCode());
        final var expected = delivered(SequentialExecutor.run(ExecutableChain.of(BuiltInCatalog.catalog(), request,
            result), inputs).outcomes());
        assertTrue(expected.size() > 0);
        assertEquals(expected, run(inputs, expected.size()));
    }

    @Test
    void aGraphNamingAServiceNotBoundIsRefusedAndTheChainKeepsItsGraph() throws Exception {
        final var request = ChainRequest.builder().nf("firewall").nf("ids").nf("traffic-monitor").build();
        final AnalysisResult result = DependencyAnalyzer.builtIn().analyze(request);
        final var renderer = new GraphRenderer(result.graph());
        install(renderer.renderGraph(List.of()));
        final long fw = renderer.id("firewall");
        final byte[] refused = OpenPathCodec.encodeMessage(new GraphSet(GraphRenderer.SFC, List.of(
            new GraphVertex(fw, List.of(new InvokeNf(fw, 0))), new GraphVertex(99, List.of(new InvokeNf(99, 0))))),
            session.nextXid());
        final byte[] error = session.errorOf(refused);
        assertNotNull(error, "a vertex invoking unbound service 99 must be refused");
        assertEquals(0xFFFF, Msgs.errorType(error));
        assertEquals(ExperimenterErrorCode.UNKNOWN_SERVICE.code(), Msgs.errorCode(error));
        final var inputs = packets(200, 21);
        final var expected = delivered(SequentialExecutor.run(ExecutableChain.of(BuiltInCatalog.catalog(), request,
            result), inputs).outcomes());
        assertEquals(expected, run(inputs, expected.size()), "the chain's earlier graph still runs it");
    }

    @Test
    void aMalformedGraphIsRefusedWithBadLength() throws Exception {
        final var request = ChainRequest.builder().nf("firewall").build();
        install(new GraphRenderer(DependencyAnalyzer.builtIn().analyze(request).graph()).render(List.of()));
        // one vertex announced, its actions-len (24) beyond the 8 bytes that follow
        final byte[] body = ByteBuffer.allocate(24).putInt((int) GraphRenderer.SFC).putShort((short) 1)
            .putShort((short) 0).putInt(1).putShort((short) 24).putShort((short) 0).putLong(0).array();
        final byte[] error = session.errorOf(Msgs.experimenter(session.nextXid(), 0x50, 0x0A, body));
        assertNotNull(error);
        assertEquals(1, Msgs.errorType(error));
        assertEquals(6, Msgs.errorCode(error));
    }

    @Test
    void aGraphWithoutVerticesRemovesItAndAServiceWithoutVertexLeavesTheGraphForTableZero() throws Exception {
        final var request = ChainRequest.builder().nf("traffic-monitor").build();
        final AnalysisResult result = DependencyAnalyzer.builtIn().analyze(request);
        final var renderer = new GraphRenderer(result.graph());
        install(renderer.renderGraph(List.of()));
        final long monitor = renderer.id("traffic-monitor");
        // the monitor's default edge now leads to service 50, which the graph has no vertex for: the packet leaves
        // the graph to table 0, where a flow for service 50 outputs it to port 2 — without the graph's exit (whose
        // SET_PATH_TAG(7, 1) would set PATH-ID 1)
        install(List.of(OpenPathCodec.encodeMessage(new GraphSet(GraphRenderer.SFC, List.of(new GraphVertex(monitor,
            List.of(new InvokeNf(monitor, 50))))), session.nextXid()),
            Msgs.flowMod(session.nextXid(), 0, 0, 100, 50, Msgs.match(Msgs.opOxm(0, GraphRenderer.SFC),
                Msgs.opOxm(3, 50)), Msgs.apply(Msgs.output(2)))));
        final var inputs = packets(20, 31);
        for (var packet : inputs) {
            sw.inject(1, packet);
        }
        for (int i = 0; i < inputs.size(); i++) {
            final var chain = (ChainPacket) sw.poll(2, TestController.TIMEOUT);
            assertNotNull(chain, "only " + i + " of " + inputs.size() + " packets left by the flow of service 50");
            assertEquals(GraphRenderer.SFC, chain.sfcId());
            assertEquals(0, chain.pathId(), "the graph's exit (SET_PATH_TAG) applied to a packet that left it");
        }
        sw.flows();
        assertTrue(sw.received(2).isEmpty(), "the graph's exit applied to a packet that left it for table 0");
        // no vertex: the chain's graph is gone, RUN_GRAPH re-submits to table 0 with SERVICE_ID = the monitor, which
        // no flow matches
        install(List.of(OpenPathCodec.encodeMessage(new GraphSet(GraphRenderer.SFC, List.of()), session.nextXid())));
        for (var packet : inputs) {
            sw.inject(1, packet);
        }
        sw.flows();
        assertTrue(sw.received(2).isEmpty(), "a removed graph still steered packets");
    }

    @Test
    void theChainsGraphGoesWithItsLastBindingOnTheNode() throws Exception {
        final var request = ChainRequest.builder().nf("firewall").nf("traffic-monitor").build();
        final AnalysisResult result = DependencyAnalyzer.builtIn().analyze(request);
        final var renderer = new GraphRenderer(result.graph());
        install(renderer.renderGraph(List.of()));
        install(List.of(Msgs.experimenter(session.nextXid(), 0x50, 2, ByteBuffer.allocate(8)
            .putInt((int) renderer.id("firewall")).putInt((int) GraphRenderer.SFC).array())));
        // the monitor is still bound: the graph stays; unbinding the monitor, the chain's last binding, removes it
        final long monitor = renderer.id("traffic-monitor");
        install(List.of(Msgs.experimenter(session.nextXid(), 0x50, 2, ByteBuffer.allocate(8)
            .putInt((int) monitor).putInt((int) GraphRenderer.SFC).array())));
        // both bound again: a graph that had stayed would run the packets out of port 2; without it RUN_GRAPH goes to
        // table 0, where no flow matches
        install(List.of(Msgs.nfBind(session.nextXid(), renderer.id("firewall"), GraphRenderer.SFC, "firewall",
            "firewall"), Msgs.nfBind(session.nextXid(), monitor, GraphRenderer.SFC, "traffic-monitor",
            "traffic-monitor")));
        for (var packet : packets(20, 41)) {
            sw.inject(1, packet);
        }
        sw.flows();
        assertTrue(sw.received(2).isEmpty(), "the graph outlived the chain's last binding on the node");
    }

    @Test
    void skipMeRequestMeAndChangeDefault() throws Exception {
        final var request = ChainRequest.builder().nf("firewall").nf("ids").nf("traffic-monitor").build();
        final var result = DependencyAnalyzer.builtIn().analyze(request);
        final var renderer = new GraphRenderer(result.graph());
        install(renderer.render(List.of()));
        final long fw = renderer.id("firewall");
        // SkipMe on the firewall for source 3: it never drops those packets
        install(List.of(Msgs.skipMe(session.nextXid(), 6, GraphRenderer.SFC, fw, Msgs.flowSpec(3))));
        final var fromThree = packets(200, 3).stream().map(packet -> {
            final var copy = packet.copy();
            copy.set(PacketField.IP_SRC, 3);
            return copy;
        }).toList();
        final var withoutFirewall = ChainRequest.builder().nf("ids").nf("traffic-monitor").build();
        final var expected = delivered(SequentialExecutor.run(ExecutableChain.of(BuiltInCatalog.catalog(),
            withoutFirewall, List.of("ids", "traffic-monitor")), fromThree).outcomes());
        assertEquals(expected, run(fromThree, expected.size()));
        // RequestMe removes exactly that entry; a second one finds nothing
        install(List.of(Msgs.skipMe(session.nextXid(), 7, GraphRenderer.SFC, fw, Msgs.flowSpec(3))));
        final byte[] error = session.errorOf(Msgs.skipMe(session.nextXid(), 7, GraphRenderer.SFC, fw,
            Msgs.flowSpec(3)));
        assertNotNull(error);
        assertEquals(5, Msgs.errorCode(error));
        // ChangeDefault: the firewall's default edge leads to the monitor, the IDS is bypassed
        install(List.of(Msgs.changeDefault(session.nextXid(), GraphRenderer.SFC, fw,
            renderer.id("traffic-monitor"), Msgs.flowSpec(0))));
        final var inputs = packets(200, 11);
        final var bypass = ChainRequest.builder().nf("firewall").nf("traffic-monitor").build();
        // the firewall skipped every earlier packet, so its state is fresh: compare with a fresh firewall → monitor
        final var expectedBypass = delivered(SequentialExecutor.run(ExecutableChain.of(BuiltInCatalog.catalog(),
            bypass, List.of("firewall", "traffic-monitor")), inputs).outcomes());
        assertEquals(expectedBypass, run(inputs, expectedBypass.size()));
    }

    @Test
    void nfAlertReachesTheControllerOncePerFlow() throws Exception {
        final var request = ChainRequest.builder().nf("ids").build();
        final var result = DependencyAnalyzer.builtIn().analyze(request);
        install(new GraphRenderer(result.graph()).render(List.of()));
        final var inputs = packets(100, 5);
        for (var packet : inputs) {
            sw.inject(1, packet);
            sw.inject(1, packet);
        }
        final byte[] alert = session.await(message -> message[1] == 4
            && ByteBuffer.wrap(message).getInt(12) == 0x102);
        assertEquals(GraphRenderer.SFC, ByteBuffer.wrap(alert).getInt(16));
        sw.raiseAlert(GraphRenderer.SFC, 1, "manual", inputs.get(0));
        final byte[] manual = session.await(message -> message[1] == 4 && message.length == 16 + 60 + 6);
        assertEquals("manual", new String(manual, 76, 6, java.nio.charset.StandardCharsets.UTF_8));
        sw.sendNfMessage(1, GraphRenderer.SFC, "{\"load\":\"0.73\"}");
        session.await(message -> message[1] == 4 && ByteBuffer.wrap(message).getInt(12) == 0x103);
        sw.nfUpdate(GraphRenderer.SFC, 1, NfStatus.OVERLOADED);
        final byte[] update = session.await(message -> message[1] == 4
            && ByteBuffer.wrap(message).getInt(12) == 0x101 && message[24] == 2);
        assertEquals(1, ByteBuffer.wrap(update).getInt(16));
    }
}
