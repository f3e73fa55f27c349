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
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.MoreExecutors;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.stream.Collectors;
import org.opendaylight.mdsal.binding.api.NotificationService;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.ExperimenterMessageFromDev;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenter;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenterInputBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenterOutput;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.RpcResult;
import org.openpath.openflow.MoveMessage;
import org.openpath.statesync.MoveSignalling;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * State-move signalling through OpenFlowPlugin: messages go out with send-experimenter (the plugin confirms with a
 * barrier, or answers with the switch's error), and the ones switches send arrive as experimenter-message-from-dev.
 */
public final class MoveSignallingService implements MoveSignalling {
    private static final Logger LOG = LoggerFactory.getLogger(MoveSignallingService.class);

    private final RpcService rpcService;
    private final NotificationService notifications;

    /**
     * Creates the service.
     *
     * @param rpcService where send-experimenter is found
     * @param notifications where the switches' messages arrive
     */
    public MoveSignallingService(final RpcService rpcService, final NotificationService notifications) {
        this.rpcService = requireNonNull(rpcService);
        this.notifications = requireNonNull(notifications);
    }

    @Override
    public CompletionStage<Void> send(final String node, final MoveMessage message) {
        final var result = new CompletableFuture<Void>();
        final var input = new SendExperimenterInputBuilder()
            .setNode(NfControlRpcs.nodeRef(node))
            .setExperimenterMessageOfChoice(MoveBindings.salMessage(message))
            .build();
        Futures.addCallback(rpcService.getRpc(SendExperimenter.class).invoke(input),
            new FutureCallback<RpcResult<SendExperimenterOutput>>() {
                @Override
                public void onSuccess(final RpcResult<SendExperimenterOutput> rpc) {
                    if (rpc.isSuccessful()) {
                        result.complete(null);
                    } else {
                        result.completeExceptionally(new IllegalStateException(rpc.getErrors().stream()
                            .map(error -> error.getMessage() + (error.getCause() == null ? ""
                                : " (" + error.getCause().getMessage() + ")"))
                            .collect(Collectors.joining(", "))));
                    }
                }

                @Override
                public void onFailure(final Throwable cause) {
                    result.completeExceptionally(cause);
                }
            }, MoreExecutors.directExecutor());
        return result;
    }

    @Override
    public Subscription listen(final Listener listener) {
        requireNonNull(listener);
        final var registration = notifications.registerListener(ExperimenterMessageFromDev.class, notification -> {
            final var choice = notification.getExperimenterMessageOfChoice();
            if (choice == null) {
                return;
            }
            final var nodeRef = notification.getNode();
            final var key = nodeRef == null ? null
                : ((DataObjectIdentifier<?>) nodeRef.getValue()).toLegacy().firstKeyOf(Node.class);
            final var node = key == null ? "unknown" : key.getId().getValue();
            final MoveMessage message;
            try {
                message = MoveBindings.switchMessage(choice);
            } catch (IllegalArgumentException e) {
                LOG.warn("Dropping a state-move message from {}: {}", node, e.getMessage());
                return;
            }
            if (message != null) {
                listener.onMoveMessage(node, message);
            }
        });
        return registration::close;
    }
}
