/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.OpenPathConstants;

/**
 * The switch's OpenPATH match fields are the codec's: same codes, sizes and maskability, one switch field per codec
 * field and back.
 */
class OxmFieldTest {
    @Test
    void openPathFieldsAreTheCodecs() {
        for (var codec : org.openpath.openflow.OxmField.values()) {
            final var field = OxmField.of(codec);
            assertTrue(field.isOpenPath());
            assertEquals(Optional.of(codec), field.openPathField());
            assertEquals(OpenPathConstants.OXM_CLASS_EXPERIMENTER, field.oxmClass());
            assertEquals(codec.code(), field.field());
            assertEquals(codec.valueBytes(), field.size());
            assertEquals(codec.maskable(), field.maskable());
            assertSame(field, OxmField.of(OpenPathConstants.OXM_CLASS_EXPERIMENTER, codec.code()));
        }
        assertEquals(org.openpath.openflow.OxmField.values().length,
            Arrays.stream(OxmField.values()).filter(OxmField::isOpenPath).count());
    }

    @Test
    void basicFields() {
        assertSame(OxmField.VLAN_VID, OxmField.of(OxmField.OFPXMC_OPENFLOW_BASIC, 6));
        assertFalse(OxmField.VLAN_VID.isOpenPath());
        assertEquals(Optional.empty(), OxmField.VLAN_VID.openPathField());
        assertEquals(0xFFFF, OxmField.VLAN_VID.fullMask());
        assertEquals(-1L, OxmField.METADATA.fullMask());
        assertNull(OxmField.of(OxmField.OFPXMC_OPENFLOW_BASIC, 7));
    }
}
