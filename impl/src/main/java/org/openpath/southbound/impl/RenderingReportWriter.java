/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

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
import org.openpath.api.datastore.CommitLogging;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Publishes the renderer's reports in {@code chain-renderings} (operational), each naming the generation of the
 * chain state it rendered; the orchestrator, the only writer of {@code service-chain-states}, shows them there.
 * The renderer is the only writer of this subtree.
 */
final class RenderingReportWriter {
    private static final Logger LOG = LoggerFactory.getLogger(RenderingReportWriter.class);

    private final DataBroker broker;

    /**
     * Creates the writer.
     *
     * @param broker the data broker
     */
    RenderingReportWriter(final DataBroker broker) {
        this.broker = requireNonNull(broker);
    }

    /**
     * Publishes a report on a chain.
     *
     * @param name the chain
     * @param basis the chain state the report is about
     * @param report the report, without name and generation
     */
    void write(final String name, final ServiceChainState basis, final ChainRenderingBuilder report) {
        final var rendering = report.setName(new ChainName(name)).setGeneration(basis.getGeneration()).build();
        final var tx = broker.newWriteOnlyTransaction();
        tx.put(LogicalDatastoreType.OPERATIONAL, path(name), rendering);
        CommitLogging.log(tx.commit(), LOG, "the rendering report of chain " + name);
    }

    /**
     * Removes the report on a chain.
     *
     * @param name the chain
     */
    void remove(final String name) {
        final var tx = broker.newWriteOnlyTransaction();
        tx.delete(LogicalDatastoreType.OPERATIONAL, path(name));
        CommitLogging.log(tx.commit(), LOG, "the rendering report of deleted chain " + name);
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
