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
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.openpath.refswitch.impl.TestDatapath.tcp;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.exec.Effect;
import org.openpath.analyzer.exec.Packet;
import org.openpath.fixtures.TestPackets;
import org.openpath.openflow.NfUpdate;
import org.openpath.refswitch.NfStatus;

/**
 * A bound NF counts what goes in, out and is dropped, per instance and in sum, runs nothing for a skipped flow,
 * reports its status in NF_UPDATE, and lets overload detection change only the statuses it owns.
 */
class NfBindingTest {
    private static final NfRunner FORWARD = (type, name, packet, headerCopyOf, state) -> Effect.FORWARD;
    private static final NfRunner DROP = (type, name, packet, headerCopyOf, state) -> Effect.DROP;

    private static NfBinding firewall() {
        return new NfBinding(BuiltInCatalog.catalog().get("firewall"), "fw", 0);
    }

    private static Packet flow(final int host) {
        return TestPackets.packet().ip(0x0A00_0000L + host, 0x0A00_0101L, 6).ports(1000 + host, 80).build(host);
    }

    @Test
    void countsAndReports() {
        final var binding = firewall();
        assertEquals(Effect.FORWARD, binding.run(FORWARD, tcp(1), null, false));
        assertEquals(Effect.DROP, binding.run(DROP, tcp(2), null, false));
        assertEquals(Effect.FORWARD, binding.run(DROP, tcp(3), null, true), "a skipped NF is not run");
        assertTrue(binding.setStatus(NfStatus.OVERLOADED));
        assertFalse(binding.setStatus(NfStatus.OVERLOADED));
        assertEquals(new NfUpdate(3, 7, org.openpath.openflow.NfStatus.OVERLOADED, 3, 2, 1), binding.update(3, 7));
    }

    @Test
    void instancesCountTheirOwnPacketsAndTheReportSumsThemAlsoAfterOnesWent() {
        final var binding = firewall();
        assertEquals(List.of(0L), binding.instancePackets());
        assertTrue(binding.scale(4));
        for (int host = 0; host < 200; host++) {
            binding.run(host % 5 == 0 ? DROP : FORWARD, flow(host), null, false);
        }
        final var perInstance = binding.instancePackets();
        assertEquals(4, perInstance.size());
        assertEquals(200, perInstance.stream().mapToLong(Long::longValue).sum());
        assertTrue(perInstance.stream().allMatch(count -> count > 20), "spread: " + perInstance);
        assertEquals(new NfUpdate(1, 7, org.openpath.openflow.NfStatus.UP, 200, 160, 40), binding.update(1, 7));

        assertTrue(binding.scale(2));
        assertEquals(perInstance.subList(0, 2), binding.instancePackets(), "the staying instances keep counting");
        assertEquals(new NfUpdate(1, 7, org.openpath.openflow.NfStatus.UP, 200, 160, 40), binding.update(1, 7),
            "the report keeps the packets of the instances that went");
        binding.run(FORWARD, flow(1), null, false);
        assertEquals(201, binding.packetsIn());
    }

    @Test
    void detectionTurnsUpIntoOverloadedAndBackButNothingElse() {
        final var binding = firewall();
        assertFalse(binding.detected(false));
        assertTrue(binding.detected(true));
        assertEquals(NfStatus.OVERLOADED, binding.status());
        assertFalse(binding.detected(true));
        assertTrue(binding.detected(false));
        assertEquals(NfStatus.UP, binding.status());

        binding.setStatus(NfStatus.DOWN);
        assertFalse(binding.detected(true), "DOWN is the controller's");
        assertFalse(binding.detected(false));
        assertEquals(NfStatus.DOWN, binding.status());

        binding.setStatus(NfStatus.OVERLOADED);
        assertFalse(binding.detected(false), "an OVERLOADED that detection did not set stays");
        assertEquals(NfStatus.OVERLOADED, binding.status());

        binding.setStatus(NfStatus.UP);
        assertTrue(binding.detected(true));
        binding.setStatus(NfStatus.OVERLOADED);
        assertFalse(binding.detected(false), "set again by the test API: no longer detection's");
    }
}
