/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.CoarseProfile.PacketAccess;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.CoarseProfileBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.FieldActionBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfTypeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.nf.type.ActionProfileBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.resource.demand.ResourceDemand;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.resource.demand.ResourceDemandBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.Gbps;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint32;

/**
 * A compact way to state one built-in NF type: which fields it reads, reads and writes, or adds/removes, its flags,
 * its coarse Table 2 profile and its resource demand. {@link #build()} turns it into the YANG binding.
 */
final class NfTypeSpec {
    private final String name;
    private final String description;
    private final Map<PacketField, FieldActionBuilder> fields = new EnumMap<>(PacketField.class);
    private final Set<NfResult> results = new LinkedHashSet<>();
    private final ActionProfileBuilder profile = new ActionProfileBuilder()
        .setMayDrop(false).setModifiesFlows(false).setTerminatesFlows(false).setReconstructsPackets(false)
        .setStateful(false);
    private ResourceDemand demand;

    private NfTypeSpec(final String name, final String description) {
        this.name = name;
        this.description = description;
    }

    static NfTypeSpec of(final String name, final String description) {
        return new NfTypeSpec(name, description);
    }

    NfTypeSpec reads(final PacketField... read) {
        return reads(List.of(read));
    }

    NfTypeSpec reads(final Collection<PacketField> read) {
        read.forEach(field -> field(field).setRead(true));
        return this;
    }

    /** Read and write (NFP's "R/W"). */
    NfTypeSpec writes(final PacketField... written) {
        for (var field : written) {
            field(field).setRead(true).setWrite(true);
        }
        return this;
    }

    NfTypeSpec addsRemoves(final PacketField... headers) {
        for (var field : headers) {
            field(field).setAddRemoveHeader(true);
        }
        return this;
    }

    NfTypeSpec mayDrop() {
        profile.setMayDrop(true);
        return this;
    }

    NfTypeSpec modifiesFlows() {
        profile.setModifiesFlows(true);
        return this;
    }

    NfTypeSpec terminatesFlows() {
        profile.setTerminatesFlows(true);
        return this;
    }

    NfTypeSpec reconstructsPackets() {
        profile.setReconstructsPackets(true);
        return this;
    }

    NfTypeSpec stateful() {
        profile.setStateful(true);
        return this;
    }

    NfTypeSpec results(final String... names) {
        for (var result : names) {
            results.add(new NfResult(result));
        }
        return this;
    }

    /** The paper's Table 2 columns: packet access and "Flow: can modify". */
    NfTypeSpec coarse(final PacketAccess packetAccess, final boolean canModifyFlow) {
        profile.setCoarseProfile(new CoarseProfileBuilder()
            .setPacketAccess(packetAccess)
            .setCanModifyFlow(canModifyFlow)
            .build());
        return this;
    }

    /**
     * Resource demand of one instance.
     *
     * @param cpuBase CPU cores with no traffic
     * @param cpuPerGbps additional CPU cores per Gbit/s
     * @param memoryBase MiB with no traffic
     * @param memoryPerGbps additional MiB per Gbit/s
     * @param latencyMicros per-packet processing latency in microseconds
     * @param maxGbps most one instance can process, in Gbit/s
     * @return this
     */
    NfTypeSpec demand(final double cpuBase, final double cpuPerGbps, final long memoryBase, final long memoryPerGbps,
            final double latencyMicros, final double maxGbps) {
        demand = new ResourceDemandBuilder()
            .setCpuCoresBase(decimal(cpuBase))
            .setCpuCoresPerGbps(decimal(cpuPerGbps))
            .setMemoryBase(Uint32.valueOf(memoryBase))
            .setMemoryPerGbps(Uint32.valueOf(memoryPerGbps))
            .setProcessingLatency(decimal(latencyMicros))
            .setMaxThroughput(new Gbps(decimal(maxGbps)))
            .build();
        return this;
    }

    NfType build() {
        final var fieldActions = fields.values().stream().map(FieldActionBuilder::build).toList();
        return new NfTypeBuilder()
            .setName(new NfTypeName(name))
            .setDescription(description)
            .setOrigin(NfType.Origin.BuiltIn)
            .setResult(results.isEmpty() ? null : Set.copyOf(results))
            .setActionProfile(profile.setFieldAction(fieldActions.isEmpty() ? null : BindingMap.of(fieldActions))
                .build())
            .setResourceDemand(demand)
            .build();
    }

    private FieldActionBuilder field(final PacketField field) {
        return fields.computeIfAbsent(field, key -> new FieldActionBuilder()
            .setField(key).setRead(false).setWrite(false).setAddRemoveHeader(false));
    }

    private static Decimal64 decimal(final double value) {
        return Decimal64.valueOf(BigDecimal.valueOf(value).setScale(3, RoundingMode.HALF_UP));
    }
}
