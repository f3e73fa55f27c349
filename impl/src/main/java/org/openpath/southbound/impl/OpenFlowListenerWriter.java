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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.openflow._switch.connection.config.rev160506.SwitchConnectionConfig;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.openflow._switch.connection.config.rev160506.SwitchConnectionConfigKey;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Puts the controller's OpenFlow transport into OpenFlowPlugin's {@code switch-connection-config} (config
 * datastore), which restarts a listener whose entry changed. Only the listeners OpenFlowPlugin's distribution
 * configures ({@link OpenFlowTransport#LISTENERS}) are touched, and only when they differ: a start with the same
 * transport writes nothing and no listener restarts.
 */
public final class OpenFlowListenerWriter {
    private static final Logger LOG = LoggerFactory.getLogger(OpenFlowListenerWriter.class);

    private final DataBroker broker;

    /**
     * Creates the writer.
     *
     * @param broker the data broker
     */
    public OpenFlowListenerWriter(final DataBroker broker) {
        this.broker = requireNonNull(broker);
    }

    /**
     * Gives the listeners a transport, without waiting.
     *
     * @param transport the transport
     * @return the listeners that changed, once written; fails if the datastore could not be read or written
     */
    public ListenableFuture<List<String>> apply(final OpenFlowTransport transport) {
        final var tx = broker.newReadWriteTransaction();
        final var reads = OpenFlowTransport.LISTENERS.stream()
            .map(name -> tx.read(LogicalDatastoreType.CONFIGURATION, path(name)))
            .toList();
        return Futures.transformAsync(Futures.allAsList(reads), current -> {
            final var names = new ArrayList<String>();
            for (int i = 0; i < current.size(); i++) {
                final Optional<SwitchConnectionConfig> listener = current.get(i);
                final var name = OpenFlowTransport.LISTENERS.get(i);
                if (listener.isEmpty()) {
                    LOG.info("OpenFlow listener {} is not configured (the operator removed it): left as it is", name);
                    continue;
                }
                final var now = listener.orElseThrow();
                final var wanted = transport.applyTo(now);
                if (!wanted.equals(now)) {
                    tx.put(LogicalDatastoreType.CONFIGURATION, path(name), wanted);
                    names.add(name + " (port " + now.getPort() + ")");
                }
            }
            if (names.isEmpty()) {
                tx.cancel();
                LOG.info("OpenFlow listeners already speak {}", transport.describe());
                return Futures.immediateFuture(List.<String>of());
            }
            return tx.commit().transform(info -> {
                LOG.info("OpenFlow listeners {} now speak {}; OpenFlowPlugin restarts them", names,
                    transport.describe());
                return List.copyOf(names);
            }, MoreExecutors.directExecutor());
        }, MoreExecutors.directExecutor());
    }

    private static DataObjectIdentifier<SwitchConnectionConfig> path(final String name) {
        return DataObjectIdentifier.builder(SwitchConnectionConfig.class, new SwitchConnectionConfigKey(name)).build();
    }
}
