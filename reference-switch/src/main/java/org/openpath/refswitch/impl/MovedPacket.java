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
 * A packet a state move took at INVOKE_NF, with what continues it once the NF has run: the INVOKE_NF and the rest
 * of the action list it was in.
 *
 * @param packet the packet, as it reached the NF
 * @param invoke the INVOKE_NF
 * @param rest the actions after it
 * @param table the table of the flow entry
 * @param cookie the flow entry's cookie
 */
record MovedPacket(PacketContext packet, Action.InvokeNf invoke, List<Action> rest, int table, long cookie) {
    MovedPacket {
        rest = List.copyOf(rest);
    }
}
