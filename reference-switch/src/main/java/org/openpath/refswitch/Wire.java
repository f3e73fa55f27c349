/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.net.InetSocketAddress;

/**
 * A UDP wire attached to a port ({@link SwitchPort#attachWire}): every frame leaving the port is one datagram to
 * {@link #peerAddress()}, every datagram arriving on {@link #localAddress()} is a frame arriving on the port (see
 * {@link WireFormat}). A 7-byte datagram {@code "OPLINK"} followed by 0 or 1 is not a frame but the link state of
 * the far end (the wire relay sends it when the carrier of its interface changes): the port goes down or up.
 * Closing detaches the wire; the port keeps its link state, and what leaves it afterwards is queued for
 * {@link ReferenceSwitch#poll}.
 */
public interface Wire extends AutoCloseable {
    /** The link-state datagram's prefix. */
    String LINK_STATE_PREFIX = "OPLINK";

    /**
     * Returns the address datagrams are received on (the actual port when 0 was asked for).
     *
     * @return the local address
     */
    InetSocketAddress localAddress();

    /**
     * Returns the address frames are sent to.
     *
     * @return the peer address
     */
    InetSocketAddress peerAddress();

    /**
     * Detaches the wire and closes its socket. Idempotent.
     */
    @Override
    void close();
}
