/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.osgi;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.MoreExecutors;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.openpath.api.datastore.RetriedWrite;
import org.openpath.orchestrator.impl.BuiltInCatalogSeeder;
import org.openpath.orchestrator.impl.BuiltInCatalogSeeder.Outcome;
import org.openpath.orchestrator.impl.BuiltInNfCatalog;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Seeds the built-in NF catalog when the suite starts, as soon as the data broker is available.
 */
@Component(service = { })
public final class OSGiBuiltInCatalogSeeder {
    private static final Logger LOG = LoggerFactory.getLogger(OSGiBuiltInCatalogSeeder.class);

    private final RetriedWrite<Outcome> seeding;

    /**
     * Starts seeding; returns at once.
     *
     * @param dataBroker the binding data broker
     */
    @Activate
    public OSGiBuiltInCatalogSeeder(@Reference final DataBroker dataBroker) {
        final var seeder = new BuiltInCatalogSeeder(dataBroker, BuiltInNfCatalog.catalog());
        // retried while the datastore cannot take it, e.g. a cluster member starting before its shards have leaders
        seeding = RetriedWrite.start("the built-in NF catalog", seeder::seed);
        Futures.addCallback(seeding.result(), new FutureCallback<>() {
            @Override
            public void onSuccess(final Outcome result) {
                LOG.debug("NF catalog seeding finished: {}", result);
            }

            @Override
            public void onFailure(final Throwable cause) {
                LOG.debug("NF catalog seeding stopped before the catalog was written", cause);
            }
        }, MoreExecutors.directExecutor());
    }

    /**
     * Stops: a seeding still under way is cancelled. Safe to call more than once.
     */
    @Deactivate
    public void close() {
        seeding.close();
    }
}
