/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

/**
 * The analyser's verdict on a pair of NFs, the first preceding the second in the sequential order
 * ({@code openpath-chains:dependency-verdict}), OpenPATH paper section 5.2 ("with-copy / copy-free").
 */
public enum Verdict {
    /** The two NFs can process the same packet at the same time, without a copy. */
    PARALLEL("parallel"),
    /** Parallel, but a writer needs its own copy of the packet and the merge combines the results. */
    PARALLEL_WITH_COPY("parallel-with-copy"),
    /** The NFs must run one after the other. */
    SEQUENTIAL("sequential");

    private final String yangName;

    Verdict(final String yangName) {
        this.yangName = yangName;
    }

    /**
     * Returns the YANG enum name.
     *
     * @return e.g. {@code parallel-with-copy}
     */
    public String yangName() {
        return yangName;
    }

    /**
     * Returns whether the two NFs may share a stage.
     *
     * @return {@code true} unless {@link #SEQUENTIAL}
     */
    public boolean isParallel() {
        return this != SEQUENTIAL;
    }
}
