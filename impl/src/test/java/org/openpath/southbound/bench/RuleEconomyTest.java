/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.placement.Affinity;
import org.openpath.placement.Capacities;
import org.openpath.placement.Topology;

/**
 * The rule-economy benchmark's counting, and a smoke pass so that it cannot rot (no timing is checked).
 */
class RuleEconomyTest {
    @Test
    void ruleAsHopCountsEverySwitchEntryAndEveryNfHandBack() {
        final var topology = Topology.fatTree(4, Capacities.DEFAULT);
        final var nodeOf = Map.of("a", "host-0-0-0", "b", "host-0-0-0", "c", "host-0-0-0", "d", "host-0-0-0");
        final var rules = RuleEconomy.perHop(PlacedChains.fabric(topology), "edge-0-0", List.of("a", "b", "c", "d"),
            nodeOf, "edge-1-0");
        // ingress classifier + way back up from the host
        assertEquals(2, rules.get("edge-0-0"));
        // arrival, then one hand-back per NF
        assertEquals(5, rules.get("host-0-0-0"));
        // up through an aggregation, a core and down through an aggregation to the egress
        assertEquals(1, rules.get("edge-1-0"));
        assertEquals(6, rules.size(), rules::toString);
        assertEquals(11, rules.values().stream().mapToInt(Integer::intValue).sum());
    }

    @Test
    void fatTreePortsAreNumberedPerNodeInLinkOrder() {
        final var topology = Topology.fatTree(4, Capacities.DEFAULT);
        final var ports = PlacedChains.ports(topology);
        // agg-0-0 links to core-0 and core-1 first, then the pod's edges link to it
        assertEquals(Map.of("core-0", 1L, "core-1", 2L, "edge-0-0", 3L, "edge-0-1", 4L), ports.get("agg-0-0"));
        assertEquals(Map.of("agg-0-0", 1L, "agg-0-1", 2L, "host-0-0-0", 3L, "host-0-0-1", 4L),
            ports.get("edge-0-0"));
        assertEquals("edge-0-0", PlacedChains.switchOf(topology, "host-0-0-1"));
        final var fabric = PlacedChains.fabric(topology);
        assertTrue(fabric.isOpenPath("host-3-1-1"));
        assertTrue(!fabric.isOpenPath("edge-3-1") && !fabric.isOpenPath("core-3"));
    }

    @Test
    void smokePassRendersEveryChainAndPrintsTheTable() throws ChainValidationException {
        final var run = RuleEconomy.run(20, Affinity.HIGH, true, false);
        assertEquals(20, run.costs().size());
        final var row = run.row(20);
        assertEquals(20, row.chains());
        assertTrue(row.groups() > 0, "backups are protected by fast-failover groups");
        assertTrue(row.perHop() >= 20 * (1 + 1 + RuleEconomy.NFS.size() + 1), row::toString);
        assertEquals(row.perHop(), row.perHopOnSwitches() + row.perHopOnHosts());
        assertEquals(row.openPath(), row.openPathOnSwitches() + row.openPathOnHosts());

        final var text = new StringWriter();
        RuleEconomy.print(new PrintWriter(text), "smoke", run, Set.of(4, 20));
        assertTrue(text.toString().contains("| 4 |") && text.toString().contains("| 20"), text::toString);
        assertTrue(text.toString().contains("Rendering time per chain: median"), text::toString);
    }

    @Test
    void nfHostsHoldingTheGraphsNeedOneFlowPerChainWhereItEntersThem() throws ChainValidationException {
        final var flows = RuleEconomy.run(20, Affinity.HIGH, false, false).row(20);
        final var graphs = RuleEconomy.run(20, Affinity.HIGH, false, true).row(20);
        // the four NFs make two parallel stages [monitor || firewall], [ids || nat]: with flows, the branches and
        // merges each need one on the NF host; with graphs, the host's only flow is the chain's arrival
        assertEquals(0, flows.graphVertices());
        assertTrue(graphs.graphVertices() > 0);
        assertEquals(flows.openPathOnSwitches(), graphs.openPathOnSwitches(), "the fabric switches' rules stay");
        assertEquals(20, graphs.openPathOnHosts() - graphs.handlerRules(), graphs::toString);
        assertTrue(graphs.openPath() < flows.openPath(), () -> graphs + " against " + flows);
    }

    @ParameterizedTest
    @ValueSource(ints = {16, 64})
    void backupsCostNoMoreRulesThanRulePerHopWithoutProtection(final int chains) throws ChainValidationException {
        // issue 21 point 2: the detours to the backups ride in the backup hosts' shared routes, so protection costs
        // the fast-failover groups and the protected segments' transit flows, not a flow per chain on every detour
        final var row = RuleEconomy.run(chains, Affinity.HIGH, true, true).row(chains);
        assertTrue(row.groups() > 0, row::toString);
        assertTrue(row.openPath() <= row.perHop(), row::toString);
    }
}
