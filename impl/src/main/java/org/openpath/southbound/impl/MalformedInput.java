/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.openpath.openflow.MalformedOpenPathException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the controller does with malformed OpenPATH input from a switch (docs/openpath-openflow.md section 5):
 * count it per kind, log the first of each kind at WARN with its bytes (later ones at DEBUG), and hand the
 * OpenFlowJava decoder an exception that names the problem (the decoder drops the message, releases its buffer
 * and keeps the connection).
 */
public final class MalformedInput {
    private static final Logger LOG = LoggerFactory.getLogger(MalformedInput.class);
    private static final int MAX_LOGGED_BYTES = 128;

    private final Map<String, LongAdder> counts = new ConcurrentHashMap<>();

    /**
     * Records a malformed item and returns the exception to throw.
     *
     * @param what what was being decoded, e.g. "NF_ALERT" or "action"
     * @param bytes the item's bytes as received
     * @param cause the codec's finding
     * @return the exception for OpenFlowJava
     */
    public IllegalArgumentException report(final String what, final byte[] bytes,
            final MalformedOpenPathException cause) {
        final var kind = what + "/" + cause.problem();
        final var counter = counts.computeIfAbsent(kind, key -> new LongAdder());
        counter.increment();
        final var hex = HexFormat.ofDelimiter(" ").formatHex(bytes, 0, Math.min(bytes.length, MAX_LOGGED_BYTES));
        if (counter.sum() == 1) {
            LOG.warn("Dropping malformed OpenPATH {} ({}): {} - bytes: {}", what, cause.problem(), cause.getMessage(),
                hex);
        } else {
            LOG.debug("Dropping malformed OpenPATH {} ({}): {} - bytes: {}", what, cause.problem(),
                cause.getMessage(), hex);
        }
        return new IllegalArgumentException("Malformed OpenPATH " + what + ": " + cause.getMessage(), cause);
    }

    /**
     * Returns how many malformed items of each kind ("what/problem") were seen.
     *
     * @return counts by kind
     */
    public Map<String, Long> counts() {
        final var result = new TreeMap<String, Long>();
        counts.forEach((kind, count) -> result.put(kind, count.sum()));
        return result;
    }

    /**
     * Returns the total number of malformed items seen.
     *
     * @return the total
     */
    public long total() {
        return counts.values().stream().mapToLong(LongAdder::sum).sum();
    }
}
