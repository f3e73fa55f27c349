/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.move;

import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveKey;
import org.openpath.openflow.MoveMessage;

/**
 * What a move's state machine asks of its NF manager. All calls come on the datapath thread; none blocks.
 *
 * @param <P> the NF manager's handle of a packet at the moved NF, with what it needs to continue the packet
 */
public interface MoveHost<P> {
    /**
     * Sends a frame to the peer: on the peer channel (connecting first, for the source), or in relay mode to the
     * controller in a MOVE_RELAY. Frames leave in the order given.
     *
     * @param frame the frame
     */
    void toPeer(MoveFrame frame);

    /**
     * Sends a message to the controller.
     *
     * @param message the message
     */
    void toController(MoveMessage message);

    /**
     * Closes the peer channel once what was sent on it has left.
     */
    void closePeer();

    /**
     * Runs the moved NF on a packet here and continues the packet as the NF's INVOKE_NF would.
     *
     * @param packet the packet
     */
    void process(P packet);

    /**
     * Makes the PACKET frame that redirects a packet.
     *
     * @param packet the packet
     * @param seq its number
     * @param noState whether the source has no state under its key and will send none
     * @param key the NF's key of the packet
     * @return the frame
     */
    MoveFrame.Packet encode(P packet, long seq, boolean noState, MoveKey key);

    /**
     * Turns a redirected packet into a packet of this NF manager, with the continuation of the moved NF here.
     *
     * @param frame the frame
     * @return the packet, or {@code null} when it cannot be continued here (nothing here invokes the NF, or the
     *         packet does not decode); the machine counts it as lost
     */
    @Nullable P decode(MoveFrame.Packet frame);

    /**
     * Runs a task on the datapath thread after what is already queued there (the packets that arrived meanwhile).
     *
     * @param task the task
     */
    void schedule(Runnable task);

    /**
     * Tells the NF manager the move is over (completed or failed): the machine takes no more events.
     */
    void ended();
}
