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
import org.openpath.cli.text.StageDrawing.Branch;
import org.openpath.cli.text.StageDrawing.Detour;
import org.openpath.cli.text.StageDrawing.Merge;
import org.openpath.cli.text.StageDrawing.Stage;

/**
 * The drawing of a service graph's stages, against outputs worked out by hand. The graph is the RESTCONF cookbook's
 * chain {@code web}: fw and mon in parallel (fw's result wins), then ids, whose suspicious flows a dynamic rule sends
 * to an inserted sandbox.
 */
class StageDrawingTest {
    private static final List<Stage> WEB = List.of(
        new Stage(0, List.of(new Branch("fw", "shared", List.of()), new Branch("mon", "shared", List.of())),
            new Merge(List.of("fw", "mon"), "drop-if-any-drops")),
        new Stage(1, List.of(new Branch("ids", "shared", List.of("suspicious: send-to ids.suspicious"))), null));

    @Test
    void drawsStagesFromIngressToEgress() {
        assertEquals(List.of(
            "ingress",
            "   |",
            "stage 0 --+-- fw   [shared]",
            "          +-- mon  [shared]",
            "              merge: fw > mon, dropped if any branch drops",
            "   |",
            "stage 1 ----- ids  [shared]  suspicious: send-to ids.suspicious",
            "   |",
            "egress",
            "off the default path:",
            "   ids.suspicious (sandbox) -> egress"),
            StageDrawing.draw(WEB, List.of(new Detour("ids.suspicious", "sandbox", List.of("egress"))), 100));
    }

    @Test
    void wrapsALongBranchUnderItsText() {
        assertEquals(List.of(
            "ingress",
            "   |",
            "stage 1 ----- ids [shared] suspicious:",
            "                send-to ids.suspicious",
            "   |",
            "egress"),
            StageDrawing.draw(List.of(WEB.get(1)), List.of(), 40));
    }

    @Test
    void alignsLabelsOfTwoDigitStages() {
        final var lines = StageDrawing.draw(List.of(
            new Stage(9, List.of(new Branch("a", null, List.of())), null),
            new Stage(10, List.of(new Branch("b", "original", List.of())), new Merge(List.of("b"), "none"))),
            List.of(), 100);
        assertEquals(List.of(
            "ingress",
            "   |",
            "stage 9  ----- a",
            "   |",
            "stage 10 ----- b  [original]",
            "               merge: b, no branch drops",
            "   |",
            "egress"), lines);
    }

    @Test
    void aGraphWithoutStagesGoesStraightToEgress() {
        assertEquals(List.of("ingress", "   |", "egress"), StageDrawing.draw(List.of(), List.of(), 100));
    }
}
