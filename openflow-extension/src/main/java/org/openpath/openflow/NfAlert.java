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
 * NF_ALERT (exp_type 0x102, body 60 + result bytes): an NF reported {@code result} for the flow F, e.g. an IDS's
 * {@code suspicious} (paper section 7.9).
 *
 * @param sfcId the chain's SFC-ID, unsigned 32-bit
 * @param serviceId the NF's service id, unsigned 32-bit
 * @param result the result, 1 to 64 UTF-8 bytes
 * @param flow the flow F
 */
public record NfAlert(long sfcId, long serviceId, String result, FlowSpec flow) implements SwitchMessage {
    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if an id or the result is out of range
     */
    public NfAlert {
        Checks.uint32("NF_ALERT sfc id", sfcId);
        Checks.uint32("NF_ALERT service id", serviceId);
        Checks.name("NF_ALERT result", result);
        requireNonNull(flow, "flow");
    }
}
