/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import java.util.Optional;

/**
 * How COPY_TO_BRANCHES makes the branch instances (docs/openpath-openflow.md section 3).
 */
public enum CopyKind {
    /** Read-only branches, no copy is made. */
    SHARED(0),
    /** Headers copied, payload shared. */
    HEADER_COPY(1),
    /** A full copy of the packet. */
    FULL_COPY(2);

    private final int code;

    CopyKind(final int code) {
        this.code = code;
    }

    /**
     * Returns the wire code.
     *
     * @return the code
     */
    public int code() {
        return code;
    }

    /**
     * Finds the kind of a wire code.
     *
     * @param code the code
     * @return the kind, empty for an unknown code
     */
    public static Optional<CopyKind> ofCode(final int code) {
        for (var kind : values()) {
            if (kind.code == code) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }
}
