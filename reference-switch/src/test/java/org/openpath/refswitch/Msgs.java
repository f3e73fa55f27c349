/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * Builders of the OpenFlow 1.3 and OpenPATH messages the tests send, written from the specifications independently
 * of the switch's codec.
 */
final class Msgs {
    static final int OPAT = 0x00000050;

    private Msgs() {
        // Utility class
    }

    static String hex(final byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }

    static byte[] concat(final byte[]... parts) {
        final var out = new ByteArrayOutputStream();
        for (var part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    static ByteBuffer header(final int type, final long xid, final int length) {
        return ByteBuffer.allocate(length).put((byte) 4).put((byte) type).putShort((short) length)
            .putInt((int) xid);
    }

    static byte[] message(final int type, final long xid, final byte[] body) {
        return header(type, xid, 8 + body.length).put(body).array();
    }

    static byte[] hello(final long xid) {
        return header(0, xid, 16).putShort((short) 1).putShort((short) 8).putInt(1 << 4).array();
    }

    static byte[] multipart(final long xid, final int type, final byte[] body) {
        return message(18, xid, concat(ByteBuffer.allocate(8).putShort((short) type).array(), body));
    }

    static byte[] flowStatsRequest(final int table, final byte[] match) {
        return concat(ByteBuffer.allocate(32).put((byte) table).put(new byte[3]).putInt(-1).putInt(-1).putInt(0)
            .putLong(0).putLong(0).array(), match);
    }

    static byte[] portStatsRequest(final long port) {
        return ByteBuffer.allocate(8).putInt((int) port).array();
    }

    static byte[] groupStatsRequest(final long group) {
        return ByteBuffer.allocate(8).putInt((int) group).array();
    }

    static byte[] role(final long xid, final int role, final long generation) {
        return header(24, xid, 24).putInt(role).putInt(0).putLong(generation).array();
    }

    /** An ofp_match with padding. */
    static byte[] match(final byte[]... oxms) {
        final byte[] fields = concat(oxms);
        final int len = 4 + fields.length;
        final int padded = (len + 7) / 8 * 8;
        return ByteBuffer.allocate(padded).putShort((short) 1).putShort((short) len).put(fields).array();
    }

    static byte[] oxm(final int field, final int size, final long value) {
        final var buf = ByteBuffer.allocate(4 + size).putShort((short) 0x8000).put((byte) (field << 1))
            .put((byte) size);
        for (int i = size - 1; i >= 0; i--) {
            buf.put((byte) (value >>> i * 8));
        }
        return buf.array();
    }

    static byte[] oxmMasked(final int field, final int size, final long value, final long mask) {
        final var buf = ByteBuffer.allocate(4 + 2 * size).putShort((short) 0x8000).put((byte) (field << 1 | 1))
            .put((byte) (2 * size));
        for (int i = size - 1; i >= 0; i--) {
            buf.put((byte) (value >>> i * 8));
        }
        for (int i = size - 1; i >= 0; i--) {
            buf.put((byte) (mask >>> i * 8));
        }
        return buf.array();
    }

    static byte[] inPort(final long port) {
        return oxm(0, 4, port);
    }

    static byte[] vlanVid(final int vid) {
        return oxm(6, 2, 0x1000 | vid);
    }

    static byte[] pushVlan() {
        return ByteBuffer.allocate(8).putShort((short) 17).putShort((short) 8).putShort((short) 0x8100).array();
    }

    static byte[] popVlan() {
        return ByteBuffer.allocate(8).putShort((short) 18).putShort((short) 8).array();
    }

    static byte[] ethType(final int type) {
        return oxm(5, 2, type);
    }

    /** An OpenPATH OXM (spec section 2); field 4 (COPY) is one byte. */
    static byte[] opOxm(final int field, final long value) {
        final int size = field == 4 ? 1 : 4;
        final var buf = ByteBuffer.allocate(8 + size).putShort((short) 0xFFFF).put((byte) (field << 1))
            .put((byte) (4 + size)).putInt(OPAT);
        if (size == 1) {
            buf.put((byte) value);
        } else {
            buf.putInt((int) value);
        }
        return buf.array();
    }

    static byte[] opOxmMasked(final int field, final long value, final long mask) {
        return ByteBuffer.allocate(16).putShort((short) 0xFFFF).put((byte) (field << 1 | 1)).put((byte) 12)
            .putInt(OPAT).putInt((int) value).putInt((int) mask).array();
    }

    static byte[] flowMod(final long xid, final int table, final int command, final int priority, final long cookie,
            final byte[] match, final byte[] instructions) {
        final byte[] fixed = ByteBuffer.allocate(40).putLong(cookie).putLong(command >= 1 ? -1L : 0)
            .put((byte) table).put((byte) command).putShort((short) 0).putShort((short) 0)
            .putShort((short) priority).putInt(-1).putInt(-1).putInt(-1).putShort((short) 0).putShort((short) 0)
            .array();
        return message(14, xid, concat(fixed, match, instructions));
    }

    static byte[] apply(final byte[]... actions) {
        final byte[] body = concat(actions);
        return concat(ByteBuffer.allocate(8).putShort((short) 4).putShort((short) (8 + body.length)).array(), body);
    }

    static byte[] gotoTable(final int table) {
        return ByteBuffer.allocate(8).putShort((short) 1).putShort((short) 8).put((byte) table).array();
    }

    static byte[] output(final long port) {
        return ByteBuffer.allocate(16).putShort((short) 0).putShort((short) 16).putInt((int) port)
            .putShort((short) 0xFFFF).array();
    }

    static byte[] groupAction(final long group) {
        return ByteBuffer.allocate(8).putShort((short) 22).putShort((short) 8).putInt((int) group).array();
    }

    static byte[] setField(final byte[] oxm) {
        final int len = (4 + oxm.length + 7) / 8 * 8;
        return ByteBuffer.allocate(len).putShort((short) 25).putShort((short) len).put(oxm).array();
    }

    static byte[] invokeNf(final long service, final long next) {
        return ByteBuffer.allocate(24).putShort((short) 0xFFFF).putShort((short) 24).putInt(OPAT)
            .putShort((short) 1).putShort((short) 0).putInt((int) service).putInt((int) next).array();
    }

    static byte[] copyToBranches(final int kind, final long... services) {
        final int len = (12 + 4 * services.length + 7) / 8 * 8;
        final var buf = ByteBuffer.allocate(len).putShort((short) 0xFFFF).putShort((short) len).putInt(OPAT)
            .putShort((short) 2).put((byte) kind).put((byte) services.length);
        for (long service : services) {
            buf.putInt((int) service);
        }
        return buf.array();
    }

    static byte[] merge(final long next, final int... priorities) {
        final int len = (16 + priorities.length + 7) / 8 * 8;
        final var buf = ByteBuffer.allocate(len).putShort((short) 0xFFFF).putShort((short) len).putInt(OPAT)
            .putShort((short) 3).put((byte) priorities.length).put((byte) 1).putInt((int) next);
        for (int priority : priorities) {
            buf.put((byte) priority);
        }
        return buf.array();
    }

    static byte[] setPathTag(final long sfc, final long path) {
        return ByteBuffer.allocate(24).putShort((short) 0xFFFF).putShort((short) 24).putInt(OPAT)
            .putShort((short) 4).putShort((short) 0).putInt((int) sfc).putInt((int) path).array();
    }

    static byte[] experimenter(final long xid, final int experimenter, final int expType, final byte[] body) {
        return message(4, xid, concat(ByteBuffer.allocate(8).putInt(experimenter).putInt(expType).array(), body));
    }

    static byte[] nfBind(final long xid, final long service, final long sfc, final String type, final String name) {
        final byte[] typeBytes = type.getBytes(StandardCharsets.UTF_8);
        final byte[] nameBytes = name.getBytes(StandardCharsets.UTF_8);
        return experimenter(xid, OPAT, 1, concat(ByteBuffer.allocate(12).putInt((int) service).putInt((int) sfc)
            .put((byte) typeBytes.length).put((byte) nameBytes.length).putShort((short) 0).array(), typeBytes,
            nameBytes));
    }

    static byte[] handlerRule(final long xid, final int expType, final long sfc, final long service,
            final int action, final long target, final String result) {
        final byte[] text = result.getBytes(StandardCharsets.UTF_8);
        return experimenter(xid, OPAT, expType, concat(ByteBuffer.allocate(16).putInt((int) sfc)
            .putInt((int) service).put((byte) action).put((byte) text.length).putShort((short) 0)
            .putInt((int) target).array(), text));
    }

    /** A flow spec F matching one source prefix /32 (or everything when src is 0). */
    static byte[] flowSpec(final long src) {
        final var buf = ByteBuffer.allocate(48);
        if (src != 0) {
            buf.putShort((short) 1).put((byte) 4).put((byte) 0).put((byte) 32).put((byte) 0).putShort((short) 0)
                .putInt((int) src);
        }
        return buf.array();
    }

    static byte[] skipMe(final long xid, final int expType, final long sfc, final long service, final byte[] spec) {
        return experimenter(xid, OPAT, expType, concat(ByteBuffer.allocate(8).putInt((int) sfc)
            .putInt((int) service).array(), spec));
    }

    static byte[] changeDefault(final long xid, final long sfc, final long service, final long target,
            final byte[] spec) {
        return experimenter(xid, OPAT, 8, concat(ByteBuffer.allocate(16).putInt((int) sfc).putInt((int) service)
            .putInt((int) target).putInt(0).array(), spec));
    }

    static byte[] groupMod(final long xid, final int command, final int type, final long group,
            final byte[]... buckets) {
        return message(15, xid, concat(ByteBuffer.allocate(8).putShort((short) command).put((byte) type)
            .put((byte) 0).putInt((int) group).array(), concat(buckets)));
    }

    static byte[] bucket(final long watchPort, final byte[]... actions) {
        final byte[] body = concat(actions);
        return concat(ByteBuffer.allocate(16).putShort((short) (16 + body.length)).putShort((short) 0)
            .putInt((int) watchPort).putInt(-1).putInt(0).array(), body);
    }

    static int errorType(final byte[] error) {
        return ByteBuffer.wrap(error).getShort(8) & 0xFFFF;
    }

    static int errorCode(final byte[] error) {
        return ByteBuffer.wrap(error).getShort(10) & 0xFFFF;
    }
}
