/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.NfState;
import org.openpath.analyzer.exec.Packet;
import org.openpath.analyzer.exec.Semantics;
import org.openpath.refswitch.state.StatePartition;

/**
 * The instances a bound NF runs as (revision 4, docs/openpath-openflow.md section 9) and which of them a packet meets.
 * A packet's instance is the {@link JumpHash} bucket of the {@link FlowKeyHash} of its flow key — the
 * {@link FlowKey} the NF keeps that packet's state under ({@link Semantics#flowKeyFields(NfType)}), or its 5-tuple
 * for an NF without keyed state — so the state under a key is used by exactly one instance, and both directions of a
 * connection meet the same one. The instances' states share one registry of exclusive values
 * ({@link NfState#sharingClaims()}): a NAT's public ports stay unique across them. Owned by the datapath thread.
 */
final class NfInstances implements StatePartition {
    private final int keyFields;
    private final List<NfInstance> instances = new ArrayList<>();
    // the counters of instances that went at a rescale: the NF's totals keep them
    private long retiredIn;
    private long retiredOut;
    private long retiredDrops;

    /**
     * Starts one instance.
     *
     * @param keyFields the fields the NF's type keys its state on ({@link Semantics#flowKeyFields(NfType)}), 0 for
     *                  none
     */
    NfInstances(final int keyFields) {
        this.keyFields = keyFields;
        instances.add(new NfInstance(new NfState()));
    }

    /**
     * Tells whether an NF type can run as more than one instance: its state is keyed by flow, or it has none. An NF
     * with all-flows state only (a WAN optimiser's dictionary, a VPN's tunnel counter) cannot: its instances could
     * not split it.
     *
     * @param type the type
     * @return whether it is scalable
     */
    static boolean scalable(final NfType type) {
        return Semantics.flowKeyFields(type) != 0 || !type.profile().stateful();
    }

    int count() {
        return instances.size();
    }

    /**
     * Returns the instance a packet meets.
     *
     * @param packet the packet as it reaches the NF
     * @return the instance
     */
    NfInstance of(final Packet packet) {
        if (instances.size() == 1) {
            return instances.getFirst();
        }
        return instances.get(indexOf(FlowKey.of(packet, keyFields != 0 ? keyFields : FlowKey.FIVE_TUPLE)));
    }

    private int indexOf(final FlowKey key) {
        return JumpHash.bucket(FlowKeyHash.of(key), instances.size());
    }

    /**
     * Changes the number of instances. Before it returns, the state under every key whose instance changes is
     * removed from the old instance and put into the new one (exclusive values keep their claims: the registry is
     * shared); the instances that go take their counters into the totals. A new instance starts empty. All-flows
     * state stays with the first instance, which never goes (only NFs without it are {@link #scalable}).
     *
     * @param count the new number, at least 1
     * @return whether it changed
     */
    boolean rescale(final int count) {
        if (count < 1) {
            throw new IllegalArgumentException("An NF runs as at least one instance, not " + count);
        }
        final int before = instances.size();
        if (count == before) {
            return false;
        }
        final NfState first = instances.getFirst().state();
        while (instances.size() < count) {
            instances.add(new NfInstance(first.sharingClaims()));
        }
        for (int from = 0; from < before; from++) {
            final NfState source = instances.get(from).state();
            for (var key : source.flowKeys()) {
                final int to = JumpHash.bucket(FlowKeyHash.of(key), count);
                if (to != from) {
                    instances.get(to).state().putFlow(key, requireNonNull(source.removeFlow(key)));
                }
            }
        }
        while (instances.size() > count) {
            final var gone = instances.removeLast();
            retiredIn += gone.packetsIn();
            retiredOut += gone.packetsOut();
            retiredDrops += gone.drops();
        }
        return true;
    }

    /**
     * Returns the packets each instance took in.
     *
     * @return the counts, in instance order
     */
    List<Long> packetsInPerInstance() {
        return instances.stream().map(NfInstance::packetsIn).toList();
    }

    long packetsIn() {
        return retiredIn + instances.stream().mapToLong(NfInstance::packetsIn).sum();
    }

    long packetsOut() {
        return retiredOut + instances.stream().mapToLong(NfInstance::packetsOut).sum();
    }

    long drops() {
        return retiredDrops + instances.stream().mapToLong(NfInstance::drops).sum();
    }

    // ---- StatePartition

    @Override
    public List<NfState> states() {
        return instances.stream().map(NfInstance::state).toList();
    }

    @Override
    public NfState stateOf(final FlowKey key) {
        return instances.size() == 1 ? instances.getFirst().state() : instances.get(indexOf(key)).state();
    }
}
