/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class PrintedAnswersTest {
    private static Optional<String> difference(final String printed, final String actual) {
        return PrintedAnswers.difference(Json.parse(printed), Json.parse(actual));
    }

    @Test
    void agreesOnTheSameDocumentWithListsInAnotherOrderAndOtherTimes() {
        assertTrue(difference("""
            {"s":{"node":[{"id":"a","t":"2026-11-22T05:23:44.325001521Z"},{"id":"b","n":1}],"x":"1.5"}}""", """
            {"s":{"x":"1.5","node":[{"n":1,"id":"b"},{"id":"a","t":"2027-01-01T00:00:00Z"}]}}""").isEmpty());
    }

    @Test
    void namesTheMemberThatDiffers() {
        assertEquals(Optional.of("/s/status: printed \"placed\", answered \"rendered\""),
            difference("{\"s\":{\"status\":\"placed\"}}", "{\"s\":{\"status\":\"rendered\"}}"));
    }

    @Test
    void aMissingOrExtraMemberDiffers() {
        assertEquals(Optional.of("/: members printed but not answered [b], answered but not printed [c]"),
            difference("{\"a\":1,\"b\":2}", "{\"a\":1,\"c\":2}"));
    }

    @Test
    void listsMustHoldTheSameEntries() {
        assertEquals(Optional.of("/l: 2 entries printed, 1 answered"), difference("{\"l\":[1,2]}", "{\"l\":[1]}"));
        assertTrue(difference("{\"l\":[1,1]}", "{\"l\":[1,2]}").orElseThrow()
            .startsWith("/l: no answered entry matches printed entry 1 1"));
    }

    @Test
    void aTimeMatchesOnlyATime() {
        assertTrue(difference("{\"t\":\"at 2026-11-22T05:23:44Z\"}", "{\"t\":\"at 2026-11-23T01:02:03.5+01:00\"}")
            .isEmpty());
        assertTrue(difference("{\"t\":\"2026-11-22T05:23:44Z\"}", "{\"t\":\"yesterday\"}").isPresent());
    }

    @Test
    void numbersAndTheirStringsAgreeAsRfc7951WritesThem() {
        assertTrue(difference("{\"n\":\"500\"}", "{\"n\":500}").isEmpty());
        assertTrue(difference("{\"n\":500}", "{\"n\":501}").isPresent());
    }
}
