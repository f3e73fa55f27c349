/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A closed switch says so: what still reaches it (a test's port call, a link to a peer that went away) gets an error
 * that names the switch, not the datapath executor's rejection.
 */
class ClosedSwitchTest {
    @Test
    void aClosedSwitchRefusesCallsWithItsName() {
        final var sw = ReferenceSwitch.create(SwitchConfig.of(0x2a, 4));
        assertEquals(4, sw.ports().size());
        sw.close();
        final var error = assertThrows(IllegalStateException.class, sw::ports);
        assertTrue(error.getMessage().contains("closed"), error::getMessage);
    }

    @Test
    void closingASwitchTwiceIsHarmless() {
        final var sw = ReferenceSwitch.create(SwitchConfig.of(0x2b, 4));
        sw.close();
        sw.close();
        assertThrows(IllegalStateException.class, () -> sw.port(1));
    }
}
