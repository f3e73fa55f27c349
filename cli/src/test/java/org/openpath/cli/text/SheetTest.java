/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Label/value layout, against outputs worked out by hand.
 */
class SheetTest {
    @Test
    void alignsValuesAndLeavesOutAbsentOnes() {
        assertEquals(List.of(
            "  Status      placed",
            "  Running on  working"),
            new Sheet().add("Status", "placed").add("Reason", null).add("Running on", "working").add("Empty", "")
                .render(2, 100));
    }

    @Test
    void wrapsAValueUnderItself() {
        assertEquals(List.of(
            "Status  placed",
            "Reason  Placed on node",
            "        openflow:33"),
            new Sheet().add("Status", "placed").add("Reason", "Placed on node openflow:33").render(0, 22));
    }
}
