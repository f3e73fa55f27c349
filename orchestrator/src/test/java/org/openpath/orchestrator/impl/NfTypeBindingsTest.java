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

import java.math.BigDecimal;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.CoarseProfile.PacketAccess;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.FieldAction;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.FieldActionKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType.Origin;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.analyzer.ActionProfile;
import org.openpath.analyzer.CoarseProfile;
import org.openpath.analyzer.NfType;
import org.openpath.placement.NfDemand;

/**
 * The analyser's NF types and the placement's demands as {@code openpath-nf-catalog} data: every leaf of the YANG
 * {@code nf-type} filled from its record, and what the record does not say left absent for the YANG defaults.
 */
class NfTypeBindingsTest {
    /** Reads ip-src, reads and writes ip-dst, pushes and pops VLAN tags, may drop, keeps state; Table 2: R/W. */
    private static final NfType GUARD = new NfType("guard", "A stateful address-rewriting filter",
        ActionProfile.builder()
            .reads(org.openpath.analyzer.PacketField.IP_SRC)
            .readsWrites(org.openpath.analyzer.PacketField.IP_DST)
            .addsRemoves(org.openpath.analyzer.PacketField.VLAN)
            .mayDrop()
            .stateful()
            .coarse(CoarseProfile.PacketAccess.READ_WRITE, true)
            .build(),
        new LinkedHashSet<>(List.of("blocked", "allowed")));

    @Test
    void anNfTypeBecomesOneNfTypeEntry() {
        final var binding = NfTypeBindings.toBinding(GUARD, Origin.Operator, null);

        assertEquals(new NfTypeName("guard"), binding.getName());
        assertEquals("A stateful address-rewriting filter", binding.getDescription());
        assertEquals(Origin.Operator, binding.getOrigin());
        assertEquals(Set.of(new NfResult("blocked"), new NfResult("allowed")), binding.getResult());
        assertNull(binding.getResourceDemand(), "no demand given: the YANG defaults apply");
    }

    @Test
    void theActionProfileKeepsEveryFlagAndFieldAction() {
        final var profile = NfTypeBindings.toBinding(GUARD, Origin.BuiltIn, null).getActionProfile();

        assertEquals(Boolean.TRUE, profile.getMayDrop());
        assertEquals(Boolean.TRUE, profile.getStateful());
        assertEquals(Boolean.FALSE, profile.getModifiesFlows());
        assertEquals(Boolean.FALSE, profile.getTerminatesFlows());
        assertEquals(Boolean.FALSE, profile.getReconstructsPackets());

        final var fields = profile.nonnullFieldAction();
        assertEquals(Set.of(PacketField.IpSrc, PacketField.IpDst, PacketField.Vlan),
            Set.copyOf(fields.values().stream().map(FieldAction::getField).toList()));
        final var ipSrc = fields.get(new FieldActionKey(PacketField.IpSrc));
        assertEquals(Boolean.TRUE, ipSrc.getRead());
        assertEquals(Boolean.FALSE, ipSrc.getWrite());
        final var ipDst = fields.get(new FieldActionKey(PacketField.IpDst));
        assertEquals(Boolean.TRUE, ipDst.getRead());
        assertEquals(Boolean.TRUE, ipDst.getWrite());
        assertEquals(Boolean.TRUE, fields.get(new FieldActionKey(PacketField.Vlan)).getAddRemoveHeader());

        assertEquals(PacketAccess.ReadWrite, profile.getCoarseProfile().getPacketAccess());
        assertEquals(Boolean.TRUE, profile.getCoarseProfile().getCanModifyFlow());
    }

    @Test
    void whatAnNfTypeDoesNotHaveIsLeftOut() {
        final var plain = NfTypeBindings.toBinding(new NfType("gateway", "Forwards packets", ActionProfile.NOTHING,
            Set.of()), Origin.BuiltIn, null);

        assertNull(plain.getResult(), "no results: no leaf-list entries");
        assertNull(plain.getActionProfile().getFieldAction(), "no field actions: no list entries");
        assertNull(plain.getActionProfile().getCoarseProfile(), "no Table 2 view given: derived, not stored");
        assertEquals(Boolean.FALSE, plain.getActionProfile().getMayDrop());
        assertEquals(Boolean.FALSE, plain.getActionProfile().getStateful());
    }

    @Test
    void aResourceDemandKeepsItsUnits() {
        // 0.5 cores + 1.25 per Gbit/s, 256 MiB + 32 per Gbit/s, 12.5 us per packet, 20 Gbit/s per instance
        final var demand = NfTypeBindings.resourceDemand(new NfDemand(0.5, 1.25, 256, 32, 12.5, 20));

        assertDecimal("0.5", demand.getCpuCoresBase());
        assertDecimal("1.25", demand.getCpuCoresPerGbps());
        assertEquals(Uint32.valueOf(256), demand.getMemoryBase());
        assertEquals(Uint32.valueOf(32), demand.getMemoryPerGbps());
        assertDecimal("12.5", demand.getProcessingLatency());
        assertDecimal("20", demand.getMaxThroughput().getValue());

        final var binding = NfTypeBindings.toBinding(GUARD, Origin.Operator, demand);
        assertEquals(demand, binding.getResourceDemand());
    }

    @Test
    void aDemandIsRoundedToTheYangsThreeFractionDigits() {
        final var demand = NfTypeBindings.resourceDemand(new NfDemand(0.0004, 0.0006, 0, 0, 0.1234, 0.0016));

        assertDecimal("0", demand.getCpuCoresBase());
        assertDecimal("0.001", demand.getCpuCoresPerGbps());
        assertDecimal("0.123", demand.getProcessingLatency());
        assertDecimal("0.002", demand.getMaxThroughput().getValue());
        // the datastore compares decimals with their scale: always the YANG's three digits
        assertEquals(3, demand.getProcessingLatency().scale());
    }

    private static void assertDecimal(final String expected, final Decimal64 actual) {
        assertEquals(0, new BigDecimal(expected).compareTo(actual.decimalValue()),
            () -> "expected " + expected + ", got " + actual);
    }
}
