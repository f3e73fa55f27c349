/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.NfInstance;
import org.openpath.analyzer.Order;
import org.openpath.placement.Affinity;

/**
 * A {@link RequestedChain} checked against the catalog, records in and records (or the first refusal) out, with no
 * binding in sight.
 */
class ChainRequestCheckerTest {
    private static final NfCatalog CATALOG = BuiltInCatalog.catalog();

    @Test
    void aValidRequestBecomesASpecAndIsAnalysed() throws Exception {
        final var request = request(List.of(new RequestedChain.Nf("fw", "firewall"), new RequestedChain.Nf("mon",
            "traffic-monitor")), List.of(new RequestedChain.OrderTemplate("fw", "mon", Order.Relation.BEFORE)),
            List.of(), null);

        final var checked = ChainRequestChecker.check("web", request, DependencyAnalyzer.of(CATALOG));

        final var spec = checked.spec();
        assertEquals("web", spec.name());
        assertEquals(List.of(new NfInstance("fw", "firewall"), new NfInstance("mon", "traffic-monitor")),
            spec.request().nfs());
        assertEquals(List.of(Order.before("fw", "mon")), spec.request().templates());
        assertEquals(2.5, spec.rateGbps());
        assertEquals(Affinity.LOW, spec.affinity());
        assertEquals(List.of(List.of("fw"), List.of("mon")),
            checked.analysis().graph().stages().stream().map(stage -> stage.nfs()).toList());
    }

    @Test
    void theFirstFailingCheckIsReported() {
        // an unknown NF type and an Order naming an NF the chain lacks: the NFs are checked first
        final var request = request(List.of(new RequestedChain.Nf("x", "no-such-type")),
            List.of(new RequestedChain.OrderTemplate("x", "y", Order.Relation.AFTER)), List.of(), null);
        final var ex = assertThrows(InvalidRequestException.class,
            () -> ChainRequestChecker.toSpec("web", request, CATALOG));
        assertEquals("service-chain[web]/nf[x]/type", ex.element());
        assertEquals("NF 'x' of chain 'web' has type 'no-such-type', which is not in the NF catalog",
            ex.getMessage());
    }

    @Test
    void theSameRequestPassesOnceTheCatalogHasItsType() throws Exception {
        final var request = request(List.of(new RequestedChain.Nf("x", "firewall")), List.of(), List.of(), null);
        final var withoutFirewall = NfCatalog.of(CATALOG.types().stream()
            .filter(type -> !type.name().equals("firewall")).toList());
        assertThrows(InvalidRequestException.class, () -> ChainRequestChecker.toSpec("web", request,
            withoutFirewall));
        assertEquals("web", ChainRequestChecker.toSpec("web", request, CATALOG).name());
    }

    @Test
    void aChainHasAtMostSixtyFourNfs() throws Exception {
        final var nfs = new java.util.ArrayList<RequestedChain.Nf>();
        for (int i = 0; i < 64; i++) {
            nfs.add(new RequestedChain.Nf("m" + i, "traffic-monitor"));
        }
        // 64 pass the count (the YANG contract's limit) and become a spec of 64 NFs
        assertEquals(64, ChainRequestChecker.toSpec("web", request(nfs, List.of(), List.of(), null), CATALOG)
            .request().nfs().size());
        nfs.add(new RequestedChain.Nf("m64", "traffic-monitor"));
        assertRefused(request(nfs, List.of(), List.of(), null), "service-chain[web]/nf",
            "Chain 'web' has 65 NFs; a chain has at most 64");
    }

    @Test
    void missingPartsAreNamed() {
        assertRefused(request(List.of(), List.of(), List.of(), null), "service-chain[web]/nf",
            "Chain 'web' has no NFs; a chain needs at least one");
        assertRefused(request(List.of(new RequestedChain.Nf(null, "firewall")), List.of(), List.of(), null),
            "service-chain[web]/nf", "An NF of chain 'web' has no name");
        assertRefused(request(List.of(new RequestedChain.Nf("fw", "firewall"), new RequestedChain.Nf("mon",
            "traffic-monitor")), List.of(new RequestedChain.OrderTemplate("fw", "mon", null)), List.of(), null),
            "service-chain[web]/order[fw,mon]/relation",
            "Order template (fw, mon) of chain 'web' has no relation (before or after)");
        assertRefused(request(List.of(new RequestedChain.Nf("ids", "ids")), List.of(),
            List.of(new RequestedChain.Rule("ids", "suspicious", null)), null),
            "service-chain[web]/dynamic-rule[ids,suspicious]", "Dynamic rule (ids, suspicious) of chain 'web' has no "
                + "action (discard, send-to-nf, insert-nf-type or use-default)");
    }

    @Test
    void aClassifierThatMatchesNoPacketIsRefused() {
        final var nfs = List.of(new RequestedChain.Nf("fw", "firewall"));
        assertRefused(request(nfs, List.of(), List.of(), new RequestedChain.Classifier(
            new RequestedChain.PortRange(80, null), null, new RequestedChain.Protocol(1, "icmp"), null, null)),
            "service-chain[web]/classifier/protocol", "The classifier of chain 'web' matches source ports 80..80 "
                + "with protocol 'icmp' (1); port ranges need tcp (6), udp (17) or sctp (132)");
        assertRefused(request(nfs, List.of(), List.of(), new RequestedChain.Classifier(
            null, new RequestedChain.PortRange(null, 443), null, null, null)),
            "service-chain[web]/classifier/destination-ports/lower",
            "The classifier of chain 'web' gives upper destination port 443 but no lower one");
        assertRefused(request(nfs, List.of(), List.of(), new RequestedChain.Classifier(
            new RequestedChain.PortRange(null, null), null, null, null, null)),
            "service-chain[web]/classifier/source-ports/lower",
            "The classifier of chain 'web' gives source-ports without its lower port");
        assertRefused(request(nfs, List.of(), List.of(), new RequestedChain.Classifier(null, null, null,
            new RequestedChain.Prefix("10.0.0.0/8", true), new RequestedChain.Prefix("2001:db8::/32", false))),
            "service-chain[web]/classifier/destination-prefix", "The classifier of chain 'web' matches source prefix "
                + "10.0.0.0/8 (IPv4) and destination prefix 2001:db8::/32 (IPv6): no packet has both");
    }

    private static void assertRefused(final RequestedChain request, final String element, final String message) {
        final var ex = assertThrows(InvalidRequestException.class,
            () -> ChainRequestChecker.toSpec("web", request, CATALOG));
        assertEquals(element, ex.element());
        assertEquals(message, ex.getMessage());
    }

    private static RequestedChain request(final List<RequestedChain.Nf> nfs,
            final List<RequestedChain.OrderTemplate> orders, final List<RequestedChain.Rule> rules,
            final RequestedChain.@Nullable Classifier classifier) {
        return new RequestedChain(nfs, orders, List.of(), List.of(), rules, classifier, 2.5, Double.POSITIVE_INFINITY,
            Affinity.LOW, false, AnalysisMode.FIELD_LEVEL);
    }
}
