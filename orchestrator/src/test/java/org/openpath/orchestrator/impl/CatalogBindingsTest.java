/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalogBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.CoarseProfile;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.CoarseProfileBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.FieldActionBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfTypeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.nf.type.ActionProfileBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.resource.demand.ResourceDemandBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.Gbps;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.analyzer.ActionProfile;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.CoarseClass;
import org.openpath.analyzer.PacketField;
import org.openpath.placement.DemandTable;
import org.openpath.placement.NfDemand;

/**
 * The {@code nf-catalog} binding converts back to exactly the analyser's NF types and the placement's demands it was
 * seeded from; operator entries get the YANG defaults; unusable entries are rejected naming the NF type.
 */
class CatalogBindingsTest {
    @Test
    void theSeededCatalogConvertsBackToTheBuiltInTypes() throws Exception {
        final var catalog = CatalogBindings.toCatalog(BuiltInNfCatalog.catalog());

        assertEquals(BuiltInCatalog.catalog(), catalog);
        assertEquals(BuiltInCatalog.nfTypes().size(), catalog.types().size());
        for (var expected : BuiltInCatalog.nfTypes()) {
            assertEquals(expected, catalog.get(expected.name()), expected.name());
        }
    }

    @Test
    void theSeededCatalogConvertsBackToTheBuiltInDemands() {
        final var demands = CatalogBindings.toDemands(BuiltInNfCatalog.catalog());

        assertEquals(DemandTable.builtIn(), demands);
        assertEquals(new NfDemand(0.1, 0.1, 64, 32, 2, 40), demands.demand("probe"));
    }

    @Test
    void anAbsentOrEmptyCatalogIsEmpty() throws Exception {
        assertEquals(List.of(), CatalogBindings.toCatalog(null).types());
        assertEquals(List.of(), CatalogBindings.toCatalog(new NfCatalogBuilder().build()).types());
        assertEquals(Map.of(), CatalogBindings.toDemands(null).demands());
        assertEquals(Map.of(), CatalogBindings.toDemands(new NfCatalogBuilder().build()).demands());
    }

    @Test
    void anOperatorTypeWithOnlyANameGetsTheDefaults() throws Exception {
        final var catalog = catalog(new NfTypeBuilder().setName(new NfTypeName("my-dpi")).build());

        final var type = CatalogBindings.toCatalog(catalog).get("my-dpi");
        assertNotNull(type);
        assertEquals(new org.openpath.analyzer.NfType("my-dpi", "", ActionProfile.NOTHING, Set.of()), type);
        assertEquals(new NfDemand(0.25, 0.5, 128, 64, 10, 10), CatalogBindings.toDemands(catalog).demand("my-dpi"));
    }

    @Test
    void absentDemandLeavesTakeTheirDefaultsOneByOne() {
        final var catalog = catalog(new NfTypeBuilder().setName(new NfTypeName("my-dpi"))
            .setResourceDemand(new ResourceDemandBuilder()
                .setCpuCoresBase(Decimal64.of(3, 1500))
                .setMemoryPerGbps(Uint32.valueOf(512))
                .setMaxThroughput(new Gbps(Decimal64.of(3, 2500)))
                .build())
            .build());

        assertEquals(new NfDemand(1.5, 0.5, 128, 512, 10, 2.5), CatalogBindings.toDemands(catalog).demand("my-dpi"));
    }

    @Test
    void fieldActionsFlagsCoarseProfileAndResults() throws Exception {
        final var catalog = catalog(new NfTypeBuilder()
            .setName(new NfTypeName("tagger"))
            .setDescription("Tags and encapsulates")
            .setResult(Set.of(new NfResult("tagged"), new NfResult("untagged")))
            .setActionProfile(new ActionProfileBuilder()
                .setFieldAction(BindingMap.of(
                    new FieldActionBuilder()
                        .setField(org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField.Vlan)
                        .setAddRemoveHeader(true).build(),
                    new FieldActionBuilder()
                        .setField(org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField.IpDst)
                        .setRead(true).build(),
                    new FieldActionBuilder()
                        .setField(org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField
                            .Metadata)
                        .setWrite(true).setRead(false).build()))
                .setMayDrop(true)
                .setTerminatesFlows(false)
                .setStateful(true)
                .setCoarseProfile(new CoarseProfileBuilder()
                    .setPacketAccess(CoarseProfile.PacketAccess.ReadWrite)
                    .setCanModifyFlow(false)
                    .build())
                .build())
            .build());

        final var type = CatalogBindings.toCatalog(catalog).get("tagger");

        assertNotNull(type);
        assertEquals(new org.openpath.analyzer.NfType("tagger", "Tags and encapsulates", ActionProfile.builder()
            .addsRemoves(PacketField.VLAN).reads(PacketField.IP_DST).writes(PacketField.METADATA).mayDrop().stateful()
            .coarse(org.openpath.analyzer.CoarseProfile.PacketAccess.READ_WRITE, false).build(),
            Set.of("tagged", "untagged")), type);
        assertEquals(CoarseClass.WRITE, type.profile().coarseClass());
    }

    @Test
    void aCoarseProfileWithoutPacketAccessIsRejected() {
        final var catalog = catalog(new NfTypeBuilder().setName(new NfTypeName("odd"))
            .setActionProfile(new ActionProfileBuilder()
                .setCoarseProfile(new CoarseProfileBuilder().setCanModifyFlow(true).build())
                .build())
            .build());

        final var ex = assertThrows(InvalidRequestException.class, () -> CatalogBindings.toCatalog(catalog));
        assertEquals("nf-catalog/nf-type[odd]/action-profile/coarse-profile", ex.element());
        ChainRequestBindingsTest.assertMessage(ex, "'odd'", "can-modify-flow true", "no packet-access");
    }

    @Test
    void aZeroMaxThroughputIsRejectedAndLeftOutOfTheDemands() {
        final var catalog = catalog(
            new NfTypeBuilder().setName(new NfTypeName("slow"))
                .setResourceDemand(new ResourceDemandBuilder().setMaxThroughput(new Gbps(Decimal64.of(3, 0))).build())
                .build(),
            new NfTypeBuilder().setName(new NfTypeName("fine")).build());

        final var ex = assertThrows(InvalidRequestException.class, () -> CatalogBindings.toCatalog(catalog));
        assertEquals("nf-catalog/nf-type[slow]/resource-demand/max-throughput", ex.element());
        ChainRequestBindingsTest.assertMessage(ex, "'slow'", "max-throughput 0.0");

        final var demands = CatalogBindings.toDemands(catalog);
        assertEquals(Set.of("fine"), demands.demands().keySet());
    }

    private static NfCatalog catalog(final NfType... types) {
        return new NfCatalogBuilder().setNfType(BindingMap.of(types)).build();
    }
}
