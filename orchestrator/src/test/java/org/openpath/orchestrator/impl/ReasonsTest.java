/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.placement.Activation;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Failure;
import org.openpath.placement.Placement;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Rejected;
import org.openpath.placement.Role;
import org.openpath.placement.SubSfc;

/**
 * The reasons people read, word for word: the manual and the RESTCONF cookbook quote them.
 */
class ReasonsTest {
    private static final Placement ONE_NODE_WITH_BACKUP = placement(
        new SubSfc("web-w1", Role.WORKING, "", "openflow:1", true, List.of("fw"), 1, 128),
        new SubSfc("web-b1", Role.BACKUP, "web-w1", "openflow:2", false, List.of("fw"), 1, 128));
    private static final Placement TWO_NODES = placement(
        new SubSfc("web-w1", Role.WORKING, "", "openflow:1", true, List.of("fw"), 1, 128),
        new SubSfc("web-w2", Role.WORKING, "", "openflow:2", true, List.of("nat"), 1, 128),
        new SubSfc("web-b1", Role.BACKUP, "web-w1", "openflow:3", false, List.of("fw"), 1, 128),
        new SubSfc("web-b2", Role.BACKUP, "web-w2", "openflow:3", false, List.of("nat"), 1, 128));
    private static final Rejected NO_CAPACITY = new Rejected("web", RejectReason.NO_NODE_CAPACITY, "fits no host");

    @Test
    void placementsAreDescribedByTheirNodes() {
        assertEquals("Placed on node openflow:1 (1 working sub-SFC, 1 backup on openflow:2)",
            Reasons.placed(Reasons.PLACED, ONE_NODE_WITH_BACKUP));
        assertEquals("Placed after capacity appeared on nodes openflow:1, openflow:2 (2 working sub-SFCs, 2 backups "
            + "on openflow:3)", Reasons.placed(Reasons.PLACED_AFTER_CAPACITY_APPEARED, TWO_NODES));
        assertEquals("Placed with ids.suspicious inserted after ids",
            Reasons.placedWithInsertion("ids.suspicious", "ids"));
        assertEquals("Protection restored: node openflow:1 (1 working sub-SFC, 1 backup on openflow:2)",
            Reasons.protectionRestored(ONE_NODE_WITH_BACKUP));
    }

    @Test
    void rejectionsNameTheirReasonThenTheDetail() {
        assertEquals("No node has the capacity: fits no host", Reasons.rejected(NO_CAPACITY));
        assertEquals(List.of("Already placed: d", "No node has the capacity: d", "No path has the bandwidth: d",
            "The latency SLA cannot be met: d", "No room for a backup outside the working sub-SFC's failure domain: d",
            "The ingress node cannot take the traffic: d", "The NF cannot run as several instances: d",
            "Priced admission keeps the room for smaller requests: d"),
            List.of(RejectReason.values()).stream().map(reason -> Reasons.rejected(new Rejected("web", reason, "d")))
                .toList());
    }

    @Test
    void defectsSayWhatTheOperatorCanDo() {
        assertEquals("Analysis failed: internal error (IllegalStateException: boom); the request is kept as it is: "
            + "edit or delete it, and report the error in the controller's karaf.log",
            Reasons.analysisDefect(new IllegalStateException("boom")));
        assertEquals("Placement failed: internal error (NullPointerException); the chain is not placed, and is placed "
            + "again when the topology or the request changes; report the error in the controller's karaf.log",
            Reasons.placementDefect(new NullPointerException()));
        assertEquals("Placement failed: no demand for type x",
            Reasons.placementRefused(new IllegalArgumentException("no demand for type x")));
    }

    @Test
    void failuresAreToldInTwoPhases() {
        final var node = Reasons.nodeDisconnected("openflow:1");
        assertEquals("node openflow:1 disconnected", node);
        assertEquals("link openflow:1 - openflow:2 lost", Reasons.linkLost(new Failure.LinkDown("openflow:1",
            "openflow:2")));
        assertEquals("node openflow:1 disconnected: running on backups (web-w1 -> backup web-b1 on openflow:2, web-w2 "
            + "-> backup web-b2 on openflow:3)", Reasons.runningOnBackups(node, List.of(
                new Activation("web", "web-w1", "web-b1", "openflow:2"),
                new Activation("web", "web-w2", "web-b2", "openflow:3"))));
        assertEquals("node openflow:1 disconnected: traffic lost (no backup), re-placing",
            Reasons.trafficLost(node, "no backup"));
        assertEquals("node openflow:1 disconnected: running on former backups, protection restored; node openflow:1 "
            + "(1 working sub-SFC, 1 backup on openflow:2)", Reasons.restored(node, true, null, ONE_NODE_WITH_BACKUP));
        assertEquals("node openflow:1 disconnected: re-placed; node openflow:1 (1 working sub-SFC, 1 backup on "
            + "openflow:2)", Reasons.restored(node, false, null, ONE_NODE_WITH_BACKUP));
        assertEquals("node openflow:1 disconnected: running on former backups WITHOUT protection (no fresh backup "
            + "fits: No node has the capacity: fits no host); node openflow:1 (1 working sub-SFC, 1 backup on "
            + "openflow:2)", Reasons.restored(node, true, NO_CAPACITY, ONE_NODE_WITH_BACKUP));
        assertEquals("node openflow:1 disconnected: re-placed WITHOUT protection (no fresh backup fits: No node has "
            + "the capacity: fits no host); node openflow:1 (1 working sub-SFC, 1 backup on openflow:2)",
            Reasons.restored(node, false, NO_CAPACITY, ONE_NODE_WITH_BACKUP));
        assertEquals("node openflow:1 disconnected and the chain could not be placed again: No node has the capacity: "
            + "fits no host", Reasons.notPlacedAgain(node, NO_CAPACITY));
    }

    @Test
    void nodeReasons() {
        assertEquals(List.of("Connected, but no capacity is configured in openpath-topology",
            "Lost while hosting sub-SFCs; their backups took over", "Configured, not connected to the controller",
            "Connected; administratively disabled, so placement does not use it",
            "Connected; draining, so what runs here stays and placement puts nothing new here",
            "Connected and used by placement"),
            List.of(Reasons.NODE_UNCONFIGURED, Reasons.NODE_LOST_WHILE_HOSTING, Reasons.NODE_DISCONNECTED,
                Reasons.NODE_DISABLED, Reasons.NODE_DRAINING, Reasons.NODE_USED));
        assertEquals("node openflow:3 administratively disabled", Reasons.nodeDisabled("openflow:3"));
        assertEquals("Validated and queued", Reasons.QUEUED);
    }

    private static Placement placement(final SubSfc... subs) {
        return new Placement("web", Algorithm.OPENPATH, 1, List.of(subs), List.of(), 0, 0, 0);
    }
}
