/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.io.Serializable;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * The verdict for one pair of NFs, {@code first} preceding {@code second} in the sequential order
 * ({@code openpath-chains:analysis-result/dependency-matrix/pair}), with its reason (OpenPATH paper section 5.2,
 * Fig. 8's parallelism indicator).
 *
 * @param first the earlier NF
 * @param second the later NF
 * @param verdict parallel, parallel with a copy, or sequential
 * @param conflictingFields the fields whose actions decide the verdict (empty when none or in coarse mode)
 * @param reason the deciding rule
 */
public record PairVerdict(String first, String second, Verdict verdict, Set<PacketField> conflictingFields,
        Reason reason) implements Serializable {
    /**
     * Validates the components and copies the fields.
     */
    public PairVerdict {
        requireNonNull(first);
        requireNonNull(second);
        requireNonNull(verdict);
        requireNonNull(reason);
        final var copy = EnumSet.noneOf(PacketField.class);
        copy.addAll(conflictingFields);
        conflictingFields = Collections.unmodifiableSet(copy);
    }

    /**
     * Returns the reason for people, e.g. {@code nat writes l4-dst, which lb reads}.
     *
     * @return one sentence
     */
    public String explanation() {
        return reason.describe(first, second);
    }

    @Override
    public String toString() {
        return first + " -> " + second + ": " + verdict.yangName() + " (" + explanation() + ")";
    }
}
