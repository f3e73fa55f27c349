/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfc;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfcKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.openpath.statesync.Replicator.Twin;

/**
 * Which NF instances have a backup twin to keep warm, read from the datastore at the edge: for each rendered chain
 * whose request asks for backup, each stateful NF (its type's action profile says so) of an active sub-SFC, and each
 * inactive backup sub-SFC that stands in for that sub-SFC on another node and runs the NF too — a twin from the
 * active sub-SFC's node to the backup's, at the chain's {@code state-report-interval}.
 */
final class ReplicationTwins {
    /** The YANG default of {@code state-report-interval}. */
    static final long DEFAULT_INTERVAL_MILLIS = 1_000;

    private ReplicationTwins() {
    }

    /**
     * Finds the twins.
     *
     * @param states the operational chain states, {@code null} when there are none
     * @param chains the configured chain requests, {@code null} when there are none
     * @param catalog the NF catalog, {@code null} when there is none
     * @return the twins, in chain order
     */
    static List<Twin> of(final @Nullable ServiceChainStates states, final @Nullable ServiceChains chains,
            final @Nullable NfCatalog catalog) {
        if (states == null || chains == null || catalog == null) {
            return List.of();
        }
        final Set<String> stateful = statefulTypes(catalog);
        final List<Twin> twins = new ArrayList<>();
        for (var state : states.nonnullServiceChainState().values()) {
            final var request = chains.nonnullServiceChain().get(new ServiceChainKey(state.requireName()));
            if (request != null && Boolean.TRUE.equals(request.getBackup())
                    && state.getStatus() == ChainStatus.Rendered && state.getSfcId() != null) {
                twins.addAll(ofChain(state, request, stateful));
            }
        }
        return twins;
    }

    /**
     * Finds the NF types whose action profile says they keep state.
     *
     * @param catalog the NF catalog, {@code null} when there is none
     * @return their names
     */
    static Set<String> statefulTypes(final @Nullable NfCatalog catalog) {
        final Set<String> stateful = new HashSet<>();
        if (catalog != null) {
            for (var type : catalog.nonnullNfType().values()) {
                final var profile = type.getActionProfile();
                if (profile != null && Boolean.TRUE.equals(profile.getStateful())) {
                    stateful.add(type.requireName().getValue());
                }
            }
        }
        return stateful;
    }

    private static List<Twin> ofChain(final ServiceChainState state, final ServiceChain request,
            final Set<String> stateful) {
        final var analysis = state.getAnalysis();
        final var graph = analysis == null ? null : analysis.getServiceGraph();
        final var placement = state.getPlacement();
        if (graph == null || placement == null) {
            return List.of();
        }
        final Map<String, Long> serviceIds = new HashMap<>();
        for (var vertex : graph.nonnullVertex().values()) {
            final var type = vertex.getNfType();
            if (vertex.getNf() != null && vertex.getServiceId() != null && type != null
                    && stateful.contains(type.getValue())) {
                serviceIds.put(vertex.getNf().getValue(), vertex.getServiceId().toJava());
            }
        }
        final var interval = request.getStateReportInterval();
        final long intervalMillis = interval == null ? DEFAULT_INTERVAL_MILLIS : interval.toJava();
        final var subs = placement.nonnullSubSfc();
        final String chain = state.requireName().getValue();
        final long sfcId = state.getSfcId().toJava();
        final List<Twin> twins = new ArrayList<>();
        for (var backup : subs.values()) {
            if (backup.getRole() != SubSfc.Role.Backup || Boolean.TRUE.equals(backup.getActive())
                    || backup.getProtects() == null || backup.getNode() == null) {
                continue;
            }
            final var working = subs.get(new SubSfcKey(backup.getProtects()));
            if (working == null || !Boolean.TRUE.equals(working.getActive()) || working.getNode() == null
                    || working.getNode().equals(backup.getNode())) {
                continue;
            }
            final var backupNfs = backup.getNf() == null ? Set.<NfInstanceName>of() : Set.copyOf(backup.getNf());
            for (var nf : working.getNf() == null ? List.<NfInstanceName>of() : working.getNf()) {
                final var serviceId = serviceIds.get(nf.getValue());
                if (serviceId != null && backupNfs.contains(nf)) {
                    twins.add(new Twin(chain, nf.getValue(), sfcId, serviceId, working.getNode().getValue(),
                        backup.getNode().getValue(), intervalMillis));
                }
            }
        }
        return twins;
    }
}
