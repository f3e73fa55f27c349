/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.cli.text.TextTable.Column;

/**
 * Table layout, against outputs worked out by hand.
 */
class TextTableTest {
    @Test
    void alignsColumnsTwoSpacesApartNumbersToTheRight() {
        final var table = new TextTable(Column.of("NAME"), Column.whole("STATUS"), Column.number("N"))
            .row("web-1", "rendered", 4)
            .row("a", "placed", 12);
        assertEquals(List.of(
            "NAME   STATUS     N",
            "web-1  rendered   4",
            "a      placed    12"), table.render(100));
    }

    @Test
    void anAbsentCellPrintsADash() {
        assertEquals(List.of(
            "NAME  STATUS",
            "web   -"), new TextTable(Column.of("NAME"), Column.of("STATUS")).row("web", null).render(100));
    }

    @Test
    void aWrappingColumnGivesWayFirst() {
        final var table = new TextTable(Column.of("NAME"), Column.wrapping("REASON"))
            .row("web", "No node has the capacity for it");
        assertEquals(List.of(
            "NAME  REASON",
            "web   No node has",
            "      the capacity",
            "      for it"), table.render(20));
    }

    @Test
    void aWrappingColumnKeepsItsWordsWhole() {
        final var table = new TextTable(Column.of("NAME"), Column.wrapping("BEHAVIOUR"))
            .row("cache", "terminates-flows, stateful");
        assertEquals(List.of(
            "NAME   BEHAVIOUR",
            "cache  terminates-flows,",
            "       stateful"), table.render(24));
    }

    @Test
    void aTruncatingColumnIsCutWithAnEllipsis() {
        final var table = new TextTable(Column.of("NAME"), Column.whole("STATUS"))
            .row("a-very-long-chain-name", "placed");
        assertEquals(List.of(
            "NAME          STATUS",
            "a-very-lo...  placed"), table.render(20));
    }

    @Test
    void everyLineFitsWhenTheColumnsCanShrink() {
        final var table = new TextTable(Column.of("NAME"), Column.wrapping("SUB-SFCS"), Column.wrapping("RULES"))
            .row("chain-with-a-rather-long-name", "openflow:1, openflow:2, openflow:3 (backup openflow:4)",
                "confirmed: 12 flows, 2 groups, 3 NF rules");
        for (var line : table.render(50)) {
            assertEquals(true, line.length() <= 50, () -> "'" + line + "' is " + line.length() + " long");
        }
    }

    @Test
    void aRowNeedsOneCellPerColumn() {
        final var table = new TextTable(Column.of("A"), Column.of("B"));
        assertThrows(IllegalArgumentException.class, () -> table.row("only one"));
    }
}
