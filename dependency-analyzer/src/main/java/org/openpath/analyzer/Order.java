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
 * {@code Order(nf, before|after, otherNf)} (OpenPATH paper section 5.1): the operator's sequencing intent between two
 * NFs. It constrains the sequential reference order ({@link #earlier()} comes before {@link #later()}); the graph
 * still runs the two in the same stage when their actions do not conflict, and never runs {@link #later()} in an
 * earlier stage than {@link #earlier()}.
 *
 * @param nf the NF the template is about
 * @param relation before or after
 * @param otherNf the NF it is ordered against
 */
public record Order(String nf, Relation relation, String otherNf) implements Template {
    /**
     * Before or after.
     */
    public enum Relation {
        /** {@code nf} comes before {@code otherNf}. */
        BEFORE,
        /** {@code nf} comes after {@code otherNf}. */
        AFTER
    }

    /**
     * Validates the components.
     */
    public Order {
        Names.check(nf, "NF name");
        requireNonNull(relation, "relation");
        Names.check(otherNf, "NF name");
    }

    /**
     * Returns {@code Order(nf, before, otherNf)}.
     *
     * @param nf the earlier NF
     * @param otherNf the later NF
     * @return the template
     */
    public static Order before(final String nf, final String otherNf) {
        return new Order(nf, Relation.BEFORE, otherNf);
    }

    /**
     * Returns {@code Order(nf, after, otherNf)}.
     *
     * @param nf the later NF
     * @param otherNf the earlier NF
     * @return the template
     */
    public static Order after(final String nf, final String otherNf) {
        return new Order(nf, Relation.AFTER, otherNf);
    }

    /**
     * Returns the NF that comes first.
     *
     * @return its name
     */
    public String earlier() {
        return relation == Relation.BEFORE ? nf : otherNf;
    }

    /**
     * Returns the NF that comes second.
     *
     * @return its name
     */
    public String later() {
        return relation == Relation.BEFORE ? otherNf : nf;
    }

    @Override
    public List<String> nfs() {
        return List.of(nf, otherNf);
    }

    @Override
    public String toString() {
        return "Order(" + nf + ", " + (relation == Relation.BEFORE ? "before" : "after") + ", " + otherNf + ")";
    }
}
