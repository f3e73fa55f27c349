/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.Position;
import org.openpath.placement.Affinity;

/**
 * A chain request as the operator wrote it: not checked yet (names, types and actions may be missing), in the
 * request's order, and kept unchanged so that a catalog change can check it again.
 */
class RequestedChainTest {
    private static final RequestedChain.Nf FW = new RequestedChain.Nf("fw", "firewall");
    private static final RequestedChain.Nf MON = new RequestedChain.Nf("mon", "traffic-monitor");

    @Test
    void theListsKeepTheRequestsOrderAndCannotChangeAfterwards() {
        final var nfs = new ArrayList<>(List.of(MON, FW));
        final var orders = new ArrayList<>(List.of(new RequestedChain.OrderTemplate("fw", "mon",
            Order.Relation.BEFORE)));
        final var priorities = new ArrayList<>(List.of(new RequestedChain.PriorityTemplate("fw", "mon")));
        final var positions = new ArrayList<>(List.of(new RequestedChain.PositionTemplate("mon", Position.Place.LAST)));
        final var rules = new ArrayList<>(List.of(new RequestedChain.Rule("fw", "blocked",
            new RequestedChain.Discard())));
        final var chain = new RequestedChain(nfs, orders, priorities, positions, rules, null, 1,
            Double.POSITIVE_INFINITY, Affinity.HIGH, false, AnalysisMode.FIELD_LEVEL);

        nfs.add(new RequestedChain.Nf("nat", "nat"));
        orders.clear();
        priorities.clear();
        positions.clear();
        rules.clear();

        assertEquals(List.of(MON, FW), chain.nfs());
        assertEquals(List.of(new RequestedChain.OrderTemplate("fw", "mon", Order.Relation.BEFORE)), chain.orders());
        assertEquals(List.of(new RequestedChain.PriorityTemplate("fw", "mon")), chain.priorities());
        assertEquals(List.of(new RequestedChain.PositionTemplate("mon", Position.Place.LAST)), chain.positions());
        assertEquals(1, chain.dynamicRules().size());
        assertThrows(UnsupportedOperationException.class, () -> chain.nfs().add(FW));
        assertThrows(UnsupportedOperationException.class, () -> chain.dynamicRules().clear());
    }

    @Test
    void missingNamesTypesAndActionsAreKeptForTheCheckerToName() {
        final var chain = new RequestedChain(List.of(new RequestedChain.Nf(null, null)),
            List.of(new RequestedChain.OrderTemplate(null, null, null)),
            List.of(new RequestedChain.PriorityTemplate(null, null)),
            List.of(new RequestedChain.PositionTemplate(null, null)),
            List.of(new RequestedChain.Rule(null, null, null)),
            new RequestedChain.Classifier(new RequestedChain.PortRange(null, null), null, null, null, null), 1,
            Double.POSITIVE_INFINITY, Affinity.LOW, true, AnalysisMode.COARSE);

        assertNull(chain.nfs().getFirst().name());
        assertNull(chain.nfs().getFirst().type());
        assertNull(chain.orders().getFirst().relation());
        assertNull(chain.positions().getFirst().place());
        assertNull(chain.dynamicRules().getFirst().action());
        assertNull(chain.classifier().sourcePorts().lower());
    }

    @Test
    void affinityAndModeAlwaysHaveAValue() {
        // the YANG defaults (affinity high, field-level analysis) are applied before a request is built
        assertThrows(NullPointerException.class, () -> new RequestedChain(List.of(FW), List.of(), List.of(),
            List.of(), List.of(), null, 1, Double.POSITIVE_INFINITY, null, false, AnalysisMode.FIELD_LEVEL));
        assertThrows(NullPointerException.class, () -> new RequestedChain(List.of(FW), List.of(), List.of(),
            List.of(), List.of(), null, 1, Double.POSITIVE_INFINITY, Affinity.HIGH, false, null));
        assertThrows(NullPointerException.class, () -> new RequestedChain(null, List.of(), List.of(),
            List.of(), List.of(), null, 1, Double.POSITIVE_INFINITY, Affinity.HIGH, false, AnalysisMode.FIELD_LEVEL));
    }

    @Test
    void aRequestReadTwiceIsTheSameRequest() {
        assertEquals(readOnce(), readOnce());
        assertEquals(readOnce().hashCode(), readOnce().hashCode());
        assertEquals(new RequestedChain.Discard(), new RequestedChain.Discard());
        assertEquals(new RequestedChain.UseDefault(), new RequestedChain.UseDefault());
    }

    private static RequestedChain readOnce() {
        final var priority = new RequestedChain.PriorityTemplate("fw", "mon");
        final var rule = new RequestedChain.Rule("fw", "blocked", new RequestedChain.SendTo("mon"));
        return new RequestedChain(List.of(FW, MON), List.of(), List.of(priority), List.of(), List.of(rule), null, 2.5,
            100, Affinity.HIGH, true, AnalysisMode.FIELD_LEVEL);
    }

    @Test
    void aProtocolAndAPrefixKeepWhatWasWritten() {
        final var tcp = new RequestedChain.Protocol(6, "tcp");
        assertEquals(6, tcp.number());
        assertEquals("tcp", tcp.name());
        assertThrows(NullPointerException.class, () -> new RequestedChain.Protocol(6, null));
        final var prefix = new RequestedChain.Prefix("2001:db8::/32", false);
        assertEquals("2001:db8::/32", prefix.text());
        assertThrows(NullPointerException.class, () -> new RequestedChain.Prefix(null, true));
    }
}
