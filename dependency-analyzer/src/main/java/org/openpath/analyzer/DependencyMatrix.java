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
 * The analyser's verdict for every pair of NFs of a chain ({@code openpath-chains:analysis-result/dependency-matrix}),
 * OpenPATH paper section 5.2. {@link #order()} is the sequential reference order; {@link #pairs()} lists the pairs
 * {@code (order[i], order[j])} for {@code i < j}, row by row.
 *
 * @param mode the mode the analysis ran in
 * @param order the sequential reference order of the NFs
 * @param pairs the verdict of every pair, row-major over {@code i < j}
 */
public record DependencyMatrix(AnalysisMode mode, List<String> order, List<PairVerdict> pairs) {
    /**
     * Validates the components and copies the lists.
     */
    public DependencyMatrix {
        requireNonNull(mode);
        order = List.copyOf(order);
        pairs = List.copyOf(pairs);
        final int size = order.size();
        if (pairs.size() != size * (size - 1) / 2) {
            throw new IllegalArgumentException("Expected " + size * (size - 1) / 2 + " pairs for " + size
                + " NFs, got " + pairs.size());
        }
    }

    /**
     * Returns the verdict on two NFs of the chain, in whichever order they are given.
     *
     * @param nf one NF
     * @param otherNf another NF
     * @return the verdict, its {@code first} being the one that comes first in {@link #order()}
     * @throws IllegalArgumentException if either NF is not in the chain, or both are the same
     */
    public PairVerdict verdict(final String nf, final String otherNf) {
        final int one = indexOf(nf);
        final int other = indexOf(otherNf);
        if (one == other) {
            throw new IllegalArgumentException("No verdict of " + nf + " with itself");
        }
        final int row = Math.min(one, other);
        final int column = Math.max(one, other);
        return pairs.get(row * order.size() - row * (row + 1) / 2 + column - row - 1);
    }

    private int indexOf(final String nf) {
        final int index = order.indexOf(nf);
        if (index < 0) {
            throw new IllegalArgumentException("No NF '" + nf + "' in " + order);
        }
        return index;
    }
}
