/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.List;
import org.openpath.refswitch.Action;

/**
 * Decides, before an NF runs at INVOKE_NF, whether a state move takes the packet (docs/state-move.md section 6).
 */
@FunctionalInterface
interface MoveInterceptor {
    /**
     * Offers a packet.
     *
     * @param packet the packet as it reached the NF
     * @param invoke the INVOKE_NF
     * @param rest the actions after it
     * @param table the flow entry's table
     * @param cookie the flow entry's cookie
     * @return whether a move took the packet
     */
    boolean take(PacketContext packet, Action.InvokeNf invoke, List<Action> rest, int table, long cookie);
}
