/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.nf.type.ActionProfile;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.cli.view.NfTypeView;

/**
 * Converts NF types of the catalog into view records. Absent resource-demand leaves show their YANG defaults, which
 * is what the orchestrator uses for them.
 */
public final class CatalogViews {
    private CatalogViews() {
        // utility class
    }

    /**
     * Converts an NF type.
     *
     * @param type the NF type
     * @return the view
     */
    public static NfTypeView view(final NfType type) {
        final var profile = type.getActionProfile();
        final var fields = profile == null ? List.<NfTypeView.FieldAction>of() : profile.nonnullFieldAction()
            .values().stream()
            .sorted(Comparator.comparingInt(field -> field.getField().getIntValue()))
            .map(field -> new NfTypeView.FieldAction(field.getField().getName(), Boolean.TRUE.equals(field.getRead()),
                Boolean.TRUE.equals(field.getWrite()), Boolean.TRUE.equals(field.getAddRemoveHeader())))
            .toList();
        final var coarse = profile == null ? null : profile.getCoarseProfile();
        final var demand = type.getResourceDemand();
        return new NfTypeView(type.getName().getValue(), AnalysisViews.name(type.getOrigin()) == null
                ? "operator" : AnalysisViews.name(type.getOrigin()), type.getDescription(),
            type.getResult() == null ? List.of() : type.getResult().stream().map(NfResult::getValue).sorted()
                .toList(),
            fields, behaviour(profile), coarse == null ? null : AnalysisViews.name(coarse.getPacketAccess()),
            coarse == null ? null : coarse.getCanModifyFlow(),
            new NfTypeView.Demand(
                decimal(demand == null ? null : demand.getCpuCoresBase(), "0.25"),
                decimal(demand == null ? null : demand.getCpuCoresPerGbps(), "0.5"),
                number(demand == null ? null : demand.getMemoryBase(), 128),
                number(demand == null ? null : demand.getMemoryPerGbps(), 64),
                decimal(demand == null ? null : demand.getProcessingLatency(), "10"),
                demand == null || demand.getMaxThroughput() == null ? "10"
                    : demand.getMaxThroughput().getValue().toString()));
    }

    private static List<String> behaviour(final @Nullable ActionProfile profile) {
        final var flags = new ArrayList<String>();
        if (profile != null) {
            add(flags, profile.getMayDrop(), "may-drop");
            add(flags, profile.getModifiesFlows(), "modifies-flows");
            add(flags, profile.getTerminatesFlows(), "terminates-flows");
            add(flags, profile.getReconstructsPackets(), "reconstructs-packets");
            add(flags, profile.getStateful(), "stateful");
        }
        return flags;
    }

    private static void add(final List<String> flags, final @Nullable Boolean set, final String flag) {
        if (Boolean.TRUE.equals(set)) {
            flags.add(flag);
        }
    }

    private static String decimal(final @Nullable Decimal64 value, final String fallback) {
        return value == null ? fallback : value.toString();
    }

    private static long number(final @Nullable Uint32 value, final long fallback) {
        return value == null ? fallback : value.toJava();
    }
}
