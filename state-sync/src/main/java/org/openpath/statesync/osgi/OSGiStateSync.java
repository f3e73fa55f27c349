/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.osgi;

import java.util.Map;
import java.util.concurrent.CompletionStage;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.RpcProviderService;
import org.openpath.statesync.MoveSignalling;
import org.openpath.statesync.StateHandover;
import org.openpath.statesync.impl.StateMoveService;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * State moves in OSGi: the move-state and finish-state-move RPCs, signalling through the southbound.
 */
@Component(service = StateHandover.class, immediate = true)
public final class OSGiStateSync implements StateHandover {
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

    @Deactivate
    void deactivate() {
        service.close();
    }
}
