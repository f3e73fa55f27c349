/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import org.eclipse.jdt.annotation.Nullable;

/**
 * A state-move experimenter message (docs/openpath-openflow.md section 7), one record per exp_type.
 */
public sealed interface MoveMessage {
    /**
     * Returns the message type: the one table of the records' exp_types.
     *
     * @return the type
     */
    default MoveExpType type() {
        return switch (this) {
            case Prepare prepare -> MoveExpType.MOVE_PREPARE;
            case Start start -> MoveExpType.MOVE_START;
            case Expect expect -> MoveExpType.MOVE_EXPECT;
            case Finish finish -> MoveExpType.MOVE_FINISH;
            case Abort abort -> MoveExpType.MOVE_ABORT;
            case Relay relay -> relay.toSwitch() ? MoveExpType.MOVE_RELAY_DOWN : MoveExpType.MOVE_RELAY_UP;
            case Ready ready -> MoveExpType.MOVE_READY;
            case Done done -> MoveExpType.MOVE_DONE;
            case Complete complete -> MoveExpType.MOVE_COMPLETE;
            case Failed failed -> MoveExpType.MOVE_FAILED;
        };
    }

    /**
     * Returns the move the message is about.
     *
     * @return the move id
     */
    long moveId();

    /**
     * MOVE_PREPARE, controller to destination.
     *
     * @param spec the move
     */
    record Prepare(MoveSpec spec) implements MoveMessage {
        /**
         * Validates the components.
         */
        public Prepare {
            requireNonNull(spec, "spec");
        }

        @Override
        public long moveId() {
            return spec.moveId();
        }
    }

    /**
     * MOVE_EXPECT, controller to destination: MOVE_PREPARE with the token the controller chose, sent together with
     * MOVE_START when the controller already knows the destination's endpoint (docs/state-move.md section 4).
     *
     * @param spec the move, peer to peer
     * @param token the token the source will present, not 0
     */
    record Expect(MoveSpec spec, long token) implements MoveMessage {
        /**
         * Validates the components.
         *
         * @throws IllegalArgumentException for a relay move or a token of 0
         */
        public Expect {
            requireNonNull(spec, "spec");
            if (spec.mode() != MoveMode.PEER_TO_PEER) {
                throw new IllegalArgumentException("MOVE_EXPECT is for peer-to-peer moves only");
            }
            if (token == 0) {
                throw new IllegalArgumentException("MOVE_EXPECT needs a token other than 0");
            }
        }

        @Override
        public long moveId() {
            return spec.moveId();
        }
    }

    /**
     * MOVE_START, controller to source.
     *
     * @param spec the move
     * @param token the destination's token, 0 in relay mode
     * @param destination the destination's endpoint, {@code null} in relay mode
     */
    record Start(MoveSpec spec, long token, @Nullable MoveEndpoint destination) implements MoveMessage {
        /**
         * Validates the components.
         *
         * @throws IllegalArgumentException if peer to peer lacks a token or endpoint, or relay has one
         */
        public Start {
            requireNonNull(spec, "spec");
            MoveChecks.endpoint(spec.mode(), token, destination);
        }

        @Override
        public long moveId() {
            return spec.moveId();
        }
    }

    /**
     * MOVE_FINISH, controller to source: forwarding is updated.
     *
     * @param moveId the move id, not 0
     */
    record Finish(long moveId) implements MoveMessage {
        /**
         * Validates the components.
         */
        public Finish {
            MoveChecks.moveId(moveId);
        }
    }

    /**
     * MOVE_ABORT, controller to source.
     *
     * @param moveId the move id, not 0
     */
    record Abort(long moveId) implements MoveMessage {
        /**
         * Validates the components.
         */
        public Abort {
            MoveChecks.moveId(moveId);
        }
    }

    /**
     * MOVE_RELAY, either way: a peer frame through the controller.
     *
     * @param moveId the move id, not 0
     * @param toSwitch whether the controller sends it (exp_type 0x25) rather than a switch (0x125)
     * @param frame the frame
     */
    record Relay(long moveId, boolean toSwitch, MoveFrame frame) implements MoveMessage {
        /**
         * Validates the components.
         */
        public Relay {
            MoveChecks.moveId(moveId);
            requireNonNull(frame, "frame");
        }
    }

    /**
     * MOVE_READY, destination to controller.
     *
     * @param moveId the move id, not 0
     * @param token the move's token, 0 in relay mode
     * @param endpoint where the destination accepts the source, {@code null} in relay mode
     */
    record Ready(long moveId, long token, @Nullable MoveEndpoint endpoint) implements MoveMessage {
        /**
         * Validates the components.
         *
         * @throws IllegalArgumentException if only one of token and endpoint is given
         */
        public Ready {
            MoveChecks.moveId(moveId);
            MoveChecks.endpoint(token != 0 ? MoveMode.PEER_TO_PEER : MoveMode.RELAY, token, endpoint);
        }
    }

    /**
     * MOVE_DONE, source to controller: every chunk is imported at the destination.
     *
     * @param moveId the move id, not 0
     * @param chunks chunks sent
     * @param bytes chunk bytes sent
     * @param redirected packets redirected so far
     */
    record Done(long moveId, long chunks, long bytes, long redirected) implements MoveMessage {
        /**
         * Validates the components.
         */
        public Done {
            MoveChecks.moveId(moveId);
        }
    }

    /**
     * MOVE_COMPLETE, destination to controller: the move is over.
     *
     * @param moveId the move id, not 0
     * @param chunks chunks imported
     * @param bytes chunk bytes imported
     * @param fromSource packets received from the source
     * @param buffered of those, packets that waited for their state
     * @param held packets from the destination's own switch held until END (OP) or until their state came (LF)
     */
    record Complete(long moveId, long chunks, long bytes, long fromSource, long buffered, long held)
            implements MoveMessage {
        /**
         * Validates the components.
         */
        public Complete {
            MoveChecks.moveId(moveId);
        }
    }

    /**
     * MOVE_FAILED, either end to controller.
     *
     * @param moveId the move id, not 0
     * @param failure why
     * @param reason for people, at most 1,024 UTF-8 bytes
     */
    record Failed(long moveId, MoveFailure failure, String reason) implements MoveMessage {
        /**
         * Validates the components.
         */
        public Failed {
            MoveChecks.moveId(moveId);
            requireNonNull(failure, "failure");
            MoveFrame.reasonBytes(reason);
        }
    }
}
