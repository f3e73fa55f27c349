/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

/**
 * How the analyser compares two NFs ({@code openpath-types:analysis-mode}), OpenPATH paper section 5.2.
 */
public enum AnalysisMode {
    /**
     * The OpenPATH paper's Table 3 on the coarse (Table 2) profiles. Reproduces the paper; not always safe (e.g. a
     * writer followed by a reader of the same field shares a stage when both are "Write").
     */
    COARSE("coarse"),
    /**
     * NFP-style per-field rules; decides copy versus copy-free parallelism. The default, and the mode whose graphs
     * provably process every packet as the sequential chain does.
     */
    FIELD_LEVEL("field-level");

    private final String yangName;

    AnalysisMode(final String yangName) {
        this.yangName = yangName;
    }

    /**
     * Returns the YANG enum name.
     *
     * @return e.g. {@code field-level}
     */
    public String yangName() {
        return yangName;
    }
}
