/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The state-move layouts, against outputs worked out by hand.
 */
class MoveTextTest {
    private static final List<MoveView.PhaseChange> PHASES = List.of(
        new MoveView.PhaseChange("preparing", "2026-11-25T18:00:00Z"),
        new MoveView.PhaseChange("transferring", "2026-11-25T18:00:00.012Z"),
        new MoveView.PhaseChange("redirecting", "2026-11-25T18:00:00.030Z"),
        new MoveView.PhaseChange("finishing", "2026-11-25T18:00:00.031Z"),
        new MoveView.PhaseChange("completed", "2026-11-25T18:00:00.041Z"));
    private static final MoveView COMPLETED = new MoveView("1764110000", "web", "nat", "openflow:129",
        "openflow:130", "peer-to-peer", "loss-free", "completed", "completed", PHASES, null, null,
        "2026-11-25T18:00:00Z", "2026-11-25T18:00:00.041Z", 41L,
        new MoveView.Counters(2L, 96L, 3L, 3L, 1L, 0L, 0L, null, 6L));
    private static final MoveView FAILED = new MoveView("7", "web", "fw", "openflow:1", "openflow:2", "relay",
        "no-guarantee", "failed", "failed", List.of(new MoveView.PhaseChange("preparing", "2026-11-25T18:00:00Z"),
            new MoveView.PhaseChange("failed", "2026-11-25T18:00:10.002+00:00")),
        "controller: TIMEOUT waiting for MOVE_READY", "TIMEOUT", "2026-11-25T18:00:00Z",
        "2026-11-25T18:00:10.002+00:00", 10002L, MoveView.Counters.NONE);
    // the counters of COMPLETED as both show and ended print them, two columns indented by two
    private static final String COMPLETED_COUNTERS = String.join("\n",
        "  State chunks         2 (96 bytes)",
        "  Redirected packets   3",
        "  Forwarded packets    3",
        "  Buffered packets     1",
        "  Held packets         0",
        "  Dropped packets      0",
        "  Controller messages  6");

    @Test
    void listsEveryMoveOnOneLine() {
        assertEquals("""
            MOVE        CHAIN  NF   FROM          TO            MODE          GUARANTEE     PHASE         MS
            1764110000  web    nat  openflow:129  openflow:130  peer-to-peer  loss-free     completed     41
            7           web    fw   openflow:1    openflow:2    relay         no-guarantee  failed     10002""",
            String.join("\n", MoveText.moves(List.of(COMPLETED, FAILED), 100)));
    }

    @Test
    void saysWhenThereIsNoMove() {
        assertEquals(List.of("No state moves."), MoveText.moves(List.of(), 100));
    }

    @Test
    void showsAMoveWithItsPhasesAndCounters() {
        assertEquals("""
            State move 1764110000 (completed)
              Chain      web
              NF         nat
              From       openflow:129
              To         openflow:130
              Mode       peer-to-peer
              Guarantee  loss-free
              Status     completed
              Started    2026-11-25T18:00:00Z
              Finished   2026-11-25T18:00:00.041Z
              Move time  41 ms

            Phases
              PHASE         ENTERED                   AFTER MS
              preparing     2026-11-25T18:00:00Z             0
              transferring  2026-11-25T18:00:00.012Z        12
              redirecting   2026-11-25T18:00:00.030Z        30
              finishing     2026-11-25T18:00:00.031Z        31
              completed     2026-11-25T18:00:00.041Z        41

            Counters
            """ + COMPLETED_COUNTERS, String.join("\n", MoveText.show(COMPLETED, 100)));
    }

    @Test
    void showsWhyAMoveFailed() {
        assertEquals("""
            State move 7 (failed)
              Chain      web
              NF         fw
              From       openflow:1
              To         openflow:2
              Mode       relay
              Guarantee  no-guarantee
              Status     failed
              Failure    TIMEOUT
              Reason     controller: TIMEOUT waiting for MOVE_READY
              Started    2026-11-25T18:00:00Z
              Finished   2026-11-25T18:00:10.002+00:00
              Move time  10002 ms

            Phases
              PHASE      ENTERED                        AFTER MS
              preparing  2026-11-25T18:00:00Z                  0
              failed     2026-11-25T18:00:10.002+00:00     10002

            Counters
              (none reported yet)""", String.join("\n", MoveText.show(FAILED, 100)));
    }

    @Test
    void followingPrintsEachNewPhaseOnceWithTheTimeSinceTheFirst() {
        assertEquals(List.of(
            "  preparing     2026-11-25T18:00:00Z  +0 ms",
            "  transferring  2026-11-25T18:00:00.012Z  +12 ms"), MoveText.newPhases(COMPLETED, 0).subList(0, 2));
        assertEquals(List.of(
            "  finishing     2026-11-25T18:00:00.031Z  +31 ms",
            "  completed     2026-11-25T18:00:00.041Z  +41 ms"), MoveText.newPhases(COMPLETED, 3));
        assertEquals(List.of(), MoveText.newPhases(COMPLETED, 5));
    }

    @Test
    void anEndedMoveGivesItsOutcomeAndCounters() {
        assertEquals("""
            State move 1764110000 completed in 41 ms
            """ + COMPLETED_COUNTERS, String.join("\n", MoveText.ended(COMPLETED, 100)));
        assertEquals(List.of("State move 7 failed in 10002 ms: controller: TIMEOUT waiting for MOVE_READY"),
            MoveText.ended(FAILED, 100));
    }

    @Test
    void everyLineFitsTheWidth() {
        for (var lines : List.of(MoveText.show(COMPLETED, 100), MoveText.show(FAILED, 100),
                MoveText.moves(List.of(COMPLETED, FAILED), 100))) {
            lines.forEach(line -> assertTrue(line.length() <= 100, line));
        }
    }
}
