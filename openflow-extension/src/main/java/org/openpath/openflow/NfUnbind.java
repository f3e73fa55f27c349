/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * NF_UNBIND (exp_type 2, body 8 bytes): the service id is no longer bound; its handler rules, SkipMe and
 * ChangeDefault entries go with it.
 *
 * @param serviceId the service id, unsigned 32-bit
 * @param sfcId the chain's SFC-ID, unsigned 32-bit
 */
public record NfUnbind(long serviceId, long sfcId) implements ControllerMessage {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if an id is out of range
     */
    public NfUnbind {
        Checks.uint32("NF_UNBIND service id", serviceId);
        Checks.uint32("NF_UNBIND sfc id", sfcId);
    }
}
