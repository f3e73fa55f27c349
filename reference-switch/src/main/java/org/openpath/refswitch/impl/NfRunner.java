/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.exec.Effect;
import org.openpath.analyzer.exec.NfState;
import org.openpath.analyzer.exec.Packet;

/**
 * Runs one NF instance on one packet with the analyser's executable semantics.
 */
@FunctionalInterface
interface NfRunner {
    /**
     * Runs the NF.
     *
     * @param type the NF's catalog type
     * @param name the instance name
     * @param packet the packet, changed in place
     * @param headerCopyOf the packet whose payload a header-only copy shares, or {@code null}
     * @param state the instance's state
     * @return what the NF did
     */
    Effect run(NfType type, String name, Packet packet, @Nullable Packet headerCopyOf, NfState state);
}
