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
import java.util.stream.Collectors;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.service.rev130819.RemoveFlow;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.service.rev130819.RemoveFlowInputBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.FlowCookie;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.opendaylight.yangtools.yang.common.Uint8;

/**
 * Removes flows from a switch's table 0 by cookie, straight through OpenFlowPlugin's {@code remove-flow} RPC (a
 * FLOW_MOD DELETE matching every flow whose cookie equals the given one, under a full cookie mask), not through the
 * configuration inventory: for flows the inventory no longer holds, which the forwarding rules manager would never
 * delete.
 */
final class SwitchFlowRemoval implements SwitchFlowSweep.Removal {
    private static final FlowCookie FULL_MASK = new FlowCookie(Uint64.MAX_VALUE);

    private final RpcService rpcs;

    /**
     * Creates the removal.
     *
     * @param rpcs where OpenFlowPlugin's remove-flow is invoked
     */
    SwitchFlowRemoval(final RpcService rpcs) {
        this.rpcs = requireNonNull(rpcs);
    }

    @Override
    public ListenableFuture<String> removeCookie(final String node, final long cookie) {
        final RemoveFlow removeFlow;
        try {
            removeFlow = rpcs.getRpc(RemoveFlow.class);
        } catch (IllegalStateException | IllegalArgumentException e) {
            return Futures.immediateFuture(e.getMessage());
        }
        if (removeFlow == null) {
            return Futures.immediateFuture("no remove-flow RPC");
        }
        final var removed = Futures.transform(removeFlow.invoke(new RemoveFlowInputBuilder()
                .setNode(NfControlRpcs.nodeRef(node))
                .setTableId(Uint8.ZERO)
                .setCookie(new FlowCookie(Uint64.fromLongBits(cookie)))
                .setCookieMask(FULL_MASK)
                .setStrict(false)
                .setBarrier(true)
                .build()),
            result -> result.isSuccessful() ? "" : result.getErrors().stream()
                .map(error -> String.valueOf(error.getMessage())).collect(Collectors.joining(", ")),
            MoreExecutors.directExecutor());
        return Futures.catching(removed, Exception.class, failure -> String.valueOf(failure.getMessage()),
            MoreExecutors.directExecutor());
    }
}
