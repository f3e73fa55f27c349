/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

/**
 * Where the datapath sends asynchronous messages: the controller connection, if any.
 */
interface Outbound {
    /**
     * Sends a switch-initiated message when connected; drops it otherwise.
     *
     * @param message the message, its xid already set
     * @param toSlave whether a slave connection receives it too (PORT_STATUS, OpenPATH reports)
     */
    void send(byte[] message, boolean toSlave);

    /**
     * Returns a fresh xid for a switch-initiated message.
     *
     * @return the xid
     */
    long nextXid();
}
