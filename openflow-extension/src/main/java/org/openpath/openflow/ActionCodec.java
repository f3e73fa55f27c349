/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;
import static org.openpath.openflow.BigEndian.put16;
import static org.openpath.openflow.BigEndian.put32;
import static org.openpath.openflow.BigEndian.put8;
import static org.openpath.openflow.BigEndian.u16;
import static org.openpath.openflow.BigEndian.u32;
import static org.openpath.openflow.BigEndian.u8;
import static org.openpath.openflow.DecodeChecks.build;
import static org.openpath.openflow.DecodeChecks.hex;
import static org.openpath.openflow.DecodeChecks.zero;
import static org.openpath.openflow.OpenPathConstants.ACTION_TYPE_EXPERIMENTER;
import static org.openpath.openflow.OpenPathConstants.EXPERIMENTER_ID;
import static org.openpath.openflow.OpenPathConstants.MAX_BRANCHES;
import static org.openpath.openflow.OpenPathConstants.MIN_BRANCHES;
import static org.openpath.openflow.OpenPathConstants.TWO_IDS_ACTION_BYTES;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The experimenter actions on the wire (docs/openpath-openflow.md section 3): {@code type} 0xFFFF, {@code len}, the
 * experimenter id, {@code subtype}, the body of INVOKE_NF, COPY_TO_BRANCHES, MERGE, SET_PATH_TAG or
 * RUN_GRAPH (section 8), and zero padding
 * to {@code len}, a multiple of 8.
 */
final class ActionCodec {
    private static final int ACTION_MIN_BYTES = 16;
    /** The offset of the first byte after {@code subtype}. */
    private static final int BODY = 10;

    private ActionCodec() {
        // static methods only
    }

    static void write(final OpenPathAction action, final ByteBuffer out) {
        requireNonNull(action, "action");
        final int length = action.wireLength();
        BigEndian.room(out, length);
        final int end = out.position() + length;
        put16(out, ACTION_TYPE_EXPERIMENTER);
        put16(out, length);
        put32(out, EXPERIMENTER_ID);
        put16(out, action.subtype());
        switch (action) {
            case InvokeNf invoke -> writeTwoIds(out, invoke.serviceId(), invoke.nextServiceId());
            case CopyToBranches copy -> {
                put8(out, copy.kind().code());
                put8(out, copy.count());
                for (long serviceId : copy.serviceIds()) {
                    put32(out, serviceId);
                }
            }
            case Merge merge -> {
                put8(out, merge.count());
                put8(out, merge.dropWins() ? 1 : 0);
                put32(out, merge.nextServiceId());
                for (int index : merge.priority()) {
                    put8(out, index);
                }
            }
            case SetPathTag tag -> writeTwoIds(out, tag.sfcId(), tag.pathId());
            case RunGraph run -> writeTwoIds(out, run.serviceId(), 0);
        }
        while (out.position() < end) {
            out.put((byte) 0);
        }
    }

    /**
     * Writes the body shared by INVOKE_NF, SET_PATH_TAG and RUN_GRAPH: zero (2), two 32-bit ids.
     */
    private static void writeTwoIds(final ByteBuffer out, final long first, final long second) {
        put16(out, 0);
        put32(out, first);
        put32(out, second);
    }

    static OpenPathAction read(final ByteBuffer in) throws MalformedOpenPathException {
        final int start = in.position();
        final int available = in.remaining();
        if (available < 4) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "Action: " + available
                + " bytes are fewer than the 4-byte action header");
        }
        final int type = u16(in, start);
        final int length = u16(in, start + 2);
        if (type != ACTION_TYPE_EXPERIMENTER) {
            throw new MalformedOpenPathException(Problem.UNKNOWN_TYPE, "Action: type " + hex(type, 4)
                + " is not OFPAT_EXPERIMENTER (0xffff)");
        }
        if (length < ACTION_MIN_BYTES || length % 8 != 0) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "Action: len " + length
                + " is not a multiple of 8 of at least 16");
        }
        if (length > available) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, "Action: len " + length + " exceeds the "
                + available + " bytes available");
        }
        final long experimenter = u32(in, start + 4);
        if (experimenter != EXPERIMENTER_ID) {
            throw new MalformedOpenPathException(Problem.UNKNOWN_EXPERIMENTER, "Action: experimenter "
                + hex(experimenter, 8) + " is not OpenPATH's 0x00000050");
        }
        final int subtype = u16(in, start + 8);
        final OpenPathAction action = switch (subtype) {
            case InvokeNf.SUBTYPE -> {
                final long[] ids = readTwoIds(in, start, length, "INVOKE_NF");
                yield build("INVOKE_NF", () -> new InvokeNf(ids[0], ids[1]));
            }
            case CopyToBranches.SUBTYPE -> copyToBranches(in, start, length);
            case Merge.SUBTYPE -> merge(in, start, length);
            case SetPathTag.SUBTYPE -> {
                final long[] ids = readTwoIds(in, start, length, "SET_PATH_TAG");
                yield build("SET_PATH_TAG", () -> new SetPathTag(ids[0], ids[1]));
            }
            case RunGraph.SUBTYPE -> {
                final long[] ids = readTwoIds(in, start, length, "RUN_GRAPH");
                if (ids[1] != 0) {
                    throw new MalformedOpenPathException(Problem.BAD_VALUE, "RUN_GRAPH: reserved bytes 16..19 are "
                        + hex(ids[1], 8) + ", not zero");
                }
                yield build("RUN_GRAPH", () -> new RunGraph(ids[0]));
            }
            default -> throw new MalformedOpenPathException(Problem.UNKNOWN_TYPE, "Action: unknown OpenPATH subtype "
                + subtype);
        };
        in.position(start + length);
        return action;
    }

    /**
     * Reads the body shared by INVOKE_NF, SET_PATH_TAG and RUN_GRAPH: a fixed length, zero (2), two 32-bit ids, zero
     * padding.
     */
    private static long[] readTwoIds(final ByteBuffer in, final int start, final int length, final String name)
            throws MalformedOpenPathException {
        if (length != TWO_IDS_ACTION_BYTES) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, name + ": len " + length + ", the spec says "
                + TWO_IDS_ACTION_BYTES);
        }
        zero(in, start + BODY, 2, name, "reserved bytes");
        zero(in, start + 20, length - 20, name, "padding");
        return new long[] {u32(in, start + 12), u32(in, start + 16)};
    }

    private static CopyToBranches copyToBranches(final ByteBuffer in, final int start, final int length)
            throws MalformedOpenPathException {
        final String name = "COPY_TO_BRANCHES";
        final int count = count(u8(in, start + 11), name);
        final int used = 12 + 4 * count;
        countedLength(name, length, used, count);
        final int kindCode = u8(in, start + BODY);
        final CopyKind kind = CopyKind.ofCode(kindCode).orElseThrow(() -> new MalformedOpenPathException(
            Problem.BAD_VALUE, name + ": unknown copy kind " + kindCode));
        zero(in, start + used, length - used, name, "padding");
        final List<Long> serviceIds = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            serviceIds.add(u32(in, start + 12 + 4 * i));
        }
        return build(name, () -> new CopyToBranches(kind, serviceIds));
    }

    private static Merge merge(final ByteBuffer in, final int start, final int length)
            throws MalformedOpenPathException {
        final String name = "MERGE";
        final int count = count(u8(in, start + BODY), name);
        final int used = 16 + count;
        countedLength(name, length, used, count);
        final int flags = u8(in, start + 11);
        if ((flags & ~1) != 0) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": flags " + hex(flags, 2)
                + " set bits other than bit 0 (drop wins)");
        }
        zero(in, start + used, length - used, name, "padding");
        final long next = u32(in, start + 12);
        final List<Integer> priority = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            priority.add(u8(in, start + 16 + i));
        }
        return build(name, () -> new Merge((flags & 1) != 0, next, priority));
    }

    private static void countedLength(final String context, final int length, final int used, final int count)
            throws MalformedOpenPathException {
        final int expected = Checks.padded(used);
        if (length != expected) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, context + ": len " + length + ", the spec says "
                + expected + " for " + count + " branches");
        }
    }

    private static int count(final int count, final String context) throws MalformedOpenPathException {
        if (count < MIN_BRANCHES || count > MAX_BRANCHES) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, context + ": count " + count
                + " is outside 2..32");
        }
        return count;
    }
}
