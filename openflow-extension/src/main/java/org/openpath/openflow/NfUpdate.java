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
 * NF_UPDATE (exp_type 0x101, body 36 bytes): the status and counters (since the bind) of a bound NF, sent on every
 * status change and every report interval.
 *
 * @param serviceId the service id, unsigned 32-bit
 * @param sfcId the chain's SFC-ID, unsigned 32-bit
 * @param status the status
 * @param packetsIn packets in, unsigned 64-bit (use {@link Long#toUnsignedString(long)})
 * @param packetsOut packets out, unsigned 64-bit
 * @param drops drops, unsigned 64-bit
 */
public record NfUpdate(long serviceId, long sfcId, NfStatus status, long packetsIn, long packetsOut, long drops)
        implements SwitchMessage {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if an id is out of range
     */
    public NfUpdate {
        Checks.uint32("NF_UPDATE service id", serviceId);
        Checks.uint32("NF_UPDATE sfc id", sfcId);
        requireNonNull(status, "status");
    }
}
