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

import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.opendaylight.openflowplugin.extension.api.ExtensionConvertorData;
import org.opendaylight.openflowplugin.extension.api.exception.ConversionException;
import org.opendaylight.openflowplugin.extension.api.path.ActionPath;
import org.opendaylight.openflowplugin.extension.api.path.MatchPath;
import org.opendaylight.openflowplugin.extension.api.path.MessagePath;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.oxm.rev150225.match.entries.grouping.MatchEntry;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.extension.general.rev140714.general.extension.grouping.ExtensionBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathActionGrouping;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchNodesNodeTableFlowBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OxmValue;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nodes.node.table.flow.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionNodesNodeTableFlowApplyActionsCaseBuilder;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.fixtures.SpecExamples;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.CopyToBranches;
import org.openpath.openflow.HandlerAction;
import org.openpath.openflow.HandlerRule;
import org.openpath.openflow.HandlerRuleAdd;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.Merge;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.OxmField;
import org.openpath.openflow.OxmMatch;
import org.openpath.openflow.RunGraph;
import org.openpath.openflow.SetPathTag;

/**
 * Every OpenPATH match field, action and message through the OpenFlowPlugin layer: MD-SAL model, converter,
 * OpenFlowJava model, OpenFlowJava codec, bytes, and back. The bytes are checked against the spec's examples
 * (docs/openpath-openflow.md) and against the pure codec, whose golden-byte tests pin every layout.
 */
class OpenFlowJavaLayerRoundTripTest {
    private static final int RANDOM_CASES = 2_000;

    private final MalformedInput malformed = new MalformedInput();
    private final OxmCodec oxmCodec = new OxmCodec(malformed);
    private final ActionCodec actionCodec = new ActionCodec(malformed);

    @ParameterizedTest
    @EnumSource(SpecExamples.Oxm.class)
    void specMatchFieldExamplesAreWrittenAndReadByteForByte(final SpecExamples.Oxm example) {
        final var field = OxmField.valueOf(example.field());
        assertOxm(example.masked() ? OxmMatch.masked(field, SpecExamples.Oxm.VALUE, SpecExamples.Oxm.MASK)
            : OxmMatch.of(field, SpecExamples.Oxm.VALUE), example.hex());
    }

    @Test
    void specActionExamplesAreWrittenAndReadByteForByte() {
        assertAction(new InvokeNf(3, 4), SpecExamples.INVOKE_NF_3_NEXT_4);
        assertAction(new CopyToBranches(CopyKind.FULL_COPY, List.of(5L, 6L)), SpecExamples.COPY_TO_BRANCHES_FULL_5_6);
        assertAction(new Merge(true, 9, List.of(2, 1)), SpecExamples.MERGE_DROP_WINS_9_2_1);
        assertAction(new SetPathTag(7, 1), SpecExamples.SET_PATH_TAG_7_1);
        // revision 3 (section 8); its examples are not among the shared SpecExamples yet
        assertAction(new RunGraph(0x10000), ServiceGraphBindingsTest.SPEC_RUN_GRAPH_0X10000);
    }

    @Test
    void specHandlerRuleExampleBodyIsWrittenByteForByte() throws ConversionException {
        final var message = new HandlerRuleAdd(new HandlerRule(7, 2, "suspicious", HandlerAction.SEND_TO, 5));
        // the frame of the spec's example without its 16 bytes of header, experimenter and exp_type
        final byte[] frame = SpecExamples.bytes(SpecExamples.HANDLER_RULE_ADD_FRAME);
        assertEquals(hex(Arrays.copyOfRange(frame, SpecExamples.MESSAGE_HEADER_BYTES, frame.length)),
            hex(serializeControllerMessage(message)));
    }

    @Test
    void randomMatchFieldsSurviveBothConvertersAndTheCodec() {
        final var random = new RandomRecords(1);
        for (int i = 0; i < RANDOM_CASES; i++) {
            final var match = random.oxm();
            // MD-SAL extension-list entry -> OpenFlowJava (what a FLOW_MOD does)
            final var converter = new OxmConverter(match.field());
            final var entry = converter.convert(new ExtensionBuilder()
                .addAugmentation(new OpenpathMatchNodesNodeTableFlowBuilder().setOpenpathOxm(OxmBindings.value(match))
                    .build())
                .build());
            final var bytes = InventoryWire.bytes(buffer -> oxmCodec.serialize(entry, buffer));
            assertArrayEquals(OpenPathCodec.encodeOxm(match), bytes, match::toString);
            // bytes -> OpenFlowJava -> MD-SAL statistics (what a flow-stats reply does)
            final var read = oxmCodec.deserialize(Unpooled.wrappedBuffer(bytes));
            for (var path : MatchPath.values()) {
                final var augment = converter.convert(read, path);
                assertEquals(match, OxmBindings.match(match.field(),
                    ((OxmValue) augment.getAugmentationObject()).getOpenpathOxm()), path::name);
                assertEquals(OxmBindings.extensionKey(match.field()), augment.getKey());
            }
        }
    }

    @Test
    void randomActionsSurviveBothConvertersAndTheCodec() {
        final var random = new RandomRecords(2);
        final var converter = new ActionConverter();
        for (int i = 0; i < RANDOM_CASES; i++) {
            final var action = random.action();
            final var salAction = new OpenpathActionNodesNodeTableFlowApplyActionsCaseBuilder()
                .setOpenpathAction(ActionBindings.container(action)).build();
            final var ofj = converter.convert(salAction);
            final var bytes = InventoryWire.bytes(buffer -> actionCodec.serialize(ofj, buffer));
            assertArrayEquals(OpenPathCodec.encodeAction(action), bytes, action::toString);
            final var buffer = Unpooled.wrappedBuffer(bytes);
            final var read = actionCodec.deserialize(buffer);
            assertEquals(0, buffer.readableBytes(), "the codec consumes exactly the action");
            for (var path : ActionPath.values()) {
                final var back = converter.convert(read, path);
                assertEquals(action, ActionBindings.action(assertInstanceOf(OpenpathActionGrouping.class, back)),
                    path::name);
            }
        }
    }

    @Test
    void randomControllerMessagesGoOutAsTheSpecSays() throws Exception {
        final var random = new RandomRecords(3);
        for (int i = 0; i < RANDOM_CASES; i++) {
            final var message = random.controllerMessage();
            final var body = serializeControllerMessage(message);
            assertArrayEquals(OpenPathCodec.encodeBody(message), body, message::toString);
            assertEquals(message, OpenPathCodec.decodeBody(message.expType(), ByteBuffer.wrap(body)));
        }
    }

    @Test
    void randomSwitchMessagesArePublishedIntact() {
        final var random = new RandomRecords(4);
        final var converter = new SwitchMessageConverter();
        for (int i = 0; i < RANDOM_CASES; i++) {
            final var message = random.switchMessage();
            final var deserializer = new SwitchMessageDeserializer(message.type(), malformed);
            final var buffer = Unpooled.wrappedBuffer(OpenPathCodec.encodeBody(message));
            final var ofj = deserializer.deserialize(buffer);
            assertEquals(0, buffer.readableBytes());
            final var published = converter.convert(ofj, MessagePath.MESSAGE_NOTIFICATION);
            assertEquals(message, MessageBindings.switchMessage(published), message::toString);
        }
        assertEquals(0, malformed.total());
    }

    private byte[] serializeControllerMessage(final org.openpath.openflow.ControllerMessage message)
            throws ConversionException {
        final var type = message.type();
        final var converter = new ControllerMessageConverter(type);
        assertEquals(type.code(), converter.getType().toJava());
        // docs/openpath-openflow.md section 1: experimenter id 0x00000050
        assertEquals(0x50L, converter.getExperimenterId().getValue().longValue());
        final var ofj = converter.convert(MessageBindings.salMessage(message),
            new ExtensionConvertorData(Uint8.valueOf(4)));
        return InventoryWire.bytes(buffer -> new ControllerMessageSerializer().serialize(ofj, buffer));
    }

    private void assertOxm(final OxmMatch match, final String hex) {
        final MatchEntry entry = OxmBindings.entry(match);
        final var bytes = InventoryWire.bytes(buffer -> oxmCodec.serialize(entry, buffer));
        assertEquals(hex, hex(bytes));
        assertEquals(match, OxmBindings.fromEntry(oxmCodec.deserialize(Unpooled.wrappedBuffer(bytes))));
    }

    private void assertAction(final org.openpath.openflow.OpenPathAction action, final String hex) {
        final var bytes = InventoryWire.bytes(buffer -> actionCodec.serialize(ActionCodec.ofjAction(action), buffer));
        assertEquals(hex, hex(bytes));
        final var read = actionCodec.deserialize(Unpooled.wrappedBuffer(bytes));
        assertEquals(action, ActionBindings.action(
            (OpenpathActionGrouping) read.getActionChoice()));
    }

    private static String hex(final byte[] bytes) {
        return HexFormat.ofDelimiter(" ").formatHex(bytes);
    }
}
