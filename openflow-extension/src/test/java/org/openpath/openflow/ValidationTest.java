/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.openflow.Bytes.hex;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The records refuse out-of-range values with messages naming them, the enums map their codes, prefixes parse and
 * print, flow specs match packets, the JSON reader is strict, and decoder messages name exactly what is wrong.
 */
class ValidationTest {
    private static final String LONG_NAME = "x".repeat(65);
    private static final char HIGH = (char) 0xD800;
    private static final char LOW = (char) 0xDC00;
    private static final char BOM = (char) 0xFEFF;

    @Test
    void constants() {
        assertEquals(0x00000050L, OpenPathConstants.EXPERIMENTER_ID);
        // below 256: OpenFlowJava 0.20.1 compares experimenter ids of inbound messages by reference
        assertTrue(OpenPathConstants.EXPERIMENTER_ID < 256);
        assertEquals(0xFFFF, OpenPathConstants.OXM_CLASS_EXPERIMENTER);
        assertEquals(0xFFFF, OpenPathConstants.ACTION_TYPE_EXPERIMENTER);
        assertEquals(4, OpenPathConstants.OFPT_EXPERIMENTER);
        assertEquals(4, OpenPathConstants.OF_VERSION);
        assertEquals(64, OpenPathConstants.MAX_NAME_BYTES);
        assertEquals(16384, OpenPathConstants.MAX_JSON_BYTES);
    }

    @Test
    void enumCodes() {
        assertEquals(List.of(0, 1, 2, 3, 4), codes(OxmField.values(), OxmField::code));
        assertEquals(List.of(4, 4, 4, 4, 1), codes(OxmField.values(), OxmField::valueBytes));
        assertEquals(List.of(OxmField.TAG), List.of(OxmField.values()).stream().filter(OxmField::maskable).toList());
        assertEquals(List.of(0, 1, 2), codes(CopyKind.values(), CopyKind::code));
        assertEquals(List.of(0, 1, 2), codes(HandlerAction.values(), HandlerAction::code));
        assertEquals(List.of(0, 1, 2, 3), codes(NfStatus.values(), NfStatus::code));
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7), codes(ExperimenterErrorCode.values(), ExperimenterErrorCode::code));
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 0x0AL, 0x0BL, 0x101L, 0x102L, 0x103L),
            List.of(ExpType.values()).stream().map(ExpType::code).toList());
        for (var field : OxmField.values()) {
            assertEquals(Optional.of(field), OxmField.ofCode(field.code()));
        }
        for (var type : ExpType.values()) {
            assertEquals(Optional.of(type), ExpType.ofCode(type.code()));
        }
        assertEquals(Optional.of(CopyKind.FULL_COPY), CopyKind.ofCode(2));
        assertEquals(Optional.of(HandlerAction.SEND_TO), HandlerAction.ofCode(1));
        assertEquals(Optional.of(NfStatus.UNBOUND), NfStatus.ofCode(3));
        assertEquals(Optional.of(ExperimenterErrorCode.UNKNOWN_NF_TYPE), ExperimenterErrorCode.ofCode(6));
        assertEquals(Optional.empty(), OxmField.ofCode(5));
        assertEquals(Optional.empty(), CopyKind.ofCode(3));
        assertEquals(Optional.empty(), HandlerAction.ofCode(-1));
        assertEquals(Optional.empty(), NfStatus.ofCode(4));
        assertEquals(Optional.empty(), ExperimenterErrorCode.ofCode(0));
        assertEquals(Optional.empty(), ExperimenterErrorCode.ofCode(8));
        assertEquals(Optional.empty(), ExpType.ofCode(0x100));
        assertEquals(Optional.empty(), ExpType.ofCode(0x0C));
        assertTrue(ExpType.NF_SCALE.fromController());
        assertTrue(ExpType.GRAPH_SET.fromController());
        assertEquals(0x102L, new NfAlert(1, 2, "r", FlowSpec.ANY).expType());
    }

    @Test
    void oxmMatchValidation() {
        refuses("SFC_ID value 4294967296 is outside 0..4294967295", () -> OxmMatch.of(OxmField.SFC_ID, 1L << 32));
        refuses("COPY value 256 is outside 0..255", () -> OxmMatch.of(OxmField.COPY, 256));
        refuses("PATH_ID value -1 is outside 0..4294967295", () -> OxmMatch.of(OxmField.PATH_ID, -1));
        refuses("SERVICE_ID is not maskable, got mask 255", () -> OxmMatch.masked(OxmField.SERVICE_ID, 1, 0xff));
        refuses("TAG value 0x100 has bits outside the mask 0xff", () -> OxmMatch.masked(OxmField.TAG, 0x100, 0xff));
        refuses("TAG mask 4294967296 is outside 0..4294967295", () -> OxmMatch.masked(OxmField.TAG, 0, 1L << 32));
        assertThrows(NullPointerException.class, () -> OxmMatch.of(null, 1));
        assertEquals(16, OxmMatch.masked(OxmField.TAG, 1, 1).wireLength());
        assertTrue(OxmMatch.masked(OxmField.TAG, 1, 1).hasMask());
        assertFalse(OxmMatch.of(OxmField.TAG, 1).hasMask());
        assertEquals(9, OxmMatch.of(OxmField.COPY, 1).wireLength());
    }

    @Test
    void actionValidation() {
        refuses("INVOKE_NF service id must not be 0", () -> new InvokeNf(0, 1));
        refuses("INVOKE_NF next service id 4294967296 is not an unsigned 32-bit value",
            () -> new InvokeNf(1, 1L << 32));
        refuses("COPY_TO_BRANCHES needs 2..32 branches, got 1", () -> new CopyToBranches(CopyKind.SHARED,
            List.of(1L)));
        refuses("COPY_TO_BRANCHES needs 2..32 branches, got 33", () -> new CopyToBranches(CopyKind.SHARED,
            longsFrom1(33)));
        refuses("COPY_TO_BRANCHES service id of branch 2 must not be 0", () -> new CopyToBranches(CopyKind.SHARED,
            List.of(1L, 0L)));
        assertThrows(NullPointerException.class, () -> new CopyToBranches(null, List.of(1L, 2L)));
        refuses("MERGE needs 2..32 branches, got 1", () -> new Merge(true, 0, List.of(1)));
        refuses("MERGE needs 2..32 branches, got 33", () -> new Merge(true, 0,
            IntStream.rangeClosed(1, 33).boxed().toList()));
        refuses("MERGE priority [1, 1] is not a permutation of 1..2", () -> new Merge(true, 0, List.of(1, 1)));
        refuses("MERGE priority [0, 1] is not a permutation of 1..2", () -> new Merge(true, 0, List.of(0, 1)));
        refuses("MERGE priority [1, 3] is not a permutation of 1..2", () -> new Merge(true, 0, List.of(1, 3)));
        refuses("MERGE next service id -1 is not an unsigned 32-bit value", () -> new Merge(true, -1,
            List.of(1, 2)));
        refuses("SET_PATH_TAG path id 4294967296 is not an unsigned 32-bit value", () -> new SetPathTag(1,
            1L << 32));
        assertEquals(32, new CopyToBranches(CopyKind.FULL_COPY, longsFrom1(32)).count());
        assertEquals(2, new Merge(true, 0, List.of(2, 1)).count());

        final List<Long> mutable = new ArrayList<>(List.of(1L, 2L));
        final var copy = new CopyToBranches(CopyKind.SHARED, mutable);
        mutable.add(3L);
        assertEquals(List.of(1L, 2L), copy.serviceIds());
        assertThrows(UnsupportedOperationException.class, () -> copy.serviceIds().add(4L));
    }

    @Test
    void messageValidation() {
        refuses("NF_BIND NF type must not be empty", () -> new NfBind(1, 2, "", "fw"));
        refuses("NF_BIND NF name has 65 UTF-8 bytes, more than 64", () -> new NfBind(1, 2, "firewall", LONG_NAME));
        // 32 two-byte characters are 64 bytes, 33 are 66
        new NfBind(1, 2, "é".repeat(32), "fw");
        refuses("NF_BIND NF type has 66 UTF-8 bytes, more than 64", () -> new NfBind(1, 2, "é".repeat(33), "fw"));
        refuses("NF_BIND NF name is not well-formed Unicode (unpaired surrogate)",
            () -> new NfBind(1, 2, "firewall", "f" + HIGH + "w"));
        refuses("NF_BIND service id -1 is not an unsigned 32-bit value", () -> new NfBind(-1, 2, "a", "b"));
        refuses("NF_UNBIND sfc id 4294967296 is not an unsigned 32-bit value", () -> new NfUnbind(1, 1L << 32));
        refuses("Handler rule action SEND_TO needs a non-zero target service id, got 0",
            () -> new HandlerRule(1, 2, "x", HandlerAction.SEND_TO, 0));
        refuses("Handler rule action DISCARD needs a zero target service id, got 5",
            () -> new HandlerRule(1, 2, "x", HandlerAction.DISCARD, 5));
        refuses("Handler rule action DEFAULT needs a zero target service id, got 5",
            () -> new HandlerRule(1, 2, "x", HandlerAction.DEFAULT, 5));
        refuses("Handler rule result must not be empty", () -> HandlerRule.discard(1, 2, ""));
        refuses("HANDLER_RULE_DELETE result has 65 UTF-8 bytes, more than 64",
            () -> new HandlerRuleDelete(1, 2, LONG_NAME));
        assertThrows(NullPointerException.class, () -> new HandlerRuleAdd(null));
        assertThrows(NullPointerException.class, () -> new SkipMe(1, 2, null));
        refuses("CHANGE_DEFAULT new default service id -5 is not an unsigned 32-bit value",
            () -> new ChangeDefault(1, 2, -5, FlowSpec.ANY));
        refuses("State report interval 99 ms is neither 0 nor in 100..3600000", () -> new SetStateReportInterval(99));
        refuses("State report interval 3600001 ms is neither 0 nor in 100..3600000",
            () -> new SetStateReportInterval(3_600_001));
        new SetStateReportInterval(100);
        refuses("NF_SCALE instance count 0 is not in 1..64", () -> new NfScale(1, 2, 0));
        refuses("NF_SCALE instance count 65 is not in 1..64", () -> new NfScale(1, 2, 65));
        refuses("NF_SCALE sfc id -1 is not an unsigned 32-bit value", () -> new NfScale(1, -1, 2));
        new NfScale(1, 2, 64);
        refuses("NF_ALERT result must not be empty", () -> new NfAlert(1, 2, "", FlowSpec.ANY));
        refuses("NF_UPDATE sfc id -1 is not an unsigned 32-bit value",
            () -> new NfUpdate(1, -1, NfStatus.UP, 0, 0, 0));
        refuses("MESSAGE key is not well-formed Unicode (unpaired surrogate)", () -> new NfMessage(1, 2,
            Map.of(String.valueOf(LOW), "v")), "MESSAGE JSON is not well-formed Unicode (unpaired surrogate)");
        refuses("MESSAGE JSON has 16385 bytes, more than 16384", () -> new NfMessage(1, 2,
            Map.of("k", "v".repeat(16384 - 8 + 1))));
        assertEquals(16384, Json.write(new NfMessage(1, 2, Map.of("k", "v".repeat(16384 - 8))).entries()).length);
        assertThrows(NullPointerException.class, () -> new NfMessage(1, 2, mapWithNullValue()));
        assertThrows(NullPointerException.class, () -> new OpenPathCodec.Frame(1, null));
        refuses("xid 4294967296 is not an unsigned 32-bit value", () -> OpenPathCodec.encodeMessage(
            new NfUnbind(1, 2), 1L << 32));
    }

    @Test
    void nfMessageKeepsInsertionOrderAndIsImmutable() {
        final Map<String, String> entries = new LinkedHashMap<>();
        entries.put("z", "1");
        entries.put("a", "2");
        final var message = new NfMessage(1, 2, entries);
        entries.put("m", "3");
        assertEquals(List.of("z", "a"), List.copyOf(message.entries().keySet()));
        assertThrows(UnsupportedOperationException.class, () -> message.entries().put("b", "4"));
    }

    @Test
    void ipPrefixes() throws UnknownHostException {
        assertEquals("10.0.0.0/24", IpPrefix.parse("10.0.0.0/24").toString());
        assertEquals("0.0.0.0/0", IpPrefix.parse("0.0.0.0/0").toString());
        assertEquals("::/0", IpPrefix.parse("::/0").toString());
        assertEquals("2001:db8::/32", IpPrefix.parse("2001:DB8:0:0:0:0:0:0/32").toString());
        assertEquals("1:0:0:1::1/128", IpPrefix.parse("1:0:0:1:0:0:0:1/128").toString());
        assertEquals("1::1:0:0:1/128", IpPrefix.parse("1:0:0:0:1:0:0:1/128").toString());
        assertEquals("1:2:3:4:5:6:7:0/128", IpPrefix.parse("1:2:3:4:5:6:7::/128").toString());
        assertEquals("::ffff:a00:0/120", IpPrefix.parse("::ffff:10.0.0.0/120").toString());
        assertInstanceOf(Inet6Address.class, IpPrefix.parse("::ffff:10.0.0.0/120").address());
        assertInstanceOf(Inet4Address.class, IpPrefix.parse("10.0.0.0/8").address());
        assertEquals(6, IpPrefix.parse("::/0").version());
        assertEquals(4, IpPrefix.parse("10.0.0.0/8").version());
        assertEquals(IpPrefix.parse("10.0.0.0/8"), new IpPrefix(InetAddress.getByName("10.0.0.0"), 8));
        assertEquals(IpPrefix.parse("fe80::/10"), new IpPrefix(InetAddress.getByName("fe80::%1"), 10));

        refuses("Address 10.0.0.1 has bits set beyond its prefix length 24", () -> IpPrefix.parse("10.0.0.1/24"));
        refuses("Prefix length 33 is outside 0..32 for 10.0.0.0", () -> IpPrefix.parse("10.0.0.0/33"));
        refuses("Prefix length 129 is outside 0..128 for ::", () -> IpPrefix.parse("::/129"));
        refuses("Not a literal IPv4 or IPv6 address: \"example.com\" in \"example.com/8\"",
            () -> IpPrefix.parse("example.com/8"));
        for (String bad : List.of("1.2.3/8", "01.2.3.4/8", "1.2.3.4.5/8", "256.0.0.0/8", "a::b::c/8", ":1::/8",
                "1:2:3:4:5:6:7:8:9/8", "1:2:3:4:5:6:7/8", "1::2::/8", "12345::/8", "::g/8", "1:2:3:4:5:6:7:8::/8",
                "::1.2.3/8", "1.2.3.4::/8", " 1.2.3.4/8", "+1.2.3.4/8")) {
            assertThrows(IllegalArgumentException.class, () -> IpPrefix.parse(bad), bad);
        }
        for (String bad : List.of("10.0.0.0", "10.0.0.0/", "10.0.0.0/-1", "10.0.0.0/08", "10.0.0.0/8/8",
                "10.0.0.0/1000")) {
            assertThrows(IllegalArgumentException.class, () -> IpPrefix.parse(bad), bad);
        }
        refuses("An address has 4 or 16 bytes, not 5", () -> IpPrefix.of(new byte[5], 0));

        final var prefix = IpPrefix.parse("10.1.128.0/17");
        assertTrue(prefix.contains(hex("0a 01 ff ff")));
        assertTrue(prefix.contains(hex("0a 01 80 00")));
        assertFalse(prefix.contains(hex("0a 01 7f ff")));
        assertFalse(prefix.contains(new byte[16]));
        assertTrue(IpPrefix.parse("::/0").contains(hex("20010db8000000000000000000000001")));
        assertFalse(IpPrefix.parse("::/0").contains(hex("0a000001")));
    }

    @Test
    void portRanges() {
        refuses("Port range 81..80 has lower > upper", () -> new PortRange(81, 80));
        refuses("Ports are 0..65535, got 0..65536", () -> new PortRange(0, 65536));
        refuses("Ports are 0..65535, got -1..5", () -> new PortRange(-1, 5));
        assertTrue(new PortRange(80, 90).contains(80));
        assertTrue(new PortRange(80, 90).contains(90));
        assertFalse(new PortRange(80, 90).contains(91));
        assertFalse(new PortRange(0, 65535).contains(-1));
        assertEquals("80..80", PortRange.single(80).toString());
    }

    @Test
    void flowSpecs() {
        refuses("Flow spec prefixes 10.0.0.0/8 and ::/0 are of different IP versions",
            () -> new FlowSpec(IpPrefix.parse("10.0.0.0/8"), IpPrefix.parse("::/0"), null, null, null));
        refuses("IP protocol 256 is outside 0..255", () -> new FlowSpec(null, null, 256, null, null));
        assertTrue(FlowSpec.ANY.isAny());
        assertEquals(0, FlowSpec.ANY.ipVersion());
        assertEquals(6, new FlowSpec(null, IpPrefix.parse("::/0"), null, null, null).ipVersion());

        final byte[] src = hex("0a 00 00 05");
        final byte[] dst = hex("c0 a8 00 01");
        assertTrue(FlowSpec.ANY.matches(0, null, null, -1, -1, -1));
        assertTrue(FlowSpec.ANY.matches(4, src, dst, 6, 1234, 80));

        final var web = new FlowSpec(IpPrefix.parse("10.0.0.0/24"), null, 6, null, PortRange.single(80));
        assertTrue(web.matches(4, src, dst, 6, 1234, 80));
        assertFalse(web.matches(4, src, dst, 17, 1234, 80));
        assertFalse(web.matches(4, src, dst, 6, 1234, 443));
        assertFalse(web.matches(4, hex("0a 00 01 05"), dst, 6, 1234, 80));
        assertFalse(web.matches(6, new byte[16], new byte[16], 6, 1234, 80));
        assertFalse(web.matches(0, null, null, 6, 1234, 80));
        assertFalse(web.matches(4, src, dst, 6, -1, -1));

        final var protocolOnly = new FlowSpec(null, null, 1, null, null);
        assertTrue(protocolOnly.matches(6, new byte[16], new byte[16], 1, -1, -1));
        assertFalse(protocolOnly.matches(0, null, null, 1, -1, -1));

        final var v6 = new FlowSpec(null, IpPrefix.parse("2001:db8::/32"), null, new PortRange(1024, 65535), null);
        assertTrue(v6.matches(6, new byte[16], hex("20010db8ffff00000000000000000001"), 17, 5000, 53));
        assertFalse(v6.matches(6, new byte[16], hex("20010db9000000000000000000000001"), 17, 5000, 53));
        assertFalse(v6.matches(6, new byte[16], hex("20010db8ffff00000000000000000001"), 17, 80, 53));
        assertFalse(v6.matches(4, src, dst, 17, 5000, 53));
    }

    @Test
    void jsonReaderIsStrict() throws MalformedOpenPathException {
        assertEquals(Map.of(), json("{}"));
        assertEquals(Map.of(), json(" \t\r\n{ \n} \n"));
        assertEquals(Map.of("a", "b", "c", ""), json("{ \"a\" : \"b\" ,\n \"c\":\"\" }"));
        assertEquals(Map.of("q\"\\/\b\f\n\r\t", "é😀"),
            json("{\"q\\\"\\\\\\/\\b\\f\\n\\r\\t\":\"\\u00E9\\ud83d\\ude00\"}"));
        assertEquals(Map.of("é", "😀"), json("{\"é\":\"😀\"}"));
        assertEquals(List.of("z", "a", "m"), List.copyOf(json("{\"z\":\"1\",\"a\":\"2\",\"m\":\"3\"}").keySet()));

        jsonRefused("end of the JSON, expected '{'", "");
        jsonRefused("'[' (U+005B) at offset 0, expected '{'", "[]");
        jsonRefused("'1' (U+0031) at offset 5, expected '\"'", "{\"a\":1}");
        jsonRefused("'{' (U+007B) at offset 5, expected '\"'", "{\"a\":{}}");
        jsonRefused("'t' (U+0074) at offset 5, expected '\"'", "{\"a\":true}");
        jsonRefused("'n' (U+006E) at offset 5, expected '\"'", "{\"a\":null}");
        jsonRefused("'[' (U+005B) at offset 5, expected '\"'", "{\"a\":[\"b\"]}");
        jsonRefused("duplicate key \"a\" at offset 9", "{\"a\":\"1\",\"a\":\"2\"}");
        jsonRefused("trailing data at offset 9 after the object", "{\"a\":\"b\"}x");
        jsonRefused("trailing data at offset 9 after the object", "{\"a\":\"b\"}{}");
        jsonRefused("'}' (U+007D) at offset 9, expected '\"'", "{\"a\":\"b\",}");
        jsonRefused("''' (U+0027) at offset 1, expected '\"'", "{'a':'b'}");
        jsonRefused("unterminated string at the end of the JSON", "{\"a\":\"b}");
        jsonRefused("end of the JSON, expected ',' or '}'", "{\"a\":\"b\"");
        jsonRefused("unescaped control character U+000A at offset 7", "{\"a\":\"b\nc\"}");
        jsonRefused("invalid escape 'x' (U+0078) at offset 7", "{\"a\":\"\\x\"}");
        jsonRefused("invalid \\u escape \"\\u12G4\" at offset 6", "{\"a\":\"\\u12G4\"}");
        jsonRefused("truncated \\u escape at offset 6", "{\"a\":\"\\u12");
        jsonRefused("unpaired surrogate U+D83D in string \"" + (char) 0xD83D + "\"", "{\"a\":\"\\ud83d\"}");
        jsonRefused("unpaired surrogate U+DE00 in string \"" + (char) 0xDE00 + "x\"", "{\"a\":\"\\ude00x\"}");
        jsonRefused("'" + BOM + "' (U+FEFF) at offset 0, expected '{'", BOM + "{}");

        final var invalidUtf8 = assertThrows(MalformedOpenPathException.class,
            () -> Json.read(ByteBuffer.wrap(hex("7b 22 c0 af 22 3a 22 22 7d")), "MESSAGE"));
        assertEquals(Problem.BAD_VALUE, invalidUtf8.problem());
        assertEquals("MESSAGE: JSON is not valid UTF-8", invalidUtf8.getMessage());
        // CESU-8 surrogates are not UTF-8 either
        assertThrows(MalformedOpenPathException.class,
            () -> Json.read(ByteBuffer.wrap(hex("7b 22 ed a0 bd ed b8 80 22 3a 22 22 7d")), "MESSAGE"));

        final String controls = "\b\f\n\r\t" + (char) 0 + (char) 0x1f + "/" + (char) 0x7f;
        assertEquals("{\"a\\\"\\\\\":\"\\b\\f\\n\\r\\t\\u0000\\u001f/" + (char) 0x7f + "\"}",
            new String(Json.write(Map.of("a\"\\", controls)), StandardCharsets.UTF_8));
    }

    @Test
    void decoderMessagesNameTheProblem() {
        // NF_ALERT with result length 70 but only 52 bytes after the fixed part
        final byte[] alert = new byte[60 + 52];
        alert[8] = 70;
        malformed(Problem.BAD_LENGTH, "NF_ALERT: result length 70 exceeds the 52 bytes left in the body",
            () -> OpenPathCodec.decodeBody(0x102, ByteBuffer.wrap(alert)));
        alert[8] = 50;
        malformed(Problem.BAD_LENGTH, "NF_ALERT: result length 50 leaves 2 bytes at the end of the body unused",
            () -> OpenPathCodec.decodeBody(0x102, ByteBuffer.wrap(alert)));
        // 70 declared and present, but more than 64
        final byte[] longAlert = new byte[60 + 70];
        longAlert[8] = 70;
        malformed(Problem.BAD_VALUE, "NF_ALERT: result length 70 exceeds 64 bytes",
            () -> OpenPathCodec.decodeBody(0x102, ByteBuffer.wrap(longAlert)));
        malformed(Problem.UNKNOWN_TYPE, "Unknown OpenPATH exp_type 0x104",
            () -> OpenPathCodec.decodeBody(0x104, ByteBuffer.allocate(8)));
        malformed(Problem.BAD_LENGTH, "NF_UNBIND: body length 9, the spec says 8",
            () -> OpenPathCodec.decodeBody(2, ByteBuffer.allocate(9)));
        malformed(Problem.BAD_LENGTH, "NF_BIND: body length 11 is shorter than its 12-byte fixed part",
            () -> OpenPathCodec.decodeBody(1, ByteBuffer.allocate(11)));
        malformed(Problem.BAD_VALUE, "NF_BIND: NF type is empty",
            () -> OpenPathCodec.decodeBody(1, ByteBuffer.wrap(hex("00000001 00000002 00 01 0000 66"))));
        malformed(Problem.BAD_VALUE, "NF_BIND: NF name is not valid UTF-8",
            () -> OpenPathCodec.decodeBody(1, ByteBuffer.wrap(hex("00000001 00000002 01 01 0000 66 ff"))));
        malformed(Problem.BAD_VALUE, "NF_BIND: reserved bytes not zero (byte 0x01 at offset 11)",
            () -> OpenPathCodec.decodeBody(1, ByteBuffer.wrap(hex("00000001 00000002 01 01 0001 66 66"))));
        malformed(Problem.BAD_VALUE, "SET_STATE_REPORT_INTERVAL: State report interval 99 ms is neither 0 nor in "
            + "100..3600000", () -> OpenPathCodec.decodeBody(9, ByteBuffer.wrap(hex("00000063"))));
        malformed(Problem.BAD_VALUE, "NF_UPDATE: unknown status 4",
            () -> OpenPathCodec.decodeBody(0x101, ByteBuffer.wrap(hex("00000001 00000002 04" + Bytes.zeros(27)))));
        malformed(Problem.BAD_VALUE, "HANDLER_RULE_ADD: unknown handler action 3",
            () -> OpenPathCodec.decodeBody(3, ByteBuffer.wrap(hex("00000001 00000002 03 01 0000 00000000 66"))));
        malformed(Problem.BAD_VALUE, "HANDLER_RULE_ADD: Handler rule action SEND_TO needs a non-zero target service "
            + "id, got 0", () -> OpenPathCodec.decodeBody(3,
                ByteBuffer.wrap(hex("00000001 00000002 01 01 0000 00000000 66"))));
        malformed(Problem.BAD_VALUE, "HANDLER_RULE_DELETE: action 1 and target service id 5 must both be 0",
            () -> OpenPathCodec.decodeBody(5, ByteBuffer.wrap(hex("00000001 00000002 01 01 0000 00000005 66"))));
        malformed(Problem.BAD_VALUE, "MESSAGE: JSON of 16385 bytes exceeds 16384 bytes",
            () -> OpenPathCodec.decodeBody(0x103, ByteBuffer.allocate(8 + 16385)));
        malformed(Problem.BAD_VALUE, "MESSAGE: not a flat JSON object of strings: '\"' (U+0022) at offset 0, "
            + "expected '{'", () -> OpenPathCodec.decodeBody(0x103, ByteBuffer.wrap(Bytes.concat(new byte[8],
                Bytes.ascii("\"a\"")))));

        final String f = "00000007 00000003 ";
        malformed(Problem.BAD_VALUE, "SKIP_ME flow spec: present bits 0x0020 set bits beyond bit 4",
            () -> OpenPathCodec.decodeBody(6, ByteBuffer.wrap(hex(f + "0020" + Bytes.zeros(46)))));
        malformed(Problem.BAD_VALUE, "SKIP_ME flow spec: IP version 4 with no prefix present (must be 0)",
            () -> OpenPathCodec.decodeBody(6, ByteBuffer.wrap(hex(f + "0000 04" + Bytes.zeros(45)))));
        malformed(Problem.BAD_VALUE, "SKIP_ME flow spec: IP version 5 with a prefix present (must be 4 or 6)",
            () -> OpenPathCodec.decodeBody(6, ByteBuffer.wrap(hex(f + "0001 05" + Bytes.zeros(45)))));
        malformed(Problem.BAD_VALUE, "SKIP_ME flow spec source: Prefix length 33 is outside 0..32 for 0.0.0.0",
            () -> OpenPathCodec.decodeBody(6, ByteBuffer.wrap(hex(f + "0001 04 00 21" + Bytes.zeros(43)))));
        malformed(Problem.BAD_VALUE, "SKIP_ME flow spec source: Address 10.0.0.1 has bits set beyond its prefix "
            + "length 8", () -> OpenPathCodec.decodeBody(6, ByteBuffer.wrap(hex(f + "0001 04 00 08 00 0000 0a000001"
                + Bytes.zeros(36)))));
        malformed(Problem.BAD_VALUE, "SKIP_ME flow spec source: bytes after the IPv4 address not zero (byte 0x01 at "
            + "offset 20)", () -> OpenPathCodec.decodeBody(6, ByteBuffer.wrap(hex(f + "0001 04 00 08 00 0000 0a000000"
                + " 01" + Bytes.zeros(35)))));
        malformed(Problem.BAD_VALUE, "SKIP_ME flow spec source ports: Port range 81..80 has lower > upper",
            () -> OpenPathCodec.decodeBody(6, ByteBuffer.wrap(hex(f + "0008" + Bytes.zeros(38) + "0051 0050"
                + Bytes.zeros(4)))));
        malformed(Problem.BAD_VALUE, "SKIP_ME flow spec: protocol (not present) not zero (byte 0x06 at offset 11)",
            () -> OpenPathCodec.decodeBody(6, ByteBuffer.wrap(hex(f + "0000 00 06" + Bytes.zeros(44)))));
    }

    @Test
    void actionAndOxmMessagesNameTheProblem() {
        malformed(Problem.UNKNOWN_TYPE, "Action: type 0x0000 is not OFPAT_EXPERIMENTER (0xffff)",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("0000 0008 00000000"))));
        malformed(Problem.BAD_LENGTH, "Action: len 20 is not a multiple of 8 of at least 16",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0014 00000050 0001" + Bytes.zeros(10)))));
        malformed(Problem.BAD_LENGTH, "Action: len 24 exceeds the 20 bytes available",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0018 00000050 0001" + Bytes.zeros(10)))));
        malformed(Problem.UNKNOWN_EXPERIMENTER, "Action: experimenter 0x00002320 is not OpenPATH's 0x00000050",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0010 00002320 0001" + Bytes.zeros(6)))));
        malformed(Problem.UNKNOWN_TYPE, "Action: unknown OpenPATH subtype 6",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0010 00000050 0006" + Bytes.zeros(6)))));
        malformed(Problem.BAD_LENGTH, "INVOKE_NF: len 32, the spec says 24",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0020 00000050 0001" + Bytes.zeros(22)))));
        malformed(Problem.BAD_VALUE, "INVOKE_NF: INVOKE_NF service id must not be 0",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0018 00000050 0001" + Bytes.zeros(14)))));
        malformed(Problem.BAD_VALUE, "INVOKE_NF: padding not zero (byte 0x01 at offset 23)",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0018 00000050 0001 0000 00000003 00000004"
                + " 000000 01"))));
        malformed(Problem.BAD_LENGTH, "COPY_TO_BRANCHES: len 32, the spec says 24 for 2 branches",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0020 00000050 0002 00 02" + Bytes.zeros(20)))));
        malformed(Problem.BAD_VALUE, "COPY_TO_BRANCHES: unknown copy kind 3",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0018 00000050 0002 03 02" + Bytes.zeros(12)))));
        malformed(Problem.BAD_VALUE, "COPY_TO_BRANCHES: count 1 is outside 2..32",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0010 00000050 0002 00 01 00000001"))));
        malformed(Problem.BAD_VALUE, "MERGE: flags 0x02 set bits other than bit 0 (drop wins)",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0018 00000050 0003 02 02 00000000 0102"
                + Bytes.zeros(6)))));
        malformed(Problem.BAD_VALUE, "MERGE: MERGE priority [1, 1] is not a permutation of 1..2",
            () -> OpenPathCodec.readAction(ByteBuffer.wrap(hex("ffff 0018 00000050 0003 02 01 00000000 0101"
                + Bytes.zeros(6)))));

        malformed(Problem.BAD_FIELD, "OXM: class 0x8000 is not OFPXMC_EXPERIMENTER (0xffff)",
            () -> OpenPathCodec.readOxm(ByteBuffer.wrap(hex("8000 0004 00000001"))));
        malformed(Problem.BAD_LENGTH, "OXM: oxm_length 8 exceeds the 7 bytes after the OXM header",
            () -> OpenPathCodec.readOxm(ByteBuffer.wrap(hex("ffff 00 08 00000050 000000"))));
        malformed(Problem.BAD_LENGTH, "OXM: oxm_length 2 leaves no room for the experimenter id",
            () -> OpenPathCodec.readOxm(ByteBuffer.wrap(hex("ffff 00 02 4f50"))));
        malformed(Problem.UNKNOWN_EXPERIMENTER, "OXM: experimenter 0x4f504155 is not OpenPATH's 0x00000050",
            () -> OpenPathCodec.readOxm(ByteBuffer.wrap(hex("ffff 00 08 4f504155 00000007"))));
        malformed(Problem.BAD_FIELD, "OXM: unknown OpenPATH oxm_field 5",
            () -> OpenPathCodec.readOxm(ByteBuffer.wrap(hex("ffff 0a 08 00000050 00000007"))));
        malformed(Problem.BAD_MASK, "OXM SFC_ID: hasmask is set but the field is not maskable",
            () -> OpenPathCodec.readOxm(ByteBuffer.wrap(hex("ffff 01 0c 00000050 00000007 000000ff"))));
        malformed(Problem.BAD_LENGTH, "OXM TAG: oxm_length 8, the spec says 12 with a mask",
            () -> OpenPathCodec.readOxm(ByteBuffer.wrap(hex("ffff 05 08 00000050 00000007"))));
        malformed(Problem.BAD_LENGTH, "OXM COPY: oxm_length 8, the spec says 5",
            () -> OpenPathCodec.readOxm(ByteBuffer.wrap(hex("ffff 08 08 00000050 00000007"))));
        malformed(Problem.BAD_MASK, "OXM TAG: value 0x00000107 has bits outside the mask 0x000000ff",
            () -> OpenPathCodec.readOxm(ByteBuffer.wrap(hex("ffff 05 0c 00000050 00000107 000000ff"))));
    }

    @Test
    void frameMessagesNameTheProblem() {
        final byte[] valid = OpenPathCodec.encodeMessage(new NfUnbind(1, 2), 3);
        malformed(Problem.BAD_LENGTH, "OFPT_EXPERIMENTER: 7 bytes are fewer than the 8-byte OpenFlow header",
            () -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(valid, 0, 7)));
        final byte[] v5 = valid.clone();
        v5[0] = 5;
        malformed(Problem.BAD_VERSION, "OFPT_EXPERIMENTER: OpenFlow version 0x05 is not 1.3 (0x04)",
            () -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(v5)));
        final byte[] type = valid.clone();
        type[1] = 10;
        malformed(Problem.UNKNOWN_TYPE, "OFPT_EXPERIMENTER: OpenFlow message type 10 is not OFPT_EXPERIMENTER (4)",
            () -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(type)));
        malformed(Problem.BAD_LENGTH, "OFPT_EXPERIMENTER: header length 24 but 25 bytes received",
            () -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(Bytes.concat(valid, new byte[1]))));
        malformed(Problem.BAD_LENGTH, "OFPT_EXPERIMENTER: length 8 is shorter than the 16-byte experimenter header",
            () -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(hex("0404 0008 00000001"))));
        final byte[] experimenter = valid.clone();
        experimenter[11] = 0x51;
        malformed(Problem.UNKNOWN_EXPERIMENTER, "Experimenter message: experimenter 0x00000051 is not OpenPATH's "
            + "0x00000050", () -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(experimenter)));
        final byte[] expType = valid.clone();
        expType[15] = 0x0c;
        malformed(Problem.UNKNOWN_TYPE, "Unknown OpenPATH exp_type 0xc",
            () -> OpenPathCodec.decodeMessage(ByteBuffer.wrap(expType)));

        final byte[] error = OpenPathCodec.encodeExperimenterError(ExperimenterErrorCode.BAD_VALUE, 3, valid);
        final byte[] unknownCode = error.clone();
        unknownCode[11] = 8;
        malformed(Problem.BAD_VALUE, "Error: unknown OpenPATH exp_code 8",
            () -> OpenPathCodec.decodeExperimenterError(ByteBuffer.wrap(unknownCode)));
        final byte[] standard = OpenPathCodec.encodeError(1, 6, 3, valid);
        malformed(Problem.UNKNOWN_TYPE, "Error: type 0x0001 is not OFPET_EXPERIMENTER (0xffff)",
            () -> OpenPathCodec.decodeExperimenterError(ByteBuffer.wrap(Bytes.concat(standard, new byte[4]),
                0, standard.length).slice()));
        refuses("Error type 65535 code 1 out of range (use encodeExperimenterError for OFPET_EXPERIMENTER)",
            () -> OpenPathCodec.encodeError(0xFFFF, 1, 1, new byte[0]));
    }

    @Test
    void decodingHonoursThePositionAndLeavesItOnFailure() throws MalformedOpenPathException {
        final byte[] frame = OpenPathCodec.encodeMessage(new NfUnbind(1, 2), 3);
        final ByteBuffer buffer = ByteBuffer.allocate(frame.length + 10);
        buffer.position(5);
        buffer.put(frame);
        buffer.position(5).limit(5 + frame.length);
        assertEquals(new OpenPathCodec.Frame(3, new NfUnbind(1, 2)), OpenPathCodec.decodeMessage(buffer));
        assertEquals(5 + frame.length, buffer.position());

        buffer.position(5).limit(4 + frame.length);
        assertThrows(MalformedOpenPathException.class, () -> OpenPathCodec.decodeMessage(buffer));
        assertEquals(5, buffer.position());
        assertThrows(java.nio.BufferOverflowException.class, () -> OpenPathCodec.writeAction(new InvokeNf(1, 2),
            ByteBuffer.allocate(23)));
        final ByteBuffer small = ByteBuffer.allocate(11);
        assertThrows(java.nio.BufferOverflowException.class, () -> OpenPathCodec.writeOxm(OxmMatch.of(OxmField.TAG,
            1), small));
        assertEquals(0, small.position());
    }

    @Test
    void experimenterErrorRecord() {
        final byte[] data = {1, 2};
        final var error = new ExperimenterError(1, ExperimenterErrorCode.SERVICE_BOUND, data);
        data[0] = 9;
        assertEquals(1, error.data()[0]);
        error.data()[1] = 9;
        assertEquals(2, error.data()[1]);
        assertEquals(new ExperimenterError(1, ExperimenterErrorCode.SERVICE_BOUND, new byte[] {1, 2}), error);
        assertEquals(new ExperimenterError(1, ExperimenterErrorCode.SERVICE_BOUND, new byte[] {1, 2}).hashCode(),
            error.hashCode());
        assertEquals("ExperimenterError[xid=1, code=SERVICE_BOUND, data=0102]", error.toString());
    }

    static void refuses(final String message, final Executable executable, final String... alternatives) {
        final var error = assertThrows(IllegalArgumentException.class, executable);
        if (!error.getMessage().equals(message) && !List.of(alternatives).contains(error.getMessage())) {
            assertEquals(message, error.getMessage());
        }
    }

    static void malformed(final Problem problem, final String message, final Executable executable) {
        final var error = assertThrows(MalformedOpenPathException.class, executable);
        assertEquals(message, error.getMessage());
        assertEquals(problem, error.problem());
    }

    private static Map<String, String> json(final String text) throws MalformedOpenPathException {
        return Json.read(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)), "MESSAGE");
    }

    private static void jsonRefused(final String what, final String text) {
        malformed(Problem.BAD_VALUE, "MESSAGE: not a flat JSON object of strings: " + what, () -> json(text));
    }

    private static <E> List<Integer> codes(final E[] values, final java.util.function.ToIntFunction<E> code) {
        return List.of(values).stream().map(value -> code.applyAsInt(value)).toList();
    }

    private static List<Long> longsFrom1(final int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> (long) i).toList();
    }

    private static Map<String, String> mapWithNullValue() {
        final Map<String, String> map = new LinkedHashMap<>();
        map.put("k", null);
        return map;
    }
}
