/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.Hop;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.HopBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.IngressHop;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.IngressHopBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfc;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfcBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.sub.sfc.ScaledNfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.PlacementBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.Gbps;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PlacementAlgorithm;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.SubSfcId;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.placement.Placement;
import org.openpath.placement.Role;

/**
 * Converts a {@link Placement} into the {@code openpath-chains:placement-result} bindings: the {@code placement}
 * container of {@code service-chain-state} and of {@code compute-placement}'s output.
 *
 * <p>Identifiers: sub-SFC ids (the chain name plus {@code -w1}, {@code -b1} and so on) satisfy
 * {@code optypes:sub-sfc-id} (1 to 96 characters) because chain names have at most 64. Nodes must satisfy
 * {@code optypes:node-ref}
 * ({@code openflow:<dpid>}); they do when the placement ran on a topology built by
 * {@link TopologyBindings#toTopology}, whose nodes all come from {@code openpath-topology} configuration. A placement
 * on any other topology (e.g. a generated fat-tree) cannot be converted.
 */
final class PlacementBindings {

    private PlacementBindings() {
        // Static conversions only
    }

    /**
     * Converts a placement into the {@code placement} container of {@code service-chain-state}.
     *
     * @param placement the placement
     * @return the container
     * @throws IllegalArgumentException if a node id is not an {@code openflow:<dpid>} node reference
     */
    static org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state
            .Placement toState(final Placement placement) {
        // Both containers use the grouping placement-result: build one, copy it into the other
        return new PlacementBuilder(toPlacementRpc(placement)).build();
    }

    /**
     * Converts a placement into the {@code placement} container of {@code compute-placement}'s output.
     *
     * @param placement the placement
     * @return the container
     * @throws IllegalArgumentException if a node id is not an {@code openflow:<dpid>} node reference
     */
    static org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.compute.placement.output.Placement
            toPlacementRpc(final Placement placement) {
        final var subSfcs = placement.subSfcs().stream().map(sub -> subSfc(placement, sub)).toList();
        final var hops = placement.hops().stream().map(hop -> hop(placement, hop)).toList();
        return new org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.compute.placement.output
            .PlacementBuilder()
            .setAlgorithm(PlacementAlgorithm.ofName(placement.algorithm().yangName()))
            .setSubSfc(BindingMap.ordered(subSfcs))
            .setHop(hops.isEmpty() ? null : BindingMap.ordered(hops))
            .setIngressHop(ingressHop(placement))
            .setEndToEndLatency(Decimals.of(placement.latencyMicros()))
            .setInterNodeTraffic(new Gbps(Decimals.of(placement.interNodeGbps())))
            .setPathLength(Uint16.valueOf(placement.pathLength()))
            .build();
    }

    private static SubSfc subSfc(final Placement placement, final org.openpath.placement.SubSfc sub) {
        final boolean backup = sub.role() == Role.BACKUP;
        return new SubSfcBuilder()
            .setId(new SubSfcId(sub.id()))
            .setRole(backup ? SubSfc.Role.Backup : SubSfc.Role.Working)
            .setProtects(backup ? new SubSfcId(sub.protects()) : null)
            .setNode(nodeRef(placement, sub.node()))
            .setActive(sub.active())
            .setNf(sub.nfs().stream().map(NfInstanceName::new).toList())
            .setCpuCores(Decimals.of(sub.cpuCores()))
            .setMemory(Uint32.valueOf(sub.memoryMib()))
            .setScaledNf(sub.instances().isEmpty() ? null : BindingMap.of(sub.instances().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(entry -> new ScaledNfBuilder().setNf(new NfInstanceName(entry.getKey()))
                    .setInstances(Uint16.valueOf(entry.getValue())).build())
                .toList()))
            .build();
    }

    private static Hop hop(final Placement placement, final org.openpath.placement.Hop hop) {
        return new HopBuilder()
            .setFromSubSfc(new SubSfcId(hop.fromSubSfc()))
            .setToSubSfc(new SubSfcId(hop.toSubSfc()))
            .setPath(hop.path().stream().map(node -> nodeRef(placement, node)).toList())
            .setBandwidth(new Gbps(Decimals.of(hop.bandwidthGbps())))
            .build();
    }

    private static @Nullable IngressHop ingressHop(final Placement placement) {
        final var hop = placement.ingressHop();
        return hop == null ? null : new IngressHopBuilder()
            .setNode(nodeRef(placement, hop.fromSubSfc()))
            .setToSubSfc(new SubSfcId(hop.toSubSfc()))
            .setPath(hop.path().stream().map(node -> nodeRef(placement, node)).toList())
            .setBandwidth(new Gbps(Decimals.of(hop.bandwidthGbps())))
            .build();
    }

    private static NodeRef nodeRef(final Placement placement, final String node) {
        try {
            return new NodeRef(node);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Placement of '" + placement.requestId() + "' uses node '" + node
                + "', which is not an OpenFlow node reference (openflow:<dpid>)", e);
        }
    }

}
