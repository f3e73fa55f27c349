/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.DataObjectModification.ModificationType;
import org.opendaylight.mdsal.binding.api.DataTreeModification;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122._default.redirects.ChainDefaultRedirects;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.NetworkTopology;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.TopologyId;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.Topology;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.TopologyKey;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.Link;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.DataObjectReference;
import org.opendaylight.yangtools.concepts.Registration;
import org.openpath.openflow.FlowSpec;
import org.openpath.southbound.render.Redirect;

/**
 * What the renderer listens to, delivered on its thread: the listeners only convert the changes and submit them, so
 * none blocks the datastore's notification thread.
 *
 * <ul>
 *   <li>chain states (operational, the orchestrator's placements) and chain requests (config);</li>
 *   <li>the OpenPATH topology (config) and the links LLDP discovered ({@code flow:1}, operational);</li>
 *   <li>the recorded redirect targets of change-defaults (config);</li>
 *   <li>switches appearing in and leaving the operational inventory.</li>
 * </ul>
 */
final class RendererInputs {
    private static final TopologyId FLOW_TOPOLOGY = new TopologyId("flow:1");

    /**
     * Receives the changes, each on the renderer's thread, in the order they were notified.
     */
    interface Receiver {
        /**
         * Chain states changed.
         *
         * @param after per chain, its state now (empty once deleted)
         * @param placements per chain whose state changed otherwise, what its state says of its placement
         *     ({@link ChainViews#placement}, read on the listener's thread so that the renderer's thread does not)
         * @param reportsOnly the chains whose changes only carried the renderer's reports back
         *     ({@link ReportEchoes}): their state is taken, there is nothing to render
         */
        void states(Map<String, Optional<ServiceChainState>> after, Map<String, ChainViews.Placement> placements,
            Set<String> reportsOnly);

        /**
         * Chain requests changed.
         *
         * @param after per chain, its request now (empty once deleted)
         */
        void requests(Map<String, Optional<ServiceChain>> after);

        /**
         * Recorded redirect targets changed.
         *
         * @param after per chain, its targets now
         */
        void recordedRedirects(Map<String, Map<Redirect, FlowSpec>> after);

        /**
         * The OpenPATH topology changed.
         *
         * @param after the topology now
         */
        void topology(Optional<OpenpathTopology> after);

        /**
         * Discovered links changed.
         *
         * @param after per link id, the link now (empty once gone)
         */
        void links(Map<String, Optional<Link>> after);

        /**
         * Switches connected or disconnected.
         *
         * @param appeared switches that (re)appeared
         * @param gone switches that left
         */
        void nodes(List<String> appeared, List<String> gone);
    }

    private RendererInputs() {
        // listeners only
    }

    /**
     * Registers the listeners.
     *
     * @param broker the data broker
     * @param executor the renderer's thread
     * @param receiver the renderer
     * @return the registrations, closed together
     */
    static Registration register(final DataBroker broker, final RendererExecutor executor, final Receiver receiver) {
        final var registrations = new ArrayList<Registration>();
        registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.OPERATIONAL,
            DataObjectReference.builder(ServiceChainStates.class).child(ServiceChainState.class).build(),
            changes -> {
                final var after = byKey(changes, change -> change.path().firstKeyOf(ServiceChainState.class)
                    .getName().getValue());
                final var reportsOnly = new HashSet<>(after.keySet());
                for (var change : changes) {
                    if (!ReportEchoes.onlyReport(change.getRootNode())) {
                        reportsOnly.remove(change.path().firstKeyOf(ServiceChainState.class).getName().getValue());
                    }
                }
                final var placements = new HashMap<String, ChainViews.Placement>();
                after.forEach((name, state) -> {
                    if (state.isPresent() && !reportsOnly.contains(name)) {
                        placements.put(name, ChainViews.placement(state.orElseThrow()));
                    }
                });
                executor.submit(() -> receiver.states(after, placements, reportsOnly));
            }));
        registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION,
            DataObjectReference.builder(ServiceChains.class).child(ServiceChain.class).build(), changes -> {
                final var after = byKey(changes, change -> change.path().firstKeyOf(ServiceChain.class).getName()
                    .getValue());
                executor.submit(() -> receiver.requests(after));
            }));
        registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION,
            DataObjectIdentifier.builder(OpenpathTopology.class).build(), changes -> {
                final var after = Optional.ofNullable(changes.getLast().getRootNode().dataAfter());
                executor.submit(() -> receiver.topology(after));
            }));
        registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.OPERATIONAL,
            DataObjectReference.builder(NetworkTopology.class).child(Topology.class, new TopologyKey(FLOW_TOPOLOGY))
                .child(Link.class).build(), changes -> {
                    final var after = byKey(changes, change -> change.path().firstKeyOf(Link.class).getLinkId()
                        .getValue());
                    executor.submit(() -> receiver.links(after));
                }));
        registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION, RecordedRedirects.ALL,
            changes -> {
                final var after = new LinkedHashMap<String, Map<Redirect, FlowSpec>>();
                for (var change : changes) {
                    after.put(change.path().firstKeyOf(ChainDefaultRedirects.class).getChain().getValue(),
                        RecordedRedirects.of(change.getRootNode().dataAfter()));
                }
                executor.submit(() -> receiver.recordedRedirects(after));
            }));
        registrations.add(broker.registerTreeChangeListener(LogicalDatastoreType.OPERATIONAL,
            DataObjectReference.builder(Nodes.class).child(Node.class).build(), changes -> {
                final var appeared = new ArrayList<String>();
                final var gone = new ArrayList<String>();
                for (var change : changes) {
                    // statistics keep modifying connected nodes: only (re)appearance and disappearance matter
                    final var type = change.getRootNode().modificationType();
                    if (type == ModificationType.WRITE) {
                        appeared.add(change.path().firstKeyOf(Node.class).getId().getValue());
                    } else if (type == ModificationType.DELETE) {
                        gone.add(change.path().firstKeyOf(Node.class).getId().getValue());
                    }
                }
                if (!appeared.isEmpty() || !gone.isEmpty()) {
                    executor.submit(() -> receiver.nodes(appeared, gone));
                }
            }));
        return () -> registrations.forEach(Registration::close);
    }

    private static <T extends DataObject> Map<String, Optional<T>> byKey(
            final List<DataTreeModification<T>> changes, final Function<DataTreeModification<T>, String> key) {
        final var after = new LinkedHashMap<String, Optional<T>>();
        for (var change : changes) {
            after.put(key.apply(change), Optional.ofNullable(change.getRootNode().dataAfter()));
        }
        return after;
    }
}
