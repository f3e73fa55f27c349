/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

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
     * Takes the link down on both ends (PORT_STATUS to the controllers; fast-failover groups react).
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
