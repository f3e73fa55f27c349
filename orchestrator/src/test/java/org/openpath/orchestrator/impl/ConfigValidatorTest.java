/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Collection;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChains;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ServiceChainsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalogBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yangtools.binding.util.BindingMap;

/**
 * What the validator checks against: the chains and catalog a commit cohort saw committed, and — until a cohort saw
 * a commit — what was read at start or reported by a listener (a commit made while the cohorts' registration takes
 * effect reaches no cohort).
 */
class ConfigValidatorTest {
    private static final NfCatalog BUILT_IN = BuiltInNfCatalog.catalog();
    private static final NfCatalog WITHOUT_FIREWALL = new NfCatalogBuilder()
        .setNfType(BindingMap.of(BuiltInNfCatalog.nfTypes().stream()
            .filter(type -> !"firewall".equals(type.getName().getValue()))
            .toList()))
        .build();
    private static final ServiceChains WITH_FIREWALL = new ServiceChainsBuilder()
        .setServiceChain(BindingMap.of(new ServiceChainBuilder().setName(new ChainName("web"))
            .setNf(List.of(ChainRequestBindingsTest.nf("fw1", "firewall"))).build()))
        .build();

    private static final Collection<ServiceChain> WRITTEN = WITH_FIREWALL.nonnullServiceChain().values();

    private final ConfigValidator validator = new ConfigValidator();

    @Test
    void aCatalogReadCountsUntilACohortReportsACommit() {
        assertThrows(InvalidRequestException.class, () -> validator.checkChains(WRITTEN),
            "no catalog known yet");

        validator.catalogRead(BUILT_IN);
        assertDoesNotThrow(() -> validator.checkChains(WRITTEN), "the catalog read counts");

        validator.catalogCommitted(WITHOUT_FIREWALL);
        assertThrows(InvalidRequestException.class, () -> validator.checkChains(WRITTEN),
            "the committed catalog replaces it");

        validator.catalogRead(BUILT_IN);
        assertThrows(InvalidRequestException.class, () -> validator.checkChains(WRITTEN),
            "a read after a cohort's commit is older than that commit and does not count");
    }

    @Test
    void aRequestWritesAtMostTheLimitOfChainsAndMayKeepAnyNumberUnchanged() throws InvalidRequestException {
        validator.catalogRead(BUILT_IN);
        final int limit = ConfigValidator.MAX_CHAINS_PER_REQUEST;
        assertDoesNotThrow(() -> validator.checkChains(chains(0, limit).nonnullServiceChain().values()),
            "the limit itself is allowed");
        final var refused = assertThrows(InvalidRequestException.class,
            () -> validator.checkChains(chains(0, limit + 1).nonnullServiceChain().values()));
        assertEquals("This request writes " + (limit + 1) + " chains; a request writes at most " + limit
            + " (send the others in further requests)", refused.getMessage());
    }

    private static ServiceChains chains(final int from, final int count) {
        return new ServiceChainsBuilder().setServiceChain(BindingMap.of(IntStream
            .range(from, from + count)
            .mapToObj(i -> new ServiceChainBuilder().setName(new ChainName("c" + i))
                .setNf(List.of(ChainRequestBindingsTest.nf("fw1", "firewall"))).build())
            .toList())).build();
    }

    @Test
    void chainsReadCountUntilACohortReportsACommit() {
        validator.catalogCommitted(BUILT_IN);
        assertDoesNotThrow(() -> validator.checkCatalog(WITHOUT_FIREWALL), "no chain known yet");

        validator.chainsRead(WITH_FIREWALL);
        assertThrows(InvalidRequestException.class, () -> validator.checkCatalog(WITHOUT_FIREWALL),
            "the catalog edit would break the chain read");

        validator.chainsCommitted(null);
        assertDoesNotThrow(() -> validator.checkCatalog(WITHOUT_FIREWALL), "the chains were deleted");

        validator.chainsRead(WITH_FIREWALL);
        assertDoesNotThrow(() -> validator.checkCatalog(WITHOUT_FIREWALL),
            "a read after a cohort's commit is older than that commit and does not count");
    }
}
