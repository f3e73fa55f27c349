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
 * Templates or dynamic rules refer to NFs the chain does not have.
 */
public final class UnknownNfException extends ChainValidationException {
    @Serial
    private static final long serialVersionUID = 1L;

    private final List<String> unknownNfs;
    private final List<String> referencedBy;

    /**
     * Creates the exception.
     *
     * @param unknownNfs the unknown NF names
     * @param referencedBy the templates and rules that refer to them, as text
     */
    public UnknownNfException(final List<String> unknownNfs, final List<String> referencedBy) {
        super("Unknown NF(s) " + unknownNfs + " referenced by " + String.join(", ", referencedBy));
        this.unknownNfs = List.copyOf(unknownNfs);
        this.referencedBy = List.copyOf(referencedBy);
    }

    /**
     * Returns the unknown NF names.
     *
     * @return the names
     */
    public List<String> unknownNfs() {
        return unknownNfs;
    }

    /**
     * Returns the templates and rules that refer to unknown NFs.
     *
     * @return their text
     */
    public List<String> referencedBy() {
        return referencedBy;
    }
}
