/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.opendaylight.mdsal.binding.api.NotificationPublishService;
import org.opendaylight.mdsal.binding.api.RpcProviderService;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRequest;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacement;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacementInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacementOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacementOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.NfAlertBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfAlert;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfAlertInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfAlertOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfAlertOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfLoad;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfLoadInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfLoadOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ReportNfLoadOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.nf.alert.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.concepts.Registration;
import org.opendaylight.yangtools.yang.common.ErrorTag;
import org.opendaylight.yangtools.yang.common.ErrorType;
import org.opendaylight.yangtools.yang.common.RpcResult;
import org.opendaylight.yangtools.yang.common.RpcResultBuilder;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.openpath.analyzer.AnalysisResult;
import org.openpath.placement.Algorithm;
import org.openpath.placement.Placed;
import org.openpath.placement.Rejected;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The orchestrator's RPCs: the dry runs {@code analyze-chain} and {@code compute-placement}, answered by the same
 * code that processes stored requests, and {@code report-nf-alert}. Invalid input is answered with an
 * {@code invalid-value} error naming the culprit; nothing is stored or reserved by the dry runs. The dry runs show the
 * {@code service-id}s the request would get when stored.
 */
public final class ChainRpcs {
    private static final Logger LOG = LoggerFactory.getLogger(ChainRpcs.class);
    private static final String DEFAULT_NAME = "dry-run";

    private final OrchestratorService service;
    private final NotificationPublishService notifications;

    /**
     * Creates the RPC implementations.
     *
     * @param service the running orchestrator
     * @param notifications where nf-alert notifications go
     */
    public ChainRpcs(final OrchestratorService service, final NotificationPublishService notifications) {
        this.service = requireNonNull(service);
        this.notifications = requireNonNull(notifications);
    }

    /**
     * Registers the RPC implementations.
     *
     * @param rpcProvider the RPC provider service
     * @return the registration to close
     */
    public Registration register(final RpcProviderService rpcProvider) {
        return rpcProvider.registerRpcImplementations((AnalyzeChain) this::analyzeChain,
            (ComputePlacement) this::computePlacement, (ReportNfAlert) this::reportNfAlert,
            (ReportNfLoad) this::reportNfLoad);
    }

    ListenableFuture<RpcResult<AnalyzeChainOutput>> analyzeChain(final AnalyzeChainInput input) {
        final var name = input.getName() == null ? DEFAULT_NAME : input.getName().getValue();
        return answer(service.analyze(name, input),
            analysis -> AnalysisBindings.toRpcOutput(analysis, serviceIds(input, analysis)));
    }

    ListenableFuture<RpcResult<ComputePlacementOutput>> computePlacement(final ComputePlacementInput input) {
        final var name = input.getName() == null ? DEFAULT_NAME : input.getName().getValue();
        final var requested = input.getAlgorithm();
        final var algorithm = requested == null ? Algorithm.OPENPATH : Arrays.stream(Algorithm.values())
            .filter(candidate -> candidate.yangName().equals(requested.getName())).findFirst().orElseThrow();
        return answer(service.dryRun(name, input, algorithm), dryRun -> {
            final var builder = new ComputePlacementOutputBuilder()
                .setAnalysis(AnalysisBindings.toPlacementRpc(dryRun.analysis(),
                    serviceIds(input, dryRun.analysis())));
            return switch (dryRun.outcome()) {
                case Placed placed -> builder.setAccepted(true)
                    .setPlacement(PlacementBindings.toPlacementRpc(placed.placement())).build();
                case Rejected rejected -> builder.setAccepted(false)
                    .setReason(rejected.reason().name().toLowerCase(Locale.ROOT).replace('_', '-') + ": "
                        + rejected.detail()).build();
            };
        });
    }

    ListenableFuture<RpcResult<ReportNfAlertOutput>> reportNfAlert(final ReportNfAlertInput input) {
        final var chain = input.getChain().getValue();
        final var nf = input.getNf().getValue();
        final var result = input.getResult().getValue();
        LOG.debug("NF alert: chain {} NF {} result {}", chain, nf, result);
        final var flow = input.getFlow();
        notifications.offerNotification(new NfAlertBuilder()
            .setChain(input.getChain())
            .setNf(input.getNf())
            .setNode(input.getNode())
            .setResult(input.getResult())
            .setFlow(flow == null ? null : new FlowBuilder(flow).build())
            .build());
        return answer(service.nfAlert(chain, nf, result), outcome -> {
            final var inserted = outcome.insertedNf();
            final var node = outcome.node();
            return new ReportNfAlertOutputBuilder()
                .setAction(ReportNfAlertOutput.Action.ofName(outcome.action().name().toLowerCase(Locale.ROOT)
                    .replace('_', '-')))
                .setInsertedNf(inserted == null ? null : new NfInstanceName(inserted))
                .setNode(node == null ? null : new NodeRef(node))
                .build();
        });
    }

    ListenableFuture<RpcResult<ReportNfLoadOutput>> reportNfLoad(final ReportNfLoadInput input) {
        final var status = InstanceScaler.Status.valueOf(input.requireStatus().getName().toUpperCase(Locale.ROOT));
        return answer(service.nfLoad(input.requireChain().getValue(), input.requireNf().getValue(), status,
            input.requirePacketsIn().longValue()), outcome -> new ReportNfLoadOutputBuilder()
                .setAction(ReportNfLoadOutput.Action.ofName(outcome.action().name().toLowerCase(Locale.ROOT)
                    .replace('_', '-')))
                .setInstances(Uint16.valueOf(outcome.instances()))
                .setReason(outcome.reason())
                .build());
    }

    /**
     * The service ids a stored request would get: they depend on the request alone.
     */
    private static Map<String, Long> serviceIds(final ChainRequest input, final AnalysisResult analysis) {
        return ChainIds.serviceIds(input.nonnullNf().stream().map(nf -> nf.requireName().getValue())
            .toList(), analysis.graph());
    }

    private static <I, O> ListenableFuture<RpcResult<O>> answer(final ListenableFuture<I> work,
            final Function<I, O> output) {
        final var future = SettableFuture.<RpcResult<O>>create();
        Futures.addCallback(work, new FutureCallback<I>() {
            @Override
            @SuppressWarnings("checkstyle:IllegalCatch")
            public void onSuccess(final I result) {
                try {
                    future.set(RpcResultBuilder.success(output.apply(result)).build());
                } catch (RuntimeException e) {
                    LOG.error("Failed to convert an RPC result at {}", Instant.now(), e);
                    future.set(RpcResultBuilder.<O>failed()
                        .withError(ErrorType.APPLICATION, ErrorTag.OPERATION_FAILED, e.getMessage()).build());
                }
            }

            @Override
            public void onFailure(final Throwable cause) {
                if (cause instanceof InvalidRequestException invalid) {
                    future.set(RpcResultBuilder.<O>failed()
                        .withError(ErrorType.APPLICATION, ErrorTag.INVALID_VALUE, invalid.getMessage()).build());
                } else {
                    future.set(RpcResultBuilder.<O>failed()
                        .withError(ErrorType.APPLICATION, ErrorTag.OPERATION_FAILED, String.valueOf(
                            cause.getMessage())).build());
                }
            }
        }, MoreExecutors.directExecutor());
        return future;
    }
}
