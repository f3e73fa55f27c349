/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The result of {@link Placer#restore(Failure)}: the {@link ActivationPlan} it carried out, then the re-placement of
 * every request the failure touched, with the failed element excluded. Each touched request has one
 * {@link PlacementOutcome}, as in {@link Placer#placeBatch(List)}: {@link Placed} again (backups promoted to working,
 * fresh backups reserved, hops re-routed) or {@link Rejected}, in which case it is released.
 *
 * @param plan the failure's activation plan, as {@link Placer#plan(Failure)} returns it before the restore
 * @param outcomes the re-placement of each touched request, in re-placement order
 * @param unprotected requests placed again that asked for backups but run without one now, each with the reason no
 *     fresh backup fits (they keep running on their promoted backups or a new working placement rather than being
 *     dropped; protection is not restored until {@link Placer#reprotect(String)} finds room)
 */
public record RestoreReport(ActivationPlan plan, List<PlacementOutcome> outcomes, List<Rejected> unprotected) {
    /**
     * Validates the components and copies the lists.
     *
     * @throws IllegalArgumentException if an unprotected request is not among the placed outcomes
     */
    public RestoreReport {
        requireNonNull(plan);
        outcomes = List.copyOf(outcomes);
        unprotected = List.copyOf(unprotected);
        final Set<String> placedAgain = outcomes.stream().filter(Placed.class::isInstance)
            .map(PlacementOutcome::requestId).collect(Collectors.toSet());
        for (var noBackup : unprotected) {
            if (!placedAgain.contains(noBackup.requestId())) {
                throw new IllegalArgumentException(noBackup.requestId() + " is unprotected but not placed again");
            }
        }
    }

    /**
     * Returns the failure.
     *
     * @return the plan's failure
     */
    public Failure failure() {
        return plan.failure();
    }

    /**
     * Returns the requests placed again, with or without the backups they asked for.
     *
     * @return the new placements, in re-placement order
     */
    public List<Placed> replaced() {
        return outcomes.stream().filter(Placed.class::isInstance).map(Placed.class::cast).toList();
    }

    /**
     * Returns the requests that could not be placed again; they are released.
     *
     * @return the reasons, in re-placement order
     */
    public List<Rejected> dropped() {
        return outcomes.stream().filter(Rejected.class::isInstance).map(Rejected.class::cast).toList();
    }
}
