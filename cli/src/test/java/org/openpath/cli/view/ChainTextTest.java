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
import org.openpath.cli.text.Sheet;
import org.openpath.cli.text.StageDrawing;

/**
 * The chain list and sheet, against outputs worked out by hand (column widths, wrapping, sections).
 */
class ChainTextTest {
    private static final AnalysisView WEB_ANALYSIS = new AnalysisView("field-level", 1, 0, "2.0",
        List.of(new StageDrawing.Stage(0, List.of(new StageDrawing.Branch("fw", "shared", List.of()),
            new StageDrawing.Branch("mon", "shared", List.of())),
            new StageDrawing.Merge(List.of("fw", "mon"), "drop-if-any-drops"))),
        List.of(),
        List.of(new AnalysisView.Pair("fw", "mon", "parallel", List.of("ip-src"),
            "fw and mon only share reads (ip-src): parallel without a copy")));
    private static final PlacementView WEB_PLACEMENT = new PlacementView("openpath", List.of(
        new PlacementView.SubSfc("web-w1", "working", null, "openflow:33", true, List.of("fw", "mon"), "5.5", 2432L),
        new PlacementView.SubSfc("web-b1", "backup", "web-w1", "openflow:34", false, List.of("fw", "mon"), "5.5",
            2432L)),
        List.of(), "80.0", "0.0", 0);

    @Test
    void listsChainsWithTheirNodesAndRules() {
        final var rows = List.of(
            new ChainRow("web-1", "rendered", "working", List.of(
                new ChainRow.SubSfc("web-1-w1", "working", "openflow:1", true)),
                new ChainRow.Rules("confirmed", 4, 0, 0), true),
            new ChainRow("web", "placed", "working", List.of(
                new ChainRow.SubSfc("web-w1", "working", "openflow:33", true),
                new ChainRow.SubSfc("web-b1", "backup", "openflow:34", false)), null, true),
            new ChainRow("huge", "rejected", "none", List.of(), null, true),
            new ChainRow("gone", "placed", "working", List.of(
                new ChainRow.SubSfc("gone-w1", "working", "openflow:2", true)), null, false));
        assertEquals("""
            NAME            STATUS    RUNNING-ON  SUB-SFCS              RULES
            web-1           rendered  working     openflow:1            confirmed: 4 flows, 0 groups, 0 NF rules
            web             placed    working     openflow:33 (backup   -
                                                  openflow:34)
            huge            rejected  none        -                     -
            gone (deleted)  placed    working     openflow:2            -""",
            String.join("\n", ChainText.list(rows, 100)));
    }

    @Test
    void aBackupThatTookOverCountsAsWhereTheChainRuns() {
        final var rows = List.of(new ChainRow("web", "placed", "backup", List.of(
            new ChainRow.SubSfc("web-w1", "working", "openflow:33", false),
            new ChainRow.SubSfc("web-b1", "backup", "openflow:34", true)), null, true));
        assertEquals("""
            NAME  STATUS  RUNNING-ON  SUB-SFCS                  RULES
            web   placed  backup      openflow:33, openflow:34  -""", String.join("\n", ChainText.list(rows, 100)));
    }

    @Test
    void anEmptyListSaysSo() {
        assertEquals(List.of("No service chains."), ChainText.list(List.of(), 100));
    }

    @Test
    void showsAChainInSections() {
        final var chain = new ChainDetail("web", 1L, "placed",
            "Placed on node openflow:33 (1 working sub-SFC, 1 backup on openflow:34)", "2026-11-25T14:27:53Z",
            "working", List.of(new Sheet.Entry("Description", null),
                new Sheet.Entry("NFs", "fw (firewall) -> mon (traffic-monitor)"),
                new Sheet.Entry("Classifier", "all traffic")),
            WEB_ANALYSIS, WEB_PLACEMENT, List.of(), null);
        assertEquals("""
            Chain web (SFC-ID 1)
              Status      placed
              Running on  working
              Reason      Placed on node openflow:33 (1 working sub-SFC, 1 backup on openflow:34)
              Changed     2026-11-25T14:27:53Z

            Request
              NFs         fw (firewall) -> mon (traffic-monitor)
              Classifier  all traffic

            Service graph (1 stage, 0 packet copies, parallelism 2.0, field-level analysis)
              ingress
                 |
              stage 0 --+-- fw   [shared]
                        +-- mon  [shared]
                            merge: fw > mon, dropped if any branch drops
                 |
              egress

            Dependencies
              FIRST  SECOND  VERDICT   REASON
              fw     mon     parallel  fw and mon only share reads (ip-src): parallel without a copy

            Placement (openpath, latency 80.0 us, inter-node traffic 0.0 Gbit/s, path length 0)
              SUB-SFC              ROLE     NODE         ACTIVE  NFS      CPU    MEMORY
              web-w1               working  openflow:33  yes     fw, mon  5.5  2432 MiB
              web-b1 (for web-w1)  backup   openflow:34  no      fw, mon  5.5  2432 MiB""",
            String.join("\n", ChainText.show(chain, 100)));
    }

    @Test
    void showsTheRenderingAndWhatIsMissing() {
        final var chain = new ChainDetail("web-1", null, null, null, null, null, List.of(), null, null,
            List.of(new ChainDetail.Inserted("ids.suspicious", "sandbox", "ids", "suspicious",
                "2026-11-25T14:28:46Z", 1L)),
            new ChainDetail.Rendering("confirmed", null, 4L, 0L, 0L, 0L, "0x4f50000000010001",
                List.of(new ChainDetail.RenderedNode("openflow:1", 4L, 0L, true)), List.of()));
        assertEquals("""
            Chain web-1
              Status  not processed yet

            Request
              (deleted: the request is gone)

            Inserted NFs
              NF              TYPE     AFTER  RESULT      ALERTS  INSERTED AT
              ids.suspicious  sandbox  ids    suspicious       1  2026-11-25T14:28:46Z

            Rendering
              State          confirmed
              Rules          confirmed: 4 flows, 0 groups, 0 NF rules
              Shared routes  0 shared route flows
              Cookie         0x4f50000000010001

              NODE        FLOWS  NF RULES  CONFIRMED
              openflow:1      4         0  yes""", String.join("\n", ChainText.show(chain, 100)));
    }

    @Test
    void aDryRunPlacementSaysWhyItWasRefused() {
        assertEquals("""
            Not placeable (nothing was reserved)
              Reason  no-node-capacity: stage 0 [w] fits no host""",
            String.join("\n", ChainText.placed(false, "no-node-capacity: stage 0 [w] fits no host", null, null,
                100)));
    }

    @Test
    void everyLineOfALongSheetFitsOneHundredColumns() {
        // the longest node id (64-bit datapath id), 64-character names, long reasons
        final var node = "openflow:18446744073709551615";
        final var name = "a".repeat(60) + "-cha";
        final var nf = "n".repeat(64);
        final var chain = new ChainDetail(name, 4_294_967_295L, "failed", "Rendering failed: the switch " + node
            + " refused the flow 0x4f50000000070003 with BAD_MATCH and then refused it again after the retry",
            "2026-11-25T14:27:53.523646552Z", "backup", List.of(new Sheet.Entry("NFs", String.join(" -> ",
                List.of(nf + " (firewall)", nf + "x (intrusion-detection-system)", "monitor (traffic-monitor)")))),
            new AnalysisView("field-level", 12, 3, "1.333", List.of(new StageDrawing.Stage(11, List.of(
                new StageDrawing.Branch(nf, "header-copy", List.of("very-suspicious-result: send-to " + nf + "y")),
                new StageDrawing.Branch("mon", "full-copy", List.of())),
                new StageDrawing.Merge(List.of(nf, "mon"), "drop-if-any-drops"))),
                List.of(new StageDrawing.Detour(nf + "y", "sandbox", List.of("egress"))),
                List.of(new AnalysisView.Pair(nf, nf + "x", "parallel-with-copy", List.of("ip-src", "payload"),
                    nf + " writes payload, which " + nf + "x reads: parallel on a copy of the whole packet"))),
            new PlacementView("parabox-naive", List.of(new PlacementView.SubSfc(name + "-w1", "working", null, node,
                true, List.of(nf, nf + "x", "monitor"), "1024.125", 67_108_864L),
                new PlacementView.SubSfc(name + "-b1", "backup", name + "-w1", node, false, List.of(nf), "1.5",
                    128L)),
                List.of(new PlacementView.Hop(name + "-w1", name + "-w2", List.of(node, node, node), "400.000")),
                "10000000.000", "400.000", 64),
            List.of(new ChainDetail.Inserted(nf + "y", "sandbox", nf, "very-suspicious-result",
                "2026-11-25T14:28:46.559654015Z", 4_294_967_295L)),
            new ChainDetail.Rendering("failed", "a switch refused", 4_294_967_295L, 4_294_967_295L, 4_294_967_295L,
                4_294_967_295L, "0x4f50ffffffffffff", List.of(new ChainDetail.RenderedNode(node, 4_294_967_295L,
                    4_294_967_295L, false)),
                List.of(new ChainDetail.PathTag(4094, node, node, "fork-11", true, List.of(node, node, node),
                    4094))));
        final var lines = ChainText.show(chain, 100);
        for (var line : lines) {
            assertEquals(true, line.length() <= 100, () -> "'" + line + "' is " + line.length() + " long");
        }
        assertEquals(true, String.join("\n", lines).contains(node), "node ids are never cut");
    }
}
