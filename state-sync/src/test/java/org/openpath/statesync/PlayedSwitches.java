/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.openpath.openflow.MoveMessage;

/**
 * Switches played by a test: what the controller sends them is recorded ("node TYPE" and the message); a node named
 * refusing does not take messages (a send fails as for a switch that is not connected).
 */
final class PlayedSwitches implements MoveSignalling {
    final List<String> sent = new ArrayList<>();
    final List<MoveMessage> messages = new ArrayList<>();
    String refusingNode = "";

    @Override
    public CompletionStage<Void> send(final String node, final MoveMessage message) {
        sent.add(node + " " + message.type());
        messages.add(message);
        return node.equals(refusingNode)
            ? CompletableFuture.failedFuture(new IllegalStateException("node not connected"))
            : CompletableFuture.completedFuture(null);
    }

    @Override
    public Subscription listen(final Listener listener) {
        return () -> { };
    }
}
