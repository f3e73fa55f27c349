/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.io.Serial;
import java.util.List;

/**
 * Two or more NFs of the chain share a name.
 */
public final class DuplicateNfException extends ChainValidationException {
    @Serial
    private static final long serialVersionUID = 1L;

    private final List<String> duplicates;

    /**
     * Creates the exception.
     *
     * @param duplicates the names used more than once
     */
    public DuplicateNfException(final List<String> duplicates) {
        super("Duplicate NF name(s) " + duplicates);
        this.duplicates = List.copyOf(duplicates);
    }

    /**
     * Returns the names used more than once.
     *
     * @return the names
     */
    public List<String> duplicates() {
        return duplicates;
    }
}
