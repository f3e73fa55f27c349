/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * One stage of a service graph: its branches run in parallel on the same input packet, then their results merge
 * ({@code openpath-chains:...service-graph/stage}), OpenPATH paper section 5.3. Branches are listed in sequential
 * order.
 *
 * @param index 0 for the first stage
 * @param branches the NFs of the stage with the packet each works on
 * @param merge how their results combine
 */
public record Stage(int index, List<Branch> branches, Merge merge) {
    /**
     * Validates the components and copies the list.
     */
    public Stage {
        if (index < 0) {
            throw new IllegalArgumentException("Negative stage index " + index);
        }
        branches = List.copyOf(branches);
        if (branches.isEmpty()) {
            throw new IllegalArgumentException("A stage needs at least one branch");
        }
        requireNonNull(merge);
    }

    /**
     * Returns the names of the stage's NFs, in sequential order.
     *
     * @return the names
     */
    public List<String> nfs() {
        return branches.stream().map(Branch::nf).toList();
    }
}
