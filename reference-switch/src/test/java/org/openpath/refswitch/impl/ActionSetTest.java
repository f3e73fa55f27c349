/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;

/**
 * The action set holds one action per type and one set-field per field, and runs in the order of OpenFlow 1.3.5
 * section 5.10.
 */
class ActionSetTest {
    private static final Action.SetField VLAN_5 = new Action.SetField(MatchField.exact(OxmField.VLAN_VID, 0x1005));
    private static final Action.SetField VLAN_6 = new Action.SetField(MatchField.exact(OxmField.VLAN_VID, 0x1006));
    private static final Action.SetField TAG_1 = new Action.SetField(MatchField.exact(OxmField.TAG, 1));
    private static final Action.SetPathTag PATH = new Action.SetPathTag(7, 1);

    private final ActionSet set = new ActionSet();

    @Test
    void aLaterActionOfTheSameKindReplacesTheEarlierOne() {
        set.write(List.of(new Action.Output(1, 0), VLAN_5, TAG_1));
        set.write(List.of(new Action.Output(2, 0), VLAN_6));
        assertEquals(List.of(TAG_1, VLAN_6, new Action.Output(2, 0)), set.take());
        assertEquals(List.of(), set.take(), "taking empties the set");
    }

    @Test
    void runsInTheSpecificationsOrder() {
        set.write(List.of(new Action.Output(2, 0), new Action.Group(4), PATH, VLAN_5, new Action.DecNwTtl(),
            new Action.PushVlan(0x8100), new Action.PopVlan()));
        assertEquals(List.of(new Action.PopVlan(), new Action.PushVlan(0x8100), new Action.DecNwTtl(), VLAN_5, PATH,
            new Action.Group(4), new Action.Output(2, 0)), set.take());
    }

    @Test
    void clearEmptiesTheSet() {
        set.write(List.of(new Action.Output(1, 0)));
        set.clear();
        assertEquals(List.of(), set.take());
    }
}
