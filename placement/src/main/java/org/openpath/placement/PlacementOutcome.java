/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

/**
 * The outcome of placing one request: placed, or rejected with a reason.
 */
public sealed interface PlacementOutcome permits Placed, Rejected {
    /**
     * Returns the request id.
     *
     * @return the id
     */
    String requestId();
}
