/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.osgi;

import com.google.common.util.concurrent.FluentFuture;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.MoreExecutors;
import org.opendaylight.mdsal.binding.api.DataBroker;
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

    private final FluentFuture<Outcome> seeding;

    /**
     * Starts seeding; returns at once.
     *
     * @param dataBroker the binding data broker
     */
    @Activate
    public OSGiBuiltInCatalogSeeder(@Reference final DataBroker dataBroker) {
        seeding = new BuiltInCatalogSeeder(dataBroker, BuiltInNfCatalog.catalog()).seed();
        seeding.addCallback(new FutureCallback<>() {
            @Override
            public void onSuccess(final Outcome result) {
                LOG.debug("NF catalog seeding finished: {}", result);
            }

            @Override
            public void onFailure(final Throwable cause) {
                LOG.error("Failed to write the built-in NF catalog; RESTCONF will show no catalog", cause);
            }
        }, MoreExecutors.directExecutor());
    }

    /**
     * Stops: a seeding still under way is cancelled. Safe to call more than once.
     */
    @Deactivate
    public void close() {
        seeding.cancel(false);
    }
}
