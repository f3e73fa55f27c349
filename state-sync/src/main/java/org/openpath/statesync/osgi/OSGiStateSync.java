/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.osgi;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.RpcProviderService;
import org.opendaylight.mdsal.singleton.api.ClusterSingletonService;
import org.opendaylight.mdsal.singleton.api.ClusterSingletonServiceProvider;
import org.opendaylight.mdsal.singleton.api.ServiceGroupIdentifier;
import org.opendaylight.yangtools.concepts.Registration;
import org.openpath.api.cluster.SingletonGroup;
import org.openpath.statesync.MoveSignalling;
import org.openpath.statesync.StateHandover;
import org.openpath.statesync.StateRelocation;
import org.openpath.statesync.impl.StateMoveService;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * State moves in OSGi: the move-state and finish-state-move RPCs, signalling through the southbound; state carried
 * off a node for the orchestrator and along with relocated NFs for the renderer. A cluster singleton in the suite's
 * group ({@link SingletonGroup}): its moves, replications and their reports run on the member that runs the
 * orchestrator and the renderer, and only there.
 */
@Component(service = { StateHandover.class, StateRelocation.class }, immediate = true)
public final class OSGiStateSync implements StateHandover, StateRelocation, ClusterSingletonService {
    private static final Logger LOG = LoggerFactory.getLogger(OSGiStateSync.class);
    private static final ServiceGroupIdentifier IDENTIFIER = new ServiceGroupIdentifier(SingletonGroup.NAME);

    private final DataBroker dataBroker;
    private final RpcProviderService rpcProvider;
    private final MoveSignalling signalling;
    private final Registration singleton;
    private volatile @Nullable StateMoveService service;

    /**
     * Joins the suite's singleton group; state moves start when this member owns it.
     *
     * @param dataBroker the data broker
     * @param rpcProvider to register the RPCs
     * @param signalling the southbound's state-move signalling
     * @param singletons the cluster singleton service provider
     */
    @Activate
    public OSGiStateSync(@Reference final DataBroker dataBroker, @Reference final RpcProviderService rpcProvider,
            @Reference final MoveSignalling signalling, @Reference final ClusterSingletonServiceProvider singletons) {
        this.dataBroker = dataBroker;
        this.rpcProvider = rpcProvider;
        this.signalling = signalling;
        singleton = singletons.registerClusterSingletonService(this);
    }

    @Override
    public ServiceGroupIdentifier getIdentifier() {
        return IDENTIFIER;
    }

    @Override
    public synchronized void instantiateServiceInstance() {
        LOG.info("This member runs OpenPATH state-sync");
        service = new StateMoveService(dataBroker, rpcProvider, signalling);
    }

    @Override
    public synchronized ListenableFuture<?> closeServiceInstance() {
        final var running = service;
        if (running != null) {
            service = null;
            running.close();
            LOG.info("This member no longer runs OpenPATH state-sync");
        }
        return Futures.immediateFuture(null);
    }

    @Override
    public CompletionStage<Map<String, String>> carryOff(final String node) {
        final var running = service;
        return running != null ? running.carryOff(node) : CompletableFuture.failedFuture(notHere());
    }

    @Override
    public CompletionStage<String> carry(final String chain, final long sfcId, final List<Relocation> relocations) {
        final var running = service;
        return running != null ? running.carry(chain, sfcId, relocations) : CompletableFuture.failedFuture(notHere());
    }

    private static IllegalStateException notHere() {
        return new IllegalStateException("OpenPATH state-sync does not run on this controller member now: it runs on "
            + "the member that owns the cluster singleton group '" + SingletonGroup.NAME + "'");
    }

    @Deactivate
    void deactivate() {
        singleton.close();
        closeServiceInstance();
    }
}
