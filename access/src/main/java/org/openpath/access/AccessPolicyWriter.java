/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.access;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FluentFuture;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.MoreExecutors;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.mdsal.common.api.OptimisticLockFailedException;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.aaa.rev161214.HttpAuthorization;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.aaa.rev161214.HttpAuthorizationBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.aaa.rev161214.http.authorization.PoliciesBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.aaa.rev161214.http.authorization.policies.Policies;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.aaa.rev161214.http.permission.Permissions;
import org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.aaa.rev161214.http.permission.PermissionsBuilder;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes access rules as AAA's {@code http-authorization} policies in the config datastore, unless policies are
 * there already (an operator's own, or ours from an earlier start): an operator's changes are never overwritten.
 */
public final class AccessPolicyWriter {
    /** What {@link #writeUnlessPresent} did. */
    public enum Outcome { WRITTEN, ALREADY_PRESENT }

    private static final Logger LOG = LoggerFactory.getLogger(AccessPolicyWriter.class);
    private static final DataObjectIdentifier<HttpAuthorization> AUTHORIZATION =
        DataObjectIdentifier.builder(HttpAuthorization.class).build();

    private final DataBroker dataBroker;

    public AccessPolicyWriter(final DataBroker dataBroker) {
        this.dataBroker = requireNonNull(dataBroker);
    }

    /**
     * Writes the rules unless the datastore holds policies. Does not block.
     *
     * @param rules the rules, in the order AAA tries them
     * @return what was done, once the transaction has completed
     */
    public FluentFuture<Outcome> writeUnlessPresent(final List<AccessRule> rules) {
        final var policies = toBinding(rules);
        final var tx = dataBroker.newReadWriteTransaction();
        return tx.read(LogicalDatastoreType.CONFIGURATION, AUTHORIZATION)
            .transformAsync(existing -> {
                final int present = existing.map(found -> found.nonnullPolicies().nonnullPolicies().size()).orElse(0);
                if (present > 0) {
                    tx.cancel();
                    LOG.info("Northbound access: keeping the {} http-authorization policies in the datastore",
                        present);
                    return Futures.immediateFuture(Outcome.ALREADY_PRESENT);
                }
                tx.put(LogicalDatastoreType.CONFIGURATION, AUTHORIZATION, policies);
                return tx.commit().transform(info -> {
                    LOG.info("Northbound access: wrote {} default http-authorization policies ({})", rules.size(),
                        rules.stream().map(AccessRule::description).toList());
                    return Outcome.WRITTEN;
                }, MoreExecutors.directExecutor());
            }, MoreExecutors.directExecutor())
            .catching(OptimisticLockFailedException.class, conflict -> {
                LOG.info("Northbound access: policies written concurrently by someone else, keeping theirs",
                    conflict);
                return Outcome.ALREADY_PRESENT;
            }, MoreExecutors.directExecutor());
    }

    /**
     * Converts rules to AAA's model: index = position, one permissions entry per role, methods in a fixed order.
     *
     * @param rules the rules
     * @return the container to write
     */
    static HttpAuthorization toBinding(final List<AccessRule> rules) {
        final var policies = new ArrayList<Policies>();
        for (int i = 0; i < rules.size(); i++) {
            final var rule = rules.get(i);
            final var permissions = new ArrayList<Permissions>();
            rule.allowed().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(entry ->
                permissions.add(new PermissionsBuilder()
                    .setRole(entry.getKey())
                    .setActions(entry.getValue().stream().sorted(Comparator.naturalOrder())
                        .map(method -> Permissions.Actions.ofName(method.name().toLowerCase(Locale.ROOT)))
                        .collect(Collectors.toCollection(LinkedHashSet::new)))
                    .build()));
            policies.add(new org.opendaylight.yang.gen.v1.urn.opendaylight.params.xml.ns.yang.aaa.rev161214.http
                .authorization.policies.PoliciesBuilder()
                .setResource(rule.resource())
                .setIndex(Uint32.valueOf(i + 1))
                .setDescription(rule.description())
                .setPermissions(permissions)
                .build());
        }
        return new HttpAuthorizationBuilder()
            .setPolicies(new PoliciesBuilder().setPolicies(policies).build())
            .build();
    }
}
