/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.io.Serializable;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * One NF type of the NF catalog ({@code openpath-nf-catalog:nf-catalog/nf-type} without the resource demand, which
 * the analyser does not need), OpenPATH paper section 5.2, Table 2.
 *
 * @param name the type's name, used by chain requests, e.g. {@code firewall}
 * @param description what the NF does, for people
 * @param profile its action profile
 * @param results results the NF reports besides the default, which dynamic rules can match
 */
public record NfType(String name, String description, ActionProfile profile, Set<String> results)
        implements Serializable {
    /**
     * Validates the components and copies the results, keeping their order.
     */
    public NfType {
        Names.check(name, "NF type name");
        requireNonNull(description, "description");
        requireNonNull(profile, "profile");
        final var copy = new LinkedHashSet<String>();
        for (var result : requireNonNull(results, "results")) {
            copy.add(Names.check(result, "NF result"));
        }
        results = Collections.unmodifiableSet(copy);
    }

    /**
     * Creates a type that reports no results besides the default.
     *
     * @param name the type's name
     * @param description what the NF does
     * @param profile its action profile
     */
    public NfType(final String name, final String description, final ActionProfile profile) {
        this(name, description, profile, Set.of());
    }
}
