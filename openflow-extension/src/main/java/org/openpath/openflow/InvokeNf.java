/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * INVOKE_NF(service, next) (subtype 1, 24 bytes): set SERVICE_ID = service, run that NF unless a SkipMe covers the
 * flow, then let the NF-handler rule for (SFC_ID, service, result) decide; its Default follows {@code next} (0: the
 * rest of the action list).
 *
 * @param serviceId the NF's service id, 1 to 2^32 - 1
 * @param nextServiceId the default edge's service id, 0 to continue with the remaining actions
 */
public record InvokeNf(long serviceId, long nextServiceId) implements OpenPathAction {
    /** The subtype. */
    public static final int SUBTYPE = 1;

    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if an id is out of range or the service id is 0
     */
    public InvokeNf {
        Checks.nonZeroUint32("INVOKE_NF service id", serviceId);
        Checks.uint32("INVOKE_NF next service id", nextServiceId);
    }
}
