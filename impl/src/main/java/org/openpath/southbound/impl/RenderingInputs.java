/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yang.gen.v1.urn.tbd.params.xml.ns.yang.network.topology.rev131021.network.topology.topology.Link;
import org.openpath.southbound.render.Fabric;

/**
 * What the renderer's listeners told it, as the chain steps read it: the chains' states and requests, the fabric
 * made of the OpenPATH topology and the links LLDP discovered (with a version that changes whenever it does), the
 * switches connected now, and the cookie versions the config inventory held when the renderer started. It holds
 * what it is told and derives the fabric and the discovered links; what the renderer does about a change is not its
 * business.
 *
 * <p>Runs on the renderer's thread only.
 */
final class RenderingInputs implements ChainStep.Inputs {
    private final Map<String, ServiceChainState> states = new HashMap<>();
    // what each state says of its placement, read where the state was heard
    private final Map<String, ChainViews.Placement> placements = new HashMap<>();
    private final Map<String, ServiceChain> requests = new HashMap<>();
    private final Map<String, Link> links = new HashMap<>();
    // the links LLDP discovered, as "a b" both ways, computed again when they change
    private Set<String> linkPairs = Set.of();
    private final Set<String> connected = new HashSet<>();
    private Optional<OpenpathTopology> topology = Optional.empty();
    private Fabric fabric = FabricBindings.toFabric(null, List.of());
    private long fabricVersion;
    // what the renderings before the start left in the config inventory; no pass runs before it is read
    private InventoryVersions startVersions = InventoryVersions.NONE;
    private boolean startVersionsRead;

    @Override
    public @Nullable ServiceChainState state(final String name) {
        return states.get(name);
    }

    @Override
    public ChainViews.Placement placement(final String name) {
        final var placement = placements.get(name);
        return placement != null ? placement : ChainStep.Inputs.super.placement(name);
    }

    @Override
    public @Nullable ServiceChain request(final String name) {
        return requests.get(name);
    }

    @Override
    public Fabric fabric() {
        return fabric;
    }

    @Override
    public long fabricVersion() {
        return fabricVersion;
    }

    @Override
    public Set<String> discoveredLinks() {
        return linkPairs;
    }

    @Override
    public Set<String> connected() {
        return Collections.unmodifiableSet(connected);
    }

    @Override
    public InventoryVersions startVersions() {
        return startVersions;
    }

    /**
     * Takes a chain's state.
     *
     * @param name the chain
     * @param state its state, or empty if it is gone
     */
    void takeState(final String name, final Optional<ServiceChainState> state) {
        takeState(name, state, null);
    }

    /**
     * Takes a chain's state with what it says of its placement, read where the state was heard.
     *
     * @param name the chain
     * @param state its state, or empty if it is gone
     * @param placement what the state says of its placement, {@code null} if it was not read there (it is read from
     *     the state when asked for)
     */
    void takeState(final String name, final Optional<ServiceChainState> state,
            final ChainViews.@Nullable Placement placement) {
        if (state.isPresent()) {
            states.put(name, state.orElseThrow());
            if (placement != null) {
                placements.put(name, placement);
            } else {
                placements.remove(name);
            }
        } else {
            states.remove(name);
            placements.remove(name);
        }
    }

    /**
     * Takes a chain's state that only carried the renderer's report back ({@link ReportEchoes}): its placement is
     * the one its previous state said.
     *
     * @param name the chain
     * @param state its state
     */
    void takeReport(final String name, final ServiceChainState state) {
        states.put(name, state);
    }

    /**
     * Takes a chain's request.
     *
     * @param name the chain
     * @param request its request, or empty if it is gone
     * @return whether a request the renderer had is gone
     */
    boolean takeRequest(final String name, final Optional<ServiceChain> request) {
        if (request.isPresent()) {
            requests.put(name, request.orElseThrow());
            return false;
        }
        return requests.remove(name) != null;
    }

    /**
     * Tells whether an operator configured a chain.
     *
     * @param name the chain
     * @return whether its request is there
     */
    boolean configured(final String name) {
        return requests.containsKey(name);
    }

    /**
     * The chains that have a state.
     *
     * @return their names
     */
    Set<String> chainsWithState() {
        return Collections.unmodifiableSet(states.keySet());
    }

    /**
     * Takes the OpenPATH topology.
     *
     * @param after the topology, or empty if there is none
     */
    void topology(final Optional<OpenpathTopology> after) {
        topology = after;
    }

    /**
     * Takes changes of the links LLDP discovered.
     *
     * @param after per link id, the link, or empty if it is gone
     */
    void links(final Map<String, Optional<Link>> after) {
        after.forEach((id, link) -> {
            if (link.isPresent()) {
                links.put(id, link.orElseThrow());
            } else {
                links.remove(id);
            }
        });
        linkPairs = RenderingDiff.discoveredLinks(links.values());
    }

    /**
     * Takes switches that connected and left.
     *
     * @param appeared the switches connected now
     * @param gone the switches gone
     */
    void nodes(final Collection<String> appeared, final Collection<String> gone) {
        connected.removeAll(gone);
        connected.addAll(appeared);
    }

    /**
     * Makes the fabric again from the topology and the links, with the switches that hold service graphs, under a
     * new version.
     *
     * @param graphNodes the OpenPATH switches that hold service graphs
     * @return the new fabric
     */
    Fabric refreshFabric(final Set<String> graphNodes) {
        fabric = FabricBindings.toFabric(topology.orElse(null), links.values()).withGraphNodes(graphNodes);
        fabricVersion++;
        return fabric;
    }

    /**
     * Takes what the config inventory held when the renderer started.
     *
     * @param versions its cookie versions
     */
    void takeStartVersions(final InventoryVersions versions) {
        startVersions = versions;
        startVersionsRead = true;
    }

    /**
     * Tells whether the config inventory's versions at the start were read (or could not be).
     *
     * @return whether they were
     */
    boolean startVersionsRead() {
        return startVersionsRead;
    }

    /**
     * Counts the configured chains the orchestrator has not placed yet, or placed ones no step decided on.
     *
     * @param decided whether a step decided on a chain: rendered, refused or failed
     * @return the count
     */
    long awaitingRendering(final Predicate<String> decided) {
        return requests.keySet().stream().filter(name -> {
            final var state = states.get(name);
            return state == null || state.getPlacement() != null && !decided.test(name);
        }).count();
    }
}
