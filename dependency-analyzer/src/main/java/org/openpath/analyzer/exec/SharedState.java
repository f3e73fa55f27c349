/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import java.util.Map;

/**
 * The state of an NF instance that belongs to no flow in particular (all-flows state): an accumulator, a counter and a
 * table, as a wan optimiser's dictionary, a cache's entries or a VPN's tunnel counter.
 *
 * @param acc the accumulator
 * @param counter the counter
 * @param table the table
 */
public record SharedState(long acc, long counter, Map<Long, Long> table) {
    /** No all-flows state. */
    public static final SharedState EMPTY = new SharedState(0, 0, Map.of());

    /**
     * Copies the table.
     */
    public SharedState {
        table = Map.copyOf(table);
    }

    /**
     * Tells whether this is {@link #EMPTY}.
     *
     * @return whether accumulator and counter are 0 and the table empty
     */
    public boolean isEmpty() {
        return acc == 0 && counter == 0 && table.isEmpty();
    }
}
