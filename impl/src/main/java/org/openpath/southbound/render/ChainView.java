/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.HandlerAction;

/**
 * What the renderer needs of a chain: its wire ids, where its traffic enters and leaves, the service graph and the
 * placement, as the orchestrator published them.
 *
 * @param name the chain's name
 * @param sfcId its SFC-ID
 * @param classifier which traffic enters it
 * @param ingressNode where the traffic enters, {@code null} for the node of the first stage
 * @param ingressPort the port it enters on, {@code null} for any
 * @param egressNode where it leaves, {@code null} for the node of the last stage
 * @param egressPort the port it leaves on, {@code null} when the operator gave none (the chain is not rendered)
 * @param stages the stages of the graph in order
 * @param vertices every vertex with its SERVICE-ID
 * @param subSfcs the sub-SFCs
 * @param hops the routed hops between sub-SFCs, then the one from the ingress node (its {@code from} is that node)
 */
public record ChainView(String name, long sfcId, FlowSpec classifier, @Nullable String ingressNode,
        @Nullable Long ingressPort, @Nullable String egressNode, @Nullable Long egressPort, List<StageView> stages,
        List<VertexView> vertices, List<SubSfcView> subSfcs, List<HopView> hops) {
    /**
     * Validates and copies.
     */
    public ChainView {
        requireNonNull(name);
        requireNonNull(classifier);
        stages = List.copyOf(stages);
        vertices = List.copyOf(vertices);
        subSfcs = List.copyOf(subSfcs);
        hops = List.copyOf(hops);
        if (sfcId <= 0 || sfcId > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("Chain " + name + " has SFC-ID " + sfcId + ", outside 1..2^32-1");
        }
    }

    /**
     * A stage of the graph.
     *
     * @param index its index
     * @param branches its branches, in the analyser's order
     * @param priorityOrder the merge's priority order, highest first
     * @param dropWins whether a drop in one branch drops the merged packet
     */
    public record StageView(int index, List<BranchView> branches, List<String> priorityOrder, boolean dropWins) {
        /**
         * Copies the lists.
         */
        public StageView {
            branches = List.copyOf(branches);
            priorityOrder = List.copyOf(priorityOrder);
        }
    }

    /**
     * A branch of a stage.
     *
     * @param nf the NF
     * @param copy how its packet is made ({@code null} for the original packet)
     */
    public record BranchView(String nf, @Nullable CopyKind copy) {
        /**
         * Validates.
         */
        public BranchView {
            requireNonNull(nf);
        }
    }

    /**
     * A vertex of the graph.
     *
     * @param nf the NF's name
     * @param serviceId its SERVICE-ID
     * @param nfType its NF type
     * @param onDefaultPath false for a vertex only handler rules lead to (an inserted NF)
     * @param defaultNext the NFs of its default edge, or {@code egress}
     * @param rules its NF-handler rules
     */
    public record VertexView(String nf, long serviceId, String nfType, boolean onDefaultPath,
            List<String> defaultNext, List<HandlerView> rules) {
        /**
         * Validates and copies.
         */
        public VertexView {
            requireNonNull(nf);
            requireNonNull(nfType);
            defaultNext = List.copyOf(defaultNext);
            rules = List.copyOf(rules);
        }
    }

    /**
     * An NF-handler rule of a vertex.
     *
     * @param result the matched NF result
     * @param action what happens
     * @param target the NF steered to, for {@link HandlerAction#SEND_TO}
     */
    public record HandlerView(String result, HandlerAction action, @Nullable String target) {
        /**
         * Validates.
         */
        public HandlerView {
            requireNonNull(result);
            requireNonNull(action);
        }
    }

    /**
     * A sub-SFC.
     *
     * @param id its id
     * @param backup whether it is a backup
     * @param protects the working sub-SFC a backup stands in for, empty for a working one
     * @param node the node it runs on
     * @param active whether it carries the chain's traffic now
     * @param nfs its NFs
     * @param instances its NFs that run as more than one instance, and how many
     */
    public record SubSfcView(String id, boolean backup, String protects, String node, boolean active,
            List<String> nfs, Map<String, Integer> instances) {
        /**
         * Validates and copies.
         */
        public SubSfcView {
            requireNonNull(id);
            requireNonNull(protects);
            requireNonNull(node);
            nfs = List.copyOf(nfs);
            instances = Map.copyOf(instances);
        }

        /**
         * A sub-SFC whose NFs run one instance each.
         *
         * @param id its id
         * @param backup whether it is a backup
         * @param protects the working sub-SFC a backup stands in for, empty for a working one
         * @param node the node it runs on
         * @param active whether it carries the chain's traffic now
         * @param nfs its NFs
         */
        public SubSfcView(final String id, final boolean backup, final String protects, final String node,
                final boolean active, final List<String> nfs) {
            this(id, backup, protects, node, active, nfs, Map.of());
        }

        /**
         * Returns how many instances of one of its NFs run.
         *
         * @param nf the NF
         * @return at least 1
         */
        public int instancesOf(final String nf) {
            return instances.getOrDefault(nf, 1);
        }
    }

    /**
     * A routed hop between two sub-SFCs.
     *
     * @param from the upstream sub-SFC, or for the hop from where the traffic enters, the ingress node
     * @param to the downstream sub-SFC
     * @param path the nodes it crosses, both ends included
     */
    public record HopView(String from, String to, List<String> path) {
        /**
         * Copies the path.
         */
        public HopView {
            requireNonNull(from);
            requireNonNull(to);
            path = List.copyOf(path);
        }
    }
}
