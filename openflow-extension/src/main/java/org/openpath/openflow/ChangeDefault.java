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
 * ChangeDefault(F,N,S) (exp_type 8, body 64 bytes): for the flows F the NF's default edge leads to S instead; S = 0
 * restores the installed default.
 *
 * @param sfcId the chain's SFC-ID, unsigned 32-bit
 * @param serviceId the NF's service id, unsigned 32-bit
 * @param newDefaultServiceId S, unsigned 32-bit, 0 to restore the installed default
 * @param flows the flows F
 */
public record ChangeDefault(long sfcId, long serviceId, long newDefaultServiceId, FlowSpec flows)
        implements ControllerMessage {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if an id is out of range
     */
    public ChangeDefault {
        Checks.uint32("CHANGE_DEFAULT sfc id", sfcId);
        Checks.uint32("CHANGE_DEFAULT service id", serviceId);
        Checks.uint32("CHANGE_DEFAULT new default service id", newDefaultServiceId);
        requireNonNull(flows, "flows");
    }
}
