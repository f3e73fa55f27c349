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

/**
 * The result of re-placing the requests a failure touched, with the failed element excluded.
 *
 * @param failure the failure
 * @param replaced the new placements (backups promoted to working, fresh backups reserved)
 * @param dropped requests that could not be re-placed; they are released
 * @param unprotected requests in {@code replaced} that asked for backups but run without one now, each with the
 *     reason no fresh backup fits (they keep running on their promoted backups or a new working placement rather than
 *     being dropped; protection is not restored until they are placed again)
 */
public record RestoreReport(Failure failure, List<Placed> replaced, List<Rejected> dropped,
        List<Rejected> unprotected) {
    /**
     * Validates the components and copies the lists.
     */
    public RestoreReport {
        requireNonNull(failure);
        replaced = List.copyOf(replaced);
        dropped = List.copyOf(dropped);
        unprotected = List.copyOf(unprotected);
    }
}
