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
import org.openpath.analyzer.exec.Semantics;
import org.openpath.openflow.NfUpdate;
import org.openpath.refswitch.NfStatus;
import org.openpath.refswitch.state.StateStore;

/**
 * An NF bound by NF_BIND (spec section 4.2): its catalog type and name, its state, its status, and the counters
 * NF_UPDATE reports (section 4.3). Owned by the datapath thread.
 */
final class NfBinding {
    private final NfType type;
    private final String name;
    private final NfState state = new NfState();
    private NfStatus status = NfStatus.UP;
    private long packetsIn;
    private long packetsOut;
    private long drops;

    NfBinding(final NfType type, final String name) {
        this.type = type;
        this.name = name;
    }

    /**
     * Tells whether the NF is of a type.
     *
     * @param typeName the type's name
     * @return whether it is the name of this NF's catalog type
     */
    boolean hasType(final String typeName) {
        return type.name().equals(typeName);
    }

    NfStatus status() {
        return status;
    }

    /**
     * Returns the NF's state as chunks (docs/state-move.md section 1).
     *
     * @return a view of the state, for the datapath thread
     */
    StateStore store() {
        return new StateStore(type.name(), Semantics.flowKeyFields(type), state);
    }

    /**
     * Changes the status.
     *
     * @param newStatus the status
     * @return whether it changed
     */
    boolean setStatus(final NfStatus newStatus) {
        if (status == newStatus) {
            return false;
        }
        status = newStatus;
        return true;
    }

    /**
     * Runs the NF on a packet, counting what goes in, out and is dropped.
     *
     * @param runner runs NF semantics
     * @param packet the packet
     * @param headerCopyOf the baseline whose payload a header copy shares, or {@code null}
     * @param skipped whether a SkipMe covers the packet: the NF is not run, its result is default
     * @return what the NF did
     */
    Effect run(final NfRunner runner, final Packet packet, final @Nullable Packet headerCopyOf,
            final boolean skipped) {
        packetsIn++;
        final Effect effect = skipped ? Effect.FORWARD : runner.run(type, name, packet, headerCopyOf, state);
        if (effect.fate() == Effect.Fate.FORWARD) {
            packetsOut++;
        } else {
            drops++;
        }
        return effect;
    }

    /**
     * Returns the NF_UPDATE that reports this NF.
     *
     * @param service its service id
     * @param sfc its chain
     * @return the message
     */
    NfUpdate update(final long service, final long sfc) {
        return new NfUpdate(service, sfc, wireStatus(status), packetsIn, packetsOut, drops);
    }

    private static org.openpath.openflow.NfStatus wireStatus(final NfStatus status) {
        return switch (status) {
            case UP -> org.openpath.openflow.NfStatus.UP;
            case DOWN -> org.openpath.openflow.NfStatus.DOWN;
            case OVERLOADED -> org.openpath.openflow.NfStatus.OVERLOADED;
            case UNBOUND -> org.openpath.openflow.NfStatus.UNBOUND;
        };
    }
}
