/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static org.openpath.southbound.render.ChainRenderer.CLASSIFIER_PRIORITY;
import static org.openpath.southbound.render.ChainRenderer.FORK_BASE;
import static org.openpath.southbound.render.ChainRenderer.MAX_PORTS_PER_RANGE;
import static org.openpath.southbound.render.ChainRenderer.MERGE_BASE;
import static org.openpath.southbound.render.ChainRenderer.SERVICE_PRIORITY;
import static org.openpath.southbound.render.ChainRenderer.WORKING_PATH_ID;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.CopyToBranches;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.GraphVertex;
import org.openpath.openflow.HandlerRule;
import org.openpath.openflow.HandlerRuleAdd;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.Merge;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfScale;
import org.openpath.openflow.PortRange;
import org.openpath.openflow.RunGraph;
import org.openpath.openflow.SetPathTag;
import org.openpath.southbound.render.ChainTargets.Target;
import org.openpath.southbound.render.ChainView.StageView;
import org.openpath.southbound.render.ChainView.VertexView;

/**
 * Renders what a placed chain does on its nodes, one rendering (docs/rendering.md, Rules): the classifier at the
 * ingress node, the actions that start each target (INVOKE_NF, COPY_TO_BRANCHES, what follows an NF or a merge in the
 * same action list), the service flows of forks, branches, merges and re-submission targets, the service graphs of
 * nodes whose NF handlers hold them (GRAPH_SET, RUN_GRAPH), and the NF manager messages (NF_BIND, NF_SCALE,
 * HANDLER_RULE_ADD). Wherever processing goes on at another node it hands over to {@link SegmentRouting}, whose
 * arrival flow starts the target there with the actions rendered here.
 */
final class ChainProcessing {
    private final ChainView chain;
    private final Fabric fabric;
    private final ChainTargets targets;
    private final ChainRulesBuilder rules;
    private final SegmentRouting routing;
    private final Set<String> materialized = new HashSet<>();
    private final NodeGraphs graphs = new NodeGraphs();
    private final Set<String> graphRuns = new HashSet<>();
    private final Set<String> flowNodes;
    private final String ingress;
    private final String egress;
    private final long egressPort;

    /**
     * Starts a rendering.
     *
     * @param chain the chain
     * @param fabric the switches and links
     * @param tags the rendering's path tags
     * @param targets the chain's targets
     * @param ingress the node where the traffic enters
     * @param egress the node where it leaves
     * @param egressPort the port it leaves by
     * @param flowNodes nodes that hold service graphs but get the chain's flows instead
     */
    ChainProcessing(final ChainView chain, final Fabric fabric, final PathTags.Session tags,
            final ChainTargets targets, final String ingress, final String egress, final long egressPort,
            final Set<String> flowNodes) {
        this.flowNodes = flowNodes;
        this.chain = chain;
        this.fabric = fabric;
        this.targets = targets;
        this.rules = new ChainRulesBuilder(chain, fabric);
        this.routing = new SegmentRouting(chain, fabric, tags, rules);
        this.ingress = ingress;
        this.egress = egress;
        this.egressPort = egressPort;
    }

    /**
     * Renders the chain: from the classifier on, every target on the nodes it reaches, then the redirect targets.
     *
     * @param redirects default edges a ChangeDefault redirects (or is about to)
     * @throws NotRenderableException when the chain cannot be rendered
     */
    void render(final Set<Redirect> redirects) throws NotRenderableException {
        renderAll();
        redirectTargets(redirects);
    }

    /**
     * Returns the nodes whose service graph this rendering would have to leave by several exits (they need the
     * chain's flows instead).
     *
     * @return the nodes, empty when every graph has one exit
     */
    Set<String> nodesWithSeveralExits() {
        return graphs.nodesWithSeveralExits();
    }

    private void renderAll() throws NotRenderableException {
        final var first = targets.first();
        final List<RuleAction> actions = new ArrayList<>();
        if (ingress.equals(targets.host(first))) {
            actions.add(new RuleAction.Extension(new SetPathTag(chain.sfcId(), WORKING_PATH_ID)));
            actions.addAll(entryActions(first, ingress));
        } else {
            actions.addAll(reach(ingress, first));
        }
        classifier(actions);
    }

    /**
     * Gives each redirect target a flow of its own (or a flow leading to its node) wherever the redirected NF runs.
     */
    private void redirectTargets(final Set<Redirect> redirects) throws NotRenderableException {
        for (var redirect : redirects.stream().sorted(Comparator.comparing(Redirect::from)
                .thenComparing(Redirect::to)).toList()) {
            if (!targets.hasVertex(redirect.from()) || !targets.hasVertex(redirect.to())
                    || targets.hostOf(redirect.to()) == null) {
                continue;
            }
            for (var node : new String[] {targets.hostOf(redirect.from()), targets.backupHostOf(redirect.from())}) {
                if (node != null) {
                    continueAt(node, targets.vertexTarget(redirect.to()));
                }
            }
        }
    }

    private void classifier(final List<RuleAction> actions) throws NotRenderableException {
        final FlowSpec spec = chain.classifier();
        final var sources = ports(spec.sourcePorts(), "source");
        final var destinations = ports(spec.destinationPorts(), "destination");
        final Long sfcMatch = fabric.isOpenPath(ingress) ? 0L : null;
        int index = 0;
        for (var source : sources) {
            for (var destination : destinations) {
                final var match = new RuleMatch(chain.ingressPort(), null, spec.source(), spec.destination(),
                    spec.protocol(), source, destination, sfcMatch, null, true);
                final var id = sources.size() * destinations.size() == 1 ? "classifier" : "classifier-" + index;
                rules.addFlow(ingress, id, CLASSIFIER_PRIORITY + specificity(spec), match,
                    routing.hairpin(ingress, chain.ingressPort(), actions));
                index++;
            }
        }
    }

    private List<@Nullable Integer> ports(final @Nullable PortRange range, final String which)
            throws NotRenderableException {
        final var result = new ArrayList<@Nullable Integer>();
        if (range == null) {
            result.add(null);
            return result;
        }
        final int count = range.upper() - range.lower() + 1;
        if (count > MAX_PORTS_PER_RANGE) {
            throw new NotRenderableException("chain '" + chain.name() + "' classifies " + which + " ports "
                + range.lower() + "-" + range.upper() + " (" + count + " ports); OpenFlow 1.3 cannot match a range, "
                + "and the renderer expands at most " + MAX_PORTS_PER_RANGE + " ports into flows");
        }
        for (int port = range.lower(); port <= range.upper(); port++) {
            result.add(port);
        }
        return result;
    }

    // more specific classifiers win when chains overlap
    private static int specificity(final FlowSpec spec) {
        int value = 0;
        value += spec.source() != null ? spec.source().length() / 4 : 0;
        value += spec.destination() != null ? spec.destination().length() / 4 : 0;
        value += spec.protocol() != null ? 4 : 0;
        value += spec.sourcePorts() != null ? 8 : 0;
        value += spec.destinationPorts() != null ? 8 : 0;
        return value;
    }

    /**
     * The actions that start a target on a node that hosts it (the egress: output on the egress port).
     */
    private List<RuleAction> entryActions(final Target target, final String node) throws NotRenderableException {
        if (target.isEgress()) {
            return List.of(new RuleAction.Output(egressPort));
        }
        if (holdsGraph(node)) {
            final var actions = new ArrayList<RuleAction>();
            actions.add(new RuleAction.Extension(new RunGraph(graphRun(target, node))));
            actions.addAll(exitOf(target, node));
            return actions;
        }
        materialize(target, node);
        final var stage = target.stage();
        if (stage != null && stage.branches().size() > 1) {
            return List.of(new RuleAction.Extension(copy(stage)));
        }
        final String nf = stage != null ? stage.branches().getFirst().nf() : target.name();
        final Target next = stage != null ? targets.nextOf(stage) : targets.nextOfVertex(targets.vertex(nf));
        final var actions = new ArrayList<RuleAction>();
        actions.add(new RuleAction.Extension(new InvokeNf(targets.serviceId(nf), 0)));
        actions.addAll(following(node, next));
        return actions;
    }

    /**
     * What follows an NF or a merge: it goes on in the same action list (next 0: the NF handler hands the packet back
     * to the list, MERGE applies the rest to the merged packet) — the next NF's INVOKE_NF or the next stage's
     * COPY_TO_BRANCHES when it runs on this node, so a run of NFs on one node is one flow, else the way to its node
     * or out of the egress port. A ChangeDefault target gets a flow of its own through {@link Redirect}.
     */
    private List<RuleAction> following(final String node, final Target next) throws NotRenderableException {
        if (!next.isEgress() && targets.isLocal(next, node)) {
            return entryActions(next, node);
        }
        return reach(node, next);
    }

    /**
     * The actions that carry a packet from a node to a target hosted elsewhere (or out of the egress port), and
     * the rules on the way ({@link SegmentRouting}).
     */
    private List<RuleAction> reach(final String node, final Target target) throws NotRenderableException {
        if (target.isEgress() && node.equals(egress)) {
            return List.of(new RuleAction.Output(egressPort));
        }
        return routing.reach(node, new SegmentRouting.Destination(target.name(), targets.host(target),
            targets.backupHost(target), target.isEgress()), at -> entryActions(target, at));
    }

    private CopyToBranches copy(final StageView stage) {
        CopyKind kind = CopyKind.SHARED;
        for (var branch : stage.branches()) {
            if (branch.copy() == CopyKind.FULL_COPY) {
                kind = CopyKind.FULL_COPY;
            } else if (branch.copy() == CopyKind.HEADER_COPY && kind == CopyKind.SHARED) {
                kind = CopyKind.HEADER_COPY;
            }
        }
        return new CopyToBranches(kind, stage.branches().stream().map(branch -> targets.serviceId(branch.nf()))
            .toList());
    }

    private Merge merge(final StageView stage, final long next) {
        final var names = stage.branches().stream().map(ChainView.BranchView::nf).toList();
        final var order = new ArrayList<Integer>();
        for (var nf : stage.priorityOrder()) {
            final int index = names.indexOf(nf);
            if (index >= 0 && !order.contains(index + 1)) {
                order.add(index + 1);
            }
        }
        for (int k = 1; k <= names.size(); k++) {
            if (!order.contains(k)) {
                order.add(k);
            }
        }
        return new Merge(true, next, order);
    }

    /**
     * The SERVICE-ID a node re-submits to for a target (0 for the egress), making sure the node has a flow for it.
     */
    private long continueAt(final String node, final Target next) throws NotRenderableException {
        if (next.isEgress()) {
            return 0;
        }
        final long id = targets.entryId(next);
        if (targets.isLocal(next, node) && holdsGraph(node)) {
            // re-submitted into the node's graph: the packet goes on from the vertex and leaves by its entry's exit
            graphRun(next, node);
            return id;
        }
        if (targets.isLocal(next, node)) {
            materialize(next, node);
            // something re-submits to the target here: it needs its entry flow (an arrival starts it directly)
            rules.addFlow(node, "svc-" + id, SERVICE_PRIORITY, RuleMatch.service(chain.sfcId(), id),
                entryActions(next, node));
        } else {
            rules.addFlow(node, "svc-" + id, SERVICE_PRIORITY, RuleMatch.service(chain.sfcId(), id),
                reach(node, next));
        }
        return id;
    }

    /**
     * The bindings, handler rules and inner flows (branches, merge, what follows) that run a target on a node. Its
     * entry flow (the target's SERVICE-ID) is written only where something re-submits to it ({@link #continueAt});
     * an arrival or a classifier starts the target with its entry actions directly.
     */
    private void materialize(final Target target, final String node) throws NotRenderableException {
        if (target.isEgress() || !materialized.add(target.name() + "@" + node)) {
            return;
        }
        final var stage = target.stage();
        if (stage == null || stage.branches().size() == 1) {
            bind(targets.vertex(stage == null ? target.name() : stage.branches().getFirst().nf()), node);
            // what follows the NF is rendered with the actions that start it
            entryActions(target, node);
            return;
        }
        final long merge = MERGE_BASE + stage.index();
        for (var branch : stage.branches()) {
            final var vertex = targets.vertex(branch.nf());
            bind(vertex, node);
            rules.addFlow(node, "svc-" + vertex.serviceId(), SERVICE_PRIORITY,
                RuleMatch.service(chain.sfcId(), vertex.serviceId()),
                List.of(new RuleAction.Extension(new InvokeNf(vertex.serviceId(), merge))));
        }
        final var actions = new ArrayList<RuleAction>();
        actions.add(new RuleAction.Extension(merge(stage, 0)));
        actions.addAll(following(node, targets.nextOf(stage)));
        rules.addFlow(node, "svc-" + merge, SERVICE_PRIORITY, RuleMatch.service(chain.sfcId(), merge), actions);
    }

    // --- service graphs in the NF handler (revision 3) ------------------------------------------------------------

    private boolean holdsGraph(final String node) {
        return fabric.holdsGraphs(node) && !flowNodes.contains(node);
    }

    /**
     * The vertices that run a target and what follows it on a node, as far as processing stays on the node: what a
     * flow per re-submission does in revision 1 (an NF, a fork, a branch, a merge), each going on to the next local
     * target by its SERVICE-ID, the last one with next 0 (the packet leaves the graph by its entry's exit). Binds the
     * NFs. Notes the exit every entry into the run leaves by.
     *
     * @return the target's SERVICE-ID, where RUN_GRAPH starts
     */
    private long graphRun(final Target target, final String node) throws NotRenderableException {
        graphs.exit(node, exitOf(target, node));
        for (var step = target; !step.isEgress() && targets.isLocal(step, node); step = targets.successor(step)) {
            if (!graphRuns.add(step.name() + "@" + node)) {
                // rendered already, and what follows it
                break;
            }
            final var next = targets.successor(step);
            final long nextId = !next.isEgress() && targets.isLocal(next, node) ? targets.entryId(next) : 0;
            final var stage = step.stage();
            if (stage != null && stage.branches().size() > 1) {
                final long merge = MERGE_BASE + stage.index();
                addVertex(node, new GraphVertex(FORK_BASE + stage.index(), List.of(copy(stage))));
                for (var branch : stage.branches()) {
                    final var vertex = targets.vertex(branch.nf());
                    bind(vertex, node);
                    addVertex(node, new GraphVertex(vertex.serviceId(), List.of(new InvokeNf(vertex.serviceId(),
                        merge))));
                }
                addVertex(node, new GraphVertex(merge, List.of(merge(stage, nextId))));
            } else {
                final var vertex = targets.vertex(stage != null ? stage.branches().getFirst().nf() : step.name());
                bind(vertex, node);
                addVertex(node, new GraphVertex(vertex.serviceId(), List.of(new InvokeNf(vertex.serviceId(),
                    nextId))));
            }
        }
        return targets.entryId(target);
    }

    /**
     * Where a packet leaves a node after a target and what follows it there: the way to the first target of another
     * node, or out of the egress port.
     */
    private List<RuleAction> exitOf(final Target target, final String node) throws NotRenderableException {
        var next = targets.successor(target);
        while (!next.isEgress() && targets.isLocal(next, node)) {
            next = targets.successor(next);
        }
        return reach(node, next);
    }

    private void addVertex(final String node, final GraphVertex vertex) throws NotRenderableException {
        final var known = graphs.add(node, vertex);
        if (known.isPresent()) {
            throw new NotRenderableException("chain '" + chain.name() + "': two different graph vertices "
                + vertex.serviceId() + " on " + node + ": " + known.orElseThrow().actions() + " and "
                + vertex.actions());
        }
    }

    private void bind(final VertexView vertex, final String node) throws NotRenderableException {
        final var list = rules.messagesOf(node);
        final var bind = new NfBind(vertex.serviceId(), chain.sfcId(), vertex.nfType(), vertex.nf());
        if (list.contains(bind)) {
            return;
        }
        list.add(bind);
        final int instances = instancesOn(vertex.nf(), node);
        if (instances > 1) {
            list.add(new NfScale(vertex.serviceId(), chain.sfcId(), instances));
        }
        for (var rule : vertex.rules()) {
            final HandlerRule handler = switch (rule.action()) {
                case DISCARD -> HandlerRule.discard(chain.sfcId(), vertex.serviceId(), rule.result());
                case DEFAULT -> HandlerRule.defaultEdge(chain.sfcId(), vertex.serviceId(), rule.result());
                case SEND_TO -> {
                    final var target = rule.target();
                    if (target == null || !targets.hasVertex(target) || targets.hostOf(target) == null) {
                        // e.g. an NF a dynamic rule inserts once the NF alerts: the alert goes to the controller
                        yield null;
                    }
                    final var to = targets.vertexTarget(target);
                    continueAt(node, to);
                    yield HandlerRule.sendTo(chain.sfcId(), vertex.serviceId(), rule.result(), targets.entryId(to));
                }
            };
            if (handler != null) {
                rules.messagesOf(node).add(new HandlerRuleAdd(handler));
            }
        }
    }

    /** How many instances of an NF its sub-SFC on a node runs (a working one, or a backup standing by there). */
    private int instancesOn(final String nf, final String node) {
        return chain.subSfcs().stream().filter(sub -> sub.node().equals(node) && sub.nfs().contains(nf))
            .mapToInt(sub -> sub.instancesOf(nf)).max().orElse(1);
    }

    /**
     * Returns the chain's rules as rendered, the service graphs last.
     *
     * @return the rules
     */
    ChainRules result() {
        for (var node : graphs.nodes()) {
            // after the NF_BINDs and handler rules: a graph names bound services only
            graphs.message(chain.sfcId(), node).ifPresent(graph -> rules.messagesOf(node).add(graph));
        }
        return rules.build();
    }
}
