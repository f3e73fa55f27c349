/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opendaylight.openflowplugin.extension.api.ExtensionConvertorData;
import org.opendaylight.openflowplugin.extension.api.exception.ConversionException;
import org.opendaylight.openflowplugin.extension.api.path.ActionPath;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathActionGrouping;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.WireId;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.graph.set.message.GraphSetBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.graph.set.message.graph.set.Vertex;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.graph.set.message.graph.set.VertexBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.graph.set.message.graph.set.vertex.Action;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.graph.set.message.graph.set.vertex.ActionBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nodes.node.table.flow.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionNodesNodeTableFlowApplyActionsCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathGraphSet;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathGraphSetBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathGraphSet;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.CopyToBranches;
import org.openpath.openflow.ExpType;
import org.openpath.openflow.GraphSet;
import org.openpath.openflow.GraphVertex;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.Merge;
import org.openpath.openflow.OpenPathAction;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.RunGraph;
import org.openpath.openflow.SetPathTag;
import org.openpath.refswitch.SwitchBench;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.RuleAction;
import org.openpath.southbound.render.RuleMatch;

/**
 * Revision 3 of the extension (docs/openpath-openflow.md section 8) through the OpenFlowPlugin layer: RUN_GRAPH as an
 * {@code openpath-action} wherever actions are modelled, GRAPH_SET as the send-experimenter case
 * {@code openpath-graph-set} (a {@code vertex} list keyed by service-id, each with an {@code action} list keyed by
 * order carrying the same {@code openpath-action} container), both to the spec's bytes.
 */
class ServiceGraphBindingsTest {
    // docs/openpath-openflow.md section 8, the example GRAPH_SET (xid 0x12) and RUN_GRAPH(0x10000)
    static final String SPEC_GRAPH_SET_FRAME = """
        04 04 00 98 00 00 00 12  00 00 00 50 00 00 00 0a
        00 00 00 07 00 04 00 00  00 01 00 00 00 18 00 00
        ff ff 00 18 00 00 00 50  00 02 02 02 00 00 00 02
        00 00 00 03 00 00 00 00  00 00 00 02 00 18 00 00
        ff ff 00 18 00 00 00 50  00 01 00 00 00 00 00 02
        00 02 00 00 00 00 00 00  00 00 00 03 00 18 00 00
        ff ff 00 18 00 00 00 50  00 01 00 00 00 00 00 03
        00 02 00 00 00 00 00 00  00 02 00 00 00 18 00 00
        ff ff 00 18 00 00 00 50  00 03 02 01 00 00 00 00
        01 02 00 00 00 00 00 00
        """;
    static final String SPEC_RUN_GRAPH_0X10000 =
        "ff ff 00 18 00 00 00 50 00 05 00 00 00 01 00 00 00 00 00 00 00 00 00 00";
    // docs/openpath-openflow.md section 3
    private static final String SPEC_SET_PATH_TAG_7_1 =
        "ff ff 00 18 00 00 00 50 00 04 00 00 00 00 00 07 00 00 00 01 00 00 00 00";
    // the fork and merge of chain 7's stage 0 (docs/rendering.md, Rules)
    private static final long FORK = 0x10000;
    private static final long MERGE = 0x20000;
    // docs/rendering.md: cookie 0x4f50 (top 16 bits) · SFC-ID 7 · version 3
    private static final long COOKIE = 0x4F50_0000_0007_0003L;
    private static final ExtensionConvertorData OPENFLOW_13 = new ExtensionConvertorData(Uint8.valueOf(4));

    private final ActionCodec actionCodec = new ActionCodec(new MalformedInput());

    /**
     * The graph of the spec's example: chain 7's parallel stage, fork 0x10000 to the branches 2 and 3, merge 0x20000.
     */
    static GraphSet specGraph() {
        return new GraphSet(7, List.of(
            new GraphVertex(FORK, List.of(new CopyToBranches(CopyKind.FULL_COPY, List.of(2L, 3L)))),
            new GraphVertex(2, List.of(new InvokeNf(2, MERGE))),
            new GraphVertex(3, List.of(new InvokeNf(3, MERGE))),
            new GraphVertex(MERGE, List.of(new Merge(true, 0, List.of(1, 2))))));
    }

    @Test
    void specGraphSetExampleGoesOutByteForByte() throws ConversionException {
        final var salCase = assertInstanceOf(OpenpathGraphSet.class, MessageBindings.salMessage(specGraph()));
        assertEquals(spaced(SPEC_GRAPH_SET_FRAME), hex(InventoryWire.experimenter(0x12, salCase)));
        // what the model holds: the vertices in the order given, each one's actions keyed 0, 1, ...
        final var graph = salCase.getGraphSet();
        assertEquals(7L, graph.getSfcId().getValue().toJava());
        assertEquals(List.of(FORK, 2L, 3L, MERGE), graph.nonnullVertex().stream()
            .map(vertex -> vertex.getServiceId().getValue().toJava()).toList());
        final var fork = graph.nonnullVertex().getFirst().nonnullAction().values();
        assertEquals(List.of(Uint8.ZERO), fork.stream().map(Action::getOrder).toList());
        assertEquals(new CopyToBranches(CopyKind.FULL_COPY, List.of(2L, 3L)),
            ActionBindings.action(fork.iterator().next()));
    }

    @Test
    void specRunGraphExampleIsWrittenAndReadOnEveryActionPath() {
        final var action = new RunGraph(FORK);
        final var converter = new ActionConverter();
        final var ofj = converter.convert(new OpenpathActionNodesNodeTableFlowApplyActionsCaseBuilder()
            .setOpenpathAction(ActionBindings.container(action)).build());
        final var bytes = InventoryWire.bytes(buffer -> actionCodec.serialize(ofj, buffer));
        assertEquals(SPEC_RUN_GRAPH_0X10000, hex(bytes));
        final var read = actionCodec.deserialize(Unpooled.wrappedBuffer(bytes));
        for (var path : ActionPath.values()) {
            final var back = assertInstanceOf(OpenpathActionGrouping.class, converter.convert(read, path));
            assertInstanceOf(org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping
                .openpath.action.action.RunGraph.class, back.getOpenpathAction().getAction(), path::name);
            assertEquals(action, ActionBindings.action(back), path::name);
        }
    }

    @Test
    void aChainsOneFlowWithRunGraphReachesTheSwitchAsTheSpecSays() {
        // docs/openpath-openflow.md section 8: pop VLAN, SET_PATH_TAG(7, tag), RUN_GRAPH(0x10000), the way out
        final var flow = InventoryRules.flow(new FlowRule("openflow:5", "c:tag-1", 300, RuleMatch.tag(1),
            List.of(new RuleAction.PopVlan(), new RuleAction.Extension(new SetPathTag(7, 1)),
                new RuleAction.Extension(new RunGraph(FORK)), new RuleAction.PushVlan(),
                new RuleAction.SetVlan(12), new RuleAction.Output(2))), COOKIE);
        final var flowMod = hex(InventoryWire.flowMod(0x21, "openflow:5", flow));
        final var actions = String.join(" ", hex(SwitchBench.popVlan()), SPEC_SET_PATH_TAG_7_1,
            SPEC_RUN_GRAPH_0X10000, hex(SwitchBench.pushVlan()), hex(SwitchBench.setVlanVid(12)),
            hex(SwitchBench.output(2)));
        assertTrue(flowMod.endsWith(" " + actions), flowMod);
    }

    @Test
    void randomGraphsGoOutAsTheCodecWritesThemAndComeBackIntact() throws ConversionException {
        final var random = new RandomRecords(8);
        for (int i = 0; i < 500; i++) {
            final var graph = random.graphSet();
            final var converter = new ControllerMessageConverter(ExpType.GRAPH_SET);
            final var ofj = assertInstanceOf(OfjOpenpathGraphSet.class,
                converter.convert(MessageBindings.salMessage(graph), OPENFLOW_13));
            assertEquals(graph, MessageBindings.controllerMessage(ofj));
            final var body = InventoryWire.bytes(buffer -> new ControllerMessageSerializer().serialize(ofj, buffer));
            assertEquals(hex(OpenPathCodec.encodeBody(graph)), hex(body), graph::toString);
        }
    }

    @Test
    void noVertexRemovesTheGraphAndIsSentAsSuch() throws ConversionException {
        final var empty = new GraphSet(7, List.of());
        final var salCase = (OpenpathGraphSet) MessageBindings.salMessage(empty);
        assertEquals(List.of(), salCase.getGraphSet().nonnullVertex());
        assertEquals("04 04 00 18 00 00 00 12 00 00 00 50 00 00 00 0a 00 00 00 07 00 00 00 00",
            hex(InventoryWire.experimenter(0x12, salCase)));
        // the model without a vertex list is the same message
        assertEquals(empty, MessageBindings.controllerMessage(MessageBindings.toOfj(new OpenpathGraphSetBuilder()
            .setGraphSet(new GraphSetBuilder().setSfcId(wireId(7)).build()).build())));
    }

    @Test
    void aVertexRunsItsActionsByTheirOrderNotByTheirPlaceInTheList() {
        final var vertex = new VertexBuilder().setServiceId(wireId(2))
            .setAction(BindingMap.ordered(action(7, new InvokeNf(2, 0)), action(3, new InvokeNf(4, 5))))
            .build();
        final var graph = (GraphSet) MessageBindings.controllerMessage(MessageBindings.toOfj(graphSet(
            List.of(vertex))));
        assertEquals(List.of(new InvokeNf(4, 5), new InvokeNf(2, 0)), graph.vertices().getFirst().actions());
    }

    @Test
    void aGraphTheSpecRefusesFailsTheRpcNamingWhyNotTheChannel() {
        // docs/openpath-openflow.md section 8: INVOKE_NF, MERGE and COPY_TO_BRANCHES only, 1 to 8 per vertex
        final var converter = new ControllerMessageConverter(ExpType.GRAPH_SET);
        assertRefused(converter, "SET_PATH_TAG", vertex(2, new InvokeNf(2, 0), new SetPathTag(7, 1)));
        assertRefused(converter, "RUN_GRAPH", vertex(2, new RunGraph(3)));
        assertRefused(converter, "COPY_TO_BRANCHES must be its last action",
            vertex(FORK, new CopyToBranches(CopyKind.SHARED, List.of(2L, 3L)), new InvokeNf(2, 0)));
        assertRefused(converter, "needs 1..8 actions", new VertexBuilder().setServiceId(wireId(2)).build());
        assertRefused(converter, "graph-set/vertex[2]/action[0]: openpath-action has no action",
            new VertexBuilder().setServiceId(wireId(2))
                .setAction(BindingMap.of(new ActionBuilder().setOrder(Uint8.ZERO).build())).build());
        final var noChain = new OpenpathGraphSetBuilder().setGraphSet(new GraphSetBuilder().build()).build();
        assertTrue(assertThrows(ConversionException.class, () -> converter.convert(noChain, OPENFLOW_13))
            .getMessage().contains("graph-set/sfc-id is missing"));
    }

    private static void assertRefused(final ControllerMessageConverter converter, final String why,
            final Vertex vertex) {
        final var message = assertThrows(ConversionException.class,
            () -> converter.convert(graphSet(List.of(vertex)), OPENFLOW_13)).getMessage();
        assertTrue(message.startsWith("Invalid OpenPATH GRAPH_SET message: ") && message.contains(why), message);
    }

    private static OpenpathGraphSet graphSet(final List<Vertex> vertices) {
        return new OpenpathGraphSetBuilder().setGraphSet(new GraphSetBuilder().setSfcId(wireId(7)).setVertex(vertices)
            .build()).build();
    }

    private static Vertex vertex(final long serviceId, final OpenPathAction... actions) {
        final var entries = new ArrayList<Action>();
        for (int i = 0; i < actions.length; i++) {
            entries.add(action(i, actions[i]));
        }
        return new VertexBuilder().setServiceId(wireId(serviceId)).setAction(BindingMap.ordered(entries)).build();
    }

    private static Action action(final int order, final OpenPathAction action) {
        return new ActionBuilder().setOrder(Uint8.valueOf(order)).setOpenpathAction(ActionBindings.container(action))
            .build();
    }

    private static WireId wireId(final long value) {
        return new WireId(Uint32.valueOf(value));
    }

    private static String spaced(final String text) {
        return text.strip().replaceAll("\\s+", " ");
    }

    private static String hex(final byte[] bytes) {
        return HexFormat.ofDelimiter(" ").formatHex(bytes);
    }
}
