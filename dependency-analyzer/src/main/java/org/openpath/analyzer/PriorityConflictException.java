/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.io.Serial;

/**
 * A {@link Priority} between two NFs that can never share a stage, so their results never meet in a merge: the
 * verdict of the pair is sequential, and it says why.
 */
public final class PriorityConflictException extends ChainValidationException {
    @Serial
    private static final long serialVersionUID = 1L;

    private final Priority priority;
    private final PairVerdict verdict;

    /**
     * Creates the exception.
     *
     * @param priority the template
     * @param verdict the pair's sequential verdict
     */
    public PriorityConflictException(final Priority priority, final PairVerdict verdict) {
        super(priority + " cannot apply: " + verdict.first() + " and " + verdict.second()
            + " never run in parallel because " + verdict.explanation());
        this.priority = priority;
        this.verdict = verdict;
    }

    /**
     * Returns the template.
     *
     * @return the Priority
     */
    public Priority priority() {
        return priority;
    }

    /**
     * Returns the pair's verdict.
     *
     * @return the sequential verdict with its reason
     */
    public PairVerdict verdict() {
        return verdict;
    }
}
