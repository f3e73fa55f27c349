/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.api.cluster;

/**
 * The one cluster singleton service group of the suite's single writers: the orchestrator, the renderer and
 * state-sync register under this name, so they run together on one member of a cluster and move together when it is
 * lost. Together, because each calls the others in the same member (the orchestrator hands state moves to state-sync,
 * the renderer carries state along with relocated NFs), and because an orchestrator taking over clears and rebuilds
 * the chain states, which a renderer still running elsewhere would render as chains gone.
 */
public final class SingletonGroup {
    /**
     * The service group's name (mdsal's {@code ServiceGroupIdentifier}); also the name of the entity whose owner
     * {@code odl-entity-owners:get-entity-owner} reports for type {@code org.opendaylight.mdsal.ServiceEntityType}.
     */
    public static final String NAME = "openpath";

    private SingletonGroup() {
        // constants only
    }
}
