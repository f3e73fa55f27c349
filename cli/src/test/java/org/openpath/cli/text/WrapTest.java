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

/**
 * Wrapping and cutting, against outputs worked out by hand.
 */
class WrapTest {
    @Test
    void wrapsAtSpaces() {
        assertEquals(List.of("the quick", "brown fox"), Wrap.lines("the quick brown fox", 10));
    }

    @Test
    void keepsTheSpacingOfALineThatFits() {
        assertEquals(List.of("fw   [shared]"), Wrap.lines("fw   [shared]", 13));
    }

    @Test
    void splitsAWordLongerThanTheWidth() {
        assertEquals(List.of("abcde", "fghij", "kl"), Wrap.lines("abcdefghijkl", 5));
        assertEquals(List.of("ab", "cdefg", "hij"), Wrap.lines("ab cdefghij", 5));
    }

    @Test
    void startsANewLineAtALineBreak() {
        assertEquals(List.of("a b", "", "c"), Wrap.lines("a b\n\nc", 10));
    }

    @Test
    void emptyTextIsOneEmptyLine() {
        assertEquals(List.of(""), Wrap.lines("", 10));
    }

    @Test
    void cutsWithAnEllipsis() {
        assertEquals("abcde...", Wrap.cut("abcdefghij", 8));
        assertEquals("abc", Wrap.cut("abc", 8));
        assertEquals("ab", Wrap.cut("abcdef", 2));
    }

    @Test
    void hangsContinuationLinesUnderTheFirst() {
        assertEquals(List.of(
            "Reason  Placed on node openflow:33 (1",
            "        working sub-SFC, 1 backup on",
            "        openflow:34)"),
            Wrap.hanging("Reason  ", "        ",
                "Placed on node openflow:33 (1 working sub-SFC, 1 backup on openflow:34)", 40));
    }

    @Test
    void refusesAWidthBelowOne() {
        assertThrows(IllegalArgumentException.class, () -> Wrap.lines("a", 0));
    }
}
