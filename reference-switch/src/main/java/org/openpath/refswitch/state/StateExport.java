/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * State exported from an NF instance: the instance's NF type, which an import checks, and the chunks.
 *
 * @param nfType the catalog NF type of the instance
 * @param chunks the chunks
 */
public record StateExport(String nfType, List<StateChunk> chunks) {
    /**
     * Validates and copies the components.
     */
    public StateExport {
        requireNonNull(nfType, "nfType");
        chunks = List.copyOf(chunks);
    }
}
