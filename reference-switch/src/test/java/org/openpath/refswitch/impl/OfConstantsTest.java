/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.openpath.refswitch.impl.OfConstants.ControllerRole;
import org.openpath.refswitch.impl.OfConstants.FlowModCommand;
import org.openpath.refswitch.impl.OfConstants.GroupModCommand;
import org.openpath.refswitch.impl.OfConstants.GroupType;
import org.openpath.refswitch.impl.OfConstants.PacketInReason;
import org.openpath.refswitch.impl.OfConstants.PortReason;

/**
 * The enums of {@link OfConstants} carry the wire values OpenFlow 1.3.5 gives them, both ways.
 */
class OfConstantsTest {
    @Test
    void codesAreTheSpecificationsValues() {
        // openflow.h: OFPGT_FF = 3, OFPFC_DELETE_STRICT = 4, OFPPR_MODIFY = 2, OFPR_ACTION = 1,
        // OFPCR_ROLE_SLAVE = 3, OFPGC_ADD = 0
        assertEquals(3, GroupType.FF.code());
        assertEquals(4, FlowModCommand.DELETE_STRICT.code());
        assertEquals(2, PortReason.MODIFY.code());
        assertEquals(1, PacketInReason.ACTION.code());
        assertEquals(3, ControllerRole.SLAVE.code());
        assertEquals(0, GroupModCommand.ADD.code());
    }

    @Test
    void aKnownCodeFindsItsConstant() {
        assertEquals(Optional.of(GroupType.SELECT), OfConstants.ofCode(GroupType.class, 1));
        assertEquals(Optional.of(FlowModCommand.MODIFY_STRICT), OfConstants.ofCode(FlowModCommand.class, 2));
        assertEquals(Optional.of(GroupModCommand.DELETE), OfConstants.ofCode(GroupModCommand.class, 2));
        assertEquals(Optional.of(ControllerRole.NOCHANGE), OfConstants.ofCode(ControllerRole.class, 0));
    }

    @Test
    void aCodeOutsideTheEnumFindsNothing() {
        assertEquals(Optional.empty(), OfConstants.ofCode(GroupType.class, 4));
        assertEquals(Optional.empty(), OfConstants.ofCode(GroupModCommand.class, -1));
        // a 32-bit role that would wrap to 1 if it were cut to an int first
        assertEquals(Optional.empty(), OfConstants.ofCode(ControllerRole.class, 0x1_0000_0001L));
    }
}
