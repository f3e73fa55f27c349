/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

/**
 * One entry of {@code openpath-nf-catalog:action-profile/field-action}: what an NF does with one packet field
 * (OpenPATH paper section 5.2; NFP's per-field actions).
 *
 * @param field the packet field
 * @param read the NF's behaviour depends on the field
 * @param write the NF may rewrite the field
 * @param addRemoveHeader the NF adds or removes the header carrying the field
 */
public record FieldAction(PacketField field, boolean read, boolean write, boolean addRemoveHeader) {
    /**
     * Validates the components.
     */
    public FieldAction {
        requireNonNull(field, "field");
    }
}
