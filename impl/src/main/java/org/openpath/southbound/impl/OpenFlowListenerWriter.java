/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.MoreExecutors;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.DataTreeChangeListener;
import org.opendaylight.mdsal.binding.api.DataTreeModification;
import org.opendaylight.mdsal.common.api.CommitInfo;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.openflow._switch.connection.config.rev160506.SwitchConnectionConfig;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.openflow._switch.connection.config.rev160506.SwitchConnectionConfigKey;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.DataObjectReference;
import org.opendaylight.yangtools.concepts.Registration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the controller's OpenFlow transport in OpenFlowPlugin's {@code switch-connection-config} (config datastore),
 * which restarts a listener whose entry changed. It watches the list: a listener entry present when it starts, or
 * written later (on a fresh datastore OpenFlowPlugin's initial configuration arrives after this bundle starts), or
 * rewritten with another transport, is given the controller's transport. Only the listeners OpenFlowPlugin's
 * distribution configures ({@link OpenFlowTransport#LISTENERS}) are touched, and only when they differ: a start with
 * the transport they have writes nothing and no listener restarts. An entry that is removed stays removed.
 */
public final class OpenFlowListenerWriter implements DataTreeChangeListener<SwitchConnectionConfig>, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(OpenFlowListenerWriter.class);

    private final DataBroker broker;
    private final OpenFlowTransport transport;
    private final List<String> written = new CopyOnWriteArrayList<>();
    private final Registration registration;

    /**
     * Starts keeping the listeners on a transport.
     *
     * @param broker the data broker
     * @param transport the transport
     */
    public OpenFlowListenerWriter(final DataBroker broker, final OpenFlowTransport transport) {
        this.broker = requireNonNull(broker);
        this.transport = requireNonNull(transport);
        registration = broker.registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION,
            DataObjectReference.builder(SwitchConnectionConfig.class).build(), this);
    }

    @Override
    public void onInitialData() {
        LOG.info("No OpenFlow listener is configured yet; they get {} once OpenFlowPlugin configures them",
            transport.describe());
    }

    @Override
    public void onDataTreeChanged(final List<DataTreeModification<SwitchConnectionConfig>> changes) {
        final var wanted = new ArrayList<SwitchConnectionConfig>();
        for (var change : changes) {
            final var after = change.getRootNode().dataAfter();
            if (after == null || !OpenFlowTransport.LISTENERS.contains(after.getInstanceName())) {
                continue;
            }
            final var configured = transport.applyTo(after);
            if (configured.equals(after)) {
                LOG.info("OpenFlow listener {} (port {}) speaks {}", after.getInstanceName(), after.getPort(),
                    transport.describe());
            } else {
                wanted.add(configured);
            }
        }
        if (wanted.isEmpty()) {
            return;
        }
        final var names = wanted.stream().map(listener -> listener.getInstanceName() + " (port " + listener.getPort()
            + ")").toList();
        // no read: a listener rewritten meanwhile by someone else is seen by this listener again
        final var tx = broker.newWriteOnlyTransaction();
        wanted.forEach(listener -> tx.put(LogicalDatastoreType.CONFIGURATION, path(listener.getInstanceName()),
            listener));
        tx.commit().addCallback(new FutureCallback<CommitInfo>() {
            @Override
            public void onSuccess(final CommitInfo result) {
                written.addAll(names);
                LOG.info("OpenFlow listeners {} now speak {}; OpenFlowPlugin restarts them", names,
                    transport.describe());
            }

            @Override
            public void onFailure(final Throwable cause) {
                LOG.error("Could not give the OpenFlow listeners {} the transport {}", names, transport.describe(),
                    cause);
            }
        }, MoreExecutors.directExecutor());
    }

    /**
     * The listeners this writer rewrote so far, in order.
     *
     * @return e.g. {@code openflow-switch-connection-provider-default-impl (port 6653)}
     */
    public List<String> written() {
        return List.copyOf(written);
    }

    @Override
    public void close() {
        registration.close();
    }

    private static DataObjectIdentifier<SwitchConnectionConfig> path(final String name) {
        return DataObjectIdentifier.builder(SwitchConnectionConfig.class, new SwitchConnectionConfigKey(name)).build();
    }
}
