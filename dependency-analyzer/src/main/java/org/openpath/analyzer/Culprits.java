/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.util.List;

/**
 * The check every {@link Refusal} that lists its culprits makes: a refusal names at least one.
 */
final class Culprits {
    private Culprits() {
        // Utility class
    }

    static <T> List<T> of(final List<T> culprits) {
        if (culprits.isEmpty()) {
            throw new IllegalArgumentException("A refusal names its culprits");
        }
        return List.copyOf(culprits);
    }
}
