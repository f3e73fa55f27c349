/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.dom.adapter.test.AbstractConcurrentDataBrokerTest;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalogBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfTypeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfTypeKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.openpath.orchestrator.impl.BuiltInCatalogSeeder.Outcome;

/**
 * The seeder writes the built-in catalog into an empty config datastore and never touches a catalog that exists.
 */
class BuiltInCatalogSeederTest extends AbstractConcurrentDataBrokerTest {
    private static final DataObjectIdentifier<NfCatalog> CATALOG = DataObjectIdentifier.builder(NfCatalog.class)
        .build();

    BuiltInCatalogSeederTest() {
        super(true);
    }

    @BeforeEach
    void startBroker() throws Exception {
        setup();
    }

    @Test
    void writesTheBuiltInCatalogIntoAnEmptyDatastore() throws Exception {
        assertEquals(Outcome.SEEDED, seeder().seed().get(10, TimeUnit.SECONDS));

        final var stored = readCatalog();
        assertEquals(BuiltInNfCatalog.catalog(), stored);
        assertEquals(BuiltInNfCatalog.VERSION, stored.getBuiltInCatalogVersion());
        assertEquals(BuiltInNfCatalog.nfTypes().size(), stored.nonnullNfType().size());
    }

    @Test
    void leavesAnOperatorCatalogAlone() throws Exception {
        final var operatorsOwn = new NfCatalogBuilder()
            .setNfType(BindingMap.of(new NfTypeBuilder()
                .setName(new NfTypeName("my-dpi"))
                .setDescription("the operator's own DPI")
                .setOrigin(NfType.Origin.Operator)
                .build()))
            .build();
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.put(LogicalDatastoreType.CONFIGURATION, CATALOG, operatorsOwn);
        tx.commit().get(10, TimeUnit.SECONDS);

        assertEquals(Outcome.ALREADY_PRESENT, seeder().seed().get(10, TimeUnit.SECONDS));
        assertEquals(operatorsOwn, readCatalog());
    }

    @Test
    void aDeletedBuiltInTypeStaysDeletedAtTheNextStart() throws Exception {
        assertEquals(Outcome.SEEDED, seeder().seed().get(10, TimeUnit.SECONDS));
        final var honeypot = CATALOG.toBuilder().child(NfType.class, new NfTypeKey(new NfTypeName("honeypot"))).build();
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.delete(LogicalDatastoreType.CONFIGURATION, honeypot);
        tx.commit().get(10, TimeUnit.SECONDS);

        // A controller restart runs a new seeder against the persisted datastore
        assertEquals(Outcome.ALREADY_PRESENT, seeder().seed().get(10, TimeUnit.SECONDS));
        assertFalse(readCatalog().nonnullNfType().containsKey(new NfTypeKey(new NfTypeName("honeypot"))));
        assertEquals(BuiltInNfCatalog.nfTypes().size() - 1, readCatalog().nonnullNfType().size());
    }

    private BuiltInCatalogSeeder seeder() {
        return new BuiltInCatalogSeeder(getDataBroker(), BuiltInNfCatalog.catalog());
    }

    private NfCatalog readCatalog() throws Exception {
        try (var tx = getDataBroker().newReadOnlyTransaction()) {
            return tx.read(LogicalDatastoreType.CONFIGURATION, CATALOG).get(10, TimeUnit.SECONDS).orElseThrow();
        }
    }
}
