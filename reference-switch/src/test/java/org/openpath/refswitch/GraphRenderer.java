/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.PacketCopy;
import org.openpath.analyzer.ServiceGraph;
import org.openpath.analyzer.Stage;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.CopyToBranches;
import org.openpath.openflow.GraphSet;
import org.openpath.openflow.GraphVertex;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.Merge;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.RunGraph;

/**
 * Test code: renders an analysed service graph into OpenPATH flows and NF manager messages for one switch, the way
 * the controller's renderer is expected to (DESIGN.md section 5). Ingress port 1, egress port 2, SFC-ID 7, PATH-ID 1.
 *
 * <ul>
 *   <li>Service ids: the k-th NF of the graph's vertices gets k; stage s gets a fork id 1000 + s and a merge id
 *       2000 + s when it has several branches.</li>
 *   <li>Classifier (table 0, priority 10): in_port 1 and SFC_ID 0 → set SFC_ID, then the entry action of stage 0.</li>
 *   <li>Entry action of a stage: INVOKE_NF(nf, next entry) for one branch; COPY_TO_BRANCHES(kind, branches) for
 *       several (kind 0 when every branch is shared, else 2 = full copy).</li>
 *   <li>Per NF (priority 100): SFC_ID, SERVICE_ID → INVOKE_NF(nf, next), where next is the next stage's entry id
 *       (its NF or its fork id), the stage's merge id inside a parallel stage, or 0 after the last stage.</li>
 *   <li>Fork flow: SERVICE_ID = fork → COPY_TO_BRANCHES; merge flow: SERVICE_ID = merge → MERGE(drop wins, next,
 *       the merge's priority order as branch indices).</li>
 *   <li>Leaving (next = 0): SET_PATH_TAG(7, 1), output:2. Dynamic rules become handler rules: discard → Discard,
 *       send-to → Send-to the target's id.</li>
 * </ul>
 *
 * <p>{@link #renderGraph} renders the same chain the revision-3 way (spec section 8): the NF bindings and handler
 * rules, one GRAPH_SET with a vertex per NF, fork and merge (the actions the NF, fork and merge flows above would
 * have), and the classifier alone as a flow: set SFC_ID, RUN_GRAPH(the entry of stage 0), SET_PATH_TAG(7, 1),
 * output:2.
 */
final class GraphRenderer {
    static final long SFC = 7;

    private final Map<String, Long> ids = new HashMap<>();
    private final List<byte[]> messages = new ArrayList<>();
    private final ServiceGraph graph;

    GraphRenderer(final ServiceGraph graph) {
        this.graph = graph;
        long next = 1;
        for (var vertex : graph.vertices()) {
            ids.put(vertex.nf(), next++);
        }
    }

    long id(final String nf) {
        return ids.get(nf);
    }

    /**
     * Renders everything.
     *
     * @param rules the chain's dynamic rules (discard and send-to only)
     * @return the messages in order, xids from 1000
     */
    List<byte[]> render(final List<DynamicRule> rules) {
        long xid = bindings(rules);
        final List<Stage> stages = graph.stages();
        messages.add(Msgs.flowMod(xid++, 0, 0, 10, 1, Msgs.match(Msgs.inPort(1), Msgs.opOxm(0, 0)),
            Msgs.apply(Msgs.concat(Msgs.setField(Msgs.opOxm(0, SFC)), entryAction(0)))));
        for (int s = 0; s < stages.size(); s++) {
            final var stage = stages.get(s);
            final long after = s + 1 < stages.size() ? entryId(s + 1) : 0;
            if (stage.branches().size() == 1) {
                final long nf = id(stage.branches().get(0).nf());
                messages.add(nfFlow(xid++, nf, Msgs.concat(Msgs.invokeNf(nf, after), leave(after))));
                continue;
            }
            messages.add(nfFlow(xid++, 1000 + s, entryAction(s)));
            for (var branch : stage.branches()) {
                final long nf = id(branch.nf());
                messages.add(nfFlow(xid++, nf, Msgs.invokeNf(nf, 2000 + s)));
            }
            final List<Integer> order = mergeOrder(stage);
            messages.add(nfFlow(xid++, 2000 + s, Msgs.concat(Msgs.merge(after, order.stream()
                .mapToInt(Integer::intValue).toArray()), leave(after))));
        }
        return messages;
    }

    /**
     * Renders everything the revision-3 way: the NF handler holds the graph, one flow.
     *
     * @param rules the chain's dynamic rules (discard and send-to only)
     * @return the messages in order, xids from 1000
     */
    List<byte[]> renderGraph(final List<DynamicRule> rules) {
        long xid = bindings(rules);
        final List<GraphVertex> vertices = new ArrayList<>();
        final List<Stage> stages = graph.stages();
        for (int s = 0; s < stages.size(); s++) {
            final var stage = stages.get(s);
            final long after = s + 1 < stages.size() ? entryId(s + 1) : 0;
            if (stage.branches().size() == 1) {
                final long nf = id(stage.branches().get(0).nf());
                vertices.add(new GraphVertex(nf, List.of(new InvokeNf(nf, after))));
                continue;
            }
            final boolean shared = stage.branches().stream()
                .allMatch(branch -> branch.packet() == PacketCopy.SHARED);
            vertices.add(new GraphVertex(1000 + s, List.of(new CopyToBranches(shared ? CopyKind.SHARED
                : CopyKind.FULL_COPY, stage.branches().stream().map(branch -> id(branch.nf())).toList()))));
            for (var branch : stage.branches()) {
                final long nf = id(branch.nf());
                vertices.add(new GraphVertex(nf, List.of(new InvokeNf(nf, 2000 + s))));
            }
            vertices.add(new GraphVertex(2000 + s, List.of(new Merge(true, after, mergeOrder(stage)))));
        }
        messages.add(OpenPathCodec.encodeMessage(new GraphSet(SFC, vertices), xid++));
        messages.add(Msgs.flowMod(xid, 0, 0, 10, 1, Msgs.match(Msgs.inPort(1), Msgs.opOxm(0, 0)),
            Msgs.apply(Msgs.concat(Msgs.setField(Msgs.opOxm(0, SFC)), OpenPathCodec.encodeAction(
                new RunGraph(entryId(0))), leave(0)))));
        return messages;
    }

    /**
     * Adds the NF_BINDs and handler rules.
     *
     * @return the next xid
     */
    private long bindings(final List<DynamicRule> rules) {
        long xid = 1000;
        for (var vertex : graph.vertices()) {
            messages.add(Msgs.nfBind(xid++, id(vertex.nf()), SFC, vertex.nfType(), vertex.nf()));
        }
        for (var rule : rules) {
            final boolean discard = rule.action() == DynamicRule.Action.DISCARD;
            messages.add(Msgs.handlerRule(xid++, 3, SFC, id(rule.nf()), discard ? 0 : 1,
                discard ? 0 : id(rule.target()), rule.result()));
        }
        return xid;
    }

    private static List<Integer> mergeOrder(final Stage stage) {
        final List<Integer> order = new ArrayList<>();
        for (var name : stage.merge().priorityOrder()) {
            order.add(stage.nfs().indexOf(name) + 1);
        }
        for (int k = 1; k <= stage.branches().size(); k++) {
            if (!order.contains(k)) {
                order.add(k);
            }
        }
        return order;
    }

    private long entryId(final int stage) {
        final var branches = graph.stages().get(stage).branches();
        return branches.size() == 1 ? id(branches.get(0).nf()) : 1000 + stage;
    }

    private byte[] entryAction(final int index) {
        final var stage = graph.stages().get(index);
        final long after = index + 1 < graph.stages().size() ? entryId(index + 1) : 0;
        if (stage.branches().size() == 1) {
            final long nf = id(stage.branches().get(0).nf());
            return Msgs.concat(Msgs.invokeNf(nf, after), leave(after));
        }
        final boolean shared = stage.branches().stream().allMatch(branch -> branch.packet() == PacketCopy.SHARED);
        return Msgs.copyToBranches(shared ? 0 : 2, stage.branches().stream().mapToLong(branch -> id(branch.nf()))
            .toArray());
    }

    private static byte[] leave(final long after) {
        return after == 0 ? Msgs.concat(Msgs.setPathTag(SFC, 1), Msgs.output(2)) : new byte[0];
    }

    private static byte[] nfFlow(final long xid, final long service, final byte[] actions) {
        return Msgs.flowMod(xid, 0, 0, 100, service, Msgs.match(Msgs.opOxm(0, SFC), Msgs.opOxm(3, service)),
            Msgs.apply(actions));
    }
}
