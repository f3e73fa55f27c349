/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LostFlowRewritesTest {
    private static final long SECOND = 1_000_000_000L;
    private static final Set<String> CONNECTED = Set.of("s1", "s2");

    private final LostFlowRewrites rewrites = new LostFlowRewrites(Duration.ofSeconds(2), 3);

    @Test
    void aQuietConnectedSwitchShortOfFlowsMakesTheChainDueOnce() {
        rewrites.observe(Map.of("s1", Map.of(7L, 4)), 0);
        assertFalse(rewrites.consider("c", List.of("s1"), CONNECTED, SECOND), "quiet for 1 s only");
        assertTrue(rewrites.consider("c", List.of("s1"), CONNECTED, 2 * SECOND));
        assertTrue(rewrites.isDue("c"));
        assertFalse(rewrites.consider("c", List.of("s1"), CONNECTED, 3 * SECOND), "due already: not again");
        assertTrue(rewrites.take("c"));
        assertFalse(rewrites.isDue("c"));
        assertFalse(rewrites.take("c"), "taken once");
    }

    @Test
    void aSwitchWhoseCountStillChangesIsLeftToFinish() {
        rewrites.observe(Map.of("s1", Map.of(7L, 4)), 0);
        rewrites.observe(Map.of("s1", Map.of(7L, 4, 8L, 100)), 3 * SECOND);
        assertFalse(rewrites.consider("c", List.of("s1"), CONNECTED, 4 * SECOND), "its count changed at 3 s");
        // the same total under other cookies is no change
        rewrites.observe(Map.of("s1", Map.of(7L, 104)), 4 * SECOND);
        assertTrue(rewrites.consider("c", List.of("s1"), CONNECTED, 5 * SECOND));
    }

    @Test
    void switchesNotConnectedOrNeverCountedDoNotCount() {
        rewrites.observe(Map.of("s3", Map.of(7L, 1)), 0);
        assertFalse(rewrites.consider("c", List.of("s3"), CONNECTED, 10 * SECOND), "s3 is not connected");
        assertFalse(rewrites.consider("c", List.of("s2"), CONNECTED, 10 * SECOND), "s2 never answered");
        assertFalse(rewrites.consider("c", List.of(), CONNECTED, 10 * SECOND));
        rewrites.observe(Map.of("s2", Map.of()), 0);
        assertEquals(List.of("s2", "s3"), rewrites.countedNodes());
        rewrites.gone(List.of("s2"));
        assertFalse(rewrites.consider("c", List.of("s2"), CONNECTED, 10 * SECOND), "s2 left: starts over");
        assertEquals(List.of("s3"), rewrites.countedNodes());
    }

    @Test
    void aChainIsWrittenAgainAtMostTheAttemptsInARowUntilConfirmed() {
        rewrites.observe(Map.of("s1", Map.of()), 0);
        for (int i = 0; i < 3; i++) {
            assertTrue(rewrites.consider("c", List.of("s1"), CONNECTED, 5 * SECOND), "attempt " + (i + 1));
            rewrites.take("c");
        }
        assertFalse(rewrites.consider("c", List.of("s1"), CONNECTED, 5 * SECOND), "a fourth in a row");
        assertFalse(rewrites.consider("c", List.of("s1"), CONNECTED, 5 * SECOND));
        assertTrue(rewrites.consider("other", List.of("s1"), CONNECTED, 5 * SECOND), "counted per chain");
        rewrites.confirmed("c");
        assertTrue(rewrites.consider("c", List.of("s1"), CONNECTED, 5 * SECOND), "confirmed: the count starts again");
        rewrites.forget("c");
        assertFalse(rewrites.isDue("c"), "a chain that is gone is not due");
    }

    @Test
    void noAttemptsMeansNeverAndANegativeCountIsRefused() {
        final var never = new LostFlowRewrites(Duration.ZERO, 0);
        never.observe(Map.of("s1", Map.of()), 0);
        assertFalse(never.consider("c", List.of("s1"), CONNECTED, 5 * SECOND));
        final var refused = assertThrows(IllegalArgumentException.class, () -> new LostFlowRewrites(Duration.ZERO, -1));
        assertEquals("maxInARow must be 0 or more, not -1", refused.getMessage());
    }
}
