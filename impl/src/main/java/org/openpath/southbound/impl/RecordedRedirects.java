/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.HashMap;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122.DefaultRedirects;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122._default.redirects.ChainDefaultRedirects;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122._default.redirects.ChainDefaultRedirectsKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122._default.redirects.chain._default.redirects.RedirectTarget;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122._default.redirects.chain._default.redirects.RedirectTargetBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.control.rev261122._default.redirects.chain._default.redirects.redirect.target.FlowsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.DataObjectReference;
import org.openpath.openflow.FlowSpec;
import org.openpath.southbound.render.Redirect;

/**
 * Where the redirect targets of {@code change-default} are recorded in the config datastore
 * ({@code default-redirects}), so that they outlive a controller restart, and how they read.
 */
final class RecordedRedirects {
    /** Every chain's entry. */
    static final DataObjectReference<ChainDefaultRedirects> ALL = DataObjectReference.builder(DefaultRedirects.class)
        .child(ChainDefaultRedirects.class).build();

    private RecordedRedirects() {
        // paths and conversions
    }

    /**
     * Returns the path of a chain's entry.
     *
     * @param chain the chain
     * @return its path
     */
    static DataObjectIdentifier<ChainDefaultRedirects> chainPath(final String chain) {
        return DataObjectIdentifier.builder(DefaultRedirects.class)
            .child(ChainDefaultRedirects.class, new ChainDefaultRedirectsKey(new ChainName(chain))).build();
    }

    /**
     * Returns a redirect as recorded.
     *
     * @param redirect the redirect
     * @param flows the flows it redirects, {@code null} for all the chain's
     * @return its list entry
     */
    static RedirectTarget target(final Redirect redirect, final @Nullable FlowMatch flows) {
        return new RedirectTargetBuilder().setNf(new NfInstanceName(redirect.from()))
            .setNewDefault(new NfInstanceName(redirect.to()))
            .setFlows(flows == null ? null : new FlowsBuilder(flows).build()).build();
    }

    /**
     * Returns the path of a recorded redirect.
     *
     * @param chain the chain
     * @param redirect the redirect
     * @return its path
     */
    static DataObjectIdentifier<RedirectTarget> targetPath(final String chain, final Redirect redirect) {
        return DataObjectIdentifier.builder(DefaultRedirects.class)
            .child(ChainDefaultRedirects.class, new ChainDefaultRedirectsKey(new ChainName(chain)))
            // the key's constructor takes its leaves in alphabetical order: the built entry names them
            .child(RedirectTarget.class, target(redirect, null).key()).build();
    }

    /**
     * Reads a chain's recorded redirects.
     *
     * @param entry the chain's entry, {@code null} when it has none
     * @return its redirects with the flows they redirect, empty when none
     */
    static Map<Redirect, FlowSpec> of(final @Nullable ChainDefaultRedirects entry) {
        if (entry == null) {
            return Map.of();
        }
        final var redirects = new HashMap<Redirect, FlowSpec>();
        for (var target : entry.nonnullRedirectTarget().values()) {
            redirects.put(new Redirect(target.requireNf().getValue(), target.requireNewDefault().getValue()),
                FlowSpecBindings.toSpec(target.getFlows()));
        }
        return Map.copyOf(redirects);
    }
}
