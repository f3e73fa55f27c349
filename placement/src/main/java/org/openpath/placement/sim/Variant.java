/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.sim;

import static java.util.Objects.requireNonNull;

import org.openpath.placement.Admission;
import org.openpath.placement.Algorithm;

/**
 * An algorithm as the simulator runs it: with or without backup sub-SFCs (only OpenPATH reserves backups), accepting
 * every request that fits or pricing admission (only OpenPATH prices it).
 *
 * @param algorithm the algorithm
 * @param backup whether the requests ask for backups
 * @param admission which requests that fit the placer accepts
 */
public record Variant(Algorithm algorithm, boolean backup, Admission admission) {
    /**
     * Validates the components.
     */
    public Variant {
        requireNonNull(algorithm);
        requireNonNull(admission);
    }

    /**
     * A variant that accepts every request that fits.
     *
     * @param algorithm the algorithm
     * @param backup whether the requests ask for backups
     */
    public Variant(final Algorithm algorithm, final boolean backup) {
        this(algorithm, backup, Admission.ALL_THAT_FIT);
    }

    /**
     * Returns the label used in CSV files and plots.
     *
     * @return e.g. {@code openpath}, {@code openpath-no-backup} or {@code openpath-priced-no-backup}
     */
    public String label() {
        if (algorithm != Algorithm.OPENPATH) {
            return algorithm.yangName();
        }
        return "openpath" + (admission instanceof Admission.Priced ? "-priced" : "") + (backup ? "" : "-no-backup");
    }
}
