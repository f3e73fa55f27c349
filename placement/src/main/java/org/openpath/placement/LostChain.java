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
 * A placed request whose traffic stops after a failure.
 *
 * @param requestId the request
 * @param rateGbps the traffic lost
 * @param why which sub-SFC or hop could not survive
 * @param unprotectable whether no placement could have kept the request running: the failure takes down its ingress
 *        node, or every host open for new sub-SFCs (e.g. the one switch all hosts hang off). A loss that is not
 *        unprotectable is one a backup outside the failure could have avoided.
 */
public record LostChain(String requestId, double rateGbps, String why, boolean unprotectable) {
    /**
     * Validates the components.
     */
    public LostChain {
        requireNonNull(requestId);
        requireNonNull(why);
    }

    /**
     * A loss a backup could have avoided.
     *
     * @param requestId the request
     * @param rateGbps the traffic lost
     * @param why which sub-SFC or hop could not survive
     */
    public LostChain(final String requestId, final double rateGbps, final String why) {
        this(requestId, rateGbps, why, false);
    }
}
