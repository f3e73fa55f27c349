/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.RejectedExecutionException;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.yang.types.rev130715.DateAndTime;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRenderings;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRendering;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRenderingBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.renderings.ChainRenderingKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.api.datastore.WriteChain;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Publishes the renderer's reports in {@code chain-renderings} (operational), each naming the generation of the
 * chain state it rendered; the orchestrator, the only writer of {@code service-chain-states}, shows them there.
 * The renderer is the only writer of this subtree. Reports are collected per chain and written by a thread of their
 * own, whatever came since the last write in one transaction: a chain's later report replaces one not yet written
 * (a thousand chains' "installing" and "rendered" reports within a second become a few transactions, and their
 * serialisation leaves the renderer's thread). The transactions go on one transaction chain, in order: a chain's
 * report written while its earlier one is still being committed is applied after it, where two independent
 * transactions could have the later one refused (an optimistic lock failure on a new entry) and the chain shown
 * pending for good.
 */
final class RenderingReportWriter implements ChainStep.Reports, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RenderingReportWriter.class);

    private final WriteChain writes;
    private final WriterThread writer = new WriterThread("openpath-rendering-reports");
    // per chain, the report to write (empty: remove it)
    private final Map<String, Optional<ChainRendering>> pending = new LinkedHashMap<>();
    private boolean scheduled;

    /**
     * Creates the writer.
     *
     * @param broker the data broker
     */
    RenderingReportWriter(final DataBroker broker) {
        writes = new WriteChain(broker::createMergingTransactionChain, LOG, "chain-renderings");
    }

    /**
     * Publishes a report on a chain.
     *
     * @param name the chain
     * @param basis the chain state the report is about
     * @param report the report, without name and generation
     */
    @Override
    public void write(final String name, final ServiceChainState basis, final ChainRenderingBuilder report) {
        queue(name, Optional.of(report.setName(new ChainName(name)).setGeneration(basis.getGeneration()).build()));
    }

    /**
     * Removes the report on a chain.
     *
     * @param name the chain
     */
    @Override
    public void remove(final String name) {
        queue(name, Optional.empty());
    }

    @Override
    public void close() {
        writer.close();
        writes.close();
    }

    private synchronized void queue(final String name, final Optional<ChainRendering> report) {
        // replaces a report on the chain not yet written: all go in one transaction, their order does not matter
        pending.put(name, report);
        if (!scheduled) {
            try {
                writer.execute(this::flush);
                scheduled = true;
            } catch (RejectedExecutionException e) {
                LOG.debug("Not writing the rendering report of chain {}: the writer is closed", name);
                pending.clear();
            }
        }
    }

    private void flush() {
        final List<Map.Entry<String, Optional<ChainRendering>>> batch;
        synchronized (this) {
            batch = List.copyOf(pending.entrySet());
            pending.clear();
            scheduled = false;
        }
        final var what = batch.size() == 1 ? describe(batch.get(0)) : batch.size() + " rendering reports";
        writes.write(what, tx -> batch.forEach(entry -> entry.getValue().ifPresentOrElse(
            report -> tx.put(LogicalDatastoreType.OPERATIONAL, path(entry.getKey()), report),
            () -> tx.delete(LogicalDatastoreType.OPERATIONAL, path(entry.getKey())))));
    }

    private static String describe(final Map.Entry<String, Optional<ChainRendering>> entry) {
        return entry.getValue().isPresent() ? "the rendering report of chain " + entry.getKey()
            : "the removal of the rendering report of deleted chain " + entry.getKey();
    }

    /**
     * The time a report is made at.
     *
     * @return now
     */
    static DateAndTime now() {
        return new DateAndTime(Instant.now().toString());
    }

    private static DataObjectIdentifier<ChainRendering> path(final String name) {
        return DataObjectIdentifier.builder(ChainRenderings.class)
            .child(ChainRendering.class, new ChainRenderingKey(new ChainName(name))).build();
    }
}
