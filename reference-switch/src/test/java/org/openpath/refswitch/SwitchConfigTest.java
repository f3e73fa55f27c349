/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A switch's node id is OpenDaylight's inventory id: {@code openflow:} and the datapath id in decimal, unsigned.
 */
class SwitchConfigTest {
    @Test
    void theNodeIdIsTheDatapathIdInDecimal() {
        assertEquals("openflow:35", SwitchConfig.of(0x23, 4).nodeId());
        assertEquals("openflow:1", SwitchConfig.of(1, 4).nodeId());
    }

    @Test
    void aDatapathIdWithTheTopBitSetIsUnsigned() {
        // 2^64 - 1: every bit set
        assertEquals("openflow:18446744073709551615", SwitchConfig.of(-1L, 4).nodeId());
    }
}
