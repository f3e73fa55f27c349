/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

/**
 * A request that was refused; nothing stays reserved for it.
 *
 * @param requestId the request
 * @param reason the kind of shortage
 * @param detail what exactly did not fit, naming the stage, node or hop
 */
public record Rejected(String requestId, RejectReason reason, String detail) implements PlacementOutcome {
    /**
     * Validates the components.
     */
    public Rejected {
        requireNonNull(requestId);
        requireNonNull(reason);
        requireNonNull(detail);
        if (detail.isBlank()) {
            throw new IllegalArgumentException("A rejection must be explained");
        }
    }
}
