/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import io.netty.buffer.ByteBuf;
import java.nio.ByteBuffer;
import java.util.Map;
import org.opendaylight.openflowjava.protocol.api.extensibility.OFSerializer;
import org.opendaylight.openflowplugin.extension.api.ConvertorMessageFromOFJava;
import org.opendaylight.openflowplugin.extension.api.exception.ConversionException;
import org.opendaylight.openflowplugin.extension.api.path.MessagePath;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.experimenter.core.ExperimenterDataOfChoice;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.experimenter.types.rev151020.experimenter.core.message.ExperimenterMessageOfChoice;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.StateMoveBody;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.experimenter.message.from.dev.experimenter.message.of.choice.OpenpathStateMove;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.experimenter.message.from.dev.experimenter.message.of.choice.OpenpathStateMoveBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.move.abort.message.MoveAbortBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.move.expect.message.MoveExpectBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.move.finish.message.MoveFinishBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.move.prepare.message.MovePrepareBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.move.relay.message.MoveRelayBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.move.start.message.MoveStartBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveAbort;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveAbortBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveExpect;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveExpectBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveFinish;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveFinishBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMovePrepare;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMovePrepareBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveRelay;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveRelayBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveStart;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathMoveStartBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.state.move.message.StateMove;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.state.move.message.StateMoveBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathMoveToSwitch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathMoveToSwitchBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathMoveFromSwitch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathMoveFromSwitchBuilder;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.openflow.MalformedOpenPathException;
import org.openpath.openflow.MoveCodec;
import org.openpath.openflow.MoveExpType;
import org.openpath.openflow.MoveMessage;

/**
 * The state-move messages (docs/openpath-openflow.md section 7) through OpenFlowPlugin. They travel as their body
 * bytes in the state-move-message grouping: one send-experimenter case per controller-to-switch exp_type (the
 * plugin takes the exp_type from the converter of the case), one experimenter-message-from-dev case for all that
 * switches send. {@link MoveCodec} encodes and checks the bodies on the way out and in.
 */
public final class MoveBindings {
    /** The send-experimenter case of each controller-to-switch type. */
    static final Map<MoveExpType, Class<? extends ExperimenterMessageOfChoice>> CONTROLLER_MESSAGES = Map.of(
        MoveExpType.MOVE_PREPARE, OpenpathMovePrepare.class,
        MoveExpType.MOVE_START, OpenpathMoveStart.class,
        MoveExpType.MOVE_EXPECT, OpenpathMoveExpect.class,
        MoveExpType.MOVE_FINISH, OpenpathMoveFinish.class,
        MoveExpType.MOVE_ABORT, OpenpathMoveAbort.class,
        MoveExpType.MOVE_RELAY_DOWN, OpenpathMoveRelay.class);

    private MoveBindings() {
        // utility class
    }

    /**
     * Returns the send-experimenter case of a controller-to-switch message.
     *
     * @param message the message
     * @return the case
     * @throws IllegalArgumentException for a switch-to-controller message
     */
    public static ExperimenterMessageOfChoice salMessage(final MoveMessage message) {
        final var container = container(message.type(), MoveCodec.encodeBody(message));
        return switch (message.type()) {
            case MOVE_PREPARE -> new OpenpathMovePrepareBuilder()
                .setMovePrepare(new MovePrepareBuilder(container).build()).build();
            case MOVE_START -> new OpenpathMoveStartBuilder()
                .setMoveStart(new MoveStartBuilder(container).build()).build();
            case MOVE_EXPECT -> new OpenpathMoveExpectBuilder()
                .setMoveExpect(new MoveExpectBuilder(container).build()).build();
            case MOVE_FINISH -> new OpenpathMoveFinishBuilder()
                .setMoveFinish(new MoveFinishBuilder(container).build()).build();
            case MOVE_ABORT -> new OpenpathMoveAbortBuilder()
                .setMoveAbort(new MoveAbortBuilder(container).build()).build();
            case MOVE_RELAY_DOWN -> new OpenpathMoveRelayBuilder()
                .setMoveRelay(new MoveRelayBuilder(container).build()).build();
            default -> throw new IllegalArgumentException(message.type() + " is not sent by the controller");
        };
    }

    /**
     * Returns the message an experimenter-message-from-dev case carries, if it is a state-move message.
     *
     * @param choice the case
     * @return the message, or {@code null} for another case
     * @throws IllegalArgumentException if the body does not decode
     */
    public static @org.eclipse.jdt.annotation.Nullable MoveMessage switchMessage(
            final ExperimenterMessageOfChoice choice) {
        if (!(choice instanceof OpenpathStateMove move)) {
            return null;
        }
        return decode(move.getStateMove());
    }

    private static MoveMessage decode(final StateMoveBody container) {
        if (container == null || container.getExpType() == null || container.getBody() == null) {
            throw new IllegalArgumentException("state-move needs exp-type and body");
        }
        try {
            return MoveCodec.decodeBody(container.getExpType().toJava(), ByteBuffer.wrap(container.getBody()));
        } catch (MalformedOpenPathException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    private static StateMove container(final MoveExpType type, final byte[] body) {
        return new StateMoveBuilder().setExpType(Uint32.valueOf(type.code())).setBody(body).build();
    }

    /**
     * OpenFlowJava serializer of the controller-to-switch bodies.
     */
    static final class Serializer implements OFSerializer<ExperimenterDataOfChoice> {
        @Override
        public void serialize(final ExperimenterDataOfChoice input, final ByteBuf outBuffer) {
            if (!(input instanceof OfjOpenpathMoveToSwitch move) || move.getStateMove() == null
                    || move.getStateMove().getBody() == null) {
                throw new IllegalArgumentException("Not a state-move message: " + input.implementedInterface());
            }
            outBuffer.writeBytes(move.getStateMove().getBody());
        }
    }

    /**
     * OpenFlowJava deserializer of one switch-to-controller type.
     */
    static final class Deserializer extends BodyDeserializer {
        private final MoveExpType type;

        Deserializer(final MoveExpType type, final MalformedInput malformed) {
            super(type.name(), malformed);
            this.type = type;
        }

        @Override
        ExperimenterDataOfChoice decode(final byte[] body) throws MalformedOpenPathException {
            MoveCodec.decodeBody(type.code(), ByteBuffer.wrap(body));
            return new OfjOpenpathMoveFromSwitchBuilder().setStateMove(container(type, body)).build();
        }
    }

    /**
     * MD-SAL to OpenFlowJava converter of one controller-to-switch type; checks the body so that a bad one fails
     * the RPC instead of the channel.
     */
    static final class ToSwitch extends ToSwitchConverter {
        private final MoveExpType type;

        ToSwitch(final MoveExpType type) {
            super(type.name(), type.code());
            this.type = type;
        }

        @Override
        ExperimenterDataOfChoice toOfj(final ExperimenterMessageOfChoice message) throws ConversionException {
            final StateMoveBody body = switch (message) {
                case OpenpathMovePrepare move -> move.getMovePrepare();
                case OpenpathMoveStart move -> move.getMoveStart();
                case OpenpathMoveExpect move -> move.getMoveExpect();
                case OpenpathMoveFinish move -> move.getMoveFinish();
                case OpenpathMoveAbort move -> move.getMoveAbort();
                case OpenpathMoveRelay move -> move.getMoveRelay();
                default -> null;
            };
            if (body == null) {
                throw new ConversionException("Not a state-move message: " + message.implementedInterface());
            }
            final var container = new StateMoveBuilder(body).build();
            final var decoded = decode(container);
            if (decoded.type() != type) {
                throw new ConversionException("A " + decoded.type() + " body in the case of " + type);
            }
            return new OfjOpenpathMoveToSwitchBuilder().setStateMove(container).build();
        }
    }

    /**
     * OpenFlowJava to MD-SAL converter of the switch-to-controller messages.
     */
    static final class FromSwitch implements ConvertorMessageFromOFJava<ExperimenterDataOfChoice, MessagePath> {
        @Override
        public ExperimenterMessageOfChoice convert(final ExperimenterDataOfChoice input, final MessagePath path) {
            if (!(input instanceof OfjOpenpathMoveFromSwitch move)) {
                throw new IllegalArgumentException("Not a state-move message: " + input.implementedInterface());
            }
            return new OpenpathStateMoveBuilder().setStateMove(move.getStateMove()).build();
        }
    }
}
