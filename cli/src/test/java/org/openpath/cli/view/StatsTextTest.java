/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The counters, against outputs worked out by hand.
 */
class StatsTextTest {
    @Test
    void showsEveryCounter() {
        final var stats = new StatsView(new StatsView.Processing(0L, 12L, 1L, 0L, "2026-11-25T14:27:53Z"),
            new TreeMap<>(Map.of("rendered", 10L, "rejected", 1L)), new TreeMap<>(Map.of("connected", 3L)),
            new StatsView.Southbound(2L, 40L, 0L, 300L, new TreeMap<>(Map.of("NF_ALERT/BAD_LENGTH", 300L))));
        assertEquals("""
            Chain requests (orchestrator)
              Queued     0
              Processed  12
              Rejected   1
              Failed     0
              Changed    2026-11-25T14:27:53Z

            Chains by status
              rejected 1, rendered 10

            Nodes by status
              connected 3

            From OpenPATH switches (southbound)
              NF alerts          2
              NF updates         40
              NF messages        0
              Malformed dropped  300

              MALFORMED INPUT      COUNT
              NF_ALERT/BAD_LENGTH    300""", String.join("\n", StatsText.show(stats, 100)));
    }

    @Test
    void saysWhatIsNotPublishedYet() {
        assertEquals("""
            Chain requests (orchestrator)
              (not published yet)

            Chains by status
              (none)

            Nodes by status
              (none)

            From OpenPATH switches (southbound)
              (not published yet)""",
            String.join("\n", StatsText.show(new StatsView(null, new TreeMap<>(), new TreeMap<>(), null), 100)));
    }
}
