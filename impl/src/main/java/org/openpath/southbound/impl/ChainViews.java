/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.Stage;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.Vertex;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.Branch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.stage.Merge;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.analysis.result.service.graph.vertex.HandlerRule;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.placement.result.SubSfc;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.HandlerAction;
import org.openpath.southbound.render.ChainView;

/**
 * Builds the renderer's {@link ChainView} from a chain's operational state (graph, wire ids, placement) and its
 * request (classifier, ingress, egress), in two parts: the state's {@link Placement}, read where the state is heard
 * (on the datastore's notification thread, {@link RendererInputs}), and the view, which adds the request's part on the
 * renderer's thread. Reading the state's bindings was a third of the renderer's thread while a thousand chains were
 * rendered (JFR, 2026-11-29), and the renderer's one thread is what a large batch waits for.
 */
final class ChainViews {
    /**
     * What a chain's state says of its placement, in the renderer's terms.
     */
    sealed interface Placement permits Placed, NotPlaced, Inconsistent {
        // a closed set
    }

    /**
     * A state with a graph, wire ids and a placement.
     *
     * @param name the chain
     * @param sfcId its SFC-ID
     * @param stages the graph's stages, by index
     * @param vertices its vertices, by SERVICE-ID
     * @param subSfcs the placement's sub-SFCs, by id
     * @param hops the routes between them, the ingress node's last
     */
    record Placed(String name, long sfcId, List<ChainView.StageView> stages, List<ChainView.VertexView> vertices,
            List<ChainView.SubSfcView> subSfcs, List<ChainView.HopView> hops) implements Placement {
        Placed {
            requireNonNull(name);
            stages = List.copyOf(stages);
            vertices = List.copyOf(vertices);
            subSfcs = List.copyOf(subSfcs);
            hops = List.copyOf(hops);
        }
    }

    /**
     * A state without a graph, a placement or an SFC-ID: rejected, failed, or being processed.
     */
    record NotPlaced() implements Placement {
        static final NotPlaced INSTANCE = new NotPlaced();
    }

    /**
     * A state that cannot be rendered as it is, e.g. a vertex without its SERVICE-ID.
     *
     * @param reason what is wrong, naming the chain
     */
    record Inconsistent(String reason) implements Placement {
        Inconsistent {
            requireNonNull(reason);
        }
    }

    private ChainViews() {
        // Static only
    }

    /**
     * Returns the view of a chain that can be rendered.
     *
     * @param state the operational state
     * @param request the request, {@code null} when it is gone
     * @return the view, empty when the chain is not placed (no graph, no placement, no SFC-ID, or no request)
     * @throws IllegalArgumentException if the state is inconsistent (e.g. a vertex without its SERVICE-ID)
     */
    static Optional<ChainView> of(final ServiceChainState state, final @Nullable ServiceChain request) {
        if (request == null) {
            return Optional.empty();
        }
        return switch (placement(state)) {
            case Placed placed -> of(placed, request);
            case NotPlaced notPlaced -> Optional.empty();
            case Inconsistent inconsistent -> throw new IllegalArgumentException(inconsistent.reason());
        };
    }

    /**
     * Returns the view of a placed chain.
     *
     * @param placed what its state says
     * @param request the request, {@code null} when it is gone
     * @return the view, empty without a request
     * @throws IllegalArgumentException if the view is inconsistent (e.g. an SFC-ID out of range)
     */
    static Optional<ChainView> of(final Placed placed, final @Nullable ServiceChain request) {
        if (request == null) {
            return Optional.empty();
        }
        final var classifier = request.getClassifier();
        final FlowSpec spec = FlowSpecBindings.toSpec(classifier);
        final var egress = request.getEgress();
        return Optional.of(new ChainView(placed.name(), placed.sfcId(), spec,
            classifier == null || classifier.getIngressNode() == null ? null
                : classifier.getIngressNode().getValue(),
            classifier == null ? null : value(classifier.getIngressPort()),
            egress == null || egress.getNode() == null ? null : egress.getNode().getValue(),
            egress == null ? null : value(egress.getPort()),
            placed.stages(), placed.vertices(), placed.subSfcs(), placed.hops()));
    }

    /**
     * Reads what a chain's state says of its placement. Never throws: an inconsistent state is told as such.
     *
     * @param state the operational state
     * @return the placement
     */
    static Placement placement(final ServiceChainState state) {
        final var sfcId = state.getSfcId();
        final var analysis = state.getAnalysis();
        final var graph = analysis == null ? null : analysis.getServiceGraph();
        final var placement = state.getPlacement();
        if (sfcId == null || graph == null || placement == null || placement.nonnullSubSfc().isEmpty()) {
            return NotPlaced.INSTANCE;
        }
        final var name = state.requireName().getValue();
        final var stages = new ArrayList<>(graph.nonnullStage().values());
        stages.sort(Comparator.comparing(stage -> stage.requireIndex().toJava()));
        final var vertices = new ArrayList<ChainView.VertexView>();
        try {
            for (var vertex : graph.nonnullVertex().values()) {
                vertices.add(vertex(name, vertex));
            }
        } catch (IllegalArgumentException e) {
            return new Inconsistent(e.getMessage());
        }
        vertices.sort(Comparator.comparingLong(ChainView.VertexView::serviceId));
        final var serviceIds = new java.util.HashMap<String, Long>();
        vertices.forEach(vertex -> serviceIds.put(vertex.nf(), vertex.serviceId()));
        final var stageViews = stages.stream().map(stage -> stage(stage, serviceIds)).toList();
        final var subSfcs = new ArrayList<ChainView.SubSfcView>();
        for (var sub : placement.nonnullSubSfc().values()) {
            subSfcs.add(subSfc(sub));
        }
        subSfcs.sort(Comparator.comparing(ChainView.SubSfcView::id));
        final var hops = new ArrayList<ChainView.HopView>();
        placement.nonnullHop().values().stream()
            .map(hop -> new ChainView.HopView(hop.requireFromSubSfc().getValue(), hop.requireToSubSfc().getValue(),
                hop.requirePath().stream().map(node -> node.getValue()).toList()))
            .sorted(Comparator.comparing(ChainView.HopView::from).thenComparing(ChainView.HopView::to))
            .forEach(hops::add);
        final var ingressHop = placement.getIngressHop();
        if (ingressHop != null) {
            // the route the placement reserved from the ingress node; the renderer follows it like the others
            hops.add(new ChainView.HopView(ingressHop.requireNode().getValue(), ingressHop.requireToSubSfc().getValue(),
                ingressHop.requirePath().stream().map(node -> node.getValue()).toList()));
        }
        return new Placed(name, sfcId.toJava(), stageViews, vertices, subSfcs, hops);
    }

    /**
     * Tells whether the orchestrator placed a chain: its status is placed or rendered, or failed because its
     * rendering failed (the orchestrator shows a failed rendering report that way, and only that failure carries a
     * rendering). A chain shown failed for its rendering is still placed: it must keep being rendered and reported,
     * or its failure would never clear.
     *
     * @param state the chain's operational state
     * @return whether it is placed
     */
    static boolean isPlaced(final ServiceChainState state) {
        final var status = state.getStatus();
        final var rendering = state.getRendering();
        return status == ChainStatus.Placed || status == ChainStatus.Rendered || status == ChainStatus.Failed
            && rendering != null && rendering.getState() == RenderingResult.State.Failed;
    }

    private static @Nullable Long value(final @Nullable Uint32 value) {
        return value == null ? null : value.toJava();
    }

    private static ChainView.StageView stage(final Stage stage, final java.util.Map<String, Long> serviceIds) {
        final var branches = new ArrayList<>(stage.nonnullBranch().values());
        // the datastore returns keyed lists in hash order: keep one stable order (by SERVICE-ID)
        branches.sort(Comparator.comparingLong(branch -> serviceIds.getOrDefault(branch.requireNf().getValue(),
            Long.MAX_VALUE)));
        final Merge merge = stage.getMerge();
        final List<String> order = merge == null || merge.getPriorityOrder() == null ? List.of()
            : merge.getPriorityOrder().stream().map(nf -> nf.getValue()).toList();
        final boolean dropWins = merge == null || merge.getDropRule() != Merge.DropRule.None;
        return new ChainView.StageView(stage.requireIndex().toJava(), branches.stream()
            .map(ChainViews::branch).toList(), order, dropWins);
    }

    private static ChainView.BranchView branch(final Branch branch) {
        final var packet = branch.getPacket();
        final CopyKind copy = packet == null ? null : switch (packet) {
            case Original -> null;
            case Shared -> CopyKind.SHARED;
            case HeaderCopy -> CopyKind.HEADER_COPY;
            case FullCopy -> CopyKind.FULL_COPY;
        };
        return new ChainView.BranchView(branch.requireNf().getValue(), copy);
    }

    private static ChainView.VertexView vertex(final String chain, final Vertex vertex) {
        final var nf = vertex.requireNf().getValue();
        final var serviceId = vertex.getServiceId();
        if (serviceId == null) {
            throw new IllegalArgumentException("NF '" + nf + "' of chain '" + chain + "' has no service-id");
        }
        final var rules = new ArrayList<ChainView.HandlerView>();
        for (var rule : vertex.nonnullHandlerRule().values()) {
            rules.add(handler(rule));
        }
        rules.sort(Comparator.comparing(ChainView.HandlerView::result));
        final var next = vertex.getDefaultNext() == null ? List.<String>of()
            : vertex.getDefaultNext().stream().sorted().toList();
        return new ChainView.VertexView(nf, serviceId.toJava(), vertex.requireNfType().getValue(),
            !Boolean.FALSE.equals(vertex.getOnDefaultPath()), next, rules);
    }

    private static ChainView.HandlerView handler(final HandlerRule rule) {
        final var action = rule.getAction() == null ? HandlerRule.Action.Default : rule.getAction();
        final HandlerAction wire = switch (action) {
            case Discard -> HandlerAction.DISCARD;
            case SendTo -> HandlerAction.SEND_TO;
            case Default -> HandlerAction.DEFAULT;
        };
        return new ChainView.HandlerView(rule.requireResult().getValue(), wire,
            rule.getTarget() == null ? null : rule.getTarget().getValue());
    }

    private static ChainView.SubSfcView subSfc(final SubSfc sub) {
        return new ChainView.SubSfcView(sub.requireId().getValue(), sub.getRole() == SubSfc.Role.Backup,
            sub.getProtects() == null ? "" : sub.getProtects().getValue(), sub.requireNode().getValue(),
            Boolean.TRUE.equals(sub.getActive()),
            sub.getNf() == null ? List.of() : sub.getNf().stream().map(nf -> nf.getValue()).toList(),
            sub.nonnullScaledNf().values().stream().collect(Collectors.toMap(scaled -> scaled.requireNf().getValue(),
                scaled -> scaled.requireInstances().intValue())));
    }
}
