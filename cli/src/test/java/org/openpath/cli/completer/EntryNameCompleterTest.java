/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.completer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The command's name, which chooses what {@link EntryNameCompleter} offers, as Karaf gives the first word of a line.
 */
class EntryNameCompleterTest {
    @Test
    void theScopeIsOptional() {
        assertEquals("chain-show", EntryNameCompleter.commandName("openpath:chain-show"));
        assertEquals("nf-type-delete", EntryNameCompleter.commandName("nf-type-delete"));
    }
}
