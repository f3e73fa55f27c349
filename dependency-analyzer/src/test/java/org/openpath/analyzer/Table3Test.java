/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Coarse mode reproduces the OpenPATH paper's Table 3 on the Table 2 profiles, cell by cell.
 */
class Table3Test {
    private static final DependencyAnalyzer ANALYZER = DependencyAnalyzer.builtIn();

    @Test
    void everyCellOfTable3() {
        final var classes = List.of(CoarseClass.READ, CoarseClass.WRITE, CoarseClass.MODIFY_FLOW);
        // Row = first NF's class, column = second NF's class (the paper's Table 3)
        final String[] table = {
            "Y Y Y",
            "N Y Y",
            "N N N",
        };
        for (int row = 0; row < 3; row++) {
            final String[] cells = table[row].split(" ");
            for (int column = 0; column < 3; column++) {
                assertEquals(cells[column].equals("Y"),
                    CoarseClass.canRunInParallel(classes.get(row), classes.get(column)),
                    classes.get(row) + " before " + classes.get(column));
            }
        }
        for (var other : CoarseClass.values()) {
            assertTrue(CoarseClass.canRunInParallel(CoarseClass.NONE, other));
            assertTrue(CoarseClass.canRunInParallel(other, CoarseClass.NONE));
        }
    }

    @Test
    void table2ClassesAreCarriedVerbatim() {
        final var expected = List.of(CoarseClass.MODIFY_FLOW, CoarseClass.NONE, CoarseClass.READ, CoarseClass.READ,
            CoarseClass.READ, CoarseClass.MODIFY_FLOW, CoarseClass.WRITE, CoarseClass.WRITE, CoarseClass.WRITE,
            CoarseClass.READ);
        for (int i = 0; i < BuiltInCatalog.TABLE_2.size(); i++) {
            final var type = BuiltInCatalog.catalog().get(BuiltInCatalog.TABLE_2.get(i));
            assertTrue(type.profile().coarseProfile() != null, type::name);
            assertEquals(expected.get(i), type.profile().coarseClass(), type::name);
        }
    }

    @Test
    void coarseVerdictsOfEveryPairOfTable2Nfs() {
        // firewall gateway ids voc netcache vpn nat wan-optimizer shaper traffic-monitor
        final String[] expected = {
            "N Y N N N N N N N N", // firewall: Modify flow
            "Y Y Y Y Y Y Y Y Y Y", // gateway: '-' runs beside anything
            "Y Y Y Y Y Y Y Y Y Y", // ids: Read
            "Y Y Y Y Y Y Y Y Y Y", // voc: Read
            "Y Y Y Y Y Y Y Y Y Y", // netcache: Read
            "N Y N N N N N N N N", // vpn: Modify flow
            "Y Y N N N Y Y Y Y N", // nat: Write
            "Y Y N N N Y Y Y Y N", // wan-optimizer: Write
            "Y Y N N N Y Y Y Y N", // shaper: Write
            "Y Y Y Y Y Y Y Y Y Y", // traffic-monitor: Read
        };
        final var names = BuiltInCatalog.TABLE_2;
        for (int row = 0; row < names.size(); row++) {
            final String[] cells = expected[row].split(" ");
            for (int column = 0; column < names.size(); column++) {
                final var first = BuiltInCatalog.catalog().get(names.get(row));
                final var second = BuiltInCatalog.catalog().get(names.get(column));
                final var verdict = ANALYZER.compare(first, second, AnalysisMode.COARSE);
                assertEquals(cells[column].equals("Y"), verdict.verdict().isParallel(), verdict::toString);
                assertTrue(verdict.reason() instanceof Reason.CoarseCell, verdict::toString);
                if (verdict.verdict().isParallel()) {
                    final boolean writes = first.profile().effectiveCoarseProfile().packetAccess()
                        == CoarseProfile.PacketAccess.READ_WRITE || second.profile().effectiveCoarseProfile()
                        .packetAccess() == CoarseProfile.PacketAccess.READ_WRITE;
                    assertEquals(writes ? Verdict.PARALLEL_WITH_COPY : Verdict.PARALLEL, verdict.verdict());
                }
            }
        }
    }

    @Test
    void coarseReasonNamesTheCell() {
        final var verdict = ANALYZER.compare(BuiltInCatalog.catalog().get("nat"),
            BuiltInCatalog.catalog().get("ids"), AnalysisMode.COARSE);
        assertEquals(Verdict.SEQUENTIAL, verdict.verdict());
        assertEquals("Table 3: nat (Write) before ids (Read): N", verdict.explanation());
    }

    @Test
    void derivedCoarseClassesOfTheOtherNfs() {
        final var catalog = BuiltInCatalog.catalog();
        assertEquals(CoarseClass.WRITE, catalog.get("load-balancer").profile().coarseClass());
        assertEquals(CoarseClass.MODIFY_FLOW, catalog.get("cache").profile().coarseClass());
        assertEquals(CoarseClass.MODIFY_FLOW, catalog.get("proxy").profile().coarseClass());
        assertEquals(CoarseClass.WRITE, catalog.get("compression").profile().coarseClass());
        assertEquals(CoarseClass.WRITE, catalog.get("probe").profile().coarseClass());
        assertEquals(CoarseClass.MODIFY_FLOW, catalog.get("sandbox").profile().coarseClass());
        assertEquals(CoarseClass.MODIFY_FLOW, catalog.get("ddos-scrubber").profile().coarseClass());
        assertEquals(CoarseClass.WRITE, catalog.get("dpi").profile().coarseClass());
        assertEquals(CoarseClass.MODIFY_FLOW, catalog.get("honeypot").profile().coarseClass());
        assertEquals(CoarseClass.NONE, ActionProfile.NOTHING.coarseClass());
        assertEquals(CoarseClass.READ, ActionProfile.builder().reads(PacketField.VLAN).build().coarseClass());
    }
}
