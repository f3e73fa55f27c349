/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.ArrayDeque;
import java.util.List;
import org.openpath.openflow.ControllerMessage;

/**
 * The OpenPATH controller messages the switch applied, newest last, at most {@value #CAPACITY}: what
 * {@link org.openpath.refswitch.ReferenceSwitch#controlMessages()} shows tests. Owned by the datapath thread.
 */
final class ControlLog {
    static final int CAPACITY = 10_000;

    private final ArrayDeque<ControllerMessage> messages = new ArrayDeque<>();

    /**
     * Records an applied message, forgetting the oldest when full.
     *
     * @param message the message
     */
    void record(final ControllerMessage message) {
        if (messages.size() == CAPACITY) {
            messages.removeFirst();
        }
        messages.addLast(message);
    }

    /**
     * Returns the recorded messages, oldest first.
     *
     * @return a copy
     */
    List<ControllerMessage> messages() {
        return List.copyOf(messages);
    }
}
