/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.Node;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.Link;
import org.openpath.southbound.render.Fabric;

/**
 * Builds the renderer's {@link Fabric}: the {@code nf-host} nodes of {@code openpath-topology} are OpenPATH
 * switches; link ports come from the configured links ({@code source-port}, {@code destination-port}) and from the
 * links LLDP discovered in {@code network-topology flow:1} (termination points {@code openflow:<dpid>:<port>}).
 * A configured port wins over a discovered one.
 */
final class FabricBindings {
    private FabricBindings() {
        // Static only
    }

    static Fabric toFabric(final @Nullable OpenpathTopology config, final Collection<Link> discovered) {
        final var openPath = new HashSet<String>();
        final var ports = new HashMap<String, Map<String, Long>>();
        for (var link : discovered) {
            final var source = link.getSource();
            final var destination = link.getDestination();
            if (source == null || destination == null || source.getSourceNode() == null
                || destination.getDestNode() == null || source.getSourceTp() == null
                || destination.getDestTp() == null) {
                continue;
            }
            final var a = source.getSourceNode().getValue();
            final var b = destination.getDestNode().getValue();
            final var portA = port(source.getSourceTp().getValue(), a);
            final var portB = port(destination.getDestTp().getValue(), b);
            if (portA != null && !a.equals(b)) {
                ports.computeIfAbsent(a, ignored -> new HashMap<>()).put(b, portA);
            }
            if (portB != null && !a.equals(b)) {
                ports.computeIfAbsent(b, ignored -> new HashMap<>()).put(a, portB);
            }
        }
        if (config != null) {
            for (var node : config.nonnullNode().values()) {
                if (node.getRole() != Node.Role.Transit) {
                    openPath.add(node.requireNodeId().getValue());
                }
            }
            for (var link : config.nonnullLink().values()) {
                if (link.getSourceNode() == null || link.getDestinationNode() == null) {
                    continue;
                }
                final var a = link.getSourceNode().getValue();
                final var b = link.getDestinationNode().getValue();
                if (link.getSourcePort() != null) {
                    ports.computeIfAbsent(a, ignored -> new HashMap<>()).put(b, link.getSourcePort().toJava());
                }
                if (link.getDestinationPort() != null) {
                    ports.computeIfAbsent(b, ignored -> new HashMap<>()).put(a, link.getDestinationPort().toJava());
                }
            }
        }
        return new Fabric(openPath, ports);
    }

    // "openflow:1:2" of node "openflow:1" -> 2
    private static @Nullable Long port(final String tp, final String node) {
        if (!tp.startsWith(node + ":")) {
            return null;
        }
        try {
            return Long.parseLong(tp.substring(node.length() + 1));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
