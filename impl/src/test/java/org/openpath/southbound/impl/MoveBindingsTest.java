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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.Unpooled;
import java.net.InetAddress;
import java.util.HexFormat;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opendaylight.openflowplugin.extension.api.ExtensionConvertorData;
import org.opendaylight.openflowplugin.extension.api.exception.ConversionException;
import org.opendaylight.openflowplugin.extension.api.path.MessagePath;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.experimenter.types.rev151020.experimenter.core.message.ExperimenterMessageOfChoice;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.move.finish.message.MoveFinishBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveAbort;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveExpect;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveFinish;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveFinishBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMovePrepare;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveRelay;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveStart;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.MoveEndpoint;
import org.openpath.openflow.MoveExpType;
import org.openpath.openflow.MoveFailure;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMessage;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;

/**
 * The state-move messages through the OpenFlowPlugin layer (docs/openpath-openflow.md section 7): the
 * send-experimenter case of each controller-to-switch message, its converter and the OpenFlowJava serializer
 * write the body the spec lays out; the bodies switches send come back from the deserializer and the converter as
 * the message they encode. Every expected byte is written out here from the spec's tables and its MOVE_PREPARE
 * example, not computed with the codec.
 */
class MoveBindingsTest {
    // docs/openpath-openflow.md section 1
    private static final long EXPERIMENTER_ID = 0x50;
    private static final ExtensionConvertorData OPENFLOW_13 = new ExtensionConvertorData(Uint8.valueOf(4));

    /**
     * The spec's MOVE_PREPARE example (move 7, sfc 3, service 2, peer to peer, LF, PZ|LL|ER, per-flow, 5000 ms,
     * F: source 10.0.0.0/24, protocol 6) without its 16 bytes of header, experimenter and exp_type: 72 bytes.
     */
    private static final String PREPARE_BODY = """
        00 00 00 07 00 00 00 03 00 00 00 02 00 01 07 01 00 00 13 88 00 00 00 00 \
        00 05 04 06 18 00 00 00 0a 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 \
        00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00""";
    /** token 0x0102030405060708. */
    private static final String TOKEN = "01 02 03 04 05 06 07 08";
    /** endpoint: IPv4, zero, port 40000 (0x9c40), 127.0.0.1 in the first 4 of 16 bytes. */
    private static final String ENDPOINT_V4 = "04 00 9c 40 7f 00 00 01 00 00 00 00 00 00 00 00 00 00 00 00";
    /** endpoint: IPv6, zero, port 6000 (0x1770), ::1. */
    private static final String ENDPOINT_V6 = "06 00 17 70 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01";
    /** move id 7, zero (4). */
    private static final String MOVE_7 = "00 00 00 07 00 00 00 00";

    private final MalformedInput malformed = new MalformedInput();

    private static MoveSpec spec() {
        return new MoveSpec(7, 3, 2, MoveMode.PEER_TO_PEER, MoveGuarantee.LOSS_FREE,
            Set.of(MoveOptimisation.PARALLELIZE, MoveOptimisation.LATE_LOCKING, MoveOptimisation.EARLY_RELEASE), 1,
            5000, new FlowSpec(IpPrefix.parse("10.0.0.0/24"), null, 6, null, null));
    }

    @Test
    void movePrepareIsTheSpecExample() throws Exception {
        final var prepare = new MoveMessage.Prepare(spec());
        assertInstanceOf(OpenpathMovePrepare.class, MoveBindings.salMessage(prepare));
        assertEquals(PREPARE_BODY, send(prepare, 0x21));
    }

    @Test
    void moveStartIsThePrepareBodyTheTokenAndTheDestination() throws Exception {
        final var start = new MoveMessage.Start(spec(), 0x0102030405060708L,
            new MoveEndpoint(InetAddress.getByName("127.0.0.1"), 40000));
        assertInstanceOf(OpenpathMoveStart.class, MoveBindings.salMessage(start));
        final var body = send(start, 0x22);
        assertEquals(PREPARE_BODY + " " + TOKEN + " " + ENDPOINT_V4, body);
        assertEquals(100, bytes(body));
    }

    @Test
    void moveExpectIsThePrepareBodyAndTheControllersToken() throws Exception {
        final var expect = new MoveMessage.Expect(spec(), 0x0102030405060708L);
        assertInstanceOf(OpenpathMoveExpect.class, MoveBindings.salMessage(expect));
        final var body = send(expect, 0x26);
        assertEquals(PREPARE_BODY + " " + TOKEN, body);
        assertEquals(80, bytes(body));
    }

    @Test
    void moveStartInRelayModeHasNoTokenAndNoEndpoint() throws Exception {
        final var relaySpec = new MoveSpec(7, 3, 2, MoveMode.RELAY, MoveGuarantee.NO_GUARANTEE, Set.of(), 4, 100,
            FlowSpec.ANY);
        // mode 1, NG, no optimisation, all-flows; 100 ms; F all zero (nothing present)
        final var prepare = "00 00 00 07 00 00 00 03 00 00 00 02 01 00 00 04 00 00 00 64 00 00 00 00 "
            + zeros(48);
        assertEquals(prepare, send(new MoveMessage.Prepare(relaySpec), 0x21));
        assertEquals(prepare + " " + zeros(8) + " " + zeros(20),
            send(new MoveMessage.Start(relaySpec, 0, null), 0x22));
    }

    @Test
    void moveFinishAndAbortAreTheMoveIdAndFourZeros() throws Exception {
        assertInstanceOf(OpenpathMoveFinish.class, MoveBindings.salMessage(new MoveMessage.Finish(7)));
        // the spec's MOVE_FINISH example without its 16 bytes of header, experimenter and exp_type
        assertEquals(MOVE_7, send(new MoveMessage.Finish(7), 0x23));
        assertInstanceOf(OpenpathMoveAbort.class, MoveBindings.salMessage(new MoveMessage.Abort(0xFFFFFFFEL)));
        assertEquals("ff ff ff fe 00 00 00 00", send(new MoveMessage.Abort(0xFFFFFFFEL), 0x24));
    }

    @Test
    void moveRelayToTheSwitchCarriesOneWholePeerFrame() throws Exception {
        final var relay = new MoveMessage.Relay(7, true, new MoveFrame.Release(3));
        assertInstanceOf(OpenpathMoveRelay.class, MoveBindings.salMessage(relay));
        // docs/state-move.md section 5: RELEASE is length 16, type 7, flags 0, zero (2), chunks sent (4), zero (4)
        assertEquals(MOVE_7 + " 00 00 00 10 07 00 00 00 00 00 00 03 00 00 00 00", send(relay, 0x25));
    }

    @Test
    void switchToControllerMessagesAreNotSent() {
        assertThrows(IllegalArgumentException.class, () -> MoveBindings.salMessage(new MoveMessage.Done(7, 0, 0, 0)));
    }

    @Test
    void aBodyInAnotherTypesCaseFailsTheConversion() {
        final var finish = MoveBindings.salMessage(new MoveMessage.Finish(7));
        final var error = assertThrows(ConversionException.class,
            () -> new MoveBindings.ToSwitch(MoveExpType.MOVE_ABORT).convert(finish, OPENFLOW_13));
        assertTrue(error.getMessage().contains("MOVE_FINISH"), error::getMessage);
    }

    @Test
    void aMalformedBodyFailsTheConversionNotTheChannel() {
        // 7 bytes where MOVE_FINISH has 8
        final ExperimenterMessageOfChoice shortFinish = new OpenpathMoveFinishBuilder()
            .setMoveFinish(new MoveFinishBuilder().setExpType(Uint32.valueOf(0x23))
                .setBody(HexFormat.of().parseHex("00000007000000")).build())
            .build();
        assertThrows(ConversionException.class,
            () -> new MoveBindings.ToSwitch(MoveExpType.MOVE_FINISH).convert(shortFinish, OPENFLOW_13));
        // move id 0 is not a move
        final ExperimenterMessageOfChoice zeroFinish = new OpenpathMoveFinishBuilder()
            .setMoveFinish(new MoveFinishBuilder().setExpType(Uint32.valueOf(0x23))
                .setBody(HexFormat.of().parseHex("0000000000000000")).build())
            .build();
        assertThrows(ConversionException.class,
            () -> new MoveBindings.ToSwitch(MoveExpType.MOVE_FINISH).convert(zeroFinish, OPENFLOW_13));
    }

    @Test
    void moveReadyIsReadWithTheTokenAndTheEndpoint() throws Exception {
        assertEquals(new MoveMessage.Ready(7, 0x0102030405060708L,
                new MoveEndpoint(InetAddress.getByName("::1"), 6000)),
            receive(0x121, MOVE_7 + " " + TOKEN + " " + ENDPOINT_V6));
        assertEquals(new MoveMessage.Ready(7, 0, null), receive(0x121, MOVE_7 + " " + zeros(28)));
    }

    @Test
    void moveDoneAndCompleteAreReadWithTheirCounters() throws Exception {
        // chunks 3, chunk bytes 300 (0x12c), packets redirected 12
        assertEquals(new MoveMessage.Done(7, 3, 300, 12), receive(0x122, MOVE_7
            + " 00 00 00 00 00 00 00 03 00 00 00 00 00 00 01 2c 00 00 00 00 00 00 00 0c"));
        // chunks 3, bytes 300, from the source 12, buffered 2, direct packets held 1
        assertEquals(new MoveMessage.Complete(7, 3, 300, 12, 2, 1), receive(0x123, MOVE_7
            + " 00 00 00 00 00 00 00 03 00 00 00 00 00 00 01 2c 00 00 00 00 00 00 00 0c"
            + " 00 00 00 00 00 00 00 02 00 00 00 00 00 00 00 01"));
    }

    @Test
    void moveFailedIsReadWithItsCodeAndReason() throws Exception {
        // failure 4 (PEER_UNREACHABLE, docs/state-move.md section 8), reason of 8 bytes "no route"
        assertEquals(new MoveMessage.Failed(7, MoveFailure.PEER_UNREACHABLE, "no route"),
            receive(0x124, "00 00 00 07 00 04 00 08 6e 6f 20 72 6f 75 74 65"));
    }

    @Test
    void moveRelayFromTheSwitchIsReadWithItsFrame() throws Exception {
        // ACCEPT: length 16, type 2, flags 0, zero (2), move id (4), zero (4)
        assertEquals(new MoveMessage.Relay(7, false, new MoveFrame.Accept(7)),
            receive(0x125, MOVE_7 + " 00 00 00 10 02 00 00 00 00 00 00 07 00 00 00 00"));
    }

    @Test
    void malformedSwitchBodiesAreCountedAndDropped() {
        final var deserializer = new MoveBindings.Deserializer(MoveExpType.MOVE_DONE, malformed);
        // MOVE_DONE has 32 bytes, not 24
        final var buffer = Unpooled.wrappedBuffer(HexFormat.ofDelimiter(" ").parseHex(MOVE_7 + " " + zeros(16)));
        assertThrows(RuntimeException.class, () -> deserializer.deserialize(buffer));
        assertEquals(1, malformed.total());
    }

    @Test
    void otherExperimenterCasesAreNotStateMoves() {
        assertNull(MoveBindings.switchMessage(new OpenpathMoveFinishBuilder().build()));
    }

    private String send(final MoveMessage message, final long expType) throws ConversionException {
        final var converter = new MoveBindings.ToSwitch(message.type());
        assertEquals(expType, converter.getType().toJava(), message::toString);
        assertEquals(EXPERIMENTER_ID, converter.getExperimenterId().getValue().longValue());
        final var ofj = converter.convert(MoveBindings.salMessage(message), OPENFLOW_13);
        return hex(InventoryWire.bytes(buffer -> new MoveBindings.Serializer().serialize(ofj, buffer)));
    }

    private MoveMessage receive(final long expType, final String body) {
        final var type = MoveExpType.ofCode(expType).orElseThrow();
        final var buffer = Unpooled.wrappedBuffer(HexFormat.ofDelimiter(" ").parseHex(body));
        final var ofj = new MoveBindings.Deserializer(type, malformed).deserialize(buffer);
        assertEquals(0, buffer.readableBytes(), "the deserializer reads the whole body");
        final var published = new MoveBindings.FromSwitch().convert(ofj, MessagePath.MESSAGE_NOTIFICATION);
        assertEquals(0, malformed.total());
        return MoveBindings.switchMessage(published);
    }

    private static String zeros(final int count) {
        return String.join(" ", java.util.Collections.nCopies(count, "00"));
    }

    private static int bytes(final String hex) {
        return HexFormat.ofDelimiter(" ").parseHex(hex).length;
    }

    private static String hex(final byte[] bytes) {
        return HexFormat.ofDelimiter(" ").formatHex(bytes);
    }
}
