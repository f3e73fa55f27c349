/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FluentFuture;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.mdsal.common.api.DataValidationFailedException;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.mdsal.common.api.PostCanCommitStep;
import org.opendaylight.mdsal.common.api.PostPreCommitStep;
import org.opendaylight.mdsal.dom.api.DOMDataBroker;
import org.opendaylight.mdsal.dom.api.DOMDataTreeCandidate;
import org.opendaylight.mdsal.dom.api.DOMDataTreeCommitCohort;
import org.opendaylight.mdsal.dom.api.DOMDataTreeIdentifier;
import org.opendaylight.netconf.api.NetconfDocumentedException;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.topology.rev261122.OpenpathTopology;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.data.codec.api.BindingNormalizedNodeSerializer;
import org.opendaylight.yangtools.concepts.Registration;
import org.opendaylight.yangtools.yang.common.ErrorSeverity;
import org.opendaylight.yangtools.yang.common.ErrorTag;
import org.opendaylight.yangtools.yang.common.ErrorType;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier.NodeIdentifier;
import org.opendaylight.yangtools.yang.data.api.schema.NormalizedNode;
import org.opendaylight.yangtools.yang.data.tree.api.DataTreeCandidateNode;
import org.opendaylight.yangtools.yang.model.api.EffectiveModelContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Commit cohorts that run {@link ConfigValidator} on every transaction touching {@code service-chains},
 * {@code nf-catalog} or {@code openpath-topology} in the config datastore, before it commits. A refused
 * transaction fails with a {@link DataValidationFailedException} caused by a {@link NetconfDocumentedException}
 * ({@code invalid-value}), which RESTCONF answers with 400 and the validator's message, naming the offending
 * element; nothing of the transaction is stored.
 */
public final class ConfigValidationCohorts implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ConfigValidationCohorts.class);
    private static final NodeIdentifier SERVICE_CHAIN_LIST = NodeIdentifier.create(ServiceChain.QNAME);

    private final BindingNormalizedNodeSerializer serializer;
    private final ConfigValidator validator;
    private final List<Registration> registrations;

    /**
     * Registers the cohorts.
     *
     * @param broker the DOM data broker, which must support commit cohorts
     * @param serializer converts candidates to bindings
     * @param validator the validator, holding the committed chains and catalog
     */
    public ConfigValidationCohorts(final DOMDataBroker broker, final BindingNormalizedNodeSerializer serializer,
            final ConfigValidator validator) {
        this.serializer = requireNonNull(serializer);
        this.validator = requireNonNull(validator);
        final var cohorts = broker.extension(DOMDataBroker.CommitCohortExtension.class);
        if (cohorts == null) {
            throw new IllegalStateException("The data broker does not support commit cohorts: configuration cannot be"
                + " validated before it is stored");
        }
        registrations = List.of(
            register(cohorts, ServiceChains.class, DataObjectIdentifier.builder(ServiceChains.class).build(),
                (cohort, node) -> validator.checkChains(writtenChains(cohort.path, node)),
                validator::chainsCommitted),
            register(cohorts, NfCatalog.class, DataObjectIdentifier.builder(NfCatalog.class).build(),
                (cohort, node) -> validator.checkCatalog(cohort.toBinding(node.dataAfter())),
                validator::catalogCommitted),
            register(cohorts, OpenpathTopology.class, DataObjectIdentifier.builder(OpenpathTopology.class).build(),
                (cohort, node) -> validator.checkTopology(cohort.toBinding(node.dataAfter())), after -> { }));
    }

    @FunctionalInterface
    private interface Check<T extends DataObject> {
        void check(Cohort<T> cohort, DataTreeCandidateNode node) throws InvalidRequestException;
    }

    /**
     * The chains a transaction adds or changes, read from what it modified: a chain it leaves as it was is neither
     * converted nor validated again, so one chain written or deleted among a thousand stored costs one chain's
     * validation (it cost all thousand: a thousand single DELETEs took half a minute, 2026-11-29).
     */
    private List<ServiceChain> writtenChains(final YangInstanceIdentifier path, final DataTreeCandidateNode node) {
        final var list = node.modifiedChild(SERVICE_CHAIN_LIST);
        if (list == null) {
            return List.of();
        }
        final var listPath = path.node(SERVICE_CHAIN_LIST);
        final var written = new ArrayList<ServiceChain>();
        for (var entry : list.childNodes()) {
            final var after = entry.dataAfter();
            // a container written whole lists its unchanged entries as replaced by themselves
            if (after != null && !after.equals(entry.dataBefore())) {
                written.add((ServiceChain) serializer.fromNormalizedNode(listPath.node(entry.name()), after)
                    .getValue());
            }
        }
        return written;
    }

    private <T extends DataObject> Registration register(final DOMDataBroker.CommitCohortExtension cohorts,
            final Class<T> container, final DataObjectIdentifier<T> id, final Check<T> check,
            final Consumer<@Nullable T> committed) {
        final var path = serializer.toYangInstanceIdentifier(id);
        return cohorts.registerCommitCohort(DOMDataTreeIdentifier.of(LogicalDatastoreType.CONFIGURATION, path),
            new Cohort<>(container, path, check, committed));
    }

    private final class Cohort<T extends DataObject> implements DOMDataTreeCommitCohort {
        private final Class<T> container;
        private final YangInstanceIdentifier path;
        private final Check<T> check;
        private final Consumer<@Nullable T> committed;

        Cohort(final Class<T> container, final YangInstanceIdentifier path, final Check<T> check,
                final Consumer<@Nullable T> committed) {
            this.container = container;
            this.path = path;
            this.check = check;
            this.committed = committed;
        }

        @Override
        // a bug in validation must refuse the transaction, not let it through unchecked
        @SuppressWarnings("checkstyle:IllegalCatch")
        public FluentFuture<PostCanCommitStep> canCommit(final Object txId, final EffectiveModelContext ctx,
                final Collection<DOMDataTreeCandidate> candidates) {
            @Nullable T after = null;
            for (var candidate : candidates) {
                final var node = candidate.getRootNode();
                after = toBinding(node.dataAfter());
                try {
                    check.check(this, node);
                } catch (InvalidRequestException e) {
                    LOG.info("Refused transaction {}: {} ({})", txId, e.getMessage(), e.element());
                    final var cause = new NetconfDocumentedException(e.getMessage(), ErrorType.APPLICATION,
                        ErrorTag.INVALID_VALUE, ErrorSeverity.ERROR);
                    return FluentFuture.from(Futures.immediateFailedFuture(new DataValidationFailedException(
                        YangInstanceIdentifier.class, path, e.getMessage(), cause)));
                } catch (RuntimeException e) {
                    LOG.warn("Validation of transaction {} failed unexpectedly", txId, e);
                    final var message = "Validation failed: " + e.getMessage();
                    return FluentFuture.from(Futures.immediateFailedFuture(new DataValidationFailedException(
                        YangInstanceIdentifier.class, path, message, new NetconfDocumentedException(message,
                            ErrorType.APPLICATION, ErrorTag.OPERATION_FAILED, ErrorSeverity.ERROR))));
                }
            }
            final var result = after;
            return FluentFuture.from(Futures.immediateFuture(new PostCanCommitStep() {
                @Override
                public ListenableFuture<? extends PostPreCommitStep> preCommit() {
                    return Futures.immediateFuture(new PostPreCommitStep() {
                        @Override
                        public ListenableFuture<?> commit() {
                            committed.accept(result);
                            return PostPreCommitStep.NOOP_COMMIT_FUTURE;
                        }

                        @Override
                        public ListenableFuture<?> abort() {
                            return NOOP_ABORT_FUTURE;
                        }
                    });
                }

                @Override
                public ListenableFuture<?> abort() {
                    return NOOP_ABORT_FUTURE;
                }
            }));
        }

        private @Nullable T toBinding(final @Nullable NormalizedNode data) {
            if (data == null) {
                return null;
            }
            return container.cast(serializer.fromNormalizedNode(path, data).getValue());
        }
    }

    @Override
    public void close() {
        registrations.forEach(Registration::close);
    }
}
