/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The k = 4 fat tree of Open vSwitch bridges in an {@link OvsSandbox}: 4 core bridges {@code c0..c3}, per pod P
 * (0-3) 2 aggregation bridges {@code aP0, aP1} and 2 edge bridges {@code eP0, eP1}, linked with patch ports whose
 * OpenFlow port numbers are fixed in advance:
 * <ul>
 *   <li>core {@code cI}: port P + 1 to aggregation bridge I / 2 of pod P;</li>
 *   <li>aggregation {@code aPJ}: port E + 1 to edge {@code ePE}, port 3 + M to core 2 J + M;</li>
 *   <li>edge {@code ePE}: port J + 1 to {@code aPJ}; ports 3 and 4 are free host ports.</li>
 * </ul>
 * Bridge names get the given prefix. Datapath ids: base + index in the order core, aggregation, edge.
 */
public final class FatTree {
    /** The fat tree's arity. */
    public static final int K = 4;
    /** The free host ports of every edge bridge. */
    public static final List<Integer> HOST_PORTS = List.of(3, 4);

    private static final Logger LOG = LoggerFactory.getLogger(FatTree.class);

    private final String prefix;
    private final Map<String, Long> datapathIds = new LinkedHashMap<>();
    private final Map<String, Map<String, Integer>> ports = new LinkedHashMap<>();

    private FatTree(final String prefix) {
        this.prefix = prefix;
    }

    /**
     * Where a bridge connects to its controller.
     */
    @FunctionalInterface
    public interface ControllerTargets {
        /**
         * The controller of a bridge.
         *
         * @param bridge the bridge name
         * @return the controller, e.g. {@code tcp:127.0.0.1:6653}
         * @throws IOException if it cannot be set up
         */
        String of(String bridge) throws IOException;
    }

    /**
     * Creates the 20 bridges (connected to no controller) and the 32 patch links.
     *
     * @param ovs the sandbox
     * @param prefix a prefix for the bridge names (empty in an isolated sandbox)
     * @param datapathIdBase the first datapath id
     * @return the fat tree
     * @throws IOException if an Open vSwitch command cannot be run
     */
    public static FatTree build(final OvsSandbox ovs, final String prefix, final long datapathIdBase)
            throws IOException {
        return build(ovs, prefix, datapathIdBase, Optional.empty());
    }

    /**
     * Creates the 20 bridges, each connected to its controller and reconnecting within a second when its connection
     * ends, and the 32 patch links.
     *
     * @param ovs the sandbox
     * @param prefix a prefix for the bridge names
     * @param datapathIdBase the first datapath id
     * @param controllers where each bridge connects to
     * @return the fat tree
     * @throws IOException if an Open vSwitch command cannot be run
     */
    public static FatTree build(final OvsSandbox ovs, final String prefix, final long datapathIdBase,
            final ControllerTargets controllers) throws IOException {
        return build(ovs, prefix, datapathIdBase, Optional.of(controllers));
    }

    private static FatTree build(final OvsSandbox ovs, final String prefix, final long datapathIdBase,
            final Optional<ControllerTargets> controllers) throws IOException {
        final var tree = new FatTree(prefix);
        final List<String> names = new ArrayList<>();
        names.addAll(tree.core());
        for (int pod = 0; pod < K; pod++) {
            names.addAll(List.of(tree.aggregation(pod, 0), tree.aggregation(pod, 1)));
        }
        for (int pod = 0; pod < K; pod++) {
            names.addAll(List.of(tree.edge(pod, 0), tree.edge(pod, 1)));
        }
        final long start = System.nanoTime();
        for (int i = 0; i < names.size(); i++) {
            if (controllers.isEmpty()) {
                ovs.addBridge(names.get(i), datapathIdBase + i);
            } else {
                ovs.addBridge(names.get(i), datapathIdBase + i, controllers.orElseThrow().of(names.get(i)),
                    Duration.ofSeconds(1));
            }
            tree.datapathIds.put(names.get(i), datapathIdBase + i);
            tree.ports.put(names.get(i), new LinkedHashMap<>());
        }
        for (int pod = 0; pod < K; pod++) {
            for (int j = 0; j < K / 2; j++) {
                final var agg = tree.aggregation(pod, j);
                for (int e = 0; e < K / 2; e++) {
                    tree.link(ovs, agg, e + 1, tree.edge(pod, e), j + 1);
                }
                for (int m = 0; m < K / 2; m++) {
                    tree.link(ovs, agg, 3 + m, tree.core(2 * j + m), pod + 1);
                }
            }
        }
        LOG.info("Fat tree (k=4) of {} bridges and 32 links built in {} ms", names.size(),
            (System.nanoTime() - start) / 1_000_000);
        return tree;
    }

    private void link(final OvsSandbox ovs, final String bridge, final int port, final String other,
            final int otherPort) throws IOException {
        ovs.addPatchLink(bridge, port, other, otherPort);
        ports.get(bridge).put(other, port);
        ports.get(other).put(bridge, otherPort);
    }

    public String core(final int index) {
        return prefix + "c" + index;
    }

    public List<String> core() {
        return List.of(core(0), core(1), core(2), core(3));
    }

    public String aggregation(final int pod, final int index) {
        return prefix + "a" + pod + index;
    }

    public String edge(final int pod, final int index) {
        return prefix + "e" + pod + index;
    }

    /**
     * Returns the bridges with their datapath ids, core first, then aggregation, then edge.
     *
     * @return the bridges
     */
    public Map<String, Long> datapathIds() {
        return Map.copyOf(datapathIds);
    }

    /**
     * Returns the OpenFlow port of a bridge that leads to a neighbour.
     *
     * @param bridge the bridge
     * @param neighbour the neighbour bridge
     * @return the port number
     * @throws IllegalArgumentException if they are not neighbours
     */
    public int port(final String bridge, final String neighbour) {
        final var port = ports.getOrDefault(bridge, Map.of()).get(neighbour);
        if (port == null) {
            throw new IllegalArgumentException(bridge + " and " + neighbour + " are not neighbours");
        }
        return port;
    }

    /**
     * Returns every bridge's ports by neighbour.
     *
     * @return bridge to (neighbour to port)
     */
    public Map<String, Map<String, Integer>> portMap() {
        final Map<String, Map<String, Integer>> copy = new LinkedHashMap<>();
        ports.forEach((bridge, map) -> copy.put(bridge, Map.copyOf(map)));
        return copy;
    }

    /**
     * Returns the bridges from one edge to an edge of another pod through a core: edge, aggregation, core,
     * aggregation, edge.
     *
     * @param fromPod the first edge's pod
     * @param fromEdge the first edge's index
     * @param toPod the last edge's pod (not {@code fromPod})
     * @param toEdge the last edge's index
     * @param core the core bridge's index
     * @return the five bridges
     */
    public List<String> interPodPath(final int fromPod, final int fromEdge, final int toPod, final int toEdge,
            final int core) {
        return List.of(edge(fromPod, fromEdge), aggregation(fromPod, core / 2), core(core),
            aggregation(toPod, core / 2), edge(toPod, toEdge));
    }

    /**
     * Installs static VLAN forwarding along a path: at each bridge, {@code in_port + dl_vlan → output} toward the
     * next bridge (priority 100), plus the same for untagged frames of an EtherType (priority 90), when given.
     *
     * @param ovs the sandbox
     * @param path the bridges
     * @param firstInPort the OpenFlow port the traffic enters the first bridge on
     * @param lastOutPort the OpenFlow port it leaves the last bridge on
     * @param vlan the VLAN id
     * @param untaggedEthType an EtherType forwarded untagged along the same path, or 0
     * @throws IOException if {@code ovs-ofctl} cannot be run
     */
    public void installPath(final OvsSandbox ovs, final List<String> path, final int firstInPort,
            final int lastOutPort, final int vlan, final int untaggedEthType) throws IOException {
        for (int i = 0; i < path.size(); i++) {
            final var bridge = path.get(i);
            final int in = i == 0 ? firstInPort : port(bridge, path.get(i - 1));
            final int out = i == path.size() - 1 ? lastOutPort : port(bridge, path.get(i + 1));
            ovs.ofctl("add-flow", bridge, "priority=100,in_port=" + in + ",dl_vlan=" + vlan + ",actions=output:"
                + out);
            if (untaggedEthType != 0) {
                ovs.ofctl("add-flow", bridge, "priority=90,in_port=" + in + ",vlan_tci=0x0000/0x1fff,dl_type=0x"
                    + Integer.toHexString(untaggedEthType) + ",actions=output:" + out);
            }
        }
    }
}
