/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.domains.DomainContextBase;
import net.jqwik.api.providers.ArbitraryProvider;
import net.jqwik.api.providers.TypeUsage;

/**
 * The extension's records as a jqwik domain, so the property tests take them by type: {@code @ForAll OxmMatch},
 * {@code @ForAll OpenPathAction}, {@code @ForAll OpenPathMessage}, {@code @ForAll FlowSpec} and
 * {@code @ForAll GraphSet} draw from {@link Arbs}. A test class names it with {@code @Domain(CodecDomain.class)},
 * next to {@code @Domain(DomainContext.Global.class)} for jqwik's own arbitraries of plain types.
 */
class CodecDomain extends DomainContextBase {
    private static final Map<Class<?>, Supplier<Arbitrary<?>>> RECORDS = Map.of(OxmMatch.class, Arbs::oxm,
        OpenPathAction.class, Arbs::action, OpenPathMessage.class, Arbs::message, FlowSpec.class, Arbs::flowSpec,
        GraphSet.class, Arbs::graphSet);

    @Override
    public Collection<ArbitraryProvider> getArbitraryProviders() {
        return List.of(new ArbitraryProvider() {
            @Override
            public boolean canProvideFor(final TypeUsage targetType) {
                return RECORDS.containsKey(targetType.getRawType());
            }

            @Override
            public Set<Arbitrary<?>> provideFor(final TypeUsage targetType, final SubtypeProvider subtypeProvider) {
                return Set.of(RECORDS.get(targetType.getRawType()).get());
            }
        });
    }
}
