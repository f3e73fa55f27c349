/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * A frame of a state move's peer channel (docs/state-move.md section 5), also carried by MOVE_RELAY. Records
 * validate their values; the byte-array components are copied in and out.
 */
public sealed interface MoveFrame {
    /** The most bytes a reason may have. */
    int MAX_REASON_BYTES = 1024;

    /**
     * Returns the frame type on the wire (docs/state-move.md section 5): the one table of the frame types, in the
     * order of the records below.
     *
     * @return 1 to 10
     */
    default int type() {
        return switch (this) {
            case Hello hello -> 1;
            case Accept accept -> 2;
            case Chunk chunk -> 3;
            case ChunkAck ack -> 4;
            case Packet packet -> 5;
            case PacketAck ack -> 6;
            case Release release -> 7;
            case Released released -> 8;
            case End end -> 9;
            case Abort abort -> 10;
        };
    }

    /**
     * HELLO, source to destination: which move, its token, and the source NF's type.
     *
     * @param moveId the move id, not 0
     * @param token the destination's token
     * @param nfType the source NF's catalog type, 1 to 64 UTF-8 bytes
     */
    record Hello(long moveId, long token, String nfType) implements MoveFrame {
        /**
         * Validates the components.
         */
        public Hello {
            MoveChecks.moveId(moveId);
            Checks.name("HELLO NF type", nfType);
        }
    }

    /**
     * ACCEPT, destination to source.
     *
     * @param moveId the move id, not 0
     */
    record Accept(long moveId) implements MoveFrame {
        /**
         * Validates the components.
         */
        public Accept {
            MoveChecks.moveId(moveId);
        }
    }

    /**
     * CHUNK, source to destination: one encoded state chunk.
     *
     * @param seq its number, from 1
     * @param key its flow key ({@link MoveKey#NONE} for all-flows state)
     * @param chunk the encoded chunk, not empty
     */
    record Chunk(long seq, MoveKey key, byte[] chunk) implements MoveFrame {
        /**
         * Validates and copies the components.
         */
        public Chunk {
            Checks.nonZeroUint32("Chunk number", seq);
            requireNonNull(key, "key");
            if (chunk.length == 0) {
                throw new IllegalArgumentException("A CHUNK carries a chunk");
            }
            chunk = chunk.clone();
        }

        @Override
        public byte[] chunk() {
            return chunk.clone();
        }

        @Override
        public boolean equals(final Object obj) {
            return obj instanceof Chunk other && seq == other.seq && key.equals(other.key)
                && Arrays.equals(chunk, other.chunk);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(seq) * 31 + key.hashCode() * 17 + Arrays.hashCode(chunk);
        }

        @Override
        public String toString() {
            return "Chunk[seq=" + seq + ", key=" + key + ", chunk=" + HexFormat.of().formatHex(chunk) + "]";
        }
    }

    /**
     * CHUNK_ACK, destination to source (relay mode): the chunk is imported.
     *
     * @param seq its number, not 0
     */
    record ChunkAck(long seq) implements MoveFrame {
        /**
         * Validates the components.
         */
        public ChunkAck {
            Checks.nonZeroUint32("Chunk number", seq);
        }
    }

    /**
     * PACKET, source to destination: a packet of a locked flow, as it reached the source's NF.
     *
     * @param seq its number, from 1
     * @param noState whether the source has no state under its key and will send none
     * @param sfcId its SFC-ID
     * @param pathId its PATH-ID
     * @param tag its TAG
     * @param key the NF's key of the packet
     * @param packet the packet in the reference switch's wire encoding, not empty
     */
    record Packet(long seq, boolean noState, long sfcId, long pathId, long tag, MoveKey key, byte[] packet)
            implements MoveFrame {
        /**
         * Validates and copies the components.
         */
        public Packet {
            Checks.nonZeroUint32("Packet number", seq);
            Checks.uint32("SFC-ID", sfcId);
            Checks.uint32("PATH-ID", pathId);
            Checks.uint32("TAG", tag);
            requireNonNull(key, "key");
            if (packet.length == 0) {
                throw new IllegalArgumentException("A PACKET carries a packet");
            }
            packet = packet.clone();
        }

        @Override
        public byte[] packet() {
            return packet.clone();
        }

        @Override
        public boolean equals(final Object obj) {
            return obj instanceof Packet other && seq == other.seq && noState == other.noState
                && sfcId == other.sfcId && pathId == other.pathId && tag == other.tag && key.equals(other.key)
                && Arrays.equals(packet, other.packet);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(seq) * 31 + key.hashCode() * 17 + Arrays.hashCode(packet);
        }

        @Override
        public String toString() {
            return "Packet[seq=" + seq + ", noState=" + noState + ", sfc=" + sfcId + ", path=" + pathId + ", tag="
                + tag + ", key=" + key + ", " + packet.length + " bytes]";
        }
    }

    /**
     * PACKET_ACK, destination to source: packets processed so far.
     *
     * @param count the count
     */
    record PacketAck(long count) implements MoveFrame {
        /**
         * Validates the components.
         */
        public PacketAck {
            MoveChecks.nonNegative("Packet count", count);
        }
    }

    /**
     * RELEASE, source to destination: every chunk is sent.
     *
     * @param chunks how many
     */
    record Release(long chunks) implements MoveFrame {
        /**
         * Validates the components.
         */
        public Release {
            Checks.uint32("Chunk count", chunks);
        }
    }

    /**
     * RELEASED, destination to source: every chunk is imported.
     *
     * @param chunks how many
     */
    record Released(long chunks) implements MoveFrame {
        /**
         * Validates the components.
         */
        public Released {
            Checks.uint32("Chunk count", chunks);
        }
    }

    /**
     * END, source to destination: no more packets follow.
     *
     * @param packets how many the source redirected
     */
    record End(long packets) implements MoveFrame {
        /**
         * Validates the components.
         */
        public End {
            MoveChecks.nonNegative("Packet count", packets);
        }
    }

    /**
     * ABORT, either way: the move failed.
     *
     * @param failure why
     * @param reason for people, at most 1,024 UTF-8 bytes
     */
    record Abort(MoveFailure failure, String reason) implements MoveFrame {
        /**
         * Validates the components.
         */
        public Abort {
            requireNonNull(failure, "failure");
            reasonBytes(reason);
        }
    }

    /**
     * Checks a failure reason.
     *
     * @param reason the reason
     * @return its UTF-8 bytes
     * @throws IllegalArgumentException if it has more than {@value #MAX_REASON_BYTES} UTF-8 bytes or an unpaired
     *         surrogate
     */
    static byte[] reasonBytes(final String reason) {
        final byte[] bytes = Checks.utf8("Failure reason", reason);
        if (bytes.length > MAX_REASON_BYTES) {
            throw new IllegalArgumentException("Failure reason has " + bytes.length + " UTF-8 bytes, more than "
                + MAX_REASON_BYTES);
        }
        return bytes;
    }
}
