/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.io.IOException;
import java.net.InetSocketAddress;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.refswitch.impl.SwitchCore;

/**
 * A port of a {@link ReferenceSwitch}: a handle to link, unlink and change the link state of port {@link #number()}.
 */
public final class SwitchPort {
    private final ReferenceSwitch owner;
    private final SwitchCore core;
    private final long number;

    SwitchPort(final ReferenceSwitch owner, final SwitchCore core, final long number) {
        this.owner = owner;
        this.core = core;
        this.number = number;
    }

    public ReferenceSwitch owner() {
        return owner;
    }

    public long number() {
        return number;
    }

    public String name() {
        return core.portName(number);
    }

    public long mac() {
        return core.portMac(number);
    }

    public boolean isUp() {
        return core.portUp(number);
    }

    /**
     * Links this port to another switch's port (bidirectional, in-JVM); both come up.
     *
     * @param other the other port
     * @return this port
     */
    public SwitchPort linkTo(final SwitchPort other) {
        core.link(number, other.owner.core(), other.number);
        return this;
    }

    /**
     * Removes the link; what leaves the port afterwards is queued for {@link ReferenceSwitch#poll}.
     */
    public void unlink() {
        core.unlink(number);
    }

    /**
     * Attaches a UDP wire (after unlinking the port and detaching any previous wire); the port comes up (PORT_STATUS).
     * Every frame leaving the port becomes one datagram to {@code peer}: a chain packet encoded by
     * {@link WireFormat#encode} (SFC_ID, PATH_ID and TAG are not carried: they reset on the far side), a raw frame
     * byte for byte. Every datagram arriving on {@code local} is a frame arriving on this port
     * ({@link WireFormat#decode}: a chain packet when it carries the OpenPATH trailer, a raw frame otherwise).
     *
     * @param local the address to receive on (port 0: an ephemeral port, see {@link Wire#localAddress()})
     * @param peer the address to send to
     * @return the wire; {@link Wire#close()} (or {@link #detachWire()}) detaches it
     * @throws IOException if the local address cannot be bound
     */
    public Wire attachWire(final InetSocketAddress local, final InetSocketAddress peer) throws IOException {
        return core.attachWire(number, local, peer);
    }

    /**
     * Detaches the port's wire, if any; the port keeps its link state.
     */
    public void detachWire() {
        core.detachWire(number);
    }

    /**
     * Returns the wire attached to this port.
     *
     * @return the wire, or {@code null}
     */
    public @Nullable Wire wire() {
        return core.wire(number);
    }

    /**
     * Takes the link down on both ends (PORT_STATUS to the controllers; fast-failover groups react). On a wire port
     * only this end goes down.
     */
    public void setLinkDown() {
        core.setLinkState(number, false);
    }

    /**
     * Brings the link up on both ends.
     */
    public void setLinkUp() {
        core.setLinkState(number, true);
    }

    @Override
    public String toString() {
        return owner + ":" + number;
    }
}
