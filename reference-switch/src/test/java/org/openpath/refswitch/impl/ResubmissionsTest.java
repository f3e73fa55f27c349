/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openpath.openflow.OpenPathConstants;

/**
 * A packet may be re-submitted 64 times (spec section 3); the 65th is a loop. Output to TABLE is not a re-submit.
 */
class ResubmissionsTest {
    private final Resubmissions resubmissions = new Resubmissions();

    @Test
    void theSixtyFifthResubmitIsALoop() {
        final var packet = PacketContext.chain(TestDatapath.tcp(1));
        for (int i = 0; i < OpenPathConstants.MAX_RESUBMITS; i++) {
            assertTrue(resubmissions.resubmit(packet));
            assertSame(packet, resubmissions.next());
        }
        assertFalse(resubmissions.resubmit(packet));
        assertNull(resubmissions.next());
    }

    @Test
    void firstInFirstOutAndClear() {
        final var first = PacketContext.chain(TestDatapath.tcp(1));
        final var second = PacketContext.chain(TestDatapath.tcp(2));
        for (int i = 0; i < 2 * OpenPathConstants.MAX_RESUBMITS; i++) {
            resubmissions.add(first);
        }
        assertTrue(resubmissions.resubmit(first), "adding does not count as re-submitting");
        resubmissions.clear();
        resubmissions.add(first);
        resubmissions.add(second);
        assertSame(first, resubmissions.next());
        assertSame(second, resubmissions.next());
        assertNull(resubmissions.next());
    }
}
