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
 * What a state transfer does with the state at the source (docs/state-move.md sections 4 and 9): OpenNF's move and
 * copy operations.
 */
public enum MoveOperation {
    /** The state goes to the destination and is deleted at the source; the flows' traffic follows it. */
    MOVE(0),
    /**
     * The destination's state of the scope is replaced by a snapshot of the source's; the source keeps its state and
     * its traffic. Locks nothing, so only with {@link MoveGuarantee#NO_GUARANTEE}: how a backup is kept warm.
     */
    COPY(1);

    private final int code;

    MoveOperation(final int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    /**
     * Finds the operation of a wire code.
     *
     * @param code the code
     * @return the operation, empty for an unknown code
     */
    public static Optional<MoveOperation> ofCode(final int code) {
        for (var operation : values()) {
            if (operation.code == code) {
                return Optional.of(operation);
            }
        }
        return Optional.empty();
    }
}
