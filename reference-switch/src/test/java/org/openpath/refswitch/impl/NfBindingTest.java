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

import org.junit.jupiter.api.Test;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.exec.Effect;
import org.openpath.openflow.NfUpdate;
import org.openpath.refswitch.NfStatus;

/**
 * A bound NF counts what goes in, out and is dropped, runs nothing for a skipped flow, and reports its status in
 * NF_UPDATE.
 */
class NfBindingTest {
    @Test
    void countsAndReports() {
        final var binding = new NfBinding(BuiltInCatalog.catalog().get("firewall"), "fw");
        final NfRunner forward = (type, name, packet, headerCopyOf, state) -> Effect.FORWARD;
        final NfRunner drop = (type, name, packet, headerCopyOf, state) -> Effect.DROP;
        assertEquals(Effect.FORWARD, binding.run(forward, tcp(1), null, false));
        assertEquals(Effect.DROP, binding.run(drop, tcp(2), null, false));
        assertEquals(Effect.FORWARD, binding.run(drop, tcp(3), null, true), "a skipped NF is not run");
        assertTrue(binding.setStatus(NfStatus.OVERLOADED));
        assertFalse(binding.setStatus(NfStatus.OVERLOADED));
        assertEquals(new NfUpdate(3, 7, org.openpath.openflow.NfStatus.OVERLOADED, 3, 2, 1), binding.update(3, 7));
    }
}
