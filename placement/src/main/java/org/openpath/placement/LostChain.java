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
 */
public record LostChain(String requestId, double rateGbps, String why) {
    /**
     * Validates the components.
     */
    public LostChain {
        requireNonNull(requestId);
        requireNonNull(why);
    }
}
