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

import org.junit.jupiter.api.Test;

/**
 * Without a controller the channel drops what the datapath sends; xids of switch-initiated messages count up.
 */
class ControllerChannelTest {
    @Test
    void unconnected() {
        final var channel = new ControllerChannel();
        assertFalse(channel.send(new byte[8], Outbound.Recipients.EVERY_SESSION));
        assertFalse(channel.isConnected());
        assertEquals(0, channel.sessions());
        final long xid = channel.nextXid();
        assertEquals(xid + 1, channel.nextXid());
        channel.close();
    }
}
