/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.osgi;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.NotificationPublishService;
import org.opendaylight.mdsal.binding.api.RpcProviderService;
import org.opendaylight.mdsal.singleton.api.ClusterSingletonService;
import org.opendaylight.mdsal.singleton.api.ClusterSingletonServiceProvider;
import org.opendaylight.mdsal.singleton.api.ServiceGroupIdentifier;
import org.opendaylight.yangtools.concepts.Registration;
import org.openpath.orchestrator.impl.ChainRpcs;
import org.openpath.orchestrator.impl.OrchestratorService;
import org.openpath.statesync.StateHandover;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * Runs the orchestrator (listeners, single writer, RPCs) as a cluster singleton: exactly one member of a cluster
 * processes chain requests and writes their operational state; on a single controller that is the controller.
 */
@Component(service = { })
public final class OSGiOrchestrator implements ClusterSingletonService {
    private static final ServiceGroupIdentifier IDENTIFIER = new ServiceGroupIdentifier("openpath-orchestrator");

    private final DataBroker broker;
    private final RpcProviderService rpcProvider;
    private final NotificationPublishService notifications;
    private final StateHandover handover;
    private final Registration singleton;
    private @Nullable OrchestratorService service;
    private @Nullable Registration rpcs;

    /**
     * Registers the singleton; the orchestrator starts when this member becomes its owner.
     *
     * @param broker the data broker
     * @param rpcProvider where the RPCs are registered
     * @param notifications where nf-alert notifications go
     * @param singletons the cluster singleton service provider
     * @param handover state-sync, to carry NF state off a node the operator disables
     */
    @Activate
    public OSGiOrchestrator(@Reference final DataBroker broker, @Reference final RpcProviderService rpcProvider,
            @Reference final NotificationPublishService notifications,
            @Reference final ClusterSingletonServiceProvider singletons, @Reference final StateHandover handover) {
        this.broker = broker;
        this.handover = handover;
        this.rpcProvider = rpcProvider;
        this.notifications = notifications;
        singleton = singletons.registerClusterSingletonService(this);
    }

    @Override
    public ServiceGroupIdentifier getIdentifier() {
        return IDENTIFIER;
    }

    @Override
    public synchronized void instantiateServiceInstance() {
        final var started = new OrchestratorService(broker, handover::carryOff);
        service = started;
        rpcs = new ChainRpcs(started, notifications).register(rpcProvider);
    }

    @Override
    public synchronized ListenableFuture<?> closeServiceInstance() {
        final var registered = rpcs;
        if (registered != null) {
            registered.close();
            rpcs = null;
        }
        final var running = service;
        if (running != null) {
            running.close();
            service = null;
        }
        return Futures.immediateFuture(null);
    }

    /**
     * Leaves the singleton group (stopping the orchestrator if it runs here). Safe to call more than once.
     */
    @Deactivate
    public void close() {
        singleton.close();
        closeServiceInstance();
    }
}
