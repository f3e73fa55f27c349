/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

/**
 * What a drop in one branch means for the merged packet ({@code openpath-chains:...merge/drop-rule}), OpenPATH
 * paper section 5.2 (packet drops by a firewall).
 */
public enum DropRule {
    /** No branch may drop or consume packets. */
    NONE("none"),
    /** The merged packet is dropped if any branch dropped or consumed it. */
    DROP_IF_ANY_DROPS("drop-if-any-drops");

    private final String yangName;

    DropRule(final String yangName) {
        this.yangName = yangName;
    }

    /**
     * Returns the YANG enum name.
     *
     * @return e.g. {@code drop-if-any-drops}
     */
    public String yangName() {
        return yangName;
    }
}
