/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Boots one {@link KarafDistribution} for the whole test run — lazily, for the first test class that uses this
 * extension — and injects its {@link Restconf} client into test and lifecycle method parameters. The distribution
 * lives in the root {@link ExtensionContext.Store}, which closes it (JUnit 5.13 closes {@link AutoCloseable} values)
 * when the run ends. If it fails to boot, every class using this extension fails with the same boot error.
 */
public final class KarafExtension implements BeforeAllCallback, ParameterResolver {
    private static final Namespace NAMESPACE = Namespace.create(KarafExtension.class);

    @Override
    public void beforeAll(final ExtensionContext context) {
        karaf(context);
    }

    @Override
    public boolean supportsParameter(final ParameterContext parameterContext,
            final ExtensionContext extensionContext) {
        final var type = parameterContext.getParameter().getType();
        return type == Restconf.class || type == KarafDistribution.class;
    }

    @Override
    public Object resolveParameter(final ParameterContext parameterContext,
            final ExtensionContext extensionContext) {
        final var karaf = karaf(extensionContext);
        return parameterContext.getParameter().getType() == KarafDistribution.class ? karaf : karaf.restconf();
    }

    private static KarafDistribution karaf(final ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE)
            .getOrComputeIfAbsent(KarafDistribution.class, key -> boot(), KarafDistribution.class);
    }

    private static KarafDistribution boot() {
        try {
            return KarafDistribution.start(KarafSettings.fromSystemProperties());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start the Karaf under test", e);
        }
    }
}
