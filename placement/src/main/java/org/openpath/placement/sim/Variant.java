/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.sim;

import static java.util.Objects.requireNonNull;

import org.openpath.placement.Algorithm;

/**
 * An algorithm as the simulator runs it: with or without backup sub-SFCs (only OpenPATH reserves backups).
 *
 * @param algorithm the algorithm
 * @param backup whether the requests ask for backups
 */
public record Variant(Algorithm algorithm, boolean backup) {
    /**
     * Validates the component.
     */
    public Variant {
        requireNonNull(algorithm);
    }

    /**
     * Returns the label used in CSV files and plots.
     *
     * @return e.g. {@code openpath} or {@code openpath-no-backup}
     */
    public String label() {
        return algorithm == Algorithm.OPENPATH && !backup ? "openpath-no-backup" : algorithm.yangName();
    }
}
