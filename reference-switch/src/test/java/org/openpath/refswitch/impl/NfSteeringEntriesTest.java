/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.openpath.analyzer.exec.Packet;
import org.openpath.fixtures.TestPackets;
import org.openpath.openflow.ExperimenterErrorCode;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.HandlerAction;
import org.openpath.openflow.HandlerRule;
import org.openpath.openflow.IpPrefix;
import org.openpath.refswitch.impl.NfSteeringEntries.Rule;

/**
 * The steering entries around the bound NFs: NF-handler rules per (sfc, service, result), SkipMe and ChangeDefault
 * entries per (sfc, service) matched in installation order, and NF_UNBIND's clean-up.
 */
class NfSteeringEntriesTest {
    private static final long SFC = 7;
    private static final long FW = 3;
    private static final long IDS = 4;
    /** TCP 10.0.0.1:1000 → 10.0.0.2:80. */
    private static final Packet TO_2 = TestDatapath.tcp(1);
    /** TCP 10.0.0.1:1000 → 10.0.0.3:80. */
    private static final Packet TO_3 = TestPackets.packet().ip(0x0A00_0001L, 0x0A00_0003L, 6).ports(1000, 80)
        .build(2);
    /** TCP 10.0.1.1:1000 → 10.0.1.2:80. */
    private static final Packet OTHER_NET = TestPackets.packet().ip(0x0A00_0101L, 0x0A00_0102L, 6).ports(1000, 80)
        .build(3);

    private final NfSteeringEntries entries = new NfSteeringEntries();

    private static FlowSpec toward(final String destination) {
        return new FlowSpec(null, IpPrefix.parse(destination), null, null, null);
    }

    private static void assertRefused(final ExperimenterErrorCode code, final Executable executable) {
        final var refusal = assertThrows(OfError.class, executable);
        assertEquals(OfError.OFPET_EXPERIMENTER, refusal.type());
        assertEquals(code.code(), refusal.code());
    }

    @Test
    void handlerRulesAreKeyedByChainServiceAndResult() throws OfError {
        entries.addRule(HandlerRule.sendTo(SFC, FW, "suspicious", 5));
        assertEquals(new Rule(HandlerAction.SEND_TO, 5), entries.rule(SFC, FW, "suspicious"));
        assertNull(entries.rule(SFC, FW, "clean"), "another result");
        assertNull(entries.rule(SFC, IDS, "suspicious"), "another service");
        assertNull(entries.rule(8, FW, "suspicious"), "another chain");

        assertRefused(ExperimenterErrorCode.RULE_EXISTS, () -> entries.addRule(HandlerRule.discard(SFC, FW,
            "suspicious")));
        assertEquals(new Rule(HandlerAction.SEND_TO, 5), entries.rule(SFC, FW, "suspicious"), "refused: unchanged");
        assertRefused(ExperimenterErrorCode.RULE_NOT_FOUND, () -> entries.modifyRule(HandlerRule.discard(SFC, FW,
            "clean")));
        assertNull(entries.rule(SFC, FW, "clean"), "MODIFY does not add");

        entries.modifyRule(HandlerRule.discard(SFC, FW, "suspicious"));
        assertEquals(new Rule(HandlerAction.DISCARD, 0), entries.rule(SFC, FW, "suspicious"));
        entries.deleteRule(SFC, FW, "suspicious");
        assertNull(entries.rule(SFC, FW, "suspicious"));
        assertRefused(ExperimenterErrorCode.RULE_NOT_FOUND, () -> entries.deleteRule(SFC, FW, "suspicious"));
    }

    @Test
    void skipMeCoversItsFlowsAtItsServiceUntilTheSameRequestMe() throws OfError {
        final var toward2 = toward("10.0.0.2/32");
        entries.skip(SFC, FW, toward2);
        assertTrue(entries.skipped(SFC, FW, TO_2));
        assertFalse(entries.skipped(SFC, FW, TO_3), "a flow the entry does not cover");
        assertFalse(entries.skipped(SFC, IDS, TO_2), "another service");
        assertFalse(entries.skipped(8, FW, TO_2), "another chain");

        assertRefused(ExperimenterErrorCode.RULE_NOT_FOUND, () -> entries.request(SFC, FW, toward("10.0.0.0/24")));
        assertRefused(ExperimenterErrorCode.RULE_NOT_FOUND, () -> entries.request(SFC, IDS, toward2));
        assertTrue(entries.skipped(SFC, FW, TO_2), "a RequestMe of other flows or another service removes nothing");

        entries.skip(SFC, FW, toward2);
        entries.request(SFC, FW, toward2);
        assertFalse(entries.skipped(SFC, FW, TO_2), "the same SkipMe twice is one entry");
        assertRefused(ExperimenterErrorCode.RULE_NOT_FOUND, () -> entries.request(SFC, FW, toward2));
    }

    @Test
    void theFirstChangeDefaultInInstallationOrderCoveringTheFlowWins() {
        final var net = toward("10.0.0.0/24");
        final var host = toward("10.0.0.2/32");
        assertEquals(4, entries.defaultNext(SFC, FW, TO_2, 4), "no entry: the installed default");
        entries.changeDefault(SFC, FW, net, 9);
        entries.changeDefault(SFC, FW, host, 8);
        assertEquals(9, entries.defaultNext(SFC, FW, TO_2, 4), "both cover it, the /24 came first");
        assertEquals(9, entries.defaultNext(SFC, FW, TO_3, 4));
        assertEquals(4, entries.defaultNext(SFC, FW, OTHER_NET, 4), "neither covers it");
        assertEquals(0, entries.defaultNext(SFC, IDS, TO_2, 0), "another service");

        entries.changeDefault(SFC, FW, net, 10);
        assertEquals(8, entries.defaultNext(SFC, FW, TO_2, 4), "the /24 was replaced, last now");
        assertEquals(10, entries.defaultNext(SFC, FW, TO_3, 4));
        entries.changeDefault(SFC, FW, host, 0);
        assertEquals(10, entries.defaultNext(SFC, FW, TO_2, 4), "0 removed the /32");
        entries.changeDefault(SFC, FW, net, 0);
        assertEquals(4, entries.defaultNext(SFC, FW, TO_2, 4));
    }

    @Test
    void removeAllForgetsEveryEntryOfOneServiceOnly() throws OfError {
        final var any = FlowSpec.ANY;
        for (long[] id : new long[][] {{SFC, FW}, {SFC, IDS}, {8, FW}}) {
            entries.addRule(HandlerRule.discard(id[0], id[1], "bad"));
            entries.skip(id[0], id[1], any);
            entries.changeDefault(id[0], id[1], any, 12);
        }
        entries.removeAll(SFC, FW);
        assertNull(entries.rule(SFC, FW, "bad"));
        assertFalse(entries.skipped(SFC, FW, TO_2));
        assertEquals(4, entries.defaultNext(SFC, FW, TO_2, 4));
        for (long[] id : new long[][] {{SFC, IDS}, {8, FW}}) {
            assertEquals(new Rule(HandlerAction.DISCARD, 0), entries.rule(id[0], id[1], "bad"));
            assertTrue(entries.skipped(id[0], id[1], TO_2));
            assertEquals(12, entries.defaultNext(id[0], id[1], TO_2, 4));
        }
        entries.addRule(HandlerRule.discard(SFC, FW, "bad"));
        assertEquals(new Rule(HandlerAction.DISCARD, 0), entries.rule(SFC, FW, "bad"), "ADD works again");
    }
}
