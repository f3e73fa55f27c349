/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

/**
 * A backup sub-SFC that takes over from its failed working twin.
 *
 * @param requestId the request
 * @param failed the working sub-SFC that went down
 * @param backup the backup sub-SFC that becomes active
 * @param node the backup's node
 */
public record Activation(String requestId, String failed, String backup, String node) {
    /**
     * Validates the components.
     */
    public Activation {
        requireNonNull(requestId);
        requireNonNull(failed);
        requireNonNull(backup);
        requireNonNull(node);
    }
}
