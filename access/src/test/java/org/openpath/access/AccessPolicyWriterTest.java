/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.access;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.binding.dom.adapter.test.AbstractConcurrentDataBrokerTest;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.aaa.rev161214.HttpAuthorization;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.aaa.rev161214.http.permission.Permissions;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.openpath.access.AccessPolicyWriter.Outcome;

/**
 * The default policies in AAA's model, written into a real (in-memory) data broker once, and never over an
 * operator's own.
 */
class AccessPolicyWriterTest extends AbstractConcurrentDataBrokerTest {
    private static final DataObjectIdentifier<HttpAuthorization> AUTHORIZATION =
        DataObjectIdentifier.builder(HttpAuthorization.class).build();

    AccessPolicyWriterTest() {
        super(true);
    }

    @BeforeEach
    void startBroker() throws Exception {
        setup();
    }

    @Test
    void defaultsLetAdminsWriteAndUsersOnlyRead() throws Exception {
        assertEquals(Outcome.WRITTEN, new AccessPolicyWriter(getDataBroker()).writeUnlessPresent(AccessRule.DEFAULTS)
            .get(10, TimeUnit.SECONDS));

        final var stored = read();
        final var policies = stored.getPolicies().nonnullPolicies();
        assertEquals(1, policies.size());
        final var rests = policies.get(0);
        assertEquals("/rests/**", rests.getResource());
        assertEquals(1, rests.getIndex().intValue());
        assertEquals(Map.of(
            "admin", Set.of(Permissions.Actions.Get, Permissions.Actions.Put, Permissions.Actions.Post,
                Permissions.Actions.Patch, Permissions.Actions.Delete),
            "user", Set.of(Permissions.Actions.Get)),
            Map.of(rests.getPermissions().get(0).getRole(), rests.getPermissions().get(0).getActions(),
                rests.getPermissions().get(1).getRole(), rests.getPermissions().get(1).getActions()));
    }

    @Test
    void anOperatorsPoliciesAreKept() throws Exception {
        final var own = List.of(new AccessRule("/rests/data/**", Map.of("auditor", Set.of(AccessRule.Method.GET)),
            "the operator's own"));
        final var tx = getDataBroker().newWriteOnlyTransaction();
        tx.put(LogicalDatastoreType.CONFIGURATION, AUTHORIZATION, AccessPolicyWriter.toBinding(own));
        tx.commit().get(10, TimeUnit.SECONDS);

        assertEquals(Outcome.ALREADY_PRESENT, new AccessPolicyWriter(getDataBroker())
            .writeUnlessPresent(AccessRule.DEFAULTS).get(10, TimeUnit.SECONDS));
        final var policies = read().getPolicies().nonnullPolicies();
        assertEquals(List.of("/rests/data/**"), policies.stream().map(policy -> policy.getResource()).toList());
    }

    @Test
    void aSecondStartWritesNothing() throws Exception {
        final var writer = new AccessPolicyWriter(getDataBroker());
        assertEquals(Outcome.WRITTEN, writer.writeUnlessPresent(AccessRule.DEFAULTS).get(10, TimeUnit.SECONDS));
        assertEquals(Outcome.ALREADY_PRESENT, writer.writeUnlessPresent(AccessRule.DEFAULTS)
            .get(10, TimeUnit.SECONDS));
    }

    private HttpAuthorization read() throws Exception {
        try (var tx = getDataBroker().newReadOnlyTransaction()) {
            return tx.read(LogicalDatastoreType.CONFIGURATION, AUTHORIZATION).get(10, TimeUnit.SECONDS).orElseThrow();
        }
    }
}
