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
import java.util.stream.Collectors;

/**
 * NFs of the chain have types the catalog does not know.
 */
public final class UnknownNfTypeException extends ChainValidationException {
    @Serial
    private static final long serialVersionUID = 1L;

    private final List<NfInstance> nfs;

    /**
     * Creates the exception.
     *
     * @param nfs the NFs with unknown types
     */
    public UnknownNfTypeException(final List<NfInstance> nfs) {
        super("Unknown NF type(s): " + nfs.stream().map(nf -> nf.name() + " has type '" + nf.type() + "'")
            .collect(Collectors.joining(", ")));
        this.nfs = List.copyOf(nfs);
    }

    /**
     * Returns the NFs with unknown types.
     *
     * @return the NFs
     */
    public List<NfInstance> nfs() {
        return nfs;
    }
}
