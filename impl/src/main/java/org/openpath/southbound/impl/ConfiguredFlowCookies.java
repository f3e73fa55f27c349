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
import java.util.HashSet;
import java.util.Set;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;

/**
 * The cookies of the flows the configuration inventory holds in a switch's table 0: what the forwarding rules
 * manager keeps on the switch. A failed read fails, so that nobody takes it for an empty table.
 */
final class ConfiguredFlowCookies implements SwitchFlowSweep.Configured {
    private final DataBroker broker;

    /**
     * Creates the reader.
     *
     * @param broker the data broker
     */
    ConfiguredFlowCookies(final DataBroker broker) {
        this.broker = requireNonNull(broker);
    }

    @Override
    public ListenableFuture<Set<Long>> cookies(final String node) {
        final var tx = broker.newReadOnlyTransaction();
        final var read = tx.read(LogicalDatastoreType.CONFIGURATION, InventoryRules.table0(node));
        read.addListener(tx::close, MoreExecutors.directExecutor());
        return Futures.transform(read, table -> {
            final var cookies = new HashSet<Long>();
            table.ifPresent(present -> present.nonnullFlow().values().forEach(flow -> {
                if (flow.getCookie() != null) {
                    cookies.add(flow.getCookie().getValue().longValue());
                }
            }));
            return cookies;
        }, MoreExecutors.directExecutor());
    }
}
