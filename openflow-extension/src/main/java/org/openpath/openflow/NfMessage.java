/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * MESSAGE (exp_type 0x103, body 8 + JSON bytes), Message(N,X,Y): free key/value data of an NF, e.g.
 * {@code {"load":"0.73","sessions":"1200"}}, on the wire a flat JSON object of strings of at most 16,384 UTF-8 bytes.
 *
 * @param serviceId the NF's service id, unsigned 32-bit
 * @param sfcId the chain's SFC-ID, unsigned 32-bit
 * @param entries the entries in insertion order (an unmodifiable copy); keys and values are well-formed Unicode
 */
public record NfMessage(long serviceId, long sfcId, Map<String, String> entries) implements SwitchMessage {
    /**
     * Validates and copies the components.
     *
     * @throws IllegalArgumentException if an id is out of range, a string is not well-formed or the JSON would exceed
     *                                  16,384 bytes
     */
    public NfMessage {
        Checks.uint32("MESSAGE service id", serviceId);
        Checks.uint32("MESSAGE sfc id", sfcId);
        entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
        final int length = Json.write(entries).length;
        if (length > OpenPathConstants.MAX_JSON_BYTES) {
            throw new IllegalArgumentException("MESSAGE JSON has " + length + " bytes, more than "
                + OpenPathConstants.MAX_JSON_BYTES);
        }
    }
}
