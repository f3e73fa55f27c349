/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Everything an execution of a chain produced: each input packet's outcome and each NF's observed packet sequence.
 *
 * @param outcomes one per input packet, in input order
 * @param observations per NF (and inserted NF), what it saw, in order
 */
public record Trace(List<Outcome> outcomes, Map<String, List<Observation>> observations) {
    /**
     * Returns the first difference to another trace, for failure messages.
     *
     * @param other the other trace
     * @return a description, or {@code null} when equal
     */
    public @Nullable String firstDifference(final Trace other) {
        for (int i = 0; i < Math.min(outcomes.size(), other.outcomes.size()); i++) {
            if (!outcomes.get(i).equals(other.outcomes.get(i))) {
                return "packet " + i + ": " + outcomes.get(i) + " vs " + other.outcomes.get(i);
            }
        }
        if (outcomes.size() != other.outcomes.size()) {
            return "outcome counts differ";
        }
        for (var entry : observations.entrySet()) {
            final var mine = entry.getValue();
            final var theirs = other.observations.get(entry.getKey());
            if (!mine.equals(theirs)) {
                return "NF " + entry.getKey() + " observed " + mine.size() + " packets vs "
                    + (theirs == null ? "none" : theirs.size()) + "; first difference " + firstDiff(mine, theirs);
            }
        }
        return equals(other) ? null : "observation maps differ";
    }

    private static String firstDiff(final List<Observation> mine, final @Nullable List<Observation> theirs) {
        if (theirs == null) {
            return "-";
        }
        for (int i = 0; i < Math.min(mine.size(), theirs.size()); i++) {
            if (!mine.get(i).equals(theirs.get(i))) {
                return "at " + i + ": " + mine.get(i) + " vs " + theirs.get(i);
            }
        }
        return "in length";
    }
}
