/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

/**
 * The executable semantics of an NF type: a small deterministic function of the packet and the NF's state.
 */
@FunctionalInterface
public interface NfSemantics {
    /**
     * Processes one packet.
     *
     * @param packet the packet, through the NF's profile
     * @param state the NF instance's state
     * @return what happened to the packet
     */
    Effect process(FieldAccess packet, NfState state);
}
