/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.time.Instant;
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
 * The renderer is the only writer of this subtree. The reports go on one transaction chain, in the order they are
 * made: a chain's "confirmed" report written while its "pending" one is still being committed is applied after it,
 * where two independent transactions could have the later one refused (an optimistic lock failure on a new entry)
 * and the chain shown pending for good.
 */
final class RenderingReportWriter implements ChainStep.Reports, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RenderingReportWriter.class);

    private final WriteChain writes;

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
        final var rendering = report.setName(new ChainName(name)).setGeneration(basis.getGeneration()).build();
        writes.write("the rendering report of chain " + name,
            tx -> tx.put(LogicalDatastoreType.OPERATIONAL, path(name), rendering));
    }

    /**
     * Removes the report on a chain.
     *
     * @param name the chain
     */
    @Override
    public void remove(final String name) {
        writes.write("the removal of the rendering report of deleted chain " + name,
            tx -> tx.delete(LogicalDatastoreType.OPERATIONAL, path(name)));
    }

    @Override
    public void close() {
        writes.close();
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
