/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The API records validate what they are given and speak the YANG contract's names.
 */
class ApiRecordsTest {
    @Test
    void yangNamesRoundTrip() {
        for (var field : PacketField.values()) {
            assertEquals(field, PacketField.ofYangName(field.yangName()));
        }
        assertEquals(List.of("eth-src", "eth-dst", "vlan", "ip-src", "ip-dst", "ip-proto", "ttl-dscp", "l4-src",
            "l4-dst", "tcp-flags", "payload", "metadata"),
            EnumSet.allOf(PacketField.class).stream().map(PacketField::yangName).toList());
        assertThrows(IllegalArgumentException.class, () -> PacketField.ofYangName("ttl"));
        assertEquals("parallel-with-copy", Verdict.PARALLEL_WITH_COPY.yangName());
        assertEquals("field-level", AnalysisMode.FIELD_LEVEL.yangName());
        assertEquals("header-copy", PacketCopy.HEADER_COPY.yangName());
        assertEquals("drop-if-any-drops", DropRule.DROP_IF_ANY_DROPS.yangName());
        assertEquals("send-to", HandlerAction.SEND_TO.yangName());
        assertEquals("read-write", CoarseProfile.PacketAccess.READ_WRITE.yangName());
    }

    @Test
    void headerChangeScopes() {
        assertEquals(EnumSet.range(PacketField.IP_SRC, PacketField.PAYLOAD), Layer.IP.headerChangeScope());
        assertEquals(EnumSet.range(PacketField.ETH_SRC, PacketField.PAYLOAD), Layer.ETHERNET.headerChangeScope());
        assertEquals(Set.of(PacketField.METADATA), Layer.METADATA.headerChangeScope());
        assertEquals(Set.of(PacketField.PAYLOAD), Layer.PAYLOAD.headerChangeScope());
    }

    @Test
    void profilesConvertToAndFromFieldActions() {
        final var vpn = BuiltInCatalog.catalog().get("vpn").profile();
        final var actions = vpn.fieldActions();
        assertEquals(List.of(new FieldAction(PacketField.IP_SRC, true, false, true),
            new FieldAction(PacketField.IP_DST, true, false, true),
            new FieldAction(PacketField.PAYLOAD, true, true, false)), actions);
        final var builder = ActionProfile.builder();
        actions.forEach(builder::fieldAction);
        builder.modifiesFlows().stateful().coarse(CoarseProfile.PacketAccess.READ_WRITE, true);
        assertEquals(vpn, builder.build());
        assertEquals(Set.of(Layer.IP), vpn.headerLayers());
        assertEquals(EnumSet.range(PacketField.IP_SRC, PacketField.PAYLOAD), vpn.mayChange());
    }

    @Test
    void namesFollowTheYangPattern() {
        assertThrows(IllegalArgumentException.class, () -> new NfInstance("1fw", "firewall"));
        assertThrows(IllegalArgumentException.class, () -> new NfInstance("fw", "fire wall"));
        assertThrows(IllegalArgumentException.class, () -> new NfInstance("a".repeat(65), "firewall"));
        assertThrows(NullPointerException.class, () -> Order.before("a", null));
        assertEquals("fw.1_x-y", new NfInstance("fw.1_x-y", "firewall").name());
    }

    @Test
    void dynamicRulesNeedTargetsExactlyWhenTheySteer() {
        assertThrows(IllegalArgumentException.class,
            () -> new DynamicRule("ids", "suspicious", DynamicRule.Action.DISCARD, "sandbox"));
        assertThrows(NullPointerException.class,
            () -> new DynamicRule("ids", "suspicious", DynamicRule.Action.SEND_TO_NF, null));
        assertEquals("ids.suspicious", DynamicRule.insert("ids", "suspicious", "sandbox").detourName());
        assertEquals("DynamicRule(ids, suspicious -> insert sandbox)",
            DynamicRule.insert("ids", "suspicious", "sandbox").toString());
        assertThrows(IllegalArgumentException.class, () -> new HandlerRule("x", HandlerAction.DISCARD, "y"));
    }

    @Test
    void requestsAndGraphsValidate() {
        assertThrows(IllegalArgumentException.class, () -> ChainRequest.builder().build());
        assertThrows(IllegalArgumentException.class, () -> new Stage(0, List.of(), new Merge(false, List.of(),
            Map.of(), DropRule.NONE)));
        assertThrows(IllegalArgumentException.class, () -> new GraphMetrics(2, 3, 0, 0, 0, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new DependencyMatrix(AnalysisMode.COARSE,
            List.of("a", "b"), List.of()));
        assertThrows(IllegalArgumentException.class, () -> NfCatalog.of(List.of(
            new NfType("a", "", ActionProfile.NOTHING), new NfType("a", "", ActionProfile.NOTHING))));
    }

    @Test
    void matrixLooksUpEitherOrder() throws ChainValidationException {
        final var result = DependencyAnalyzer.builtIn().analyze(ChainRequest.builder().nf("a", "nat")
            .nf("b", "traffic-monitor").nf("c", "ids").nf("d", "gateway").build());
        final var matrix = result.matrix();
        assertEquals(6, matrix.pairs().size());
        for (var pair : matrix.pairs()) {
            assertEquals(pair, matrix.verdict(pair.first(), pair.second()));
            assertEquals(pair, matrix.verdict(pair.second(), pair.first()));
        }
        assertThrows(IllegalArgumentException.class, () -> matrix.verdict("a", "a"));
        assertThrows(IllegalArgumentException.class, () -> matrix.verdict("a", "z"));
        assertTrue(matrix.verdict("c", "a").toString().startsWith("a -> c: sequential"));
    }
}
