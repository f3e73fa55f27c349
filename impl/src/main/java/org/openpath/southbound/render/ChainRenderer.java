/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.ControllerMessage;
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
import org.openpath.southbound.render.ChainView.StageView;
import org.openpath.southbound.render.ChainView.VertexView;

/**
 * Renders one placed chain into flows, fast-failover groups and NF manager messages (docs/rendering.md).
 *
 * <ul>
 *   <li>Every rule is in table 0 and carries the chain's {@link #cookie cookie}; flow ids start with the chain's
 *       name.</li>
 *   <li><b>Classifier</b> at the ingress node (priority {@value #CLASSIFIER_PRIORITY}): the request's 5-tuple (and
 *       ingress port) → SET_PATH_TAG(sfc) and the first stage's entry action, or the path tag towards its node.</li>
 *   <li><b>Services</b> on each OpenPATH node hosting NFs (priority {@value #SERVICE_PRIORITY}): SFC_ID + SERVICE_ID
 *       → INVOKE_NF(branch, merge) for each branch of a parallel stage, MERGE for its merge id. What follows an NF
 *       or a merge goes on in the same action list (INVOKE_NF / MERGE with next 0): the next NF or fork on this
 *       node, else the path tag towards the next node or the egress port. A target gets a flow of its own only
 *       where something re-submits to it: a handler rule's send-to, or a ChangeDefault ({@link Redirect}).</li>
 *   <li><b>Segments</b> (priority {@value #SEGMENT_PRIORITY}): a VLAN tag per (chain, from node, to node, what
 *       starts there); the far end pops it, sets SFC_ID with SET_PATH_TAG and starts the processing. Between the
 *       ends an unprotected segment rides in a <b>shared route</b>: an outer VLAN tag per destination node, one
 *       flow per switch and destination for all chains (popped by the last switch before the destination); where
 *       another chain already sends that destination another way (or the segment is protected), transit switches
 *       get the segment's own tag.</li>
 *   <li><b>Backups</b>: every segment into a working sub-SFC that has a backup goes through a fast-failover group at
 *       each node of its path: while the next link is live the packet follows the working path; otherwise it is
 *       re-tagged onto a pre-installed detour to the backup sub-SFC, whose NFs are bound and whose rules are in
 *       place. The detour rides in the backup node's shared route where no other chain sends that node another
 *       way, else it has its own tag on every switch on the way.</li>
 *   <li><b>NF manager</b>: NF_BIND for every NF of every sub-SFC on its node, HANDLER_RULE_ADD for every handler
 *       rule whose target is placed.</li>
 * </ul>
 */
public final class ChainRenderer {
    /** Priority of NF steering flows. */
    public static final int SERVICE_PRIORITY = 400;
    /** Priority of path-tag flows. */
    public static final int SEGMENT_PRIORITY = 300;
    /** Priority of classifier flows. */
    public static final int CLASSIFIER_PRIORITY = 200;
    /** SERVICE-ID of the fork of stage s: FORK_BASE + s. */
    public static final long FORK_BASE = 0x10000;
    /** SERVICE-ID of the merge of stage s: MERGE_BASE + s. */
    public static final long MERGE_BASE = 0x20000;
    /** The top 16 bits of every OpenPATH chain's cookie. */
    public static final long COOKIE_MARK = 0x4F50L << 48;
    /** The top 16 bits of the cookie of shared route flows. */
    public static final long ROUTE_COOKIE_MARK = 0x4F52L << 48;
    /** A port range is rendered as one classifier flow per port, up to this many. */
    public static final int MAX_PORTS_PER_RANGE = 16;
    /**
     * OpenFlow's reserved IN_PORT port: a switch sends a packet back out of the port it came in on only through it
     * (an output action naming the ingress port itself is dropped, e.g. by Open vSwitch).
     */
    public static final long IN_PORT = 0xFFFFFFF8L;
    /**
     * PATH-ID the classifier sets when the chain's first stage runs on the ingress node itself
     * (docs/openpath-openflow.md section 1; elsewhere the PATH-ID is the path tag of the segment the packet arrived by;
     * 0 means none and is never written).
     */
    public static final long WORKING_PATH_ID = 1;

    private static final String EGRESS = "egress";

    private final ChainView chain;
    private final Fabric fabric;
    private final PathTags.Session tags;
    private final Map<String, StageView> stageOfNf = new HashMap<>();
    private final Map<String, VertexView> vertices = new LinkedHashMap<>();
    private final List<StageView> stages = new ArrayList<>();
    private final Map<String, String> hostOf = new HashMap<>();
    private final Map<String, String> backupHostOf = new HashMap<>();
    private final Map<String, FlowRule> flows = new LinkedHashMap<>();
    private final Map<String, FlowRule> routes = new LinkedHashMap<>();
    private final List<GroupRule> groups = new ArrayList<>();
    private final Map<String, List<ControllerMessage>> messages = new LinkedHashMap<>();
    private final Map<String, Segment> segments = new LinkedHashMap<>();
    private final Set<String> materialized = new HashSet<>();
    private final Map<String, Integer> groupsOnNode = new HashMap<>();
    private final Map<String, List<RuleAction>> reached = new HashMap<>();
    private final NodeGraphs graphs = new NodeGraphs();
    private final Set<String> graphRuns = new HashSet<>();
    private final Set<String> flowNodes;
    private final String ingress;
    private final String egress;
    private final long egressPort;

    private ChainRenderer(final ChainView chain, final Fabric fabric, final PathTags.Session tags,
            final String ingress, final String egress, final long egressPort, final Set<String> flowNodes) {
        this.flowNodes = flowNodes;
        this.chain = chain;
        this.fabric = fabric;
        this.tags = tags;
        this.ingress = ingress;
        this.egress = egress;
        this.egressPort = egressPort;
    }

    /**
     * Returns the cookie of a chain's rules.
     *
     * @param sfcId the chain's SFC-ID
     * @return {@code 0x4f50} in the top 16 bits, the SFC-ID in the next 32, zero below
     */
    public static long cookie(final long sfcId) {
        return COOKIE_MARK | sfcId << 16;
    }

    /**
     * Renders a chain. The tags it takes are committed when it renders, released otherwise.
     *
     * @param chain the chain
     * @param fabric the switches and links
     * @param pathTags the domain's path tags
     * @return the rules, or why there are none
     */
    public static RenderOutcome render(final ChainView chain, final Fabric fabric, final PathTags pathTags) {
        return render(chain, fabric, pathTags, Set.of());
    }

    /**
     * Renders a chain whose default edges may be redirected at run time. The tags it takes are committed when it
     * renders, released otherwise (also when rendering throws).
     *
     * @param chain the chain
     * @param fabric the switches and links
     * @param pathTags the domain's path tags
     * @param redirects default edges a ChangeDefault redirects (or is about to): each target gets a flow of its own
     *     on the nodes of the NF whose edge changes; redirects naming an NF the chain does not run are ignored
     * @return the rules, or why there are none
     */
    public static RenderOutcome render(final ChainView chain, final Fabric fabric, final PathTags pathTags,
            final Set<Redirect> redirects) {
        final var session = pathTags.begin(chain.name());
        boolean committed = false;
        try {
            final var outcome = tryRender(chain, fabric, session, redirects);
            if (outcome instanceof RenderOutcome.Rendered) {
                session.commit();
                committed = true;
            }
            return outcome;
        } finally {
            if (!committed) {
                // not rendered, or a defect threw: the tags this rendering took go back
                session.abort();
            }
        }
    }

    private static RenderOutcome tryRender(final ChainView chain, final Fabric fabric,
            final PathTags.Session session, final Set<Redirect> redirects) {
        final Long egressPort = chain.egressPort();
        if (egressPort == null) {
            return new RenderOutcome.NotRenderable("no egress port: set egress/port (and egress/node) of chain '"
                + chain.name() + "' to say where its traffic leaves");
        }
        if (chain.subSfcs().isEmpty()) {
            return new RenderOutcome.NotRenderable("chain '" + chain.name() + "' is not placed");
        }
        if (chain.classifier().ipVersion() == 6) {
            return new RenderOutcome.NotRenderable("chain '" + chain.name() + "' classifies IPv6 traffic, which the "
                + "renderer does not support yet");
        }
        final var defaultStages = defaultStages(chain);
        if (defaultStages.isEmpty()) {
            return new RenderOutcome.NotRenderable("chain '" + chain.name() + "' has no NF on its default path");
        }
        final var hosts = hosts(chain);
        final String first = hosts.get(defaultStages.getFirst().branches().getFirst().nf());
        final String last = hosts.get(defaultStages.getLast().branches().getFirst().nf());
        if (first == null || last == null) {
            return new RenderOutcome.NotRenderable("chain '" + chain.name() + "' has NFs on no active sub-SFC");
        }
        final var ingress = chain.ingressNode() != null ? chain.ingressNode() : first;
        final var egress = chain.egressNode() != null ? chain.egressNode() : last;
        try {
            var renderer = new ChainRenderer(chain, fabric, session, ingress, egress, egressPort, Set.of());
            renderer.renderWith(defaultStages, hosts, redirects);
            final var severalExits = renderer.graphs.nodesWithSeveralExits();
            if (!severalExits.isEmpty()) {
                // a graph's packets leave by the exit of the entry that ran them in: these nodes would need several,
                // so they get the chain's flows instead (revision 1)
                renderer = new ChainRenderer(chain, fabric, session, ingress, egress, egressPort, severalExits);
                renderer.renderWith(defaultStages, hosts, redirects);
            }
            return new RenderOutcome.Rendered(renderer.result());
        } catch (NotRenderableException e) {
            return new RenderOutcome.NotRenderable(e.getMessage());
        } catch (IllegalStateException e) {
            return new RenderOutcome.NotRenderable("chain '" + chain.name() + "': " + e.getMessage());
        }
    }

    private void renderWith(final List<StageView> defaultStages, final Map<String, String> hosts,
            final Set<Redirect> redirects) throws NotRenderableException {
        index(defaultStages, hosts);
        renderAll();
        redirectTargets(redirects);
    }

    private static List<StageView> defaultStages(final ChainView chain) {
        final var onPath = new HashSet<String>();
        chain.vertices().stream().filter(VertexView::onDefaultPath).forEach(vertex -> onPath.add(vertex.nf()));
        final var result = new ArrayList<StageView>();
        for (var stage : chain.stages()) {
            final var branches = stage.branches().stream().filter(branch -> onPath.contains(branch.nf())).toList();
            if (!branches.isEmpty()) {
                result.add(new StageView(stage.index(), branches, stage.priorityOrder(), stage.dropWins()));
            }
        }
        return result;
    }

    // NF -> node of the active sub-SFC holding it
    private static Map<String, String> hosts(final ChainView chain) {
        final var hosts = new HashMap<String, String>();
        for (var sub : chain.subSfcs()) {
            if (sub.active()) {
                sub.nfs().forEach(nf -> hosts.put(nf, sub.node()));
            }
        }
        return hosts;
    }

    private void index(final List<StageView> defaultStages, final Map<String, String> hosts)
            throws NotRenderableException {
        stages.addAll(defaultStages);
        chain.vertices().forEach(vertex -> vertices.put(vertex.nf(), vertex));
        hostOf.putAll(hosts);
        for (var stage : stages) {
            for (var branch : stage.branches()) {
                stageOfNf.put(branch.nf(), stage);
            }
            final var nodes = stage.branches().stream().map(branch -> hostOf.get(branch.nf())).distinct().toList();
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
                sub.nfs().forEach(nf -> backupHostOf.put(nf, sub.node()));
            }
        }
        final var nfNodes = new HashSet<String>(hostOf.values());
        nfNodes.addAll(backupHostOf.values());
        for (var node : nfNodes) {
            if (!fabric.isOpenPath(node)) {
                throw new NotRenderableException("chain '" + chain.name() + "' has NFs on " + node
                    + ", which is not an OpenPATH switch (an nf-host node of openpath-topology)");
            }
        }
        for (var vertex : vertices.values()) {
            if (vertex.serviceId() <= 0 || vertex.serviceId() >= FORK_BASE) {
                throw new NotRenderableException("NF '" + vertex.nf() + "' of chain '" + chain.name()
                    + "' has SERVICE-ID " + vertex.serviceId() + ", outside 1.." + (FORK_BASE - 1));
            }
        }
    }

    // --- targets: where processing continues -----------------------------------------------------------------

    /**
     * What processing starts: a default-path stage, a single vertex (reached by a handler rule) or the egress.
     */
    private record Target(String name, @Nullable StageView stage, @Nullable VertexView vertex) {
        boolean isEgress() {
            return stage == null && vertex == null;
        }
    }

    private Target egressTarget() {
        return new Target(EGRESS, null, null);
    }

    private Target stageTarget(final StageView stage) {
        return new Target(stage.branches().size() == 1 ? stage.branches().getFirst().nf() : "fork-" + stage.index(),
            stage, null);
    }

    private Target vertexTarget(final String nf) {
        final var stage = stageOfNf.get(nf);
        if (stage != null) {
            // an NF of the default path starts like its stage when alone there, else alone (a send-to into a
            // parallel stage)
            return stage.branches().size() == 1 ? stageTarget(stage) : new Target(nf, null, vertices.get(nf));
        }
        return new Target(nf, null, vertices.get(nf));
    }

    private Target nextOf(final StageView stage) {
        final int position = stages.indexOf(stage);
        return position + 1 < stages.size() ? stageTarget(stages.get(position + 1)) : egressTarget();
    }

    private Target nextOfVertex(final VertexView vertex) {
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

    private long entryId(final Target target) {
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

    private @Nullable String host(final Target target) {
        if (target.isEgress()) {
            return egress;
        }
        final var stage = target.stage();
        return hostOf.get(stage != null ? stage.branches().getFirst().nf() : target.name());
    }

    private @Nullable String backupHost(final Target target) {
        if (target.isEgress()) {
            return null;
        }
        final var stage = target.stage();
        return backupHostOf.get(stage != null ? stage.branches().getFirst().nf() : target.name());
    }

    private boolean isLocal(final Target target, final String node) {
        return node.equals(host(target)) || node.equals(backupHost(target));
    }

    private long serviceId(final String nf) {
        return vertices.get(nf).serviceId();
    }

    // --- rendering --------------------------------------------------------------------------------------------

    private void renderAll() throws NotRenderableException {
        final var first = stageTarget(stages.getFirst());
        final List<RuleAction> actions = new ArrayList<>();
        if (ingress.equals(host(first))) {
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
            if (!vertices.containsKey(redirect.from()) || !vertices.containsKey(redirect.to())
                    || hostOf.get(redirect.to()) == null) {
                continue;
            }
            for (var node : new String[] {hostOf.get(redirect.from()), backupHostOf.get(redirect.from())}) {
                if (node != null) {
                    continueAt(node, vertexTarget(redirect.to()));
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
                addFlow(ingress, id, CLASSIFIER_PRIORITY + specificity(spec), match,
                    hairpin(ingress, chain.ingressPort(), actions));
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
        final Target next = stage != null ? nextOf(stage) : nextOfVertex(vertices.get(nf));
        final var actions = new ArrayList<RuleAction>();
        actions.add(new RuleAction.Extension(new InvokeNf(serviceId(nf), 0)));
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
        if (!next.isEgress() && isLocal(next, node)) {
            return entryActions(next, node);
        }
        return reach(node, next);
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
        return new CopyToBranches(kind, stage.branches().stream().map(branch -> serviceId(branch.nf())).toList());
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
        final long id = entryId(next);
        if (isLocal(next, node) && holdsGraph(node)) {
            // re-submitted into the node's graph: the packet goes on from the vertex and leaves by its entry's exit
            graphRun(next, node);
            return id;
        }
        if (isLocal(next, node)) {
            materialize(next, node);
            // something re-submits to the target here: it needs its entry flow (an arrival starts it directly)
            addFlow(node, "svc-" + id, SERVICE_PRIORITY, RuleMatch.service(chain.sfcId(), id),
                entryActions(next, node));
        } else {
            addFlow(node, "svc-" + id, SERVICE_PRIORITY, RuleMatch.service(chain.sfcId(), id), reach(node, next));
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
            bind(vertices.get(stage == null ? target.name() : stage.branches().getFirst().nf()), node);
            // what follows the NF is rendered with the actions that start it
            entryActions(target, node);
            return;
        }
        final long merge = MERGE_BASE + stage.index();
        for (var branch : stage.branches()) {
            final var vertex = vertices.get(branch.nf());
            bind(vertex, node);
            addFlow(node, "svc-" + vertex.serviceId(), SERVICE_PRIORITY,
                RuleMatch.service(chain.sfcId(), vertex.serviceId()),
                List.of(new RuleAction.Extension(new InvokeNf(vertex.serviceId(), merge))));
        }
        final var actions = new ArrayList<RuleAction>();
        actions.add(new RuleAction.Extension(merge(stage, 0)));
        actions.addAll(following(node, nextOf(stage)));
        addFlow(node, "svc-" + merge, SERVICE_PRIORITY, RuleMatch.service(chain.sfcId(), merge), actions);
    }

    // --- service graphs in the NF handler (revision 3) ------------------------------------------------------------

    private boolean holdsGraph(final String node) {
        return fabric.holdsGraphs(node) && !flowNodes.contains(node);
    }

    private Target successor(final Target target) {
        final var stage = target.stage();
        return stage != null ? nextOf(stage) : nextOfVertex(vertices.get(target.name()));
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
        for (var step = target; !step.isEgress() && isLocal(step, node); step = successor(step)) {
            if (!graphRuns.add(step.name() + "@" + node)) {
                // rendered already, and what follows it
                break;
            }
            final var next = successor(step);
            final long nextId = !next.isEgress() && isLocal(next, node) ? entryId(next) : 0;
            final var stage = step.stage();
            if (stage != null && stage.branches().size() > 1) {
                final long merge = MERGE_BASE + stage.index();
                addVertex(node, new GraphVertex(FORK_BASE + stage.index(), List.of(copy(stage))));
                for (var branch : stage.branches()) {
                    final var vertex = vertices.get(branch.nf());
                    bind(vertex, node);
                    addVertex(node, new GraphVertex(vertex.serviceId(), List.of(new InvokeNf(vertex.serviceId(),
                        merge))));
                }
                addVertex(node, new GraphVertex(merge, List.of(merge(stage, nextId))));
            } else {
                final var vertex = vertices.get(stage != null ? stage.branches().getFirst().nf() : step.name());
                bind(vertex, node);
                addVertex(node, new GraphVertex(vertex.serviceId(), List.of(new InvokeNf(vertex.serviceId(),
                    nextId))));
            }
        }
        return entryId(target);
    }

    /**
     * Where a packet leaves a node after a target and what follows it there: the way to the first target of another
     * node, or out of the egress port.
     */
    private List<RuleAction> exitOf(final Target target, final String node) throws NotRenderableException {
        var next = successor(target);
        while (!next.isEgress() && isLocal(next, node)) {
            next = successor(next);
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
        final var list = messages.computeIfAbsent(node, ignored -> new ArrayList<>());
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
                    if (target == null || !vertices.containsKey(target) || hostOf.get(target) == null) {
                        // e.g. an NF a dynamic rule inserts once the NF alerts: the alert goes to the controller
                        yield null;
                    }
                    final var to = vertexTarget(target);
                    continueAt(node, to);
                    yield HandlerRule.sendTo(chain.sfcId(), vertex.serviceId(), rule.result(), entryId(to));
                }
            };
            if (handler != null) {
                messages.get(node).add(new HandlerRuleAdd(handler));
            }
        }
    }

    /** How many instances of an NF its sub-SFC on a node runs (a working one, or a backup standing by there). */
    private int instancesOn(final String nf, final String node) {
        return chain.subSfcs().stream().filter(sub -> sub.node().equals(node) && sub.nfs().contains(nf))
            .mapToInt(sub -> sub.instancesOf(nf)).max().orElse(1);
    }

    /**
     * The actions that carry a packet from a node to a target hosted elsewhere (or out of the egress port), and
     * the rules on the way.
     */
    private List<RuleAction> reach(final String node, final Target target) throws NotRenderableException {
        if (target.isEgress() && node.equals(egress)) {
            return List.of(new RuleAction.Output(egressPort));
        }
        // once per node and target: a protected segment's groups must not be made twice
        final var key = node + ">" + target.name();
        final var known = reached.get(key);
        if (known != null) {
            return known;
        }
        final var to = host(target);
        if (to == null) {
            throw new NotRenderableException("chain '" + chain.name() + "': " + target.name() + " is on no node");
        }
        final var segment = segment(node, to, target, false, Set.of());
        final var backupNode = backupHost(target);
        final var actions = new ArrayList<RuleAction>();
        actions.add(new RuleAction.PushVlan());
        actions.add(new RuleAction.SetVlan(segment.tag()));
        if (backupNode == null || backupNode.equals(node) || segment.path().contains(backupNode)) {
            final var path = segment.path();
            if (path.size() > 2 && tags.claimRoute(path)) {
                // the segment's tag rides inside the destination's route tag, which the switches on the way share
                // with every chain sending there; the last of them pops it
                final int route = tags.routeTag(to);
                actions.add(new RuleAction.PushVlan());
                actions.add(new RuleAction.SetVlan(route));
                route(path, route);
                segments.replaceAll((name, held) -> held == segment ? segment.onRoute(route) : held);
            } else {
                transit(segment, null);
            }
            actions.add(new RuleAction.Output(portTowards(node, path.get(1))));
        } else {
            final var detour = detours(node, to, backupNode, target, segment);
            actions.add(detour.get(node));
            transit(segment, detour);
        }
        arrive(segment, target);
        final var result = List.copyOf(actions);
        reached.put(key, result);
        return result;
    }

    private Segment segment(final String from, final String to, final Target target, final boolean backup,
            final Set<String> avoid) throws NotRenderableException {
        final var key = from + ">" + to + ">" + target.name() + (backup ? ">backup" : "");
        final var known = segments.get(key);
        if (known != null) {
            return known;
        }
        final var path = (backup ? Optional.<List<String>>empty() : placedPath(from, to))
            .or(() -> fabric.path(from, to, avoid))
            .orElseThrow(() -> new NotRenderableException("chain '" + chain.name() + "': no path with known ports "
                + "from " + from + " to " + to + (avoid.isEmpty() ? "" : " avoiding " + avoid) + " (configure "
                + "source-port and destination-port on openpath-topology links, or let LLDP discover them)"));
        final var segment = new Segment(tags.tag(key), from, to, target.name(), backup, path);
        segments.put(key, segment);
        return segment;
    }

    private Optional<List<String>> placedPath(final String from, final String to) {
        for (var hop : chain.hops()) {
            final var path = hop.path();
            if (path.size() >= 2 && path.getFirst().equals(from) && path.getLast().equals(to) && hasPorts(path)) {
                return Optional.of(path);
            }
        }
        return Optional.empty();
    }

    private boolean hasPorts(final List<String> path) {
        for (int i = 0; i + 1 < path.size(); i++) {
            if (fabric.port(path.get(i), path.get(i + 1)).isEmpty() || fabric.port(path.get(i + 1), path.get(i))
                    .isEmpty()) {
                return false;
            }
        }
        return true;
    }

    private long portTowards(final String node, final String neighbour) throws NotRenderableException {
        return fabric.port(node, neighbour).orElseThrow(() -> new NotRenderableException("chain '" + chain.name()
            + "': the port of " + node + " towards " + neighbour + " is not known"));
    }

    /**
     * Fast-failover groups along a protected segment: at each node of the working path but its end, prefer the
     * next working link, else re-tag onto the shortest detour to the backup node that avoids the working node. A node
     * whose detour leaves by the working port gets no group (it could never fail over).
     *
     * @return per node of the working path, the action that applies its group
     */
    private Map<String, RuleAction> detours(final String from, final String to, final String backupNode,
            final Target target, final Segment working) throws NotRenderableException {
        final var tree = fabric.towards(backupNode, Set.of(to));
        final var detour = segment(from, backupNode, target, true, Set.of(to));
        final var result = new LinkedHashMap<String, RuleAction>();
        final var path = working.path();
        final var failovers = new ArrayList<Failover>();
        for (int i = 0; i + 1 < path.size(); i++) {
            final var node = path.get(i);
            final long primary = portTowards(node, path.get(i + 1));
            final var parent = tree.get(node);
            if (parent != null && !parent.equals(node) && portTowards(node, parent) == primary) {
                // the detour leaves by the same port: a group here could never fail over, a node further on does
                result.put(node, new RuleAction.Output(primary));
                continue;
            }
            final var detourPath = new ArrayList<String>();
            detourPath.add(node);
            for (var hop = parent; hop != null && !hop.equals(node); hop = hop.equals(backupNode) ? null
                    : tree.get(hop)) {
                detourPath.add(hop);
            }
            // the packet came from the previous node of the path (or, at a plain ingress switch, the chain's ingress
            // port): the detour may lead back there
            final Long inPort = i > 0 ? Long.valueOf(portTowards(node, path.get(i - 1))) : chain.ingressPort();
            failovers.add(new Failover(node, primary, detourPath, inPort));
        }
        // The detour rides inside the backup node's route tag, like an unprotected segment, when every way onto it
        // (and the segment as reported) can share that route: the switches on the way then hold one flow for every
        // chain heading there, not one per chain. A fast-failover bucket's actions are an action set (OVS applies
        // them so): it can push the route tag but not also rewrite the tag below, so the packet keeps the working
        // segment's tag inside and the backup node's arrival matches that.
        final var routed = new ArrayList<List<String>>();
        failovers.stream().map(Failover::detourPath).filter(way -> way.size() > 2).forEach(routed::add);
        if (detour.path().size() > 2) {
            routed.add(detour.path());
        }
        final boolean onRoute = failovers.stream().allMatch(failover -> failover.detourPath().getLast()
            .equals(backupNode)) && tags.claimRoutes(routed);
        final int route = onRoute && !routed.isEmpty() ? tags.routeTag(backupNode) : 0;
        final var detourNodes = new HashSet<String>();
        for (var failover : failovers) {
            final var node = failover.node();
            final var buckets = new ArrayList<GroupRule.Bucket>();
            buckets.add(new GroupRule.Bucket(failover.primary(), List.of(new RuleAction.Output(failover.primary()))));
            final var way = failover.detourPath();
            if (way.size() > 1) {
                final long alternate = portTowards(node, way.get(1));
                final var reroute = new ArrayList<RuleAction>();
                if (!onRoute) {
                    reroute.add(new RuleAction.SetVlan(detour.tag()));
                    way.stream().skip(1).filter(hop -> !hop.equals(backupNode)).forEach(detourNodes::add);
                } else if (way.size() > 2) {
                    reroute.add(new RuleAction.PushVlan());
                    reroute.add(new RuleAction.SetVlan(route));
                    route(way, route);
                }
                reroute.add(new RuleAction.Output(alternate));
                buckets.add(new GroupRule.Bucket(alternate, hairpin(node, failover.inPort(), reroute)));
            }
            final long groupId = groupId(node);
            groups.add(new GroupRule(node, groupId, buckets));
            result.put(node, new RuleAction.Group(groupId));
        }
        for (var node : detourNodes) {
            addFlow(node, "tag-" + detour.tag(), SEGMENT_PRIORITY, RuleMatch.tag(detour.tag()),
                List.of(new RuleAction.Output(portTowards(node, tree.get(node)))));
        }
        if (onRoute) {
            if (route != 0) {
                if (detour.path().size() > 2) {
                    // every switch between the reported segment's ends holds the route flow, also where the working
                    // path and the detour still agree
                    route(detour.path(), route);
                }
                segments.replaceAll((name, held) -> held == detour ? detour.onRoute(route) : held);
            }
            arrive(detour, target, backupNode, working.tag());
        } else {
            arrive(detour, target, backupNode, detour.tag());
        }
        return result;
    }

    /**
     * A node of a protected segment's working path with a fast-failover group: the working port and the way from
     * the node to the backup node.
     */
    private record Failover(String node, long primary, List<String> detourPath, @Nullable Long inPort) {
    }

    private long groupId(final String node) throws NotRenderableException {
        final int index = groupsOnNode.merge(node, 1, Integer::sum);
        if (index >= 64 || chain.sfcId() >= 1L << 23) {
            throw new NotRenderableException("chain '" + chain.name() + "' needs more than 63 groups on " + node);
        }
        // unique per node across chains: SFC-ID in the high bits; bits 6 and 7 take the version's slot (FlowSlots)
        return chain.sfcId() << 8 | index;
    }

    private void transit(final Segment segment, final @Nullable Map<String, RuleAction> groupsByNode)
            throws NotRenderableException {
        final var path = segment.path();
        for (int i = 1; i + 1 < path.size(); i++) {
            final var node = path.get(i);
            final RuleAction action = groupsByNode != null ? groupsByNode.get(node)
                : new RuleAction.Output(portTowards(node, path.get(i + 1)));
            addFlow(node, "tag-" + segment.tag(), SEGMENT_PRIORITY, RuleMatch.tag(segment.tag()), List.of(action));
        }
    }

    /**
     * The shared route flows along a path: on each switch between its ends, the destination's route tag → the next
     * hop, popped by the last switch before the destination (so the destination sees the segment's tag only).
     */
    private void route(final List<String> path, final int routeTag) throws NotRenderableException {
        final var destination = path.getLast();
        for (int i = 1; i + 1 < path.size(); i++) {
            final var node = path.get(i);
            final var output = new RuleAction.Output(portTowards(node, path.get(i + 1)));
            final List<RuleAction> actions = i + 2 == path.size() ? List.of(new RuleAction.PopVlan(), output)
                : List.of(output);
            final var rule = new FlowRule(node, routeFlowId(destination, routeTag), SEGMENT_PRIORITY,
                RuleMatch.tag(routeTag), actions);
            final var existing = routes.putIfAbsent(node + " " + rule.id(), rule);
            if (existing != null && !existing.equals(rule)) {
                throw new NotRenderableException("chain '" + chain.name() + "': two different shared routes "
                    + rule.id() + " on " + node);
            }
        }
    }

    /**
     * Returns the flow id of the shared route flow towards a node. It names the route tag too: route tags are handed
     * out again after a controller restart, and a flow whose match changed under the same id could stay on a switch
     * (the forwarding rules manager may replace it only by adding the new one); with the tag in the id the old flow
     * is another id, which the sweep of stale rules deletes.
     *
     * @param destination the node
     * @param routeTag its route tag
     * @return {@code route:<tag>:<node>}
     */
    public static String routeFlowId(final String destination, final int routeTag) {
        return "route:" + routeTag + ":" + destination;
    }

    private void arrive(final Segment segment, final Target target) throws NotRenderableException {
        arrive(segment, target, segment.to(), segment.tag());
    }

    /**
     * The arrival flow of a segment at a node: the packet comes in with {@code tag} (the segment's own, or for a
     * detour on a shared route the working segment's), is named by the segment's tag and starts the target.
     */
    private void arrive(final Segment segment, final Target target, final String node, final int tag)
            throws NotRenderableException {
        final var actions = new ArrayList<RuleAction>();
        actions.add(new RuleAction.PopVlan());
        if (!target.isEgress()) {
            actions.add(new RuleAction.Extension(new SetPathTag(chain.sfcId(), segment.tag())));
        }
        actions.addAll(entryActions(target, node));
        final var path = segment.path();
        final Long inPort = node.equals(path.getLast()) ? Long.valueOf(portTowards(node, path.get(path.size() - 2)))
            : null;
        addFlow(node, "tag-" + tag, SEGMENT_PRIORITY, RuleMatch.tag(tag), hairpin(node, inPort, actions));
    }

    /**
     * On a plain OpenFlow switch, turns an output on the port the packet came in on into an output on
     * {@link #IN_PORT}. OpenPATH switches are left as they are.
     */
    private List<RuleAction> hairpin(final String node, final @Nullable Long inPort,
            final List<RuleAction> actions) {
        if (inPort == null || fabric.isOpenPath(node)) {
            return actions;
        }
        final long in = inPort;
        return actions.stream().map(action -> action instanceof RuleAction.Output output && output.port() == in
            ? new RuleAction.Output(IN_PORT) : action).toList();
    }

    private void addFlow(final String node, final String suffix, final int priority, final RuleMatch match,
            final List<RuleAction> actions) throws NotRenderableException {
        final var id = chain.name() + ":" + suffix;
        final var rule = new FlowRule(node, id, priority, match, actions);
        final var existing = flows.putIfAbsent(node + " " + id, rule);
        if (existing != null && !existing.equals(rule)) {
            throw new NotRenderableException("chain '" + chain.name() + "': two different rules " + id + " on "
                + node);
        }
        if (rule.needsOpenPath() && !fabric.isOpenPath(node)) {
            throw new NotRenderableException("chain '" + chain.name() + "' needs OpenPATH rules on " + node
                + ", which is not an OpenPATH switch");
        }
    }

    private ChainRules result() {
        for (var node : graphs.nodes()) {
            // after the NF_BINDs and handler rules: a graph names bound services only
            graphs.message(chain.sfcId(), node).ifPresent(graph -> messages.computeIfAbsent(node,
                ignored -> new ArrayList<>()).add(graph));
        }
        return new ChainRules(chain.name(), chain.sfcId(), cookie(chain.sfcId()), List.copyOf(flows.values()),
            groups, messages, List.copyOf(segments.values()), List.copyOf(routes.values()));
    }

    /**
     * Why a chain cannot be rendered.
     */
    private static final class NotRenderableException extends Exception {
        @java.io.Serial
        private static final long serialVersionUID = 1L;

        NotRenderableException(final String message) {
            super(message);
        }
    }
}
