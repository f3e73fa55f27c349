/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.google.gson.stream.JsonReader;
import java.io.StringReader;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.dom.adapter.test.AbstractConcurrentDataBrokerTest;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenter;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenterInput;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenterInputBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.instruction.instruction.ApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathActionGrouping;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathGraphSet;
import org.opendaylight.yangtools.yang.data.api.schema.ContainerNode;
import org.opendaylight.yangtools.yang.data.codec.gson.JSONCodecFactorySupplier;
import org.opendaylight.yangtools.yang.data.codec.gson.JsonParserStream;
import org.opendaylight.yangtools.yang.data.impl.schema.ImmutableNormalizedNodeStreamWriter;
import org.opendaylight.yangtools.yang.data.impl.schema.NormalizationResultHolder;
import org.opendaylight.yangtools.yang.model.api.stmt.SchemaNodeIdentifier.Absolute;
import org.opendaylight.yangtools.yang.model.util.SchemaInferenceStack;
import org.openpath.openflow.RunGraph;
import org.openpath.openflow.SetPathTag;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.RuleAction;
import org.openpath.southbound.render.RuleMatch;

/**
 * The revision 3 additions of the openpath-openflow model through mdsal's binding-DOM codec, as flows in the config
 * inventory and send-experimenter inputs cross it: a flow carrying RUN_GRAPH is stored and read back intact and
 * still reaches the switch as the spec's bytes; a GRAPH_SET input keeps its vertices and their actions in order.
 */
class ServiceGraphModelTest extends AbstractConcurrentDataBrokerTest {
    private static final String NODE = "openflow:5";
    // docs/rendering.md: cookie 0x4f50 (top 16 bits) · SFC-ID 7 · version 3
    private static final long COOKIE = 0x4F50_0000_0007_0003L;
    private static final Absolute INPUT = Absolute.of(SendExperimenter.QNAME, SendExperimenterInput.QNAME);
    // the send-experimenter input docs/southbound.md shows for the example of docs/openpath-openflow.md section 8
    private static final String DOCUMENTED_GRAPH_SET = """
        {"input":{"node":"/opendaylight-inventory:nodes/node[id='openflow:81']",
          "openpath-openflow:graph-set":{"sfc-id":7,"vertex":[
            {"service-id":65536,"action":[{"order":0,"openpath-action":
              {"copy-to-branches":{"copy-kind":"full-copy","branch-service-id":[2,3]}}}]},
            {"service-id":2,"action":[{"order":0,"openpath-action":
              {"invoke-nf":{"service-id":2,"next-service-id":131072}}}]},
            {"service-id":3,"action":[{"order":0,"openpath-action":
              {"invoke-nf":{"service-id":3,"next-service-id":131072}}}]},
            {"service-id":131072,"action":[{"order":0,"openpath-action":
              {"merge":{"drop-wins":true,"next-service-id":0,"priority":[1,2]}}}]}]}}}
        """;

    ServiceGraphModelTest() {
        super(true);
    }

    @Test
    void aFlowWithRunGraphIsStoredInTheConfigInventoryAndReadBackIntact() throws Exception {
        setup();
        final var flow = InventoryRules.flow(new FlowRule(NODE, "c:tag-1", 300, RuleMatch.tag(1), List.of(
            new RuleAction.PopVlan(), new RuleAction.Extension(new SetPathTag(7, 1)),
            new RuleAction.Extension(new RunGraph(0x10000)), new RuleAction.Output(2))), COOKIE);
        final var path = InventoryRules.flowPath(NODE, "c:tag-1");
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.mergeParentStructurePut(LogicalDatastoreType.CONFIGURATION, path, flow);
        tx.commit().get(10, TimeUnit.SECONDS);

        final Flow stored;
        try (var read = getDataBroker().newReadOnlyTransaction()) {
            stored = read.read(LogicalDatastoreType.CONFIGURATION, path).get(10, TimeUnit.SECONDS).orElseThrow();
        }
        // the datastore fills in defaults (strict); the match and the actions are as written
        assertEquals(flow.getMatch(), stored.getMatch());
        assertEquals(flow.getInstructions(), stored.getInstructions());
        final var apply = (ApplyActionsCase) stored.getInstructions().nonnullInstruction().values().iterator().next()
            .getInstruction();
        assertEquals(List.of(new SetPathTag(7, 1), new RunGraph(0x10000)), apply.getApplyActions().nonnullAction()
            .values().stream()
            .filter(action -> action.getAction() instanceof OpenpathActionGrouping)
            .map(action -> ActionBindings.action((OpenpathActionGrouping) action.getAction()))
            .toList());
        // what the forwarding rules manager pushes for the stored flow
        assertArrayEquals(InventoryWire.flowMod(1, NODE, flow), InventoryWire.flowMod(1, NODE, stored));
    }

    @Test
    void aGraphSetInputCrossesTheDomCodecWithItsVerticesAndActionsInOrder() throws Exception {
        setup();
        final var random = new RandomRecords(9);
        final var serializer = getDataBrokerTestCustomizer().getAdapterContext().currentSerializer();
        for (int i = 0; i < 50; i++) {
            final var graph = i == 0 ? ServiceGraphBindingsTest.specGraph() : random.graphSet();
            final var input = new SendExperimenterInputBuilder()
                .setNode(NfControlRpcs.nodeRef(NODE))
                .setExperimenterMessageOfChoice(MessageBindings.salMessage(graph))
                .build();
            final var back = assertInstanceOf(SendExperimenterInput.class,
                serializer.fromNormalizedNodeRpcData(INPUT, serializer.toNormalizedNodeRpcData(input)));
            final var salCase = assertInstanceOf(OpenpathGraphSet.class, back.getExperimenterMessageOfChoice());
            assertEquals(graph, MessageBindings.controllerMessage(MessageBindings.toOfj(salCase)));
            assertArrayEquals(InventoryWire.experimenter(0x12, input.getExperimenterMessageOfChoice()),
                InventoryWire.experimenter(0x12, salCase), graph::toString);
        }
    }

    @Test
    void theDocumentedGraphSetInputIsTheSpecExample() throws Exception {
        setup();
        // parsed as RESTCONF parses the body of a POST to /operations/sal-experimenter-message:send-experimenter
        final var context = getDataBrokerTestCustomizer().getSchemaService().getGlobalContext();
        final var holder = new NormalizationResultHolder();
        try (var parser = JsonParserStream.create(ImmutableNormalizedNodeStreamWriter.from(holder),
                JSONCodecFactorySupplier.RFC7951.getShared(context),
                SchemaInferenceStack.of(context, Absolute.of(SendExperimenter.QNAME)).toInference());
             var reader = new JsonReader(new StringReader(DOCUMENTED_GRAPH_SET))) {
            parser.parse(reader);
        }
        final var serializer = getDataBrokerTestCustomizer().getAdapterContext().currentSerializer();
        final var input = assertInstanceOf(SendExperimenterInput.class, serializer.fromNormalizedNodeRpcData(INPUT,
            assertInstanceOf(ContainerNode.class, holder.getResult().data())));
        final var message = input.getExperimenterMessageOfChoice();
        assertEquals(ServiceGraphBindingsTest.specGraph(), MessageBindings.controllerMessage(
            MessageBindings.toOfj(message)));
        assertEquals(ServiceGraphBindingsTest.SPEC_GRAPH_SET_FRAME.strip().replaceAll("\\s+", " "),
            HexFormat.ofDelimiter(" ").formatHex(InventoryWire.experimenter(0x12, message)));
    }
}
