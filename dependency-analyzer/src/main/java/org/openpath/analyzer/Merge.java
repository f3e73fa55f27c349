/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * How the branches of a stage combine into one packet (OpenPATH paper section 5.2: "once the parallel NFs are
 * executed the output packets are merged"). Field-wise: for every field some branch contributes, the merged packet
 * takes the value of the first contributing branch in {@link #priorityOrder()}. The priority order is the reverse
 * sequential order, so the merge keeps what the last writer of a sequential chain would have left, and a
 * {@link Priority} template (which puts its higher NF later in the sequential order) decides conflicts. When a
 * dynamic rule skips some branches of the stage, the first non-skipped contributor wins.
 *
 * @param needed false when the stage has one branch
 * @param priorityOrder the branches from the highest to the lowest priority
 * @param fieldOwners for every contributed field, the branch whose value the merge keeps
 * @param dropRule what a drop in one branch means
 */
public record Merge(boolean needed, List<String> priorityOrder, Map<PacketField, String> fieldOwners,
        DropRule dropRule) {
    /**
     * Validates the components and copies the collections.
     */
    public Merge {
        priorityOrder = List.copyOf(priorityOrder);
        final var owners = new EnumMap<PacketField, String>(PacketField.class);
        owners.putAll(fieldOwners);
        fieldOwners = Collections.unmodifiableMap(owners);
        requireNonNull(dropRule);
    }
}
