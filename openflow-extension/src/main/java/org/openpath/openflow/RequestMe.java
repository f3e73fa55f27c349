/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static java.util.Objects.requireNonNull;

/**
 * RequestMe(F,N) (exp_type 7, body 56 bytes): removes the SkipMe with exactly the same (sfc, service, F); none:
 * RULE_NOT_FOUND.
 *
 * @param sfcId the chain's SFC-ID, unsigned 32-bit
 * @param serviceId the NF's service id, unsigned 32-bit
 * @param flows the flows F
 */
public record RequestMe(long sfcId, long serviceId, FlowSpec flows) implements ControllerMessage {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if an id is out of range
     */
    public RequestMe {
        Checks.uint32("REQUEST_ME sfc id", sfcId);
        Checks.uint32("REQUEST_ME service id", serviceId);
        requireNonNull(flows, "flows");
    }
}
