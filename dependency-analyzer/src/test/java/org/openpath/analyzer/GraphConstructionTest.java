/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.openpath.analyzer.PacketField.METADATA;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Service graph construction (OpenPATH paper section 5.3) on the paper's scenarios and on small custom catalogs:
 * stages, copy plans, merges, vertices and metrics.
 */
class GraphConstructionTest {
    private static final DependencyAnalyzer ANALYZER = DependencyAnalyzer.builtIn();

    private static List<List<String>> stages(final AnalysisResult result) {
        return result.graph().stages().stream().map(Stage::nfs).toList();
    }

    @Test
    void enterpriseEdgeWithIdsDetouringToASandbox() throws ChainValidationException {
        // Fig. 10: suspicious packets detour through a sandbox, malicious ones are discarded
        final var request = ChainRequest.builder().nf("traffic-monitor").nf("ids").nf("firewall").nf("ddos-scrubber")
            .template(Order.before("ids", "firewall"))
            .rule(DynamicRule.insert("ids", "suspicious", "sandbox"), DynamicRule.discard("ids", "malicious"))
            .build();
        final var result = ANALYZER.analyze(request);
        assertEquals(List.of(List.of("traffic-monitor", "ids"), List.of("firewall"), List.of("ddos-scrubber")),
            stages(result));
        final var ids = result.graph().vertex("ids").orElseThrow();
        assertEquals(List.of(new HandlerRule("suspicious", HandlerAction.SEND_TO, "ids.suspicious"),
            new HandlerRule("malicious", HandlerAction.DISCARD, null)), ids.handlerRules());
        assertEquals(List.of("firewall"), ids.defaultNext());
        assertEquals(new Vertex("ids.suspicious", "sandbox", 0, false, List.of("firewall"), List.of()),
            result.graph().vertex("ids.suspicious").orElseThrow());
        assertEquals(List.of(Vertex.EGRESS), result.graph().vertex("ddos-scrubber").orElseThrow().defaultNext());
        final var metrics = result.graph().metrics();
        assertEquals(new GraphMetrics(4, 3, 0, 0, 0, 4.0 / 3, 2), metrics);

        // Without the dynamic rules the IDS no longer diverts packets and the firewall joins the first stage
        final var plain = ANALYZER.analyze(new ChainRequest(request.nfs(), request.templates(), List.of(),
            AnalysisMode.FIELD_LEVEL));
        assertEquals(List.of(List.of("traffic-monitor", "ids", "firewall"), List.of("ddos-scrubber")),
            stages(plain));
        assertEquals(DropRule.DROP_IF_ANY_DROPS, plain.graph().stages().get(0).merge().dropRule());
        assertEquals(List.of("firewall", "ids", "traffic-monitor"),
            plain.graph().stages().get(0).merge().priorityOrder());

        final var coarse = ANALYZER.analyze(request.withMode(AnalysisMode.COARSE));
        assertEquals(3, coarse.graph().metrics().stageCount());
    }

    @Test
    void monitorNatAndLoadBalancer() throws ChainValidationException {
        final var result = ANALYZER.analyze(ChainRequest.builder().nf("traffic-monitor").nf("nat").nf("load-balancer")
            .build());
        assertEquals(List.of(List.of("traffic-monitor", "nat"), List.of("load-balancer")), stages(result));
        final var first = result.graph().stages().get(0);
        assertEquals(List.of(new Branch("traffic-monitor", PacketCopy.SHARED, Set.of()),
            new Branch("nat", PacketCopy.HEADER_COPY, Set.of(PacketField.IP_SRC, PacketField.IP_DST,
                PacketField.L4_SRC, PacketField.L4_DST))), first.branches());
        assertEquals(Map.of(PacketField.IP_SRC, "nat", PacketField.IP_DST, "nat", PacketField.L4_SRC, "nat",
            PacketField.L4_DST, "nat"), first.merge().fieldOwners());
        assertEquals(PacketCopy.ORIGINAL, result.graph().stages().get(1).branches().get(0).packet());
        assertEquals(new GraphMetrics(3, 2, 1, 1, 0, 1.5, 2), result.graph().metrics());

        final var coarse = ANALYZER.analyze(ChainRequest.builder().nf("nat").nf("load-balancer")
            .mode(AnalysisMode.COARSE).build());
        assertEquals(1, coarse.graph().metrics().stageCount());
    }

    @Test
    void vpnAndMonitor() throws ChainValidationException {
        final var monitorFirst = ANALYZER.analyze(ChainRequest.builder().nf("traffic-monitor").nf("vpn").build());
        assertEquals(List.of(List.of("traffic-monitor", "vpn")), stages(monitorFirst));
        assertEquals(PacketCopy.FULL_COPY, monitorFirst.graph().stages().get(0).branches().get(1).packet());
        final var vpnFirst = ANALYZER.analyze(ChainRequest.builder().nf("vpn").nf("traffic-monitor").build());
        assertEquals(List.of(List.of("vpn"), List.of("traffic-monitor")), stages(vpnFirst));
    }

    @Test
    void priorityDecidesWhichWriterWins() throws ChainValidationException {
        final var catalog = NfCatalog.of(List.of(
            new NfType("marker", "writes the tag", ActionProfile.builder().writes(METADATA).build()),
            new NfType("stamper", "writes the tag", ActionProfile.builder().writes(METADATA).build())));
        final var analyzer = DependencyAnalyzer.of(catalog);
        final var plain = analyzer.analyze(ChainRequest.builder().nf("marker").nf("stamper").build());
        var stage = plain.graph().stages().get(0);
        assertEquals(Map.of(METADATA, "stamper"), stage.merge().fieldOwners());
        assertEquals(List.of(new Branch("marker", PacketCopy.HEADER_COPY, Set.of(METADATA)),
            new Branch("stamper", PacketCopy.ORIGINAL, Set.of(METADATA))), stage.branches());

        final var prioritised = analyzer.analyze(ChainRequest.builder().nf("marker").nf("stamper")
            .template(new Priority("marker", "stamper")).build());
        assertEquals(List.of("stamper", "marker"), prioritised.sequentialOrder());
        stage = prioritised.graph().stages().get(0);
        assertEquals(Map.of(METADATA, "marker"), stage.merge().fieldOwners());
        assertEquals(List.of("marker", "stamper"), stage.merge().priorityOrder());
    }

    @Test
    void nfsMovePastWhatTheyCommuteWith() throws ChainValidationException {
        // probe and dpi both write the metadata tag; gateway and voc touch nothing of theirs
        final var result = ANALYZER.analyze(ChainRequest.builder().nf("probe").nf("dpi").nf("gateway").nf("voc")
            .build());
        assertEquals(List.of(List.of("probe", "gateway", "voc"), List.of("dpi")), stages(result));
        // An Order template keeps the later NF from moving ahead
        final var ordered = ANALYZER.analyze(ChainRequest.builder().nf("probe").nf("dpi").nf("gateway").nf("voc")
            .template(Order.before("dpi", "voc")).build());
        assertEquals(List.of(List.of("probe", "gateway"), List.of("dpi", "voc")), stages(ordered));
        // A Position(last) keeps it in the last stage
        final var last = ANALYZER.analyze(ChainRequest.builder().nf("probe").nf("dpi").nf("gateway")
            .template(Position.last("gateway")).build());
        assertEquals(List.of(List.of("probe"), List.of("dpi", "gateway")), stages(last));
    }

    @Test
    void sendToSkipsToALaterNf() throws ChainValidationException {
        final var result = ANALYZER.analyze(ChainRequest.builder().nf("ddos-scrubber").nf("nat").nf("traffic-monitor")
            .rule(DynamicRule.sendTo("ddos-scrubber", "attack", "traffic-monitor")).build());
        assertEquals(List.of(new HandlerRule("attack", HandlerAction.SEND_TO, "traffic-monitor")),
            result.graph().vertex("ddos-scrubber").orElseThrow().handlerRules());
        assertEquals(List.of(List.of("ddos-scrubber"), List.of("nat"), List.of("traffic-monitor")), stages(result));
    }

    @Test
    void singleNfAndFullyParallelChains() throws ChainValidationException {
        final var single = ANALYZER.analyze(ChainRequest.builder().nf("nat").build());
        assertEquals(new GraphMetrics(1, 1, 0, 0, 0, 1.0, 1), single.graph().metrics());
        assertEquals(List.of(), single.matrix().pairs());
        assertEquals(new Merge(false, List.of("nat"), Map.of(PacketField.IP_SRC, "nat", PacketField.IP_DST, "nat",
            PacketField.L4_SRC, "nat", PacketField.L4_DST, "nat"), DropRule.NONE),
            single.graph().stages().get(0).merge());
        final var readers = ANALYZER.analyze(ChainRequest.builder().nf("ids").nf("voc").nf("netcache")
            .nf("traffic-monitor").nf("gateway").build());
        assertEquals(new GraphMetrics(5, 1, 0, 0, 0, 5.0, 5), readers.graph().metrics());
    }
}
