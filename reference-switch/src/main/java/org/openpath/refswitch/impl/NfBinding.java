/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.exec.Effect;
import org.openpath.analyzer.exec.Packet;
import org.openpath.analyzer.exec.Semantics;
import org.openpath.openflow.NfUpdate;
import org.openpath.refswitch.NfStatus;
import org.openpath.refswitch.state.StateStore;

/**
 * An NF bound by NF_BIND (spec section 4.2): its catalog type and name, its instances ({@link NfInstances}, one at
 * first, NF_SCALE changes how many) with their state and counters, its status, and its load window for overload
 * detection. NF_UPDATE (section 4.3) reports one status and the sums of the instances' counters. Owned by the
 * datapath thread.
 */
final class NfBinding {
    private final NfType type;
    private final String name;
    private final NfInstances instances;
    private final LoadWindow load;
    private NfStatus status = NfStatus.UP;
    // whether overload detection, not the test API, made the status OVERLOADED
    private boolean overloadDetected;

    /**
     * Binds an NF with one instance.
     *
     * @param type its catalog type
     * @param name its instance name
     * @param nowNanos the time now: its first load window starts
     */
    NfBinding(final NfType type, final String name, final long nowNanos) {
        this.type = type;
        this.name = name;
        this.instances = new NfInstances(Semantics.flowKeyFields(type));
        this.load = new LoadWindow(0, nowNanos);
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
     * Returns the NF's state, all instances, as chunks (docs/state-move.md section 1).
     *
     * @return a view of the state that follows rescales, for the datapath thread
     */
    StateStore store() {
        return new StateStore(type.name(), Semantics.flowKeyFields(type), instances);
    }

    /**
     * Changes the status as the controller or the test API says; overload detection no longer owns it.
     *
     * @param newStatus the status
     * @return whether it changed
     */
    boolean setStatus(final NfStatus newStatus) {
        overloadDetected = false;
        if (status == newStatus) {
            return false;
        }
        status = newStatus;
        return true;
    }

    /**
     * Applies overload detection's verdict on the last load window: UP becomes OVERLOADED when overloaded, and an
     * OVERLOADED that detection set becomes UP when not; any other status (DOWN, an OVERLOADED the test API set) stays.
     *
     * @param overloaded whether the instances took in more than they sustain
     * @return whether the status changed
     */
    boolean detected(final boolean overloaded) {
        if (overloaded && status == NfStatus.UP) {
            status = NfStatus.OVERLOADED;
            overloadDetected = true;
            return true;
        }
        if (!overloaded && status == NfStatus.OVERLOADED && overloadDetected) {
            status = NfStatus.UP;
            overloadDetected = false;
            return true;
        }
        return false;
    }

    LoadWindow load() {
        return load;
    }

    /**
     * Tells whether the NF can run as more than one instance ({@link NfInstances#scalable(NfType)}).
     *
     * @return whether it can
     */
    boolean scalable() {
        return NfInstances.scalable(type);
    }

    int instanceCount() {
        return instances.count();
    }

    /**
     * Changes the number of instances, moving the state of the flows whose instance changes
     * ({@link NfInstances#rescale(int)}).
     *
     * @param count the new number, at least 1
     * @return whether it changed
     */
    boolean scale(final int count) {
        return instances.rescale(count);
    }

    /**
     * Returns the packets each instance took in.
     *
     * @return the counts, in instance order
     */
    List<Long> instancePackets() {
        return instances.packetsInPerInstance();
    }

    long packetsIn() {
        return instances.packetsIn();
    }

    /**
     * Runs the NF on a packet in the instance its flow meets, counting what goes in, out and is dropped there.
     *
     * @param runner runs NF semantics
     * @param packet the packet
     * @param headerCopyOf the baseline whose payload a header copy shares, or {@code null}
     * @param skipped whether a SkipMe covers the packet: the NF is not run, its result is default
     * @return what the NF did
     */
    Effect run(final NfRunner runner, final Packet packet, final @Nullable Packet headerCopyOf,
            final boolean skipped) {
        final NfInstance instance = instances.of(packet);
        final Effect effect = skipped ? Effect.FORWARD
            : runner.run(type, name, packet, headerCopyOf, instance.state());
        instance.count(effect.fate() == Effect.Fate.FORWARD);
        return effect;
    }

    /**
     * Returns the NF_UPDATE that reports this NF: its status and the sums of its instances' counters (those of
     * instances that went at a rescale included).
     *
     * @param service its service id
     * @param sfc its chain
     * @return the message
     */
    NfUpdate update(final long service, final long sfc) {
        return new NfUpdate(service, sfc, wireStatus(status), instances.packetsIn(), instances.packetsOut(),
            instances.drops());
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
