/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static org.openpath.southbound.render.ChainRenderer.FORK_BASE;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.southbound.render.ChainView.StageView;
import org.openpath.southbound.render.ChainView.VertexView;

/**
 * Where a chain's processing continues: its {@link Target targets} (the stages of its default path, the vertices
 * only handler rules lead to, the egress), what follows each, the SERVICE-ID that starts each and the nodes that run
 * each (the active sub-SFC's, and a backup sub-SFC's standing by on another node). Built once per rendering from the
 * placed chain, which it checks on the way; read-only after.
 */
final class ChainTargets {
    private static final String EGRESS = "egress";

    private final Map<String, StageView> stageOfNf = new HashMap<>();
    private final Map<String, VertexView> vertices = new LinkedHashMap<>();
    private final List<StageView> stages = new ArrayList<>();
    private final Map<String, String> hostOf = new HashMap<>();
    private final Map<String, String> backupHostOf = new HashMap<>();
    private final String egress;

    private ChainTargets(final String egress) {
        this.egress = egress;
    }

    /**
     * What processing starts: a default-path stage, a single vertex (reached by a handler rule) or the egress.
     */
    record Target(String name, @Nullable StageView stage, @Nullable VertexView vertex) {
        boolean isEgress() {
            return stage == null && vertex == null;
        }
    }

    /**
     * Indexes a placed chain's targets and checks that the renderer can render them: each stage on one node, every
     * NF on an OpenPATH switch, every SERVICE-ID below {@link ChainRenderer#FORK_BASE}.
     *
     * @param chain the chain
     * @param fabric the switches and links
     * @param defaultStages the stages of its default path, with the NFs on it
     * @param hosts NF → node of the active sub-SFC holding it
     * @param egress the node where the traffic leaves
     * @return the targets
     * @throws NotRenderableException when the chain cannot be rendered as placed
     */
    static ChainTargets index(final ChainView chain, final Fabric fabric, final List<StageView> defaultStages,
            final Map<String, String> hosts, final String egress) throws NotRenderableException {
        final var targets = new ChainTargets(egress);
        targets.stages.addAll(defaultStages);
        chain.vertices().forEach(vertex -> targets.vertices.put(vertex.nf(), vertex));
        targets.hostOf.putAll(hosts);
        for (var stage : targets.stages) {
            for (var branch : stage.branches()) {
                targets.stageOfNf.put(branch.nf(), stage);
            }
            final var nodes = stage.branches().stream().map(branch -> targets.hostOf.get(branch.nf())).distinct()
                .toList();
            if (nodes.size() != 1 || nodes.getFirst() == null) {
                throw new NotRenderableException("stage " + stage.index() + " " + stage.branches().stream()
                    .map(ChainView.BranchView::nf).toList() + " of chain '" + chain.name() + "' runs on "
                    + nodes + "; the renderer needs a parallel stage on one node (copies do not cross nodes)");
            }
        }
        for (var sub : chain.subSfcs()) {
            if (!sub.backup() || sub.active()) {
                continue;
            }
            final var working = chain.subSfcs().stream()
                .filter(other -> other.id().equals(sub.protects()) && other.active()).findFirst();
            if (working.isPresent() && !working.orElseThrow().node().equals(sub.node())) {
                sub.nfs().forEach(nf -> targets.backupHostOf.put(nf, sub.node()));
            }
        }
        final var nfNodes = new HashSet<String>(targets.hostOf.values());
        nfNodes.addAll(targets.backupHostOf.values());
        for (var node : nfNodes) {
            if (!fabric.isOpenPath(node)) {
                throw new NotRenderableException("chain '" + chain.name() + "' has NFs on " + node
                    + ", which is not an OpenPATH switch (an nf-host node of openpath-topology)");
            }
        }
        for (var vertex : targets.vertices.values()) {
            if (vertex.serviceId() <= 0 || vertex.serviceId() >= FORK_BASE) {
                throw new NotRenderableException("NF '" + vertex.nf() + "' of chain '" + chain.name()
                    + "' has SERVICE-ID " + vertex.serviceId() + ", outside 1.." + (FORK_BASE - 1));
            }
        }
        return targets;
    }

    /**
     * Returns a vertex of the chain.
     *
     * @param nf the NF
     * @return its vertex; {@code null} when the chain has none of that name (see {@link #hasVertex})
     */
    VertexView vertex(final String nf) {
        return vertices.get(nf);
    }

    /**
     * Tells whether the chain has a vertex.
     *
     * @param nf the NF
     * @return whether the chain's graph runs it
     */
    boolean hasVertex(final String nf) {
        return vertices.containsKey(nf);
    }

    /**
     * Returns the node of the active sub-SFC that holds an NF.
     *
     * @param nf the NF
     * @return the node, {@code null} when no active sub-SFC holds it
     */
    @Nullable String hostOf(final String nf) {
        return hostOf.get(nf);
    }

    /**
     * Returns the node of the backup sub-SFC that stands by for an NF on another node than its working one.
     *
     * @param nf the NF
     * @return the node, {@code null} when none
     */
    @Nullable String backupHostOf(final String nf) {
        return backupHostOf.get(nf);
    }

    /**
     * Returns the first stage of the default path, where the classifier sends the traffic.
     *
     * @return its target
     */
    Target first() {
        return stageTarget(stages.getFirst());
    }

    Target egressTarget() {
        return new Target(EGRESS, null, null);
    }

    Target stageTarget(final StageView stage) {
        return new Target(stage.branches().size() == 1 ? stage.branches().getFirst().nf() : "fork-" + stage.index(),
            stage, null);
    }

    Target vertexTarget(final String nf) {
        final var stage = stageOfNf.get(nf);
        if (stage != null) {
            // an NF of the default path starts like its stage when alone there, else alone (a send-to into a
            // parallel stage)
            return stage.branches().size() == 1 ? stageTarget(stage) : new Target(nf, null, vertices.get(nf));
        }
        return new Target(nf, null, vertices.get(nf));
    }

    Target nextOf(final StageView stage) {
        final int position = stages.indexOf(stage);
        return position + 1 < stages.size() ? stageTarget(stages.get(position + 1)) : egressTarget();
    }

    Target nextOfVertex(final VertexView vertex) {
        final var stage = stageOfNf.get(vertex.nf());
        if (stage != null) {
            return nextOf(stage);
        }
        for (var next : vertex.defaultNext()) {
            final var nextStage = stageOfNf.get(next);
            if (nextStage != null) {
                return stageTarget(nextStage);
            }
        }
        return egressTarget();
    }

    Target successor(final Target target) {
        final var stage = target.stage();
        return stage != null ? nextOf(stage) : nextOfVertex(vertices.get(target.name()));
    }

    long entryId(final Target target) {
        if (target.isEgress()) {
            return 0;
        }
        final var stage = target.stage();
        if (stage != null) {
            return stage.branches().size() == 1 ? serviceId(stage.branches().getFirst().nf())
                : FORK_BASE + stage.index();
        }
        return serviceId(target.name());
    }

    @Nullable String host(final Target target) {
        if (target.isEgress()) {
            return egress;
        }
        final var stage = target.stage();
        return hostOf.get(stage != null ? stage.branches().getFirst().nf() : target.name());
    }

    @Nullable String backupHost(final Target target) {
        if (target.isEgress()) {
            return null;
        }
        final var stage = target.stage();
        return backupHostOf.get(stage != null ? stage.branches().getFirst().nf() : target.name());
    }

    boolean isLocal(final Target target, final String node) {
        return node.equals(host(target)) || node.equals(backupHost(target));
    }

    long serviceId(final String nf) {
        return vertices.get(nf).serviceId();
    }
}
