/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.FlowSpec;
import org.openpath.southbound.render.ChainView.BranchView;
import org.openpath.southbound.render.ChainView.StageView;
import org.openpath.southbound.render.ChainView.SubSfcView;
import org.openpath.southbound.render.ChainView.VertexView;
import org.openpath.statesync.StateRelocation.Relocation;

/**
 * Which NFs a new rendering runs on other nodes: the same NF instance (name, SERVICE-ID and type) on another node's
 * active sub-SFC.
 */
class RelocationsTest {
    private static final List<VertexView> FW_NAT = List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "nat"));

    private static VertexView vertex(final String nf, final long serviceId, final String type) {
        return new VertexView(nf, serviceId, type, true, List.of("egress"), List.of());
    }

    private static SubSfcView sub(final String id, final boolean backup, final String node, final boolean active,
            final String... nfs) {
        return new SubSfcView(id, backup, backup ? "c-w1" : "", node, active, List.of(nfs));
    }

    private static ChainView view(final List<VertexView> vertices, final SubSfcView... subs) {
        return new ChainView("c", 7, FlowSpec.ANY, "a", 1L, "a", 2L, List.of(new StageView(0,
            List.of(new BranchView("fw", null)), List.of(), true)), vertices, List.of(subs), List.of());
    }

    @Test
    void aWorkingSubSfcPlacedOnAnotherNodeRelocatesItsNfs() {
        final var before = view(FW_NAT, sub("c-w1", false, "a", true, "fw", "nat"), sub("c-b1", true, "b", false,
            "fw", "nat"));
        final var after = view(FW_NAT, sub("c-w1", false, "c", true, "fw", "nat"), sub("c-b1", true, "b", false,
            "fw", "nat"));
        assertEquals(List.of(new Relocation("fw", 1, "firewall", "a", "c"), new Relocation("nat", 2, "nat", "a", "c")),
            Relocations.between(before, after));
    }

    @Test
    void aBackupTakingOverRelocatesToTheBackupsNode() {
        final var before = view(FW_NAT, sub("c-w1", false, "a", true, "fw", "nat"), sub("c-b1", true, "b", false,
            "fw", "nat"));
        final var after = view(FW_NAT, sub("c-w1", false, "a", false, "fw", "nat"), sub("c-b1", true, "b", true,
            "fw", "nat"));
        assertEquals(List.of(new Relocation("fw", 1, "firewall", "a", "b"), new Relocation("nat", 2, "nat", "a", "b")),
            Relocations.between(before, after));
    }

    @Test
    void nfsThatStayOrChangeIdentityAreNotRelocations() {
        final var before = view(FW_NAT, sub("c-w1", false, "a", true, "fw"), sub("c-w2", false, "b", true, "nat"));
        // fw stays on a; nat moves to c, but as another instance: another SERVICE-ID
        final var renumbered = view(List.of(vertex("fw", 1, "firewall"), vertex("nat", 3, "nat")),
            sub("c-w1", false, "a", true, "fw"), sub("c-w2", false, "c", true, "nat"));
        assertEquals(List.of(), Relocations.between(before, renumbered));
        // or another type
        final var retyped = view(List.of(vertex("fw", 1, "firewall"), vertex("nat", 2, "load-balancer")),
            sub("c-w1", false, "a", true, "fw"), sub("c-w2", false, "c", true, "nat"));
        assertEquals(List.of(), Relocations.between(before, retyped));
        // an NF the new rendering no longer has, or one with no active sub-SFC, goes nowhere
        final var shorter = view(List.of(vertex("fw", 1, "firewall")), sub("c-w1", false, "c", true, "fw"));
        assertEquals(List.of(new Relocation("fw", 1, "firewall", "a", "c")), Relocations.between(before, shorter));
        final var inactive = view(FW_NAT, sub("c-w1", false, "a", true, "fw"), sub("c-w2", false, "c", false,
            "nat"));
        assertEquals(List.of(), Relocations.between(before, inactive));
    }
}
