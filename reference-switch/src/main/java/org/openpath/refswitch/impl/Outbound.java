/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

/**
 * Where the datapath sends asynchronous messages: the sessions with its controllers, if any.
 */
interface Outbound {
    /**
     * Which controller sessions receive a switch-initiated message (OpenFlow 1.3.5, section 6.3.6: a controller in
     * the SLAVE role receives PORT_STATUS only).
     */
    enum Recipients {
        /** Every session, SLAVE ones too: PORT_STATUS. */
        EVERY_SESSION,
        /** The sessions in the MASTER or EQUAL role: PACKET_IN and FLOW_REMOVED. */
        CONTROLLING,
        /**
         * The sessions in the MASTER or EQUAL role, or every session when none is: the OpenPATH reports (NF alerts,
         * updates, messages and state-move results), which a switch whose controllers took no role yet still sends.
         */
        REPORTS
    }

    /**
     * Sends a switch-initiated message to the handshaken sessions it is for; drops it when there is none.
     *
     * @param message the message, its xid already set
     * @param recipients which sessions receive it
     * @return whether at least one session took it
     */
    boolean send(byte[] message, Recipients recipients);

    /**
     * Returns a fresh xid for a switch-initiated message.
     *
     * @return the xid
     */
    long nextXid();
}
