/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

/**
 * A sub-SFC's role ({@code placement-result/sub-sfc/role}).
 */
public enum Role {
    /** Carries traffic. */
    WORKING,
    /** Reserved, takes over when its working twin fails. */
    BACKUP;

    /**
     * Returns the YANG enum name.
     *
     * @return {@code working} or {@code backup}
     */
    public String yangName() {
        return this == WORKING ? "working" : "backup";
    }
}
