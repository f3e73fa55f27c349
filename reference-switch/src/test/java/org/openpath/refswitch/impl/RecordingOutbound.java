/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.ArrayList;
import java.util.List;

/**
 * An {@link Outbound} without controllers that records what the datapath sends: every message is taken, whatever
 * its recipients, and the xids of switch-initiated messages count up from 1.
 */
final class RecordingOutbound implements Outbound {
    private final List<byte[]> sent = new ArrayList<>();
    private long xid;

    @Override
    public boolean send(final byte[] message, final Recipients recipients) {
        sent.add(message);
        return true;
    }

    @Override
    public long nextXid() {
        return ++xid;
    }

    /**
     * Returns the messages sent so far, oldest first; the list is the recorder's own, so clearing it forgets them.
     *
     * @return the messages
     */
    List<byte[]> sent() {
        return sent;
    }
}
