/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The node list and sheet and the link list, against outputs worked out by hand.
 */
class TopologyTextTest {
    private static final NodeView CONNECTED = new NodeView("openflow:1", true, "rack 1", "nf-host", "enabled",
        new NodeView.Resources("16", 32768L, "40.000"), "connected", "Connected and used by placement",
        "2026-11-25T14:27:41Z", new NodeView.Resources("1.5", 384L, "1.500"), 1L, 0L,
        List.of(new NodeView.Hosted("web", "web-w1", "working", true, List.of("fw", "mon"))));
    private static final NodeView UNCONFIGURED = new NodeView("openflow:9", false, null, null, null, null,
        "unconfigured", "Connected, but no capacity configured", null, null, null, null, List.of());

    @Test
    void listsNodesWithTheirUseOfTheirCapacity() {
        assertEquals("""
            NODE        STATUS        ADMIN    CPU CORES  MEMORY MIB    NIC GBIT/S       SUB-SFCS
            openflow:1  connected     enabled  1.5 of 16  384 of 32768  1.500 of 40.000  1/0
            openflow:9  unconfigured  -        - of -     - of -        - of -           -/-

            SUB-SFCS: working/backup sub-SFCs placed on the node.
            CPU CORES, MEMORY MIB, NIC GBIT/S: reserved by sub-SFCs of what the node offers.""",
            String.join("\n", TopologyText.nodes(List.of(CONNECTED, UNCONFIGURED), 100)));
    }

    @Test
    void showsANodeAndWhatRunsOnIt() {
        assertEquals("""
            Node openflow:1
              Status   connected
              Reason   Connected and used by placement
              Changed  2026-11-25T14:27:41Z

            Configuration
              Description  rack 1
              Role         nf-host
              Admin state  enabled
              Capacity     16 CPU cores, 32768 MiB, 40.000 Gbit/s NIC

            In use
              Reserved  1.5 CPU cores, 384 MiB, 1.500 Gbit/s NIC
              Sub-SFCs  1 working, 0 backup

            Sub-SFCs placed here
              CHAIN  SUB-SFC  ROLE     ACTIVE  NFS
              web    web-w1   working  yes     fw, mon""", String.join("\n", TopologyText.node(CONNECTED, 100)));
    }

    @Test
    void anUnconfiguredNodeIsNotUsed() {
        assertEquals("""
            Node openflow:9
              Status  unconfigured
              Reason  Connected, but no capacity configured

            Configuration
              (not configured: placement does not use it)""",
            String.join("\n", TopologyText.node(UNCONFIGURED, 100)));
    }

    @Test
    void listsLinksWithTheirEndsAndUse() {
        assertEquals("""
            LINK     FROM                TO                  ORIGIN      UP   GBIT/S USED      LATENCY US
            l-33-34  openflow:33 port 2  openflow:34 port 1  configured  yes  1.000 of 40.000  5
            l-34-35  openflow:34         openflow:35         configured  -    - of 40.000      5""",
            String.join("\n", TopologyText.links(List.of(
                new LinkView("l-33-34", "openflow:33", 2L, "openflow:34", 1L, "configured", true, "40.000", "1.000",
                    "5"),
                new LinkView("l-34-35", "openflow:34", null, "openflow:35", null, "configured", null, "40.000", null,
                    "5")), 100)));
    }
}
