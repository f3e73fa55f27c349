/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.impl.OfConstants.GroupModCommand;
import org.openpath.refswitch.impl.OfConstants.GroupType;

/**
 * The group table (OpenFlow 1.3.5 section 5.6): GROUP_MOD add, modify and delete, and which buckets of a group a
 * packet goes through — all of them, one live bucket chosen by a hash of the 5-tuple, the one bucket, or the first
 * live bucket — with the group and bucket counters. Liveness follows watch_port and watch_group. Owned by the
 * datapath thread.
 */
final class GroupTable {
    /** How deep watch_group chains are followed before a bucket counts as dead. */
    private static final int MAX_WATCH_DEPTH = 8;

    private final Map<Long, GroupRecord> groups = new TreeMap<>();
    private final Ports ports;

    GroupTable(final Ports ports) {
        this.ports = ports;
    }

    int size() {
        return groups.size();
    }

    @Nullable GroupRecord get(final long groupId) {
        return groups.get(groupId);
    }

    Collection<GroupRecord> all() {
        return Collections.unmodifiableCollection(groups.values());
    }

    /**
     * Applies OFPGC_ADD or OFPGC_MODIFY.
     *
     * @param command ADD or MODIFY
     * @param group the group
     * @throws OfError GROUP_MOD_FAILED: BAD_BUCKET for an indirect group without exactly one bucket, GROUP_EXISTS,
     *                 UNKNOWN_GROUP
     */
    void put(final GroupModCommand command, final GroupRecord group) throws OfError {
        if (group.type() == GroupType.INDIRECT && group.buckets().size() != 1) {
            throw new OfError(OfError.OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_BAD_BUCKET);
        }
        final boolean exists = groups.containsKey(group.groupId());
        if (command == GroupModCommand.ADD && exists) {
            throw new OfError(OfError.OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_GROUP_EXISTS);
        }
        if (command == GroupModCommand.MODIFY && !exists) {
            throw new OfError(OfError.OFPET_GROUP_MOD_FAILED, OfError.OFPGMFC_UNKNOWN_GROUP);
        }
        groups.put(group.groupId(), group);
    }

    /**
     * Applies OFPGC_DELETE.
     *
     * @param groupId the group, or {@code OFPG_ALL} for every group
     */
    void delete(final long groupId) {
        if (groupId == OfConstants.OFPG_ALL) {
            groups.clear();
        } else {
            groups.remove(groupId);
        }
    }

    /**
     * Chooses the buckets a packet goes through and counts it on the group and on each of them.
     *
     * @param groupId the group
     * @param packet the packet
     * @return the action lists of the chosen buckets, in bucket order; {@code null} if there is no such group
     */
    @Nullable List<List<Action>> buckets(final long groupId, final PacketContext packet) {
        final var group = groups.get(groupId);
        if (group == null) {
            return null;
        }
        final int length = packet.length();
        group.count(length);
        final List<List<Action>> chosen = new ArrayList<>();
        for (int index : choose(group, packet.packet())) {
            group.countBucket(index, length);
            chosen.add(group.buckets().get(index).actions());
        }
        return chosen;
    }

    private List<Integer> choose(final GroupRecord group, final Packet packet) {
        final var buckets = group.buckets();
        final List<Integer> live = new ArrayList<>();
        for (int i = 0; i < buckets.size(); i++) {
            if (live(buckets.get(i), 0)) {
                live.add(i);
            }
        }
        return switch (group.type()) {
            case ALL -> IntStream.range(0, buckets.size()).boxed().toList();
            case SELECT -> live.isEmpty() ? List.of() : List.of(live.get(Math.floorMod(hash(packet), live.size())));
            case INDIRECT -> List.of(0);
            case FF -> live.isEmpty() ? List.of() : List.of(live.get(0));
        };
    }

    /**
     * Hashes a packet's addresses and ports, so that a select group sends a flow through one bucket.
     */
    private static long hash(final Packet packet) {
        return packet.get(PacketField.IP_SRC) * 31 + packet.get(PacketField.IP_DST)
            + packet.get(PacketField.L4_SRC) * 7 + packet.get(PacketField.L4_DST);
    }

    private boolean live(final GroupRecord.Bucket bucket, final int depth) {
        if (bucket.watchPort() != OfConstants.OFPP_ANY && !ports.isLive(bucket.watchPort())) {
            return false;
        }
        if (bucket.watchGroup() != OfConstants.OFPG_ANY && depth < MAX_WATCH_DEPTH) {
            final var watched = groups.get(bucket.watchGroup());
            return watched != null && watched.buckets().stream().anyMatch(other -> live(other, depth + 1));
        }
        return true;
    }
}
