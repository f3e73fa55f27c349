/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.CoarseProfile.PacketAccess;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.FieldAction;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField;

/**
 * Pins the built-in catalog to its sources: the paper's Table 2 and NFP's per-field profiles.
 */
class BuiltInNfCatalogTest {
    private static final Map<String, NfType> BY_NAME = BuiltInNfCatalog.nfTypes().stream()
        .collect(Collectors.toMap(nf -> nf.getName().getValue(), Function.identity()));

    @Test
    void namesAreUniqueAndEveryTypeIsComplete() {
        assertEquals(BuiltInNfCatalog.nfTypes().size(), BY_NAME.size(), "duplicate NF type names");
        for (var nf : BY_NAME.values()) {
            assertAll(nf.getName().getValue(),
                () -> assertEquals(NfType.Origin.BuiltIn, nf.getOrigin()),
                () -> assertNotNull(nf.getDescription()),
                () -> assertNotNull(nf.getActionProfile()),
                () -> assertNotNull(nf.getResourceDemand()),
                () -> assertTrue(nf.getResourceDemand().getMaxThroughput().getValue().decimalValue().signum() > 0));
        }
    }

    /**
     * Table 2 of the OpenPATH paper: Packet access and "Flow: can modify", verbatim.
     */
    @ParameterizedTest
    @CsvSource({
        "firewall, read, true",
        "gateway, none, false",
        "ids, read, false",
        "voc, read, false",
        "netcache, read, false",
        "vpn, read-write, true",
        "nat, read-write, false",
        "wan-optimizer, read-write, false",
        "shaper, read-write, false",
        "traffic-monitor, read, false",
    })
    void table2CoarseProfilesAreThePapers(final String name, final String packetAccess, final boolean canModifyFlow) {
        final var coarse = BY_NAME.get(name).getActionProfile().getCoarseProfile();
        assertNotNull(coarse, name + " has no coarse profile");
        assertEquals(PacketAccess.forName(packetAccess), coarse.getPacketAccess(), name);
        assertEquals(canModifyFlow, coarse.getCanModifyFlow(), name);
    }

    @Test
    void nfpFieldProfiles() {
        assertAll(
            () -> assertEquals(Set.of(PacketField.IpSrc, PacketField.IpDst, PacketField.L4Src, PacketField.L4Dst),
                written("nat")),
            () -> assertEquals(Set.of(PacketField.IpSrc, PacketField.IpDst), written("load-balancer")),
            () -> assertEquals(Set.of(PacketField.IpSrc, PacketField.IpDst), written("proxy")),
            () -> assertEquals(Set.of(PacketField.Payload), written("compression")),
            () -> assertEquals(Set.of(), written("firewall")),
            () -> assertEquals(Set.of(), written("traffic-monitor")),
            () -> assertTrue(BY_NAME.get("shaper").getActionProfile().nonnullFieldAction().isEmpty()),
            () -> assertTrue(BY_NAME.get("firewall").getActionProfile().getMayDrop()),
            () -> assertTrue(BY_NAME.get("cache").getActionProfile().getTerminatesFlows()),
            () -> assertTrue(BY_NAME.get("compression").getActionProfile().getReconstructsPackets()),
            () -> assertTrue(BY_NAME.get("vpn").getActionProfile().nonnullFieldAction().values().stream()
                .anyMatch(FieldAction::getAddRemoveHeader)),
            () -> assertTrue(BY_NAME.get("ids").getResult().contains(new NfResult("suspicious"))));
    }

    @Test
    void securityNfsOfTheDynamicGraphScenariosArePresent() {
        for (var name : new String[] { "sandbox", "ddos-scrubber", "dpi", "honeypot" }) {
            assertNotNull(BY_NAME.get(name), name);
        }
        assertNull(BY_NAME.get("sandbox").getActionProfile().getCoarseProfile(),
            "only the paper's Table 2 NFs carry a coarse profile; the analyser derives the others");
    }

    private static Set<PacketField> written(final String name) {
        return BY_NAME.get(name).getActionProfile().nonnullFieldAction().values().stream()
            .filter(FieldAction::getWrite)
            .map(FieldAction::getField)
            .collect(Collectors.toSet());
    }
}
