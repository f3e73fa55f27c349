/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.ListenableFuture;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.mdsal.dom.api.DOMDataBroker;
import org.opendaylight.mdsal.dom.api.DOMDataTreeReadWriteTransaction;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.Rpc;
import org.opendaylight.yangtools.binding.RpcInput;
import org.opendaylight.yangtools.binding.RpcOutput;
import org.opendaylight.yangtools.binding.data.codec.api.BindingNormalizedNodeSerializer;
import org.opendaylight.yangtools.yang.common.RpcError;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier.NodeIdentifier;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier.NodeIdentifierWithPredicates;
import org.opendaylight.yangtools.yang.data.spi.node.ImmutableNodes;
import org.openpath.cli.ConfigTransaction;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.Datastore;
import org.openpath.cli.RestconfJson;

/**
 * {@link Datastore} on the data brokers and the RPC service: the same MD-SAL contract RESTCONF serves. Edits run in
 * one DOM read-write transaction, as RESTCONF's do: bindings are converted at the edge, a parsed request body is
 * written as parsed, and parents are created by merging empty containers (RESTCONF's {@code ensureParentsByMerge}).
 * Blocks with timeouts (reads 10 s, commits 30 s, RPCs 120 s: change-default waits for the renderer's flow to be
 * confirmed on the switch).
 */
public final class MdsalDatastore implements Datastore {
    static final Duration READ_TIMEOUT = Duration.ofSeconds(10);
    static final Duration COMMIT_TIMEOUT = Duration.ofSeconds(30);
    static final Duration RPC_TIMEOUT = Duration.ofSeconds(120);

    private final DataBroker broker;
    private final DOMDataBroker domBroker;
    private final BindingNormalizedNodeSerializer serializer;
    private final RpcService rpcService;

    /**
     * Creates the datastore access.
     *
     * @param broker the binding data broker, for reads
     * @param domBroker the DOM data broker, for edits
     * @param serializer converts bindings at the edge of an edit
     * @param rpcService the binding RPC service
     */
    public MdsalDatastore(final DataBroker broker, final DOMDataBroker domBroker,
            final BindingNormalizedNodeSerializer serializer, final RpcService rpcService) {
        this.broker = requireNonNull(broker);
        this.domBroker = requireNonNull(domBroker);
        this.serializer = requireNonNull(serializer);
        this.rpcService = requireNonNull(rpcService);
    }

    @Override
    public <T extends DataObject> Optional<T> read(final LogicalDatastoreType store,
            final DataObjectIdentifier<T> path) throws ConsoleException {
        try (var tx = broker.newReadOnlyTransaction()) {
            return await(tx.read(store, path), READ_TIMEOUT, "Reading the " + storeName(store) + " datastore");
        }
    }

    @Override
    public void edit(final Edit edit) throws ConsoleException {
        final var tx = domBroker.newReadWriteTransaction();
        var applied = false;
        try {
            edit.apply(new Transaction(tx, serializer));
            applied = true;
        } finally {
            if (!applied) {
                tx.cancel();
            }
        }
        try {
            tx.commit().get(COMMIT_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw new ConsoleException(CommitRefusals.message(e.getCause()), e);
        } catch (TimeoutException e) {
            throw new ConsoleException("The commit did not complete within " + COMMIT_TIMEOUT.toSeconds()
                + " s; it may still complete", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ConsoleException("Interrupted while committing; the commit may still complete", e);
        }
    }

    @Override
    public <I extends RpcInput, O extends RpcOutput> O invoke(final Class<? extends Rpc<I, O>> type,
            final I input) throws ConsoleException {
        final var result = await(rpcService.getRpc(type).invoke(input), RPC_TIMEOUT,
            "RPC " + type.getSimpleName());
        if (!result.isSuccessful()) {
            final var errors = result.getErrors();
            throw new ConsoleException(errors.isEmpty() ? "RPC " + type.getSimpleName() + " failed without an error"
                : errors.stream().map(RpcError::getMessage).collect(Collectors.joining("\n")));
        }
        final var output = result.getResult();
        if (output == null) {
            throw new ConsoleException("RPC " + type.getSimpleName() + " answered without output");
        }
        return output;
    }

    private static <T> T await(final ListenableFuture<T> future, final Duration timeout, final String what)
            throws ConsoleException {
        try {
            return future.get(timeout.toSeconds(), TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            final var cause = e.getCause();
            throw new ConsoleException(what + " failed: " + (cause.getMessage() != null ? cause.getMessage()
                : cause.toString()), e);
        } catch (TimeoutException e) {
            future.cancel(false);
            throw new ConsoleException(what + " did not answer within " + timeout.toSeconds() + " s", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ConsoleException(what + " was interrupted", e);
        }
    }

    private static String storeName(final LogicalDatastoreType store) {
        return store == LogicalDatastoreType.CONFIGURATION ? "config" : "operational";
    }

    /**
     * The edit's view of its DOM read-write transaction, in bindings.
     */
    private static final class Transaction implements ConfigTransaction {
        private final DOMDataTreeReadWriteTransaction tx;
        private final BindingNormalizedNodeSerializer serializer;

        Transaction(final DOMDataTreeReadWriteTransaction tx, final BindingNormalizedNodeSerializer serializer) {
            this.tx = tx;
            this.serializer = serializer;
        }

        @Override
        public <T extends DataObject> Optional<T> read(final DataObjectIdentifier<T> path) throws ConsoleException {
            final var yangPath = serializer.toYangInstanceIdentifier(path);
            final var data = await(tx.read(LogicalDatastoreType.CONFIGURATION, yangPath), READ_TIMEOUT,
                "Reading the config datastore");
            return data.map(found -> path.lastStep().type().cast(serializer.fromNormalizedNode(yangPath, found)
                .getValue()));
        }

        @Override
        public <T extends DataObject> void put(final DataObjectIdentifier<T> path, final T data) {
            final var normalized = serializer.toNormalizedDataObject(path, data);
            ensureParents(normalized.path());
            tx.put(LogicalDatastoreType.CONFIGURATION, normalized.path(), normalized.node());
        }

        @Override
        public void put(final RestconfJson.Parsed<?> parsed) {
            final var path = serializer.toYangInstanceIdentifier(parsed.path());
            ensureParents(path);
            tx.put(LogicalDatastoreType.CONFIGURATION, path, parsed.data());
        }

        @Override
        public <T extends DataObject> void merge(final DataObjectIdentifier<T> path, final T data) {
            final var normalized = serializer.toNormalizedDataObject(path, data);
            ensureParents(normalized.path());
            tx.merge(LogicalDatastoreType.CONFIGURATION, normalized.path(), normalized.node());
        }

        @Override
        public void delete(final DataObjectIdentifier<?> path) {
            tx.delete(LogicalDatastoreType.CONFIGURATION, serializer.toYangInstanceIdentifier(path));
        }

        /**
         * Merges an empty container for every container above the path (a list's entries need their list's
         * container; the list itself appears with its first entry).
         */
        private void ensureParents(final YangInstanceIdentifier path) {
            final var arguments = path.getPathArguments();
            for (int i = 0; i + 1 < arguments.size(); i++) {
                if (arguments.get(i) instanceof NodeIdentifier container
                        && !(arguments.get(i + 1) instanceof NodeIdentifierWithPredicates)) {
                    tx.merge(LogicalDatastoreType.CONFIGURATION, YangInstanceIdentifier.of(arguments.subList(0, i + 1)),
                        ImmutableNodes.newContainerBuilder().withNodeIdentifier(container).build());
                }
            }
        }
    }
}
