/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * SET_PATH_TAG(sfc, path) (subtype 4, 24 bytes): set SFC_ID and PATH_ID, the tag carried between nodes.
 *
 * @param sfcId the chain's SFC-ID, unsigned 32-bit
 * @param pathId the PATH-ID (section 1: which path brought the packet to the node), unsigned 32-bit
 */
public record SetPathTag(long sfcId, long pathId) implements OpenPathAction {
    /** The subtype. */
    public static final int SUBTYPE = 4;

    /**
     * Validates the components.
     *
     * @throws IllegalArgumentException if an id is out of range
     */
    public SetPathTag {
        Checks.uint32("SET_PATH_TAG sfc id", sfcId);
        Checks.uint32("SET_PATH_TAG path id", pathId);
    }
}
