/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.LinkedHashSet;
import org.eclipse.jdt.annotation.Nullable;
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
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.analyzer.ActionProfile;
import org.openpath.analyzer.CoarseProfile;
import org.openpath.placement.NfDemand;

/**
 * Converts the dependency analyser's NF type records and the placement's resource demands into the
 * {@code openpath-nf-catalog} YANG bindings.
 */
final class NfTypeBindings {
    private NfTypeBindings() {
        // Static conversions only
    }

    /**
     * Converts one NF type.
     *
     * @param type the analyser's record
     * @param origin who defined it
     * @param demand its resource demand, or {@code null} for the YANG defaults
     * @return the binding
     */
    static NfType toBinding(final org.openpath.analyzer.NfType type, final NfType.Origin origin,
            final @Nullable ResourceDemand demand) {
        final var results = new LinkedHashSet<NfResult>();
        type.results().forEach(result -> results.add(new NfResult(result)));
        return new NfTypeBuilder()
            .setName(new NfTypeName(type.name()))
            .setDescription(type.description())
            .setOrigin(origin)
            .setResult(results.isEmpty() ? null : results)
            .setActionProfile(actionProfile(type.profile()))
            .setResourceDemand(demand)
            .build();
    }

    /**
     * Converts a resource demand.
     *
     * @param demand the placement's record
     * @return the binding
     */
    static ResourceDemand resourceDemand(final NfDemand demand) {
        return new ResourceDemandBuilder()
            .setCpuCoresBase(Decimals.of(demand.cpuBase()))
            .setCpuCoresPerGbps(Decimals.of(demand.cpuPerGbps()))
            .setMemoryBase(Uint32.valueOf(demand.memoryBase()))
            .setMemoryPerGbps(Uint32.valueOf(demand.memoryPerGbps()))
            .setProcessingLatency(Decimals.of(demand.latencyMicros()))
            .setMaxThroughput(new Gbps(Decimals.of(demand.maxGbps())))
            .build();
    }


    private static org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.nf.type
            .ActionProfile actionProfile(final ActionProfile profile) {
        final var fields = profile.fieldActions().stream()
            .map(action -> new FieldActionBuilder()
                .setField(PacketField.forName(action.field().yangName()))
                .setRead(action.read())
                .setWrite(action.write())
                .setAddRemoveHeader(action.addRemoveHeader())
                .build())
            .toList();
        final CoarseProfile coarse = profile.coarseProfile();
        return new ActionProfileBuilder()
            .setFieldAction(fields.isEmpty() ? null : BindingMap.of(fields))
            .setMayDrop(profile.mayDrop())
            .setModifiesFlows(profile.modifiesFlows())
            .setTerminatesFlows(profile.terminatesFlows())
            .setReconstructsPackets(profile.reconstructsPackets())
            .setStateful(profile.stateful())
            .setCoarseProfile(coarse == null ? null : new CoarseProfileBuilder()
                .setPacketAccess(PacketAccess.forName(coarse.packetAccess().yangName()))
                .setCanModifyFlow(coarse.canModifyFlow())
                .build())
            .build();
    }
}
