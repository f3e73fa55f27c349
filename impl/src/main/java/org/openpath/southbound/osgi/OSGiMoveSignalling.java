/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.osgi;

import java.util.concurrent.CompletionStage;
import org.opendaylight.mdsal.binding.api.NotificationService;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.openpath.openflow.MoveMessage;
import org.openpath.southbound.impl.MoveSignallingService;
import org.openpath.statesync.MoveSignalling;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * The southbound's state-move signalling as an OSGi service, for state-sync's move-state.
 */
@Component(service = MoveSignalling.class)
public final class OSGiMoveSignalling implements MoveSignalling {
    private final MoveSignallingService delegate;

    /**
     * Creates the service.
     *
     * @param rpcService where OpenFlowPlugin's send-experimenter is found
     * @param notifications where the switches' messages arrive
     */
    @Activate
    public OSGiMoveSignalling(@Reference final RpcService rpcService,
            @Reference final NotificationService notifications) {
        delegate = new MoveSignallingService(rpcService, notifications);
    }

    @Override
    public CompletionStage<Void> send(final String node, final MoveMessage message) {
        return delegate.send(node, message);
    }

    @Override
    public Subscription listen(final Listener listener) {
        return delegate.listen(listener);
    }
}
