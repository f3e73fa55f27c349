/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.CopyKind;
import org.openpath.refswitch.Action;

/**
 * The copies of one COPY_TO_BRANCHES (spec section 3): the baseline packet and, per branch, the copy held at its
 * MERGE or the fact that it was dropped.
 */
final class MergeGroup {
    /**
     * The MERGE action the first arriving copy carried, with the rest of its action list.
     *
     * @param merge the action
     * @param rest the actions after it
     * @param table the table
     * @param cookie the flow's cookie
     */
    record Pending(Action.Merge merge, List<Action> rest, int table, long cookie) {
        Pending {
            rest = List.copyOf(rest);
        }
    }

    private final PacketContext baseline;
    private final int count;
    private final CopyKind kind;
    private final Map<Integer, @Nullable Packet> arrived = new HashMap<>();
    private @Nullable Pending pending;

    MergeGroup(final PacketContext baseline, final int count, final CopyKind kind) {
        this.baseline = baseline;
        this.count = count;
        this.kind = kind;
    }

    PacketContext baseline() {
        return baseline;
    }

    int count() {
        return count;
    }

    /**
     * Returns the packet whose payload the copies share: the baseline's for header copies, none otherwise.
     *
     * @return the baseline packet, or {@code null}
     */
    @Nullable Packet sharedPayload() {
        return kind == CopyKind.HEADER_COPY ? baseline.packet() : null;
    }

    /**
     * Returns the MERGE the first copy to reach one carried, with the rest of its action list.
     *
     * @return it, or {@code null} while no copy reached a MERGE
     */
    @Nullable Pending pending() {
        return pending;
    }

    /**
     * Keeps the MERGE a copy reached, unless an earlier copy reached one first.
     *
     * @param reached the MERGE and the rest of its action list
     */
    void reached(final Pending reached) {
        if (pending == null) {
            pending = reached;
        }
    }

    /**
     * Records a branch's copy at its MERGE.
     *
     * @param branch the branch index, 1-based
     * @param packet the copy
     * @return whether every branch is now accounted for
     */
    boolean arrive(final int branch, final Packet packet) {
        arrived.putIfAbsent(branch, packet);
        return arrived.size() == count;
    }

    /**
     * Records that a branch's copy was dropped.
     *
     * @param branch the branch index
     * @return whether every branch is now accounted for (and this was the last)
     */
    boolean drop(final int branch) {
        if (arrived.containsKey(branch)) {
            return false;
        }
        arrived.put(branch, null);
        return arrived.size() == count;
    }

    boolean anyDropped() {
        return arrived.containsValue(null);
    }

    /**
     * Builds the merged packet: each field and header stack from the highest-priority branch whose copy changed it.
     *
     * @param priorities branch indices in priority order
     * @return the merged packet
     */
    Packet merge(final List<Integer> priorities) {
        final Packet base = baseline.packet();
        final Packet merged = base.copy();
        for (var field : PacketField.values()) {
            for (int branch : priorities) {
                final Packet copy = arrived.get(branch);
                if (copy != null && copy.get(field) != base.get(field)) {
                    merged.set(field, copy.get(field));
                    break;
                }
            }
        }
        for (var layer : Layer.values()) {
            for (int branch : priorities) {
                final Packet copy = arrived.get(branch);
                if (copy != null && !Arrays.equals(copy.stack(layer), base.stack(layer))) {
                    merged.setStack(layer, copy.stack(layer));
                    break;
                }
            }
        }
        return merged;
    }
}
