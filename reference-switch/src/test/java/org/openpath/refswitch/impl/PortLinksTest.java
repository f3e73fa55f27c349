/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openpath.refswitch.SwitchConfig;

/**
 * Linking takes turns on both switches' datapath threads: both ends know their peer and come up, unlinking forgets
 * both, link state changes reach both ends, and a wire replaces a link.
 */
class PortLinksTest {
    private final SwitchCore one = new SwitchCore(SwitchConfig.of(1, 2));
    private final SwitchCore two = new SwitchCore(SwitchConfig.of(2, 2));

    @AfterEach
    void close() {
        one.close();
        two.close();
    }

    @Test
    void linkStateAndUnlink() {
        one.setLinkState(1, false);
        one.link(1, two, 2);
        assertSame(two, one.requirePort(1).peer());
        assertEquals(2, one.requirePort(1).peerPort());
        assertSame(one, two.requirePort(2).peer());
        assertTrue(one.portUp(1), "linking brings the port up");

        one.setLinkState(1, false);
        assertFalse(two.portUp(2), "the far end goes down too");
        two.setLinkState(2, true);
        assertTrue(one.portUp(1));

        two.unlink(2);
        assertNull(one.requirePort(1).peer());
        assertNull(two.requirePort(2).peer());
        assertTrue(one.portUp(1), "unlinking leaves the link state");
    }

    @Test
    void aWireReplacesALink() throws IOException {
        one.link(1, two, 1);
        final var wire = one.attachWire(1, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
            new InetSocketAddress(InetAddress.getLoopbackAddress(), 9));
        assertNull(two.requirePort(1).peer(), "attaching a wire unlinks the port");
        assertSame(wire, one.wire(1));
        assertNotNull(wire.localAddress());
        wire.close();
        await().atMost(Duration.ofSeconds(5)).until(() -> one.wire(1) == null);
    }
}
