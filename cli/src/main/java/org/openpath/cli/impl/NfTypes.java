/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.TreeMap;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.CoarseProfile;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.CoarseProfileBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.FieldActionBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfTypeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.nf.type.ActionProfileBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.resource.demand.ResourceDemandBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.Gbps;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.cli.ConsoleException;

/**
 * Builds an NF type from command-line flags: the same {@code nf-type} a RESTCONF PUT stores, with origin
 * {@code operator}. Absent resource figures are left out (the YANG defaults apply).
 */
public final class NfTypes {
    private static final long MAX_MEMORY = 4_194_304;
    private static final String RANGE = " is out of range";

    private NfTypes() {
        // utility class
    }

    /**
     * Builds an NF type.
     *
     * @param name the type's name
     * @param flags the flags
     * @return the NF type
     * @throws ConsoleException if a flag's value is malformed
     */
    public static NfType nfType(final String name, final NfTypeFlags flags) throws ConsoleException {
        final var builder = new NfTypeBuilder().setName(Names.nfType(name)).setOrigin(NfType.Origin.Operator)
            .setDescription(Flags.present(flags.description()));
        if (!flags.results().isEmpty()) {
            final var results = new LinkedHashSet<NfResult>();
            for (var result : flags.results()) {
                results.add(Names.result(result));
            }
            builder.setResult(results);
        }
        final var fields = new TreeMap<PacketField, FieldActionBuilder>();
        for (var field : fields(flags.reads(), "--read")) {
            fields.computeIfAbsent(field, NfTypes::fieldAction).setRead(true);
        }
        for (var field : fields(flags.writes(), "--write")) {
            fields.computeIfAbsent(field, NfTypes::fieldAction).setWrite(true);
        }
        for (var field : fields(flags.headers(), "--header")) {
            fields.computeIfAbsent(field, NfTypes::fieldAction).setAddRemoveHeader(true);
        }
        final var profile = new ActionProfileBuilder()
            .setMayDrop(flags.mayDrop() ? true : null)
            .setModifiesFlows(flags.modifiesFlows() ? true : null)
            .setTerminatesFlows(flags.terminatesFlows() ? true : null)
            .setReconstructsPackets(flags.reconstructsPackets() ? true : null)
            .setStateful(flags.stateful() ? true : null);
        if (!fields.isEmpty()) {
            profile.setFieldAction(BindingMap.ordered(fields.values().stream().map(FieldActionBuilder::build)
                .toList()));
        }
        final var access = Flags.present(flags.packetAccess());
        if (access != null || flags.canModifyFlow()) {
            profile.setCoarseProfile(new CoarseProfileBuilder()
                .setPacketAccess(access == null ? null
                    : Flags.choice("--packet-access", access, CoarseProfile.PacketAccess.class))
                .setCanModifyFlow(flags.canModifyFlow() ? true : null)
                .build());
        }
        builder.setActionProfile(profile.build());
        final var demand = new ResourceDemandBuilder();
        try {
            final var cpuBase = Flags.present(flags.cpuBase());
            if (cpuBase != null) {
                demand.setCpuCoresBase(Flags.decimal("--cpu-base", cpuBase));
            }
            final var cpuPerGbps = Flags.present(flags.cpuPerGbps());
            if (cpuPerGbps != null) {
                demand.setCpuCoresPerGbps(Flags.decimal("--cpu-per-gbps", cpuPerGbps));
            }
            final var memoryBase = Flags.present(flags.memoryBase());
            if (memoryBase != null) {
                demand.setMemoryBase(Uint32.valueOf(Flags.number("--memory-base", memoryBase, 0, MAX_MEMORY)));
            }
            final var memoryPerGbps = Flags.present(flags.memoryPerGbps());
            if (memoryPerGbps != null) {
                demand.setMemoryPerGbps(Uint32.valueOf(Flags.number("--memory-per-gbps", memoryPerGbps, 0,
                    MAX_MEMORY)));
            }
            final var latency = Flags.present(flags.latency());
            if (latency != null) {
                demand.setProcessingLatency(Flags.decimal("--latency", latency));
            }
            final var max = Flags.present(flags.maxThroughput());
            if (max != null) {
                demand.setMaxThroughput(new Gbps(Flags.decimal("--max-throughput", max)));
            }
        } catch (IllegalArgumentException e) {
            throw new ConsoleException("A resource figure" + RANGE + ": " + e.getMessage(), e);
        }
        final var built = demand.build();
        if (!built.equals(new ResourceDemandBuilder().build())) {
            builder.setResourceDemand(built);
        }
        return builder.build();
    }

    private static FieldActionBuilder fieldAction(final PacketField field) {
        return new FieldActionBuilder().setField(field);
    }

    private static List<PacketField> fields(final List<String> values, final String flag) throws ConsoleException {
        final var fields = new LinkedHashSet<PacketField>();
        for (var value : values) {
            for (var field : value.split(",")) {
                if (!field.isBlank()) {
                    fields.add(Flags.choice(flag, field.strip(), PacketField.class));
                }
            }
        }
        return List.copyOf(fields);
    }
}
