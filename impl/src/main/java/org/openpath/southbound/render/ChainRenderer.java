/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 *
 * <p>This class checks that a chain can be rendered and runs the rendering: {@link ChainTargets} indexes where the
 * chain's processing continues, {@link ChainProcessing} renders what the chain does on its nodes and
 * {@link SegmentRouting} the way between them, both into a {@link ChainRulesBuilder}.
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

    private ChainRenderer() {
        // Static only
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
            final var targets = ChainTargets.index(chain, fabric, defaultStages, hosts, egress);
            var rendering = new ChainProcessing(chain, fabric, session, targets, ingress, egress, egressPort,
                Set.of());
            rendering.render(redirects);
            final var severalExits = rendering.nodesWithSeveralExits();
            if (!severalExits.isEmpty()) {
                // a graph's packets leave by the exit of the entry that ran them in: these nodes would need several,
                // so they get the chain's flows instead (revision 1)
                rendering = new ChainProcessing(chain, fabric, session, targets, ingress, egress, egressPort,
                    severalExits);
                rendering.render(redirects);
            }
            return new RenderOutcome.Rendered(rendering.result());
        } catch (NotRenderableException e) {
            return new RenderOutcome.NotRenderable(e.getMessage());
        } catch (IllegalStateException e) {
            return new RenderOutcome.NotRenderable("chain '" + chain.name() + "': " + e.getMessage());
        }
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
}
