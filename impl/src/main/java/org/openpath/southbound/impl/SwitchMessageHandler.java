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
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Collectors;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.NotificationPublishService;
import org.opendaylight.mdsal.binding.api.NotificationService;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.ExperimenterMessageFromDev;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.NfMessageBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfAlert;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfAlertInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfAlertOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfLoad;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfLoadInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfLoadInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfLoadOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.nf.message.Entry;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.nf.message.EntryBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.report.nf.alert.input.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.NfInstances;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.NfStatusCounters;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nf.instances.NfInstance;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nf.instances.NfInstanceBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nf.instances.NfInstanceKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.concepts.Registration;
import org.opendaylight.yangtools.yang.common.RpcResult;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.openpath.api.datastore.WriteChain;
import org.openpath.openflow.NfAlert;
import org.openpath.openflow.NfMessage;
import org.openpath.openflow.NfUpdate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What OpenPATH switches report, where the rest of the suite consumes it (docs/openpath-openflow.md section 6):
 * NF_ALERT goes to the orchestrator's report-nf-alert (its dynamic-graph handling; it publishes nf-alert), MESSAGE
 * is published as the nf-message notification, NF_UPDATE lands in the operational {@code nf-instances}. SFC-IDs and
 * SERVICE-IDs become chain and NF names through {@link ChainIdIndex}. The listener only starts futures.
 */
public final class SwitchMessageHandler implements NotificationService.Listener<ExperimenterMessageFromDev>,
        SouthboundStatisticsWriter.MessageCounts {
    private static final Logger LOG = LoggerFactory.getLogger(SwitchMessageHandler.class);

    // one NF instance's updates applied in the order they came, none refused for racing the one before
    private final WriteChain nfInstances;
    private final RpcService rpcService;
    private final NotificationPublishService publishService;
    private final ChainIdIndex index;
    private final LongAdder alerts = new LongAdder();
    private final LongAdder messages = new LongAdder();
    private final LongAdder updates = new LongAdder();

    /**
     * Creates the handler.
     *
     * @param dataBroker for the NF instances' status
     * @param rpcService for the orchestrator's report-nf-alert
     * @param publishService for nf-message
     * @param index chain and NF names of wire ids
     */
    public SwitchMessageHandler(final DataBroker dataBroker, final RpcService rpcService,
            final NotificationPublishService publishService, final ChainIdIndex index) {
        this.index = requireNonNull(index);
        nfInstances = new WriteChain(dataBroker::createMergingTransactionChain, LOG, "nf-instances");
        this.rpcService = requireNonNull(rpcService);
        this.publishService = requireNonNull(publishService);
    }

    /**
     * Starts listening to OpenFlowPlugin's experimenter-message-from-dev.
     *
     * @param notifications the notification service
     * @return the registration; closing it also ends the NF status writes
     */
    public Registration register(final NotificationService notifications) {
        final var listening = notifications.registerListener(ExperimenterMessageFromDev.class, this);
        return () -> {
            listening.close();
            nfInstances.close();
        };
    }

    @Override
    public void onNotification(final ExperimenterMessageFromDev notification) {
        final var choice = notification.getExperimenterMessageOfChoice();
        if (choice == null) {
            return;
        }
        final var nodeRef = notification.getNode();
        final var node = nodeRef == null ? null
            : ((DataObjectIdentifier<?>) nodeRef.getValue()).toLegacy().firstKeyOf(Node.class);
        final var nodeId = node == null ? "unknown" : node.getId().getValue();
        final org.openpath.openflow.SwitchMessage message;
        try {
            message = MessageBindings.switchMessage(choice);
        } catch (IllegalArgumentException e) {
            LOG.warn("Dropping an incomplete OpenPATH message from {}: {}", nodeId, e.getMessage());
            return;
        }
        switch (message) {
            case null -> LOG.trace("Not an OpenPATH message from {}: {}", nodeId, choice.implementedInterface());
            case NfAlert alert -> onAlert(nodeId, alert);
            case NfMessage nfMessage -> onMessage(nodeId, nfMessage);
            case NfUpdate update -> onUpdate(nodeId, update);
        }
    }

    /**
     * Returns how many NF alerts arrived.
     *
     * @return the count
     */
    @Override
    public long alerts() {
        return alerts.sum();
    }

    /**
     * Returns how many MESSAGEs arrived.
     *
     * @return the count
     */
    @Override
    public long messages() {
        return messages.sum();
    }

    /**
     * Returns how many NF_UPDATEs arrived.
     *
     * @return the count
     */
    @Override
    public long updates() {
        return updates.sum();
    }

    private void onAlert(final String node, final NfAlert alert) {
        alerts.increment();
        Futures.addCallback(Futures.transformAsync(names(alert.sfcId(), alert.serviceId()), names -> {
            if (names.isEmpty()) {
                LOG.warn("NF alert '{}' from {} for unknown SFC-ID {} / SERVICE-ID {}: no chain has them",
                    alert.result(), node, alert.sfcId(), alert.serviceId());
                return Futures.<@Nullable RpcResult<ReportNfAlertOutput>>immediateFuture(null);
            }
            final var chainAndNf = names.orElseThrow();
            LOG.info("NF alert '{}' from {}: NF {} of chain {}", alert.result(), node, chainAndNf.nf(),
                chainAndNf.chain());
            final var flow = alert.flow();
            return rpcService.getRpc(ReportNfAlert.class).invoke(new ReportNfAlertInputBuilder()
                .setChain(new ChainName(chainAndNf.chain()))
                .setNf(new NfInstanceName(chainAndNf.nf()))
                .setNode(new org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef(node))
                .setResult(new NfResult(alert.result()))
                .setFlow(flow.isAny() ? null : new FlowBuilder()
                    .setSourcePrefix(FlowSpecBindings.sourcePrefix(flow))
                    .setDestinationPrefix(FlowSpecBindings.destinationPrefix(flow))
                    .setProtocol(FlowSpecBindings.protocol(flow))
                    .setSourcePorts(FlowSpecBindings.sourcePorts(flow))
                    .setDestinationPorts(FlowSpecBindings.destinationPorts(flow))
                    .build())
                .build());
        }, MoreExecutors.directExecutor()), new FutureCallback<@Nullable RpcResult<ReportNfAlertOutput>>() {
            @Override
            public void onSuccess(final @Nullable RpcResult<ReportNfAlertOutput> result) {
                if (result != null && !result.isSuccessful()) {
                    LOG.warn("The orchestrator did not take NF alert '{}' from {}: {}", alert.result(), node,
                        result.getErrors());
                } else if (result != null) {
                    LOG.info("NF alert '{}' from {} handled: {}", alert.result(), node,
                        result.getResult().getAction());
                }
            }

            @Override
            public void onFailure(final Throwable cause) {
                LOG.warn("NF alert '{}' from {} could not be handled", alert.result(), node, cause);
            }
        }, MoreExecutors.directExecutor());
    }

    private void onMessage(final String node, final NfMessage message) {
        messages.increment();
        Futures.addCallback(names(message.sfcId(), message.serviceId()), new FutureCallback<>() {
            @Override
            public void onSuccess(final Optional<ChainAndNf> names) {
                final var builder = new NfMessageBuilder()
                    .setNode(new org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef(node))
                    .setEntry(message.entries().entrySet().stream()
                        .map(entry -> new EntryBuilder().setKey(entry.getKey()).setValue(entry.getValue()).build())
                        .collect(Collectors.toMap(Entry::key, entry -> entry)));
                names.ifPresent(found -> builder.setNf(new NfInstanceName(found.nf())));
                if (publishService.offerNotification(builder.build()).isDone()) {
                    LOG.debug("nf-message from {} published", node);
                }
            }

            @Override
            public void onFailure(final Throwable cause) {
                LOG.warn("Message from {} could not be published", node, cause);
            }
        }, MoreExecutors.directExecutor());
    }

    private void onUpdate(final String node, final NfUpdate update) {
        updates.increment();
        Futures.addCallback(names(update.sfcId(), update.serviceId()), new FutureCallback<>() {
            @Override
            public void onSuccess(final Optional<ChainAndNf> names) {
                final var key = new NfInstanceKey(new NodeId(node), ActionBindings.wireId(update.sfcId()),
                    ActionBindings.wireId(update.serviceId()));
                final var builder = new NfInstanceBuilder().withKey(key)
                    .setStatus(NfStatusCounters.Status.forValue(update.status().code()))
                    .setPacketsIn(Uint64.fromLongBits(update.packetsIn()))
                    .setPacketsOut(Uint64.fromLongBits(update.packetsOut()))
                    .setDrops(Uint64.fromLongBits(update.drops()))
                    .setLastUpdate(Instant.now().toString());
                names.ifPresent(found -> builder.setChain(new ChainName(found.chain()))
                    .setNf(new NfInstanceName(found.nf())));
                final var instance = builder.build();
                nfInstances.write("the NF_UPDATE from " + node, tx -> tx.put(LogicalDatastoreType.OPERATIONAL,
                    DataObjectIdentifier.builder(NfInstances.class).child(NfInstance.class, key).build(), instance));
                names.ifPresent(found -> reportLoad(node, found, update));
            }

            @Override
            public void onFailure(final Throwable cause) {
                LOG.warn("NF_UPDATE from {} could not be resolved", node, cause);
            }
        }, MoreExecutors.directExecutor());
    }

    /**
     * Hands the orchestrator an NF's load (report-nf-load), which may run it on more or fewer instances. A chain
     * that is not running (being placed anew, removed) is refused there, and there may be no orchestrator running at
     * all for a moment: both are logged at DEBUG only, since every report interval brings the next report.
     */
    private void reportLoad(final String node, final ChainAndNf names, final NfUpdate update) {
        Futures.addCallback(rpcService.getRpc(ReportNfLoad.class).invoke(new ReportNfLoadInputBuilder()
            .setChain(new ChainName(names.chain()))
            .setNf(new NfInstanceName(names.nf()))
            .setNode(new org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef(node))
            .setStatus(ReportNfLoadInput.Status.forValue(update.status().code()))
            .setPacketsIn(Uint64.fromLongBits(update.packetsIn()))
            .build()), new FutureCallback<RpcResult<ReportNfLoadOutput>>() {
                @Override
                public void onSuccess(final RpcResult<ReportNfLoadOutput> result) {
                    if (!result.isSuccessful()) {
                        LOG.debug("The orchestrator did not take the load of NF {} of chain {} from {}: {}",
                            names.nf(), names.chain(), node, result.getErrors());
                    } else if (result.getResult().getAction() != ReportNfLoadOutput.Action.Kept) {
                        LOG.info("NF {} of chain {} on {}: {} ({})", names.nf(), names.chain(), node,
                            result.getResult().getAction(), result.getResult().getReason());
                    }
                }

                @Override
                public void onFailure(final Throwable cause) {
                    // e.g. no orchestrator running (yet, or any more): the next report interval brings the next one
                    LOG.debug("The load of NF {} of chain {} from {} could not be reported", names.nf(),
                        names.chain(), node, cause);
                }
            }, MoreExecutors.directExecutor());
    }

    private ListenableFuture<Optional<ChainAndNf>> names(final long sfcId, final long serviceId) {
        return Futures.immediateFuture(index.names(sfcId, serviceId));
    }

    /**
     * The names behind wire ids.
     *
     * @param chain the chain
     * @param nf the NF
     */
    record ChainAndNf(String chain, String nf) {
        // just data
    }
}
