/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.openpath.openflow.Bytes.ascii;
import static org.openpath.openflow.Bytes.concat;
import static org.openpath.openflow.Bytes.format;
import static org.openpath.openflow.Bytes.hex;
import static org.openpath.openflow.Bytes.zeros;
import static org.openpath.openflow.SpecExamplesTest.assertAction;
import static org.openpath.openflow.SpecExamplesTest.assertOxm;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Hand-written frames for every message type, action and OXM field, written from the layouts of
 * docs/openpath-openflow.md (not produced by the encoder): encoding gives exactly these bytes, decoding gives the
 * message back.
 */
class GoldenBytesTest {
    private static final String HEADER_END = " 00 00 00 50";

    @Test
    void nfBind() throws MalformedOpenPathException {
        // 16 + 12 + "firewall" (8) + "fw" (2) = 38 = 0x26
        assertFrame(new NfBind(3, 7, "firewall", "fw"), 0x11, hex("04 04 00 26 00 00 00 11" + HEADER_END
            + " 00 00 00 01  00 00 00 03 00 00 00 07 08 02 00 00 66 69 72 65 77 61 6c 6c 66 77"));
    }

    @Test
    void nfBindMultiByte() throws MalformedOpenPathException {
        // "pare-feu" type and "façade" name (ç = c3 a7): 16 + 12 + 8 + 7 = 43 = 0x2b
        assertFrame(new NfBind(0xffffffffL, 0, "pare-feu", "façade"), 0xffffffffL, hex("04 04 00 2b ff ff ff ff"
            + HEADER_END + " 00 00 00 01  ff ff ff ff 00 00 00 00 08 07 00 00 70 61 72 65 2d 66 65 75"
            + " 66 61 c3 a7 61 64 65"));
    }

    @Test
    void nfUnbind() throws MalformedOpenPathException {
        assertFrame(new NfUnbind(3, 7), 0x12, hex("04 04 00 18 00 00 00 12" + HEADER_END
            + " 00 00 00 02  00 00 00 03 00 00 00 07"));
    }

    @Test
    void handlerRuleAddDiscard() throws MalformedOpenPathException {
        // result "zé" = 7a c3 a9: 16 + 16 + 3 = 35 = 0x23
        assertFrame(new HandlerRuleAdd(HandlerRule.discard(1, 2, "zé")), 1, hex("04 04 00 23 00 00 00 01"
            + HEADER_END + " 00 00 00 03  00 00 00 01 00 00 00 02 00 03 00 00 00 00 00 00 7a c3 a9"));
    }

    @Test
    void handlerRuleModify() throws MalformedOpenPathException {
        // 16 + 16 + "clean" (5) = 37 = 0x25
        assertFrame(new HandlerRuleModify(HandlerRule.defaultEdge(7, 2, "clean")), 0x13, hex("04 04 00 25 00 00 00 13"
            + HEADER_END + " 00 00 00 04  00 00 00 07 00 00 00 02 02 05 00 00 00 00 00 00 63 6c 65 61 6e"));
    }

    @Test
    void handlerRuleDelete() throws MalformedOpenPathException {
        // 16 + 16 + "bad" (3) = 35 = 0x23
        assertFrame(new HandlerRuleDelete(7, 2, "bad"), 0x14, hex("04 04 00 23 00 00 00 14" + HEADER_END
            + " 00 00 00 05  00 00 00 07 00 00 00 02 00 03 00 00 00 00 00 00 62 61 64"));
    }

    @Test
    void skipMe() throws MalformedOpenPathException {
        // F: source 10.0.0.0/24 (bit 0), protocol 6 (bit 2), destination ports 80..80 (bit 4): present 0x15
        final var flows = new FlowSpec(IpPrefix.parse("10.0.0.0/24"), null, 6, null, PortRange.single(80));
        assertFrame(new SkipMe(7, 3, flows), 0x15, hex("04 04 00 48 00 00 00 15" + HEADER_END
            + " 00 00 00 06  00 00 00 07 00 00 00 03"
            + " 00 15 04 06 18 00 00 00  0a 00 00 00" + zeros(12) + zeros(16) + " 00 00 00 00 00 50 00 50"));
    }

    @Test
    void requestMeAny() throws MalformedOpenPathException {
        assertFrame(new RequestMe(7, 3, FlowSpec.ANY), 0x16, hex("04 04 00 48 00 00 00 16" + HEADER_END
            + " 00 00 00 07  00 00 00 07 00 00 00 03" + zeros(48)));
    }

    @Test
    void changeDefaultIpv6() throws MalformedOpenPathException {
        // F: source 2001:db8::/32 (bit 0), destination 2001:db8:1::/48 (bit 1), source ports 1024..65535 (bit 3)
        final var flows = new FlowSpec(IpPrefix.parse("2001:db8::/32"), IpPrefix.parse("2001:db8:1::/48"), null,
            new PortRange(1024, 65535), null);
        assertFrame(new ChangeDefault(7, 3, 9, flows), 0x17, hex("04 04 00 50 00 00 00 17" + HEADER_END
            + " 00 00 00 08  00 00 00 07 00 00 00 03 00 00 00 09 00 00 00 00"
            + " 00 0b 06 00 20 30 00 00  20 01 0d b8" + zeros(12) + " 20 01 0d b8 00 01" + zeros(10)
            + " 04 00 ff ff 00 00 00 00"));
    }

    @Test
    void nfScale() throws MalformedOpenPathException {
        // section 9: service 5 of chain 7 on 3 instances
        assertFrame(new NfScale(5, 7, 3), 0x1a, hex("04 04 00 1c 00 00 00 1a" + HEADER_END
            + " 00 00 00 0b  00 00 00 05 00 00 00 07 00 03 00 00"));
        assertFrame(new NfScale(0xFFFF_FFFFL, 1, 64), 0x1b, hex("04 04 00 1c 00 00 00 1b" + HEADER_END
            + " 00 00 00 0b  ff ff ff ff 00 00 00 01 00 40 00 00"));
    }

    @Test
    void setStateReportInterval() throws MalformedOpenPathException {
        assertFrame(new SetStateReportInterval(1000), 0x18, hex("04 04 00 14 00 00 00 18" + HEADER_END
            + " 00 00 00 09  00 00 03 e8"));
        assertFrame(new SetStateReportInterval(0), 0x18, hex("04 04 00 14 00 00 00 18" + HEADER_END
            + " 00 00 00 09  00 00 00 00"));
        assertFrame(new SetStateReportInterval(3_600_000), 0x18, hex("04 04 00 14 00 00 00 18" + HEADER_END
            + " 00 00 00 09  00 36 ee 80"));
    }

    @Test
    void nfUpdate() throws MalformedOpenPathException {
        assertFrame(new NfUpdate(3, 7, NfStatus.OVERLOADED, 100, 90, 10), 0x19, hex("04 04 00 34 00 00 00 19"
            + HEADER_END + " 00 00 01 01  00 00 00 03 00 00 00 07 02 00 00 00"
            + " 00 00 00 00 00 00 00 64  00 00 00 00 00 00 00 5a  00 00 00 00 00 00 00 0a"));
        // counters are unsigned 64-bit
        assertFrame(new NfUpdate(3, 7, NfStatus.UNBOUND, -1, Long.MIN_VALUE, 0), 0x19, hex("04 04 00 34 00 00 00 19"
            + HEADER_END + " 00 00 01 01  00 00 00 03 00 00 00 07 03 00 00 00"
            + " ff ff ff ff ff ff ff ff  80 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00"));
    }

    @Test
    void nfAlert() throws MalformedOpenPathException {
        // F: source 192.168.1.10/32, destination 10.0.0.0/8, protocol 17: present 0x07; 16 + 60 + 10 = 86 = 0x56
        final var flow = new FlowSpec(IpPrefix.parse("192.168.1.10/32"), IpPrefix.parse("10.0.0.0/8"), 17, null,
            null);
        assertFrame(new NfAlert(7, 2, "suspicious", flow), 0x1a, hex("04 04 00 56 00 00 00 1a" + HEADER_END
            + " 00 00 01 02  00 00 00 07 00 00 00 02 0a 00 00 00"
            + " 00 07 04 11 20 08 00 00  c0 a8 01 0a" + zeros(12) + " 0a 00 00 00" + zeros(12) + zeros(8)
            + " 73 75 73 70 69 63 69 6f 75 73"));
    }

    @Test
    void nfMessage() throws MalformedOpenPathException {
        final Map<String, String> entries = new LinkedHashMap<>();
        entries.put("load", "0.73");
        entries.put("sessions", "1200");
        // 16 + 8 + 33 = 57 = 0x39
        assertFrame(new NfMessage(3, 7, entries), 0x1b, concat(hex("04 04 00 39 00 00 00 1b" + HEADER_END
            + " 00 00 01 03  00 00 00 03 00 00 00 07"), ascii("{\"load\":\"0.73\",\"sessions\":\"1200\"}")));
    }

    @Test
    void nfMessageEscapesAndEmpty() throws MalformedOpenPathException {
        // {"a\"b":"\n\u0001é"} : 7b 22 61 5c 22 62 22 3a 22 5c 6e 5c 75 30 30 30 31 c3 a9 22 7d (21 bytes)
        assertFrame(new NfMessage(1, 2, Map.of("a\"b", "\n\u0001é")), 5, hex("04 04 00 2d 00 00 00 05" + HEADER_END
            + " 00 00 01 03  00 00 00 01 00 00 00 02"
            + " 7b 22 61 5c 22 62 22 3a 22 5c 6e 5c 75 30 30 30 31 c3 a9 22 7d"));
        assertFrame(new NfMessage(1, 2, Map.of()), 5, hex("04 04 00 1a 00 00 00 05" + HEADER_END
            + " 00 00 01 03  00 00 00 01 00 00 00 02 7b 7d"));
    }

    @Test
    void everyActionVariant() throws MalformedOpenPathException {
        assertAction(new InvokeNf(0xffffffffL, 0),
            "ff ff 00 18 00 00 00 50 00 01 00 00 ff ff ff ff 00 00 00 00 00 00 00 00");
        // 12 + 4 * 4 = 28 -> 32
        assertAction(new CopyToBranches(CopyKind.SHARED, List.of(1L, 2L, 3L, 4L)),
            "ff ff 00 20 00 00 00 50 00 02 00 04 00 00 00 01 00 00 00 02 00 00 00 03 00 00 00 04 00 00 00 00");
        // 12 + 4 * 3 = 24, no padding
        assertAction(new CopyToBranches(CopyKind.HEADER_COPY, List.of(5L, 6L, 7L)),
            "ff ff 00 18 00 00 00 50 00 02 01 03 00 00 00 05 00 00 00 06 00 00 00 07");
        // 16 + 8 = 24, no padding
        assertAction(new Merge(true, 10, List.of(1, 2, 3, 4, 5, 6, 7, 8)),
            "ff ff 00 18 00 00 00 50 00 03 08 01 00 00 00 0a 01 02 03 04 05 06 07 08");
        // 16 + 9 = 25 -> 32, drop-wins flag clear
        assertAction(new Merge(false, 0, List.of(9, 8, 7, 6, 5, 4, 3, 2, 1)),
            "ff ff 00 20 00 00 00 50 00 03 09 00 00 00 00 00 09 08 07 06 05 04 03 02 01 00 00 00 00 00 00 00");
        assertAction(new SetPathTag(0xfffffffeL, 2),
            "ff ff 00 18 00 00 00 50 00 04 00 00 ff ff ff fe 00 00 00 02 00 00 00 00");
    }

    @Test
    void everyOxmField() throws MalformedOpenPathException {
        assertOxm(OxmMatch.of(OxmField.SFC_ID, 0xffffffffL), "ff ff 00 08 00 00 00 50 ff ff ff ff");
        assertOxm(OxmMatch.of(OxmField.PATH_ID, 1), "ff ff 02 08 00 00 00 50 00 00 00 01");
        assertOxm(OxmMatch.of(OxmField.TAG, 0x12345678L), "ff ff 04 08 00 00 00 50 12 34 56 78");
        assertOxm(OxmMatch.masked(OxmField.TAG, 0x12340000L, 0xffff0000L),
            "ff ff 05 0c 00 00 00 50 12 34 00 00 ff ff 00 00");
        assertOxm(OxmMatch.masked(OxmField.TAG, 0, 0), "ff ff 05 0c 00 00 00 50 00 00 00 00 00 00 00 00");
        assertOxm(OxmMatch.of(OxmField.SERVICE_ID, 0x0a0b0c0dL), "ff ff 06 08 00 00 00 50 0a 0b 0c 0d");
        assertOxm(OxmMatch.of(OxmField.COPY, 0), "ff ff 08 05 00 00 00 50 00");
        assertOxm(OxmMatch.of(OxmField.COPY, 0xff), "ff ff 08 05 00 00 00 50 ff");
    }

    @Test
    void experimenterError() throws MalformedOpenPathException {
        final byte[] request = hex("04 04 00 2a 00 00 00 11 00 00 00 50 00 00 00 03 00 00 00 07 00 00 00 02 01 0a 00"
            + " 00 00 00 00 05 73 75 73 70 69 63 69 6f 75 73");
        final byte[] expected = concat(hex("04 01 00 3a 00 00 00 11 ff ff 00 04 00 00 00 50"), request);
        final byte[] actual = OpenPathCodec.encodeExperimenterError(ExperimenterErrorCode.RULE_EXISTS, 0x11,
            request);
        assertArrayEquals(expected, actual, () -> format(actual));
        final ByteBuffer in = ByteBuffer.wrap(expected);
        assertEquals(new ExperimenterError(0x11, ExperimenterErrorCode.RULE_EXISTS, request),
            OpenPathCodec.decodeExperimenterError(in));
        assertEquals(expected.length, in.position());

        // only the first 64 bytes of a longer request: 16 + 64 = 80 = 0x50
        final byte[] longRequest = new byte[100];
        longRequest[63] = 0x3f;
        longRequest[64] = 0x40;
        final byte[] truncated = OpenPathCodec.encodeExperimenterError(ExperimenterErrorCode.BAD_VALUE, 2,
            longRequest);
        assertArrayEquals(hex("04 01 00 50 00 00 00 02 ff ff 00 01 00 00 00 50" + zeros(63) + " 3f"), truncated,
            () -> format(truncated));
    }

    @Test
    void standardError() {
        // OFPET_BAD_REQUEST / OFPBRC_BAD_EXP_TYPE with the request's first bytes
        final byte[] actual = OpenPathCodec.encodeError(OpenPathConstants.OFPET_BAD_REQUEST,
            OpenPathConstants.OFPBRC_BAD_EXP_TYPE, 0x21, hex("04 04 00 10 00 00 00 21 00 00 00 50 00 00 00 63"));
        assertArrayEquals(hex("04 01 00 1c 00 00 00 21 00 01 00 04 04 04 00 10 00 00 00 21 00 00 00 50 00 00 00 63"),
            actual, () -> format(actual));
    }

    /**
     * Encoding the message gives exactly the frame and its body exactly the frame's bytes after the 16-byte header;
     * decoding the frame and the body gives the message back, consuming every byte.
     */
    static void assertFrame(final OpenPathMessage message, final long xid, final byte[] expected)
            throws MalformedOpenPathException {
        final byte[] actual = OpenPathCodec.encodeMessage(message, xid);
        assertArrayEquals(expected, actual, () -> message + ": " + format(actual));
        final ByteBuffer frame = ByteBuffer.wrap(expected);
        assertEquals(new OpenPathCodec.Frame(xid, message), OpenPathCodec.decodeMessage(frame));
        assertEquals(expected.length, frame.position());
        final byte[] body = Arrays.copyOfRange(expected, 16, expected.length);
        assertArrayEquals(body, OpenPathCodec.encodeBody(message));
        final ByteBuffer bodyBuffer = ByteBuffer.wrap(body);
        assertEquals(message, OpenPathCodec.decodeBody(message.expType(), bodyBuffer));
        assertEquals(body.length, bodyBuffer.position());
    }
}
