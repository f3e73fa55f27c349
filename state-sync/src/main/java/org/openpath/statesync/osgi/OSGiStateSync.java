/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.osgi;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.RpcProviderService;
import org.openpath.statesync.MoveSignalling;
import org.openpath.statesync.StateHandover;
import org.openpath.statesync.StateRelocation;
import org.openpath.statesync.impl.StateMoveService;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * State moves in OSGi: the move-state and finish-state-move RPCs, signalling through the southbound; state carried
 * off a node for the orchestrator and along with relocated NFs for the renderer.
 */
@Component(service = { StateHandover.class, StateRelocation.class }, immediate = true)
public final class OSGiStateSync implements StateHandover, StateRelocation {
    private final StateMoveService service;

    /**
     * Starts state moves.
     *
     * @param dataBroker the data broker
     * @param rpcProvider to register the RPCs
     * @param signalling the southbound's state-move signalling
     */
    @Activate
    public OSGiStateSync(@Reference final DataBroker dataBroker, @Reference final RpcProviderService rpcProvider,
            @Reference final MoveSignalling signalling) {
        service = new StateMoveService(dataBroker, rpcProvider, signalling);
    }

    @Override
    public CompletionStage<Map<String, String>> carryOff(final String node) {
        return service.carryOff(node);
    }

    @Override
    public CompletionStage<String> carry(final String chain, final long sfcId, final List<Relocation> relocations) {
        return service.carry(chain, sfcId, relocations);
    }

    @Deactivate
    void deactivate() {
        service.close();
    }
}
