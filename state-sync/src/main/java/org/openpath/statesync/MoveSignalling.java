/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import java.util.concurrent.CompletionStage;
import org.openpath.openflow.MoveMessage;

/**
 * How the controller talks to the NF managers of a move: state-move experimenter messages on the nodes' OpenFlow
 * connections (docs/openpath-openflow.md section 7). The southbound provides it as an OSGi service.
 */
public interface MoveSignalling {
    /**
     * Hears the state-move messages switches send.
     */
    @FunctionalInterface
    interface Listener {
        /**
         * Handles one message.
         *
         * @param node the inventory node id of the switch that sent it
         * @param message the message
         */
        void onMoveMessage(String node, MoveMessage message);
    }

    /**
     * Listening to the switches' messages.
     */
    interface Subscription extends AutoCloseable {
        /**
         * Stops listening.
         */
        @Override
        void close();
    }

    /**
     * Sends a controller-to-switch state-move message.
     *
     * @param node the inventory node id, {@code openflow:<dpid>}
     * @param message the message
     * @return completes once the switch took it, or exceptionally with the reason it did not
     */
    CompletionStage<Void> send(String node, MoveMessage message);

    /**
     * Starts passing the state-move messages switches send to a listener.
     *
     * @param listener the listener
     * @return closing it stops
     */
    Subscription listen(Listener listener);
}
