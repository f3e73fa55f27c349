/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import java.time.InstantSource;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.RpcProviderService;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainStates;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainStateKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.FinishStateMove;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.FinishStateMoveInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.FinishStateMoveOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.FinishStateMoveOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveId;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateOutput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateOutputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.NodeStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopologyState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.Node;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.openpath.topology.state.NodeKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.concepts.Registration;
import org.opendaylight.yangtools.yang.common.ErrorTag;
import org.opendaylight.yangtools.yang.common.ErrorType;
import org.opendaylight.yangtools.yang.common.RpcResult;
import org.opendaylight.yangtools.yang.common.RpcResultBuilder;
import org.openpath.statesync.Handover;
import org.openpath.statesync.MoveCoordinator;
import org.openpath.statesync.MoveRequest;
import org.openpath.statesync.MoveSignalling;
import org.openpath.statesync.Replicator;
import org.openpath.statesync.StateHandover;
import org.openpath.statesync.StateRelocation;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The move-state and finish-state-move RPCs (openpath-state-move) over a {@link MoveCoordinator}: a request is
 * checked against the chain's operational state (its SFC-ID, the NF's SERVICE-ID, the nodes its sub-SFCs run on) and
 * the nodes' status, then started; every change of a move lands in the operational state-moves through one writer.
 * The {@link Replicator} keeps backups warm through the same coordinator, fed by a {@link ReplicationFeed}, its
 * progress in the operational state-replications (one writer, flushed every second). The coordinator, its timers, the
 * switches' messages, the replicator and the writers all run on one thread.
 */
public final class StateMoveService implements StateHandover, StateRelocation, AutoCloseable {
    /** How often the state-replications changes are written. */
    static final long REPLICATIONS_FLUSH_MILLIS = 1_000;
    /** Each move of a handover waits this long for each answer. */
    static final long HANDOVER_TIMEOUT_MILLIS = 10_000;
    /** A move of a handover redirects this long at most, waiting for the switched forwarding. */
    static final long HANDOVER_FINISH_MILLIS = 30_000;

    private static final Logger LOG = LoggerFactory.getLogger(StateMoveService.class);

    private final DataBroker dataBroker;
    private final ScheduledExecutorService serial;
    private final MoveCoordinator coordinator;
    private final Handover handover;
    private final Registration rpcs;
    private final ReplicationFeed feed;
    private final ScheduledFuture<?> flushes;
    private final MoveSignalling.Subscription listener;
    private final StateMovesWriter writer;
    private final ReplicationsWriter replications;

    /**
     * Starts the service.
     *
     * @param dataBroker for the chains' and nodes' state and the state-moves list
     * @param rpcProvider to register the RPCs
     * @param signalling how messages reach the switches
     */
    public StateMoveService(final DataBroker dataBroker, final RpcProviderService rpcProvider,
            final MoveSignalling signalling) {
        this.dataBroker = requireNonNull(dataBroker);
        serial = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("openpath-state-moves")
            .daemon().factory());
        writer = new StateMovesWriter(dataBroker::createMergingTransactionChain);
        replications = new ReplicationsWriter(dataBroker::createMergingTransactionChain);
        // move ids from the clock, so that a restarted controller does not reuse the ids of moves switches may
        // still remember
        final long firstId = (System.currentTimeMillis() / 1000 & 0x7FFF_FFFFL) + 1;
        final MoveCoordinator.Timers timers = (delay, task) -> {
            final var scheduled = serial.schedule(task, delay, TimeUnit.MILLISECONDS);
            return () -> scheduled.cancel(false);
        };
        // the replicator's copies are not state moves: what it does not take goes to state-moves
        final var replicatorRef = new AtomicReference<Replicator>();
        final var handoverRef = new AtomicReference<Handover>();
        coordinator = new MoveCoordinator(signalling, serial, timers, InstantSource.system(), progress -> {
            if (!replicatorRef.get().onProgress(progress)) {
                handoverRef.get().onProgress(progress);
                writer.write(progress);
            }
        }, firstId);
        final var replicator = new Replicator(coordinator::start, timers, InstantSource.system(), replications);
        replicatorRef.set(replicator);
        handover = new Handover(coordinator::start, coordinator::finish, timers, HANDOVER_TIMEOUT_MILLIS,
            HANDOVER_FINISH_MILLIS);
        handoverRef.set(handover);
        flushes = serial.scheduleWithFixedDelay(replications::flush, REPLICATIONS_FLUSH_MILLIS,
            REPLICATIONS_FLUSH_MILLIS, TimeUnit.MILLISECONDS);
        feed = new ReplicationFeed(dataBroker, serial, replicator, handover);
        listener = signalling.listen((node, message) -> serial.execute(() -> coordinator.onMessage(node, message)));
        rpcs = rpcProvider.registerRpcImplementations((MoveState) this::moveState,
            (FinishStateMove) this::finishStateMove);
        LOG.info("State moves started");
    }

    @Override
    public void close() {
        rpcs.close();
        feed.close();
        flushes.cancel(false);
        listener.close();
        serial.shutdownNow();
        // a write still running on the serial thread ends first; a later one is dropped
        writer.close();
        replications.close();
        LOG.info("State moves stopped");
    }

    @Override
    public CompletionStage<Map<String, String>> carryOff(final String node) {
        final var result = new CompletableFuture<Map<String, String>>();
        serial.execute(() -> handover.carryOff(node).whenComplete((summary, failure) -> {
            if (failure != null) {
                result.completeExceptionally(failure);
            } else {
                result.complete(summary);
            }
        }));
        return result;
    }

    @Override
    public CompletionStage<String> carry(final String chain, final long sfcId, final List<Relocation> relocations) {
        final var result = new CompletableFuture<String>();
        serial.execute(() -> handover.carry(chain, sfcId, relocations).whenComplete((summary, failure) -> {
            if (failure != null) {
                result.completeExceptionally(failure);
            } else {
                result.complete(summary);
            }
        }));
        return result;
    }

    ListenableFuture<RpcResult<MoveStateOutput>> moveState(final MoveStateInput input) {
        final var chain = input.getChain();
        final var nf = input.getNf();
        final var source = input.getSourceNode();
        final var destination = input.getDestinationNode();
        if (chain == null || nf == null || source == null || destination == null) {
            return failed("move-state needs chain, nf, source-node and destination-node");
        }
        if (source.getValue().equals(destination.getValue())) {
            return failed("move-state: source-node and destination-node are the same node " + source.getValue());
        }
        final ListenableFuture<Optional<ServiceChainState>> chainState;
        final ListenableFuture<Optional<Node>> sourceState;
        final ListenableFuture<Optional<Node>> destinationState;
        try (var tx = dataBroker.newReadOnlyTransaction()) {
            chainState = tx.read(LogicalDatastoreType.OPERATIONAL, DataObjectIdentifier.builder(
                ServiceChainStates.class).child(ServiceChainState.class, new ServiceChainStateKey(chain)).build());
            sourceState = tx.read(LogicalDatastoreType.OPERATIONAL, node(source));
            destinationState = tx.read(LogicalDatastoreType.OPERATIONAL, node(destination));
        }
        return Futures.transformAsync(Futures.allAsList(chainState, sourceState, destinationState), ignored -> {
            final MoveRequest request;
            try {
                request = request(input, Futures.getDone(chainState).orElse(null),
                    Futures.getDone(sourceState).orElse(null), Futures.getDone(destinationState).orElse(null));
            } catch (IllegalArgumentException e) {
                return failed("move-state: " + e.getMessage());
            }
            final var result = SettableFuture.<RpcResult<MoveStateOutput>>create();
            serial.execute(() -> {
                try {
                    final long id = coordinator.start(request);
                    result.set(RpcResultBuilder.success(new MoveStateOutputBuilder()
                        .setMoveId(new MoveId(Long.toString(id))).build()).build());
                } catch (IllegalStateException | IllegalArgumentException e) {
                    result.set(RpcResultBuilder.<MoveStateOutput>failed().withError(ErrorType.APPLICATION,
                        ErrorTag.IN_USE, "move-state: " + e.getMessage()).build());
                }
            });
            return result;
        }, MoreExecutors.directExecutor());
    }

    ListenableFuture<RpcResult<FinishStateMoveOutput>> finishStateMove(final FinishStateMoveInput input) {
        final var moveId = input.getMoveId();
        if (moveId == null) {
            return failed("finish-state-move needs move-id");
        }
        final long id;
        try {
            id = Long.parseLong(moveId.getValue());
        } catch (NumberFormatException e) {
            return failed("finish-state-move: no move " + moveId.getValue());
        }
        final var result = SettableFuture.<RpcResult<FinishStateMoveOutput>>create();
        serial.execute(() -> {
            try {
                coordinator.finish(id);
                result.set(RpcResultBuilder.success(new FinishStateMoveOutputBuilder().build()).build());
            } catch (IllegalStateException | IllegalArgumentException e) {
                result.set(RpcResultBuilder.<FinishStateMoveOutput>failed().withError(ErrorType.APPLICATION,
                    ErrorTag.INVALID_VALUE, "finish-state-move: " + e.getMessage()).build());
            }
        });
        return result;
    }

    /**
     * Checks a request against the chain's and the nodes' state.
     *
     * @throws IllegalArgumentException naming the problem
     */
    static MoveRequest request(final MoveStateInput input, final @Nullable ServiceChainState chain,
            final @Nullable Node sourceNode, final @Nullable Node destinationNode) {
        final var chainName = input.getChain().getValue();
        final var nf = input.getNf().getValue();
        final var source = input.getSourceNode().getValue();
        final var destination = input.getDestinationNode().getValue();
        if (chain == null) {
            throw new IllegalArgumentException("unknown chain '" + chainName + "' (not in service-chain-states)");
        }
        final var sfcId = chain.getSfcId();
        if (sfcId == null) {
            throw new IllegalArgumentException("chain '" + chainName + "' has no SFC-ID (status " + chain.getStatus()
                + ")");
        }
        final var analysis = chain.getAnalysis();
        final var graph = analysis == null ? null : analysis.getServiceGraph();
        if (graph == null) {
            throw new IllegalArgumentException("chain '" + chainName + "' has no service graph (status "
                + chain.getStatus() + ")");
        }
        final var vertices = graph.nonnullVertex().values();
        final var vertex = vertices.stream().filter(candidate -> candidate.getNf().getValue().equals(nf))
            .findFirst().orElseThrow(() -> new IllegalArgumentException("chain '" + chainName + "' has no NF '" + nf
                + "' (its NFs are " + vertices.stream().map(candidate -> candidate.getNf().getValue()).sorted()
                    .toList() + ")"));
        final var serviceId = vertex.getServiceId();
        if (serviceId == null) {
            throw new IllegalArgumentException("NF '" + nf + "' of chain '" + chainName + "' has no SERVICE-ID");
        }
        final var hosts = new LinkedHashSet<String>();
        final var placement = chain.getPlacement();
        if (placement != null) {
            for (var sub : placement.nonnullSubSfc().values()) {
                if (sub.getNode() != null && sub.getNf() != null
                        && sub.getNf().stream().anyMatch(name -> name.getValue().equals(nf))) {
                    hosts.add(sub.getNode().getValue());
                }
            }
        }
        for (var node : List.of(source, destination)) {
            if (!hosts.contains(node)) {
                throw new IllegalArgumentException("NF '" + nf + "' of chain '" + chainName + "' is not on "
                    + node + (hosts.isEmpty() ? " (the chain is not placed)" : " (its sub-SFCs run it on "
                        + String.join(", ", hosts) + ")"));
            }
        }
        connected(source, sourceNode);
        connected(destination, destinationNode);
        return new MoveRequest(chainName, nf, source, destination, sfcId.toJava(), serviceId.toJava(),
            MoveInputs.mode(input), MoveInputs.guarantee(input), MoveInputs.optimisations(input),
            MoveInputs.scope(input), MoveInputs.timeoutMillis(input), MoveInputs.filter(input.getFilter()),
            MoveInputs.finishOnRequest(input));
    }

    private static void connected(final String node, final @Nullable Node state) {
        if (state == null) {
            throw new IllegalArgumentException("node " + node + " is not an OpenPATH node (not in "
                + "openpath-topology-state)");
        }
        if (state.getStatus() != NodeStatus.Connected) {
            throw new IllegalArgumentException("node " + node + " is not connected (status "
                + (state.getStatus() == null ? "unknown" : state.getStatus().getName()) + ")");
        }
    }

    private static DataObjectIdentifier<Node> node(final NodeRef node) {
        return DataObjectIdentifier.builder(OpenpathTopologyState.class).child(Node.class, new NodeKey(node))
            .build();
    }

    private static <O> ListenableFuture<RpcResult<O>> failed(final String message) {
        return Futures.immediateFuture(RpcResultBuilder.<O>failed()
            .withError(ErrorType.PROTOCOL, ErrorTag.INVALID_VALUE, message).build());
    }
}
