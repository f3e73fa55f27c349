/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.openpath.refswitch.impl.TestDatapath.tcp;

import java.nio.ByteBuffer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.openpath.analyzer.PacketField;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.impl.OfConstants.GroupModCommand;
import org.openpath.refswitch.impl.OfConstants.GroupType;

/**
 * The group table applies GROUP_MOD and sends a packet through the buckets its group type chooses (OpenFlow 1.3.5
 * section 5.6), following watch_port and watch_group liveness, and counts it on the group and the buckets.
 */
class GroupTableTest {
    private static final long ANY_PORT = OfConstants.OFPP_ANY;
    private static final long ANY_GROUP = OfConstants.OFPG_ANY;

    private final TestDatapath datapath = new TestDatapath();
    private final GroupTable groups = datapath.groups();

    @Test
    void groupModCommands() throws OfError {
        groups.put(GroupModCommand.ADD, group(1, GroupType.ALL, bucket(ANY_PORT, 2)));
        assertRefused(OfError.OFPGMFC_GROUP_EXISTS, () -> groups.put(GroupModCommand.ADD,
            group(1, GroupType.ALL, bucket(ANY_PORT, 2))));
        assertRefused(OfError.OFPGMFC_UNKNOWN_GROUP, () -> groups.put(GroupModCommand.MODIFY,
            group(2, GroupType.ALL, bucket(ANY_PORT, 2))));
        assertRefused(OfError.OFPGMFC_BAD_BUCKET, () -> groups.put(GroupModCommand.ADD,
            group(3, GroupType.INDIRECT, bucket(ANY_PORT, 2), bucket(ANY_PORT, 3))));
        groups.put(GroupModCommand.MODIFY, group(1, GroupType.INDIRECT, bucket(ANY_PORT, 3)));
        assertEquals(GroupType.INDIRECT, groups.get(1).type());
        groups.put(GroupModCommand.ADD, group(2, GroupType.ALL));
        groups.delete(1);
        assertEquals(1, groups.size());
        groups.put(GroupModCommand.ADD, group(3, GroupType.ALL));
        groups.delete(OfConstants.OFPG_ALL);
        assertEquals(0, groups.size());
    }

    @Test
    void allIndirectAndMissingGroups() throws OfError {
        groups.put(GroupModCommand.ADD, group(1, GroupType.ALL, bucket(ANY_PORT, 2), bucket(ANY_PORT, 3)));
        groups.put(GroupModCommand.ADD, group(2, GroupType.INDIRECT, bucket(ANY_PORT, 4)));
        final var packet = PacketContext.chain(tcp(1));
        assertEquals(List.of(output(2), output(3)), groups.buckets(1, packet));
        assertEquals(List.of(output(4)), groups.buckets(2, packet));
        assertNull(groups.buckets(9, packet));
    }

    @Test
    void fastFailoverTakesTheFirstLiveBucket() throws OfError {
        groups.put(GroupModCommand.ADD, group(5, GroupType.ALL, bucket(1, 1)));
        groups.put(GroupModCommand.ADD, group(1, GroupType.FF, bucket(1, 1), bucket(ANY_PORT, 5, 2),
            bucket(3, 3)));
        final var packet = PacketContext.chain(tcp(1));
        assertEquals(List.of(output(1)), groups.buckets(1, packet));
        datapath.ports().setLink(datapath.ports().require(1), false);
        assertEquals(List.of(output(3)), groups.buckets(1, packet), "port 1 down also kills the bucket watching "
            + "group 5, whose only bucket watches port 1");
        datapath.ports().setLink(datapath.ports().require(3), false);
        assertEquals(List.of(), groups.buckets(1, packet));
    }

    @Test
    void selectSendsAFlowThroughOneLiveBucket() throws OfError {
        groups.put(GroupModCommand.ADD, group(1, GroupType.SELECT, bucket(1, 1), bucket(2, 2), bucket(3, 3)));
        final Set<List<List<Action>>> chosen = new HashSet<>();
        for (int source = 0; source < 64; source++) {
            final var packet = PacketContext.chain(tcp(source));
            packet.packet().set(PacketField.L4_SRC, source);
            final var buckets = groups.buckets(1, packet);
            assertEquals(1, buckets.size());
            assertEquals(buckets, groups.buckets(1, packet), "the same flow takes the same bucket");
            chosen.add(buckets);
        }
        assertEquals(3, chosen.size(), "flows spread over every bucket");
        datapath.ports().setLink(datapath.ports().require(2), false);
        for (int source = 0; source < 64; source++) {
            final var packet = PacketContext.chain(tcp(source));
            packet.packet().set(PacketField.L4_SRC, source);
            assertEquals(1, groups.buckets(1, packet).size());
            assertNotEquals(List.of(output(2)), groups.buckets(1, packet));
        }
    }

    @Test
    void groupAndBucketCounters() throws OfError {
        groups.put(GroupModCommand.ADD, group(7, GroupType.ALL, bucket(ANY_PORT, 2), bucket(ANY_PORT, 3)));
        final var packet = PacketContext.chain(tcp(1));
        groups.buckets(7, packet);
        groups.buckets(7, packet);
        final var out = new MessageWriter();
        groups.get(7).writeStats(out);
        final var stats = ByteBuffer.wrap(out.toBytes());
        // ofp_group_stats: length, pad, group_id, ref_count, pad, packet_count at 16, byte_count at 24, durations,
        // then one ofp_bucket_counter (packets, bytes) per bucket from 40
        assertEquals(40 + 2 * 16, stats.getShort(0));
        assertEquals(7, stats.getInt(4));
        assertEquals(2, stats.getLong(16));
        assertEquals(2L * packet.length(), stats.getLong(24));
        assertEquals(2, stats.getLong(40));
        assertEquals(2, stats.getLong(56));
    }

    private static GroupRecord group(final long id, final GroupType type, final GroupRecord.Bucket... buckets) {
        return new GroupRecord(id, type, List.of(buckets), new byte[0]);
    }

    private static GroupRecord.Bucket bucket(final long watchPort, final long port) {
        return bucket(watchPort, ANY_GROUP, port);
    }

    private static GroupRecord.Bucket bucket(final long watchPort, final long watchGroup, final long port) {
        return new GroupRecord.Bucket(0, watchPort, watchGroup, output(port));
    }

    private static List<Action> output(final long port) {
        return List.of(new Action.Output(port, 0));
    }

    private static void assertRefused(final int code, final Executable executable) {
        final var refusal = assertThrows(OfError.class, executable);
        assertEquals(OfError.OFPET_GROUP_MOD_FAILED, refusal.type());
        assertEquals(code, refusal.code());
    }
}
