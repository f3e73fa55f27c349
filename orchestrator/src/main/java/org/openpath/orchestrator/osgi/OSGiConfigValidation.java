/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.osgi;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.mdsal.dom.api.DOMDataBroker;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.data.codec.api.BindingNormalizedNodeSerializer;
import org.opendaylight.yangtools.concepts.Registration;
import org.openpath.orchestrator.impl.ConfigValidationCohorts;
import org.openpath.orchestrator.impl.ConfigValidator;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Validates chain requests, NF catalog edits and the topology configuration before they are committed, on every
 * member of a cluster (commit cohorts run where the transaction commits).
 */
@Component(service = { })
public final class OSGiConfigValidation {
    private static final Logger LOG = LoggerFactory.getLogger(OSGiConfigValidation.class);
    private static final long READ_SECONDS = 30;

    private final ConfigValidationCohorts cohorts;
    private final List<Registration> listeners;

    /**
     * Registers the cohorts, then loads the already committed chains and catalog and listens to them (a commit made
     * while the cohorts' registration takes effect reaches no cohort: see {@link ConfigValidator}).
     *
     * @param domBroker the DOM data broker (commit cohorts are a DOM extension)
     * @param serializer binding codec
     * @param broker the binding data broker, for the initial read
     */
    @Activate
    public OSGiConfigValidation(@Reference final DOMDataBroker domBroker,
            @Reference final BindingNormalizedNodeSerializer serializer, @Reference final DataBroker broker) {
        final var validator = new ConfigValidator();
        cohorts = new ConfigValidationCohorts(domBroker, serializer, validator);
        // committed after registration: seen by the cohorts; before it: seen by this read
        try (var tx = broker.newReadOnlyTransaction()) {
            final var chains = tx.read(LogicalDatastoreType.CONFIGURATION,
                DataObjectIdentifier.builder(ServiceChains.class).build());
            final var catalog = tx.read(LogicalDatastoreType.CONFIGURATION,
                DataObjectIdentifier.builder(NfCatalog.class).build());
            validator.catalogRead(catalog.get(READ_SECONDS, TimeUnit.SECONDS).orElse(null));
            validator.chainsRead(chains.get(READ_SECONDS, TimeUnit.SECONDS).orElse(null));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            LOG.warn("Interrupted while loading stored chains for validation");
        } catch (ExecutionException | TimeoutException e) {
            LOG.warn("Could not load stored chains and catalog for validation", e);
        }
        listeners = List.of(
            broker.registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION,
                DataObjectIdentifier.builder(NfCatalog.class).build(),
                changes -> validator.catalogRead(changes.getLast().getRootNode().dataAfter())),
            broker.registerTreeChangeListener(LogicalDatastoreType.CONFIGURATION,
                DataObjectIdentifier.builder(ServiceChains.class).build(),
                changes -> validator.chainsRead(changes.getLast().getRootNode().dataAfter())));
    }

    /**
     * Unregisters the listeners and the cohorts. Safe to call more than once.
     */
    @Deactivate
    public void close() {
        listeners.forEach(Registration::close);
        cohorts.close();
    }
}
