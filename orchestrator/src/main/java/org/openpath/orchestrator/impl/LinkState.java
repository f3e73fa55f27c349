/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

/**
 * What the orchestrator observes of one link, for {@code openpath-topology-state}.
 *
 * @param linkId the link identifier
 * @param source one end
 * @param destination the other end
 * @param configured whether it comes from {@code openpath-topology} (else from LLDP)
 * @param up whether it carries traffic
 * @param usedGbps bandwidth reserved by hops of placed chains
 */
public record LinkState(String linkId, String source, String destination, boolean configured, boolean up,
        double usedGbps) {
    /**
     * Checks.
     */
    public LinkState {
        requireNonNull(linkId);
        requireNonNull(source);
        requireNonNull(destination);
    }
}
