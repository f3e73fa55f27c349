/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.SettableFuture;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.yang.gen.v1.urn.opendaylight.direct.statistics.rev160511.GetFlowStatistics;
import org.opendaylight.yang.gen.v1.urn.opendaylight.direct.statistics.rev160511.GetFlowStatisticsInput;
import org.opendaylight.yang.gen.v1.urn.opendaylight.direct.statistics.rev160511.GetFlowStatisticsOutput;
import org.opendaylight.yang.gen.v1.urn.opendaylight.direct.statistics.rev160511.GetFlowStatisticsOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.statistics.rev130819.flow.and.statistics.map.list.FlowAndStatisticsMapList;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.statistics.rev130819.flow.and.statistics.map.list.FlowAndStatisticsMapListBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.FlowCookie;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.Rpc;
import org.opendaylight.yangtools.yang.common.ErrorType;
import org.opendaylight.yangtools.yang.common.RpcResult;
import org.opendaylight.yangtools.yang.common.RpcResultBuilder;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.opendaylight.yangtools.yang.common.Uint8;

class DirectFlowStatisticsTest {
    private static final long CHAIN = 0x4F50_0000_0007_0002L;
    private static final long ROUTE = 0x4F52_0000_0028_0001L;

    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
    private final List<GetFlowStatisticsInput> asked = new CopyOnWriteArrayList<>();
    private final List<List<String>> fellBack = new CopyOnWriteArrayList<>();

    @AfterEach
    void stop() {
        scheduler.shutdownNow();
    }

    @Test
    void theSwitchesAreAskedForTheirOpenPathFlowsOfTableZeroWithoutStoringThem() throws Exception {
        final var counts = reader(Map.of("openflow:1", Futures.immediateFuture(answer(CHAIN, CHAIN, ROUTE))))
            .flowsPerCookie(List.of("openflow:1")).get(5, TimeUnit.SECONDS);
        assertEquals(Map.of("openflow:1", Map.of(CHAIN, 2, ROUTE, 1)), counts);
        final var input = asked.getFirst();
        assertEquals("openflow:1", nodeOf(input));
        assertEquals(Uint8.ZERO, input.getTableId());
        assertEquals(false, input.getStoreStats());
        // the cookie and mask select 0x4f50 (chains) and 0x4f52 (shared routes), nothing else
        final long cookie = input.getCookie().getValue().longValue();
        final long mask = input.getCookieMask().getValue().longValue();
        assertEquals(cookie & mask, CHAIN & mask);
        assertEquals(cookie & mask, ROUTE & mask);
        assertEquals(false, (cookie & mask) == (0x2B00_0000_0000_0001L & mask), "an l2switch flow is not asked for");
    }

    @Test
    void aSwitchThatCannotAnswerIsReadFromTheInventoryInstead() throws Exception {
        final var failed = RpcResultBuilder.<GetFlowStatisticsOutput>failed()
            .withError(ErrorType.APPLICATION, "Device disconnected").build();
        final var counts = reader(Map.of(
            "openflow:1", Futures.immediateFuture(answer(CHAIN)),
            "openflow:2", Futures.immediateFuture(failed),
            "openflow:3", SettableFuture.create()))
            .flowsPerCookie(List.of("openflow:1", "openflow:2", "openflow:3")).get(5, TimeUnit.SECONDS);
        assertEquals(Map.of("openflow:1", Map.of(CHAIN, 1), "openflow:2", Map.of(ROUTE, 9),
            "openflow:3", Map.of(ROUTE, 9)), counts);
        // one inventory read for both, the one refused and the one that timed out
        assertEquals(List.of(List.of("openflow:2", "openflow:3")), fellBack);
    }

    private DirectFlowStatistics reader(
            final Map<String, com.google.common.util.concurrent.ListenableFuture<RpcResult<GetFlowStatisticsOutput>>>
                answers) {
        final RpcService rpcs = new RpcService() {
            @Override
            public <R extends Rpc<?, ?>> R getRpc(final Class<R> rpcInterface) {
                assertEquals(GetFlowStatistics.class, rpcInterface);
                final GetFlowStatistics rpc = input -> {
                    asked.add(input);
                    return answers.get(nodeOf(input));
                };
                return rpcInterface.cast(rpc);
            }
        };
        final FlowCounts inventory = nodes -> {
            fellBack.add(List.copyOf(nodes));
            return Futures.immediateFuture(nodes.stream().collect(java.util.stream.Collectors.toMap(node -> node,
                node -> Map.of(ROUTE, 9))));
        };
        return new DirectFlowStatistics(rpcs, inventory, scheduler, Duration.ofMillis(300));
    }

    private static String nodeOf(final GetFlowStatisticsInput input) {
        return ((DataObjectIdentifier<?>) input.getNode().getValue()).firstKeyOf(Node.class).getId().getValue();
    }

    private static RpcResult<GetFlowStatisticsOutput> answer(final long... cookies) {
        final var flows = new ArrayList<FlowAndStatisticsMapList>();
        for (var cookie : cookies) {
            flows.add(new FlowAndStatisticsMapListBuilder().setTableId(Uint8.ZERO)
                .setCookie(new FlowCookie(Uint64.valueOf(cookie))).build());
        }
        return RpcResultBuilder.success(new GetFlowStatisticsOutputBuilder().setFlowAndStatisticsMapList(flows)
            .build()).build();
    }
}
