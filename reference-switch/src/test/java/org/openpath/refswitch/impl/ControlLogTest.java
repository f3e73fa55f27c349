/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.openpath.openflow.NfUnbind;

/**
 * The control log keeps the last 10,000 applied messages, oldest first.
 */
class ControlLogTest {
    @Test
    void keepsTheNewestMessages() {
        final var log = new ControlLog();
        for (long service = 0; service <= ControlLog.CAPACITY; service++) {
            log.record(new NfUnbind(service, 1));
        }
        final var messages = log.messages();
        assertEquals(ControlLog.CAPACITY, messages.size());
        assertEquals(new NfUnbind(1, 1), messages.get(0));
        assertEquals(new NfUnbind(ControlLog.CAPACITY, 1), messages.get(messages.size() - 1));
    }
}
