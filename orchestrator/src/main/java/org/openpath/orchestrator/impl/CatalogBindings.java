/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.resource.demand.ResourceDemand;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.analyzer.ActionProfile;
import org.openpath.analyzer.CoarseProfile.PacketAccess;
import org.openpath.analyzer.FieldAction;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.PacketField;
import org.openpath.placement.DemandTable;
import org.openpath.placement.NfDemand;

/**
 * Converts the {@code openpath-nf-catalog:nf-catalog} binding into what the dependency analyser and the placement
 * take: the analyser's {@link NfCatalog} (names, descriptions, action profiles, results) and the placement's
 * {@link DemandTable} (resource demands). The inverse of {@link NfTypeBindings}.
 */
final class CatalogBindings {
    /** {@code resource-demand/cpu-cores-base} default. */
    static final double DEFAULT_CPU_BASE = 0.25;
    /** {@code resource-demand/cpu-cores-per-gbps} default. */
    static final double DEFAULT_CPU_PER_GBPS = 0.5;
    /** {@code resource-demand/memory-base} default, MiB. */
    static final long DEFAULT_MEMORY_BASE = 128;
    /** {@code resource-demand/memory-per-gbps} default, MiB. */
    static final long DEFAULT_MEMORY_PER_GBPS = 64;
    /** {@code resource-demand/processing-latency} default, microseconds. */
    static final double DEFAULT_LATENCY_MICROS = 10;
    /** {@code resource-demand/max-throughput} default, Gbit/s. */
    static final double DEFAULT_MAX_GBPS = 10;

    private CatalogBindings() {
        // Static conversions only
    }

    /**
     * Converts the catalog's NF types into the analyser's catalog, in the binding's order. Absent boolean leaves take
     * their YANG default ({@code false}); an absent coarse profile is left for the analyser to derive. Resource
     * demands are checked too, so that a catalog this method accepts converts completely in
     * {@link #toDemands(org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog)}.
     *
     * @param catalog the catalog, or {@code null}
     * @return the analyser's catalog; empty when the binding is absent or has no NF types
     * @throws InvalidRequestException if an NF type is invalid: a coarse profile with can-modify-flow but no
     *     packet-access, a max-throughput of 0, or a name or result the analyser refuses
     */
    static NfCatalog toCatalog(
            final org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.@Nullable NfCatalog catalog)
            throws InvalidRequestException {
        final var types = new ArrayList<org.openpath.analyzer.NfType>();
        if (catalog != null) {
            for (var type : catalog.nonnullNfType().values()) {
                types.add(toNfType(type));
                demand(type);
            }
        }
        try {
            return NfCatalog.of(types);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("nf-catalog", "The NF catalog is invalid: " + e.getMessage(), e);
        }
    }

    /**
     * Converts the catalog's resource demands into the placement's table. Absent leaves (or an absent
     * {@code resource-demand} container) take the YANG defaults: 0.25 CPU cores plus 0.5 per Gbit/s, 128 MiB plus 64
     * per Gbit/s, 10 microseconds, 10 Gbit/s per instance. An NF type whose demand is invalid (max-throughput 0,
     * which {@link #toCatalog} rejects) is left out, so placing it fails as for a type without a demand.
     *
     * @param catalog the catalog, or {@code null}
     * @return one demand per NF type; empty when the binding is absent or has no NF types
     */
    static DemandTable toDemands(
            final org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.@Nullable NfCatalog catalog) {
        final var demands = new HashMap<String, NfDemand>();
        if (catalog != null) {
            for (var type : catalog.nonnullNfType().values()) {
                try {
                    demands.put(type.requireName().getValue(), demand(type));
                } catch (InvalidRequestException e) {
                    // toCatalog() reports it; leave the type without a demand
                }
            }
        }
        return new DemandTable(demands);
    }

    /**
     * Converts the catalog into what the orchestrator takes: {@link #toCatalog} and {@link #toDemands} together.
     *
     * @param catalog the catalog, or {@code null}
     * @return the NF types and their demands; empty when the binding is absent or has no NF types
     * @throws InvalidRequestException as {@link #toCatalog} does
     */
    static CatalogSpec toSpec(
            final org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.@Nullable NfCatalog catalog)
            throws InvalidRequestException {
        return new CatalogSpec(toCatalog(catalog), toDemands(catalog));
    }

    private static org.openpath.analyzer.NfType toNfType(final NfType type) throws InvalidRequestException {
        final var name = type.requireName().getValue();
        final var element = element(name);
        final var results = new LinkedHashSet<String>();
        final var resultSet = type.getResult();
        if (resultSet != null) {
            resultSet.stream().map(NfResult::getValue).forEach(results::add);
        }
        final var description = type.getDescription();
        try {
            return new org.openpath.analyzer.NfType(name, description == null ? "" : description,
                actionProfile(name, type), results);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException(element, "NF type '" + name + "' is invalid: " + e.getMessage(), e);
        }
    }

    private static ActionProfile actionProfile(final String name, final NfType type) throws InvalidRequestException {
        final var builder = ActionProfile.builder();
        final var profile = type.getActionProfile();
        if (profile == null) {
            return builder.build();
        }
        for (var action : profile.nonnullFieldAction().values()) {
            builder.fieldAction(new FieldAction(PacketField.ofYangName(action.requireField().getName()),
                isTrue(action.getRead()), isTrue(action.getWrite()), isTrue(action.getAddRemoveHeader())));
        }
        if (isTrue(profile.getMayDrop())) {
            builder.mayDrop();
        }
        if (isTrue(profile.getModifiesFlows())) {
            builder.modifiesFlows();
        }
        if (isTrue(profile.getTerminatesFlows())) {
            builder.terminatesFlows();
        }
        if (isTrue(profile.getReconstructsPackets())) {
            builder.reconstructsPackets();
        }
        if (isTrue(profile.getStateful())) {
            builder.stateful();
        }
        final var coarse = profile.getCoarseProfile();
        if (coarse != null) {
            final var access = coarse.getPacketAccess();
            if (access != null) {
                builder.coarse(switch (access) {
                    case None -> PacketAccess.NONE;
                    case Read -> PacketAccess.READ;
                    case ReadWrite -> PacketAccess.READ_WRITE;
                }, isTrue(coarse.getCanModifyFlow()));
            } else if (coarse.getCanModifyFlow() != null) {
                throw new InvalidRequestException(element(name) + "/action-profile/coarse-profile", "NF type '"
                    + name + "' has a coarse profile with can-modify-flow " + coarse.getCanModifyFlow()
                    + " but no packet-access; give both, or neither to let the analyser derive them");
            }
        }
        return builder.build();
    }

    private static NfDemand demand(final NfType type) throws InvalidRequestException {
        final var name = type.requireName().getValue();
        final ResourceDemand demand = type.getResourceDemand();
        final double maxGbps = demand == null || demand.getMaxThroughput() == null ? DEFAULT_MAX_GBPS
            : demand.getMaxThroughput().getValue().doubleValue();
        if (!(maxGbps > 0)) {
            throw new InvalidRequestException(element(name) + "/resource-demand/max-throughput", "NF type '" + name
                + "' has max-throughput " + maxGbps + " Gbit/s; one instance must process more than 0");
        }
        if (demand == null) {
            return new NfDemand(DEFAULT_CPU_BASE, DEFAULT_CPU_PER_GBPS, DEFAULT_MEMORY_BASE, DEFAULT_MEMORY_PER_GBPS,
                DEFAULT_LATENCY_MICROS, maxGbps);
        }
        try {
            return new NfDemand(
                orDefault(demand.getCpuCoresBase(), DEFAULT_CPU_BASE),
                orDefault(demand.getCpuCoresPerGbps(), DEFAULT_CPU_PER_GBPS),
                orDefault(demand.getMemoryBase(), DEFAULT_MEMORY_BASE),
                orDefault(demand.getMemoryPerGbps(), DEFAULT_MEMORY_PER_GBPS),
                orDefault(demand.getProcessingLatency(), DEFAULT_LATENCY_MICROS),
                maxGbps);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException(element(name) + "/resource-demand", "NF type '" + name
                + "' has an invalid resource demand: " + e.getMessage(), e);
        }
    }

    private static double orDefault(final @Nullable Decimal64 value, final double defaultValue) {
        return value == null ? defaultValue : value.doubleValue();
    }

    private static long orDefault(final @Nullable Uint32 value, final long defaultValue) {
        return value == null ? defaultValue : value.toJava();
    }

    private static boolean isTrue(final @Nullable Boolean value) {
        return Boolean.TRUE.equals(value);
    }

    private static String element(final String name) {
        return "nf-catalog/nf-type[" + name + "]";
    }
}
