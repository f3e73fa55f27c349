/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * NF_BIND (exp_type 1, body 12 + type + name bytes): SERVICE-ID {@code serviceId} of chain {@code sfcId} is an
 * instance of the catalog NF type {@code nfType} named {@code nfName}.
 *
 * @param serviceId the service id, unsigned 32-bit
 * @param sfcId the chain's SFC-ID, unsigned 32-bit
 * @param nfType the catalog NF type, e.g. {@code firewall}, 1 to 64 UTF-8 bytes
 * @param nfName the chain's NF name, e.g. {@code fw}, 1 to 64 UTF-8 bytes
 */
public record NfBind(long serviceId, long sfcId, String nfType, String nfName) implements ControllerMessage {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if an id or a string is out of range
     */
    public NfBind {
        Checks.uint32("NF_BIND service id", serviceId);
        Checks.uint32("NF_BIND sfc id", sfcId);
        Checks.name("NF_BIND NF type", nfType);
        Checks.name("NF_BIND NF name", nfName);
    }
}
