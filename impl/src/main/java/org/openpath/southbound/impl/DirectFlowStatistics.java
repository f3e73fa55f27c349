/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.yang.gen.v1.urn.opendaylight.direct.statistics.rev160511.GetFlowStatistics;
import org.opendaylight.yang.gen.v1.urn.opendaylight.direct.statistics.rev160511.GetFlowStatisticsInputBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.direct.statistics.rev160511.GetFlowStatisticsOutput;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.FlowCookie;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeRef;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.NodeKey;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.RpcResult;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Confirmation from the switches themselves: OpenFlowPlugin's direct statistics ({@code get-flow-statistics} of
 * {@code opendaylight-direct-statistics}, not stored) send each switch a flow-statistics request for the OpenPATH
 * flows of table 0 (cookie {@code 0x4f50} or {@code 0x4f52} in the top 16 bits) and answer with what its table holds
 * now. A flow the answer shows is installed, which is what a barrier after the forwarding rules manager's flow-mods
 * would say, without knowing when that manager sent them. A switch that cannot be asked (it is connecting, or the
 * request fails or times out) is read from the operational inventory instead.
 */
final class DirectFlowStatistics implements FlowCounts {
    private static final Logger LOG = LoggerFactory.getLogger(DirectFlowStatistics.class);
    // 0x4f50 (a chain's) and 0x4f52 (a shared route's) differ in one bit of the top 16: one request covers both
    private static final FlowCookie OPENPATH = new FlowCookie(Uint64.valueOf(0x4F50L << 48));
    private static final FlowCookie OPENPATH_MASK = new FlowCookie(Uint64.fromLongBits(0xFFFDL << 48));

    private final RpcService rpcs;
    private final FlowCounts fallback;
    private final ScheduledExecutorService scheduler;
    private final Duration timeout;

    /**
     * Creates the reader.
     *
     * @param rpcs where OpenFlowPlugin's direct statistics are invoked
     * @param fallback what is read for a switch that cannot be asked
     * @param scheduler times the requests out
     * @param timeout how long a switch is given to answer
     */
    DirectFlowStatistics(final RpcService rpcs, final FlowCounts fallback, final ScheduledExecutorService scheduler,
            final Duration timeout) {
        this.rpcs = requireNonNull(rpcs);
        this.fallback = requireNonNull(fallback);
        this.scheduler = requireNonNull(scheduler);
        this.timeout = requireNonNull(timeout);
    }

    @Override
    public ListenableFuture<Map<String, Map<Long, Integer>>> flowsPerCookie(final Collection<String> nodes) {
        final var asked = new LinkedHashMap<String, ListenableFuture<Map<Long, Integer>>>();
        for (var node : nodes) {
            asked.put(node, ask(node));
        }
        return Futures.whenAllComplete(asked.values()).callAsync(() -> {
            final var counts = new HashMap<String, Map<Long, Integer>>();
            final var unanswered = new ArrayList<String>();
            asked.forEach((node, answer) -> {
                try {
                    counts.put(node, Futures.getDone(answer));
                } catch (java.util.concurrent.ExecutionException e) {
                    LOG.debug("Flow statistics of {} not answered, reading the operational inventory", node, e);
                    unanswered.add(node);
                }
            });
            if (unanswered.isEmpty()) {
                return Futures.immediateFuture(counts);
            }
            return Futures.transform(fallback.flowsPerCookie(unanswered), read -> {
                counts.putAll(read);
                return counts;
            }, MoreExecutors.directExecutor());
        }, MoreExecutors.directExecutor());
    }

    private ListenableFuture<Map<Long, Integer>> ask(final String node) {
        final ListenableFuture<RpcResult<GetFlowStatisticsOutput>> answer;
        try {
            answer = rpcs.getRpc(GetFlowStatistics.class).invoke(new GetFlowStatisticsInputBuilder()
                .setNode(new NodeRef(DataObjectIdentifier.builder(Nodes.class)
                    .child(Node.class, new NodeKey(new NodeId(node))).build()))
                .setTableId(Uint8.ZERO)
                .setCookie(OPENPATH)
                .setCookieMask(OPENPATH_MASK)
                .setStoreStats(false)
                .build());
        } catch (IllegalStateException | IllegalArgumentException e) {
            return Futures.immediateFailedFuture(e);
        }
        return Futures.transform(Futures.withTimeout(answer, timeout.toMillis(), TimeUnit.MILLISECONDS, scheduler),
            result -> {
                if (!result.isSuccessful() || result.getResult() == null) {
                    throw new IllegalStateException(node + " did not answer its flow statistics: "
                        + result.getErrors());
                }
                return perCookie(result.getResult());
            }, MoreExecutors.directExecutor());
    }

    private static Map<Long, Integer> perCookie(final GetFlowStatisticsOutput output) {
        final var perCookie = new HashMap<Long, Integer>();
        output.nonnullFlowAndStatisticsMapList().forEach(flow -> {
            if (flow.getCookie() != null && (flow.getTableId() == null || flow.getTableId().toJava() == 0)) {
                perCookie.merge(flow.getCookie().getValue().longValue(), 1, Integer::sum);
            }
        });
        return perCookie;
    }
}
