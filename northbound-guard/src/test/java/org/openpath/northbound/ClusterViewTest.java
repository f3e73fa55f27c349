/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class ClusterViewTest {
    @Test
    void aControllerAloneServes() {
        assertEquals(Optional.empty(), new ClusterView("Up", 1, 0).refusal());
    }

    @Test
    void aMemberWithAMajorityServes() {
        assertEquals(Optional.empty(), new ClusterView("Up", 3, 0).refusal());
        assertEquals(Optional.empty(), new ClusterView("Up", 3, 1).refusal());
        assertEquals(Optional.empty(), new ClusterView("WeaklyUp", 3, 1).refusal());
        assertEquals(Optional.empty(), new ClusterView("Up", 5, 2).refusal());
        // once the others removed the lost member, two of two
        assertEquals(Optional.empty(), new ClusterView("Up", 2, 0).refusal());
    }

    @Test
    void everyCountWithoutAStrictMajorityIsRefusedNamingTheCounts() {
        for (int members = 1; members <= 7; members++) {
            for (int unreachable = 0; unreachable <= members; unreachable++) {
                final int reachable = members - unreachable;
                final var refusal = new ClusterView("Up", members, unreachable).refusal();
                assertEquals(reachable * 2 <= members, refusal.isPresent(), members + "/" + unreachable);
                final var expected = "This controller member reaches " + reachable + " of the " + members
                    + " cluster members, not a majority";
                refusal.ifPresent(text -> assertTrue(text.startsWith(expected), text));
            }
        }
    }

    @Test
    void aMemberThatHasNotJoinedIsRefusedNamingItsStatus() {
        final var refusal = new ClusterView("Joining", 1, 0).refusal();
        assertEquals(Optional.of("This controller member is not part of its cluster now (its cluster status is "
            + "Joining): it can neither read nor write the datastore. Send the request to another member, or start "
            + "the other members so that a majority of them runs."), refusal);
        assertTrue(new ClusterView("Down", 3, 2).refusal().orElseThrow().contains("its cluster status is Down"));
        assertTrue(new ClusterView("Removed", 0, 0).refusal().isPresent());
    }

    @Test
    void countsThatDoNotFitAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new ClusterView("Up", 1, 2));
        assertThrows(IllegalArgumentException.class, () -> new ClusterView("Up", -1, 0));
    }
}
