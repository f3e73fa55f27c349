/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.Position;

/**
 * A template or dynamic rule being checked: its path is {@code service-chain[<chain>]/<list>[<keys>]}, its messages
 * start with what it is and end with {@code of chain '<chain>'}, and a refusal of one of its leaves points at
 * {@code <path>/<leaf>}.
 */
class RequestElementTest {
    private static final Map<String, NfType> NFS = nfs();

    private static final RequestElement ORDER = RequestElement.of("web", NFS,
        new RequestedChain.OrderTemplate("fw1", "ids", Order.Relation.BEFORE));

    @Test
    void eachKindIsNamedByItsListAndKeys() {
        assertEquals("service-chain[web]/order[fw1,ids]", ORDER.path());
        assertEquals("Order template (fw1, ids) of chain 'web'", ORDER.what());

        final var priority = RequestElement.of("web", NFS, new RequestedChain.PriorityTemplate("mon", "fw1"));
        assertEquals("service-chain[web]/priority[mon,fw1]", priority.path());
        assertEquals("Priority template (mon > fw1) of chain 'web'", priority.what());

        final var position = RequestElement.of("web", NFS,
            new RequestedChain.PositionTemplate("fw1", Position.Place.FIRST));
        assertEquals("service-chain[web]/position[fw1]", position.path());
        assertEquals("Position template (fw1) of chain 'web'", position.what());

        final var rule = RequestElement.of("web", NFS, new RequestedChain.Rule("ids", "alert", null));
        assertEquals("service-chain[web]/dynamic-rule[ids,alert]", rule.path());
        assertEquals("Dynamic rule (ids, alert) of chain 'web'", rule.what());
    }

    @Test
    void anNfOfTheChainIsAccepted() throws InvalidRequestException {
        assertEquals("ids", ORDER.nf("other-nf", "ids"));
    }

    @Test
    void aMissingNfIsRefusedAtItsLeaf() {
        final var ex = assertThrows(InvalidRequestException.class, () -> ORDER.nf("other-nf", null));
        assertEquals("service-chain[web]/order[fw1,ids]/other-nf", ex.element());
        assertEquals("Order template (fw1, ids) of chain 'web' names no NF", ex.getMessage());
    }

    @Test
    void anNfOutsideTheChainIsRefusedNamingTheChainsNfsInOrder() {
        final var ex = assertThrows(InvalidRequestException.class, () -> ORDER.nf("nf", "nat"));
        assertEquals("service-chain[web]/order[fw1,ids]/nf", ex.element());
        assertEquals("Order template (fw1, ids) of chain 'web' names NF 'nat', which is not in chain 'web' "
            + "(its NFs are [fw1, ids, mon])", ex.getMessage());
    }

    @Test
    void twoDistinctNfsComeBackInTheirOrder() throws InvalidRequestException {
        assertEquals(new RequestElement.NfPair("fw1", "ids"),
            ORDER.distinctNfs("nf", "fw1", "other-nf", "ids", nf -> "relates " + nf + " to itself"));
    }

    @Test
    void anNfRelatedToItselfIsRefusedAtTheElement() {
        final var ex = assertThrows(InvalidRequestException.class,
            () -> ORDER.distinctNfs("nf", "fw1", "other-nf", "fw1", nf -> "orders NF '" + nf + "' against itself"));
        assertEquals("service-chain[web]/order[fw1,ids]", ex.element());
        assertEquals("Order template (fw1, ids) of chain 'web' orders NF 'fw1' against itself", ex.getMessage());
    }

    @Test
    void theSecondNfIsCheckedOnlyAfterTheFirst() {
        final var ex = assertThrows(InvalidRequestException.class,
            () -> ORDER.distinctNfs("nf", "nat", "other-nf", null, nf -> "never"));
        assertEquals("service-chain[web]/order[fw1,ids]/nf", ex.element());
    }

    @Test
    void refusalsPointAtTheElementOrALeaf() {
        final var ofElement = ORDER.refusal("has no action");
        assertEquals("service-chain[web]/order[fw1,ids]", ofElement.element());
        assertEquals("Order template (fw1, ids) of chain 'web' has no action", ofElement.getMessage());

        final var ofLeaf = ORDER.refusal("relation", "has no relation (before or after)");
        assertEquals("service-chain[web]/order[fw1,ids]/relation", ofLeaf.element());
        assertEquals("Order template (fw1, ids) of chain 'web' has no relation (before or after)",
            ofLeaf.getMessage());
    }

    @Test
    void guardReturnsTheRecordOrRefusesTheElementWithTheConstructorsMessage() throws InvalidRequestException {
        final var built = Order.before("fw1", "ids");
        assertSame(built, ORDER.guard(() -> built));

        final var cause = new IllegalArgumentException("NF name '1x' is not a valid name");
        final var ex = assertThrows(InvalidRequestException.class, () -> ORDER.guard(() -> {
            throw cause;
        }));
        assertEquals("service-chain[web]/order[fw1,ids]", ex.element());
        assertEquals("Order template (fw1, ids) of chain 'web' is invalid: NF name '1x' is not a valid name",
            ex.getMessage());
        assertSame(cause, ex.getCause());
    }

    private static Map<String, NfType> nfs() {
        final var catalog = BuiltInCatalog.catalog();
        final var nfs = new LinkedHashMap<String, NfType>();
        nfs.put("fw1", catalog.get("firewall"));
        nfs.put("ids", catalog.get("ids"));
        nfs.put("mon", catalog.get("traffic-monitor"));
        return nfs;
    }
}
