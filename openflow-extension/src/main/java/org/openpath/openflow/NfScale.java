/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * NF_SCALE (revision 4, exp_type 0x0B, body 12 bytes): the NF manager runs {@code instances} instances of the bound
 * SERVICE-ID {@code serviceId} of chain {@code sfcId} and spreads the flows across them by flow hash; the state of
 * the flows whose instance changes moves with them (docs/openpath-openflow.md section 9).
 *
 * @param serviceId the service id, unsigned 32-bit
 * @param sfcId the chain's SFC-ID, unsigned 32-bit
 * @param instances 1 to {@value OpenPathConstants#MAX_NF_INSTANCES}
 */
public record NfScale(long serviceId, long sfcId, int instances) implements ControllerMessage {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if an id or the instance count is out of range
     */
    public NfScale {
        Checks.uint32("NF_SCALE service id", serviceId);
        Checks.uint32("NF_SCALE sfc id", sfcId);
        if (instances < 1 || instances > OpenPathConstants.MAX_NF_INSTANCES) {
            throw new IllegalArgumentException("NF_SCALE instance count " + instances + " is not in 1.."
                + OpenPathConstants.MAX_NF_INSTANCES);
        }
    }
}
