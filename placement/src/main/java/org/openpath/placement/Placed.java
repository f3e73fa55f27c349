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
 * A request that was placed; its resources are reserved until it is released.
 *
 * @param placement where it runs
 */
public record Placed(Placement placement) implements PlacementOutcome {
    /**
     * Validates the component.
     */
    public Placed {
        requireNonNull(placement);
    }

    @Override
    public String requestId() {
        return placement.requestId();
    }
}
