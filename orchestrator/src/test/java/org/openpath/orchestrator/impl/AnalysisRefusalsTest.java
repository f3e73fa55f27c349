/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.Refusal;
import org.openpath.placement.Affinity;

/**
 * An analyser refusal names the template behind it, the template list when templates of one kind contradict each
 * other, and the chain when templates of different kinds do.
 */
class AnalysisRefusalsTest {
    private static final List<RequestedChain.Nf> NFS = List.of(new RequestedChain.Nf("fw1", "firewall"),
        new RequestedChain.Nf("mon", "traffic-monitor"));

    @Test
    void aChainIsAPathThroughTheYangData() {
        assertEquals("service-chain[web]", AnalysisRefusals.chainPath("web"));
    }

    @Test
    void aCycleOfOrdersNamesTheOrderList() {
        final var ex = refused(List.of(new RequestedChain.OrderTemplate("fw1", "mon", Order.Relation.BEFORE),
            new RequestedChain.OrderTemplate("mon", "fw1", Order.Relation.BEFORE)), List.of());
        assertInstanceOf(Refusal.CyclicPolicy.class, refusal(ex));
        assertEquals("service-chain[web]/order", ex.element());
    }

    @Test
    void aCycleThroughTemplatesOfTwoKindsNamesTheChain() {
        final var ex = refused(List.of(new RequestedChain.OrderTemplate("fw1", "mon", Order.Relation.BEFORE)),
            List.of(new RequestedChain.PriorityTemplate("fw1", "mon")));
        assertInstanceOf(Refusal.CyclicPolicy.class, refusal(ex));
        assertEquals("service-chain[web]", ex.element());
    }

    @Test
    void aPriorityBetweenSequentialNfsNamesThePriority() {
        final var ex = refused(List.of(), List.of(new RequestedChain.PriorityTemplate("mon", "fw1")));
        assertInstanceOf(Refusal.PriorityConflict.class, refusal(ex));
        assertEquals("service-chain[web]/priority[mon,fw1]", ex.element());
    }

    private static InvalidRequestException refused(final List<RequestedChain.OrderTemplate> orders,
            final List<RequestedChain.PriorityTemplate> priorities) {
        final var request = new RequestedChain(NFS, orders, priorities, List.of(), List.of(), null, 1,
            Double.POSITIVE_INFINITY, Affinity.HIGH, false, AnalysisMode.FIELD_LEVEL);
        return assertThrows(InvalidRequestException.class,
            () -> ChainRequestChecker.check("web", request, DependencyAnalyzer.of(BuiltInCatalog.catalog())));
    }

    /** The analyser's refusal behind a request refused by the analysis. */
    private static Refusal refusal(final InvalidRequestException ex) {
        return assertInstanceOf(ChainValidationException.class, ex.getCause()).refusal();
    }
}
