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
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.RpcProviderService;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenter;
import org.opendaylight.yang.gen.v1.urn.opendaylight.experimenter.message.service.rev151020.SendExperimenterInputBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.transaction.rev150304.SendBarrier;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.transaction.rev150304.SendBarrierInputBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.transaction.rev150304.SendBarrierOutput;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeRef;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.NodeKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ChangeDefault;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ChangeDefaultInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ChangeDefaultOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.ChangeDefaultOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.NfTarget;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.RequestMe;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.RequestMeInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.RequestMeOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.RequestMeOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.SetStateReportInterval;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.SetStateReportIntervalInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.SetStateReportIntervalOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.SetStateReportIntervalOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.SkipMe;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.SkipMeInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.SkipMeOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.SkipMeOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.concepts.Registration;
import org.opendaylight.yangtools.yang.common.ErrorTag;
import org.opendaylight.yangtools.yang.common.ErrorType;
import org.opendaylight.yangtools.yang.common.RpcError;
import org.opendaylight.yangtools.yang.common.RpcResult;
import org.opendaylight.yangtools.yang.common.RpcResultBuilder;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.openpath.openflow.ControllerMessage;
import org.openpath.southbound.render.Redirect;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The NF-control RPCs of openpath-nf-control (paper section 5.5): skip-me, request-me and change-default become
 * SKIP_ME, REQUEST_ME and CHANGE_DEFAULT messages to every node hosting the NF for the chain (working and backup
 * sub-SFCs alike, so a failover keeps the behaviour) or to the one node asked for; set-state-report-interval becomes
 * SET_STATE_REPORT_INTERVAL. Chain and NF names become the SFC-ID and SERVICE-ID of the chain's operational state.
 * The RPC answers once every switch has taken the message (OpenFlowPlugin confirms with a barrier) and fails with
 * the switch's error if one refused it. Nothing blocks: the datastore read and the sends are composed futures.
 */
public final class NfControlRpcs {
    private static final Logger LOG = LoggerFactory.getLogger(NfControlRpcs.class);

    private final DataBroker dataBroker;
    private final RpcService rpcService;
    private final RedirectRequests redirects;
    private final BarrierCoalescer barriers = new BarrierCoalescer(this::sendBarrier);

    /**
     * Creates the RPCs.
     *
     * @param dataBroker where the chains' operational state is read
     * @param rpcService where OpenFlowPlugin's send-experimenter is found
     * @param redirects where change-default asks the renderer for its target's flows first
     */
    public NfControlRpcs(final DataBroker dataBroker, final RpcService rpcService, final RedirectRequests redirects) {
        this.dataBroker = requireNonNull(dataBroker);
        this.rpcService = requireNonNull(rpcService);
        this.redirects = requireNonNull(redirects);
    }

    /**
     * Registers the RPC implementations.
     *
     * @param rpcProvider the provider service
     * @return the registration
     */
    public Registration register(final RpcProviderService rpcProvider) {
        return rpcProvider.registerRpcImplementations((SkipMe) this::skipMe, (RequestMe) this::requestMe,
            (ChangeDefault) this::changeDefault, (SetStateReportInterval) this::setStateReportInterval);
    }

    ListenableFuture<RpcResult<SkipMeOutput>> skipMe(final SkipMeInput input) {
        return signal("skip-me", input, target -> new org.openpath.openflow.SkipMe(target.sfcId(),
            target.serviceId(), FlowSpecBindings.toSpec(input.getFlows())),
            count -> new SkipMeOutputBuilder().setSwitchesSignalled(count).build());
    }

    ListenableFuture<RpcResult<RequestMeOutput>> requestMe(final RequestMeInput input) {
        return signal("request-me", input, target -> new org.openpath.openflow.RequestMe(target.sfcId(),
            target.serviceId(), FlowSpecBindings.toSpec(input.getFlows())),
            count -> new RequestMeOutputBuilder().setSwitchesSignalled(count).build());
    }

    ListenableFuture<RpcResult<ChangeDefaultOutput>> changeDefault(final ChangeDefaultInput input) {
        final var newDefault = input.getNewDefault();
        if (newDefault == null) {
            return failed("change-default needs new-default: the NF the flows go to next");
        }
        final var chain = input.getChain();
        final var nf = input.getNf();
        if (chain == null || nf == null) {
            return failed("change-default needs chain and nf");
        }
        // an NF the chain does not run is refused before anything is recorded
        return Futures.transformAsync(readState(chain), state -> {
            final long target;
            try {
                target = ChainTarget.of(chain.getValue(), nf.getValue(), state.orElse(null))
                    .serviceIdOf(newDefault.getValue());
            } catch (IllegalArgumentException e) {
                return failed("change-default: " + e.getMessage());
            }
            LOG.debug("change-default: chain {} redirects {} to SERVICE-ID {}", chain.getValue(), nf.getValue(),
                target);
            // the switch re-submits the flows to the new default: the renderer gives it a flow where nf runs first
            final ListenableFuture<@Nullable String> ready = Futures.catching(Futures.transform(
                redirects.ensure(chain.getValue(), new Redirect(nf.getValue(), newDefault.getValue()),
                    input.getFlows()),
                ignored -> null, MoreExecutors.directExecutor()), Exception.class,
                e -> e.getMessage() != null ? e.getMessage() : e.toString(), MoreExecutors.directExecutor());
            return Futures.transformAsync(ready, problem -> problem != null
                ? failed("change-default: the flow of '" + newDefault.getValue() + "' is not in place: " + problem)
                : changeDefaultNow(input, newDefault.getValue()), MoreExecutors.directExecutor());
        }, MoreExecutors.directExecutor());
    }

    private ListenableFuture<RpcResult<ChangeDefaultOutput>> changeDefaultNow(final ChangeDefaultInput input,
            final String newDefault) {
        return signal("change-default", input, target -> new org.openpath.openflow.ChangeDefault(target.sfcId(),
            target.serviceId(), target.serviceIdOf(newDefault), FlowSpecBindings.toSpec(input.getFlows())),
            count -> new ChangeDefaultOutputBuilder().setSwitchesSignalled(count).build());
    }

    ListenableFuture<RpcResult<SetStateReportIntervalOutput>> setStateReportInterval(
            final SetStateReportIntervalInput input) {
        final var node = input.getNode();
        final var interval = input.getInterval();
        if (node == null || interval == null) {
            return failed("set-state-report-interval needs node and interval");
        }
        final var nodes = List.of(node.getValue());
        return Futures.transformAsync(disconnected(nodes), missing -> !missing.isEmpty()
            ? failed("set-state-report-interval: " + notConnected(missing))
            : Futures.transform(send(nodes, new org.openpath.openflow.SetStateReportInterval(interval.toJava())),
                errors -> errors.isEmpty()
                    ? RpcResultBuilder.success(new SetStateReportIntervalOutputBuilder().build()).build()
                    : RpcResultBuilder.<SetStateReportIntervalOutput>failed()
                        .withError(ErrorType.APPLICATION, ErrorTag.OPERATION_FAILED, String.join("; ", errors))
                        .build(),
                MoreExecutors.directExecutor()), MoreExecutors.directExecutor());
    }

    /**
     * Returns the nodes of a list that are not connected: no node of that id in the operational inventory, so no
     * switch session to send a message on (OpenFlowPlugin would answer "No implementation of RPC").
     */
    private ListenableFuture<List<String>> disconnected(final List<String> nodes) {
        final var reads = new ArrayList<ListenableFuture<String>>();
        try (var tx = dataBroker.newReadOnlyTransaction()) {
            for (var node : nodes) {
                reads.add(Futures.transform(tx.exists(LogicalDatastoreType.OPERATIONAL,
                    DataObjectIdentifier.builder(Nodes.class).child(Node.class, new NodeKey(new NodeId(node))).build()),
                    exists -> exists ? "" : node, MoreExecutors.directExecutor()));
            }
        }
        return Futures.transform(Futures.allAsList(reads), all -> all.stream().filter(node -> !node.isEmpty())
            .toList(), MoreExecutors.directExecutor());
    }

    private static String notConnected(final List<String> nodes) {
        return String.join(", ", nodes) + (nodes.size() == 1 ? " is" : " are")
            + " not connected to the controller (no switch session to signal)";
    }

    private <O> ListenableFuture<RpcResult<O>> signal(final String rpc, final NfTarget input,
            final Function<ChainTarget, ControllerMessage> message, final Function<Uint16, O> output) {
        final var chain = input.getChain();
        final var nf = input.getNf();
        if (chain == null || nf == null) {
            return failed(rpc + " needs chain and nf");
        }
        return Futures.transformAsync(readState(chain), state -> {
            final ChainTarget target;
            final ControllerMessage built;
            try {
                target = ChainTarget.of(chain.getValue(), nf.getValue(), state.orElse(null));
                built = message.apply(target);
            } catch (IllegalArgumentException e) {
                return failed(rpc + ": " + e.getMessage());
            }
            final var requested = input.getNode();
            final List<String> nodes;
            if (requested != null) {
                nodes = List.of(requested.getValue());
            } else if (target.nodes().isEmpty()) {
                return failed(rpc + ": no node hosts NF '" + nf.getValue() + "' of chain '" + chain.getValue()
                    + "' (the chain is not placed)");
            } else {
                nodes = target.nodes();
            }
            return Futures.transformAsync(disconnected(nodes), missing -> missing.isEmpty()
                ? sendAndReport(rpc, input, target, nodes, built, output)
                : failed(rpc + ": " + notConnected(missing)), MoreExecutors.directExecutor());
        }, MoreExecutors.directExecutor());
    }

    private <O> ListenableFuture<RpcResult<O>> sendAndReport(final String rpc, final NfTarget input,
            final ChainTarget target, final List<String> nodes, final ControllerMessage built,
            final Function<Uint16, O> output) {
        final var chain = input.getChain().getValue();
        final var nf = input.getNf().getValue();
        return Futures.transform(send(nodes, built), errors -> {
            if (!errors.isEmpty()) {
                return RpcResultBuilder.<O>failed().withError(ErrorType.APPLICATION, ErrorTag.OPERATION_FAILED,
                    rpc + " for NF '" + nf + "' of chain '" + chain + "' was refused: " + String.join("; ", errors))
                    .build();
            }
            LOG.info("{} for NF {} of chain {} (SFC-ID {}, SERVICE-ID {}) sent to {}", rpc, nf, chain,
                target.sfcId(), target.serviceId(), nodes);
            return RpcResultBuilder.success(output.apply(Uint16.valueOf(nodes.size()))).build();
        }, MoreExecutors.directExecutor());
    }

    private ListenableFuture<Optional<ServiceChainState>> readState(final ChainName chain) {
        try (var tx = dataBroker.newReadOnlyTransaction()) {
            return tx.read(LogicalDatastoreType.OPERATIONAL, DataObjectIdentifier.builder(ServiceChainStates.class)
                .child(ServiceChainState.class, new ServiceChainStateKey(chain)).build());
        }
    }

    private ListenableFuture<RpcResult<SendBarrierOutput>> sendBarrier(final String node) {
        final var answer = rpcService.getRpc(SendBarrier.class).invoke(new SendBarrierInputBuilder()
            .setNode(nodeRef(node)).build());
        Futures.addCallback(answer, new FutureCallback<RpcResult<SendBarrierOutput>>() {
            @Override
            public void onSuccess(final RpcResult<SendBarrierOutput> result) {
                if (!result.isSuccessful()) {
                    LOG.debug("Barrier to {} refused: {}", node, result.getErrors());
                }
            }

            @Override
            public void onFailure(final Throwable cause) {
                LOG.debug("Barrier to {} failed", node, cause);
            }
        }, MoreExecutors.directExecutor());
        return answer;
    }

    /**
     * Sends one message to several nodes and collects the refusals.
     *
     * @param nodes inventory node ids
     * @param message the message
     * @return the refusals, "node: error", empty when every node took it
     */
    ListenableFuture<List<String>> send(final List<String> nodes, final ControllerMessage message) {
        final var sendExperimenter = rpcService.getRpc(SendExperimenter.class);
        final var results = new ArrayList<ListenableFuture<String>>();
        for (var node : nodes) {
            final var input = new SendExperimenterInputBuilder()
                .setNode(nodeRef(node))
                .setExperimenterMessageOfChoice(MessageBindings.salMessage(message))
                .build();
            results.add(Futures.catching(Futures.transform(sendExperimenter.invoke(input),
                result -> result.isSuccessful() ? "" : node + ": " + describe(result.getErrors()),
                MoreExecutors.directExecutor()), Exception.class, e -> node + ": " + e.getMessage(),
                MoreExecutors.directExecutor()));
            // OpenFlowPlugin completes a message that has no reply once a later barrier is answered, and sends a
            // barrier of its own only every barrier interval (500 ms by default): one soon after the message answers
            // it in a round trip or two. Should the barrier fail, the interval's barrier still answers it.
            barriers.sent(node);
        }
        return Futures.transform(Futures.allAsList(results), all -> {
            final var refusals = all.stream().filter(refusal -> !refusal.isEmpty()).toList();
            refusals.forEach(refusal -> LOG.warn("OpenPATH {} refused by {}", message.type(), refusal));
            return refusals;
        }, MoreExecutors.directExecutor());
    }

    static NodeRef nodeRef(final String node) {
        return new NodeRef(DataObjectIdentifier.builder(Nodes.class)
            .child(Node.class, new NodeKey(new NodeId(node))).build());
    }

    private static String describe(final List<RpcError> errors) {
        return errors.stream().map(error -> error.getMessage() + (error.getCause() == null ? ""
            : " (" + error.getCause().getMessage() + ")")).collect(Collectors.joining(", "));
    }

    private static <O> ListenableFuture<RpcResult<O>> failed(final String message) {
        return Futures.immediateFuture(RpcResultBuilder.<O>failed()
            .withError(ErrorType.PROTOCOL, ErrorTag.INVALID_VALUE, message).build());
    }

    /**
     * A chain's NF as the wire names it, and the nodes that host it.
     *
     * @param sfcId the chain's SFC-ID
     * @param serviceId the NF's SERVICE-ID
     * @param nodes nodes hosting the NF (working and backup sub-SFCs), in placement order
     * @param state the chain state (to resolve other NFs)
     */
    record ChainTarget(long sfcId, long serviceId, List<String> nodes, ServiceChainState state) {
        static ChainTarget of(final String chain, final String nf, final @Nullable ServiceChainState state) {
            if (state == null) {
                throw new IllegalArgumentException("no chain '" + chain + "' in service-chain-states");
            }
            final var sfcId = state.getSfcId();
            if (sfcId == null) {
                throw new IllegalArgumentException("chain '" + chain + "' has no SFC-ID (status "
                    + state.getStatus() + ")");
            }
            final var serviceId = serviceIdOf(state, chain, nf);
            final var nodes = new LinkedHashSet<String>();
            final var placement = state.getPlacement();
            if (placement != null) {
                placement.nonnullSubSfc().values().stream()
                    .filter(sub -> sub.getNf() != null
                        && sub.getNf().stream().anyMatch(name -> name.getValue().equals(nf)))
                    .forEach(sub -> {
                        if (sub.getNode() != null) {
                            nodes.add(sub.getNode().getValue());
                        }
                    });
            }
            return new ChainTarget(sfcId.toJava(), serviceId, List.copyOf(nodes), state);
        }

        long serviceIdOf(final String nf) {
            return serviceIdOf(state, state.getName().getValue(), nf);
        }

        private static long serviceIdOf(final ServiceChainState state, final String chain, final String nf) {
            final var analysis = state.getAnalysis();
            final var graph = analysis == null ? null : analysis.getServiceGraph();
            if (graph == null) {
                throw new IllegalArgumentException("chain '" + chain + "' has no service graph (status "
                    + state.getStatus() + ")");
            }
            final var vertices = graph.nonnullVertex().values();
            return vertices.stream().filter(vertex -> vertex.getNf().getValue().equals(nf)).findFirst()
                .map(vertex -> {
                    final var id = vertex.getServiceId();
                    if (id == null) {
                        throw new IllegalArgumentException("NF '" + nf + "' of chain '" + chain
                            + "' has no SERVICE-ID");
                    }
                    return id.toJava();
                })
                .orElseThrow(() -> new IllegalArgumentException("chain '" + chain + "' has no NF '" + nf
                    + "' (its NFs are " + vertices.stream().map(vertex -> vertex.getNf().getValue()).sorted()
                        .toList() + ")"));
        }
    }
}
