/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import java.util.Collection;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The flow ids of one version of a chain's rendering: versions cycle through {@value #SLOTS} slots, the first under
 * the renderer's ids, the others under the same ids with {@code ~2} or {@code ~3}, so that a rendering never rewrites
 * a flow that its predecessor, or an earlier version still waiting to be retired, has in the config inventory.
 *
 * <p>Why: a rewritten flow with a new cookie (each version has its own, docs/rendering.md) is one that OpenFlowPlugin
 * cannot modify in place — OpenFlow 1.3 keeps an entry's cookie on MODIFY — so it sends DELETE_STRICT and then ADD,
 * and a packet that reaches the switch between the two misses the table. A flow under another id is an ADD: the
 * switch replaces an entry with the same match and priority in one step, and the predecessor's flow, deleted once the
 * new version is confirmed, names its own cookie (the config flows carry a full cookie mask), so that deletion takes
 * nothing the new version put there. Two slots are not enough: a version superseded before it was confirmed leaves
 * both its flows and its predecessor's in the inventory, and the next version needs a third place.
 *
 * <p>Fast-failover groups take the slot too, in bits 6 and 7 of their id (the renderer numbers a chain's groups on a
 * switch below 64, {@code SegmentRouting}): a new version's groups are not the ones the live flows use, so writing them
 * does not change where the traffic of the version still carrying it goes (a group modified in place did, for the
 * moment between the new path's write and the switch-over). The groups stay while the chain exists
 * ({@link Retirement}), so a version that takes a slot again modifies groups no flow uses any more.
 */
public final class FlowSlots {
    /** How many sets of flow ids the versions cycle through. */
    public static final int SLOTS = 3;
    /** The last version, a multiple of {@link #SLOTS}: the next one is 1 again, and the slots keep their cycle. */
    public static final int LAST_VERSION = 0xFFFC;
    // where a group id holds its slot
    private static final long SLOT_BITS = 0xC0;

    private FlowSlots() {
        // static only
    }

    /**
     * Returns the version after another.
     *
     * @param version a version, 1 to {@link #LAST_VERSION}
     * @return the next, in the next slot
     * @throws IllegalArgumentException if the version is not 1 to {@link #LAST_VERSION}
     */
    public static int next(final int version) {
        check(version);
        return version % LAST_VERSION + 1;
    }

    /**
     * Tells whether a version after another can take a slot whose ids no flow in the config inventory has: neither
     * that version's nor one of the given ones.
     *
     * @param version the current version
     * @param held the slots of flows still waiting to be retired
     * @return whether one is free
     * @throws IllegalArgumentException if the version is not 1 to {@link #LAST_VERSION}
     */
    public static boolean anyFree(final int version, final Set<Integer> held) {
        check(version);
        return !held.containsAll(otherSlots(version));
    }

    private static Set<Integer> otherSlots(final int version) {
        return Set.of((slot(version) + 1) % SLOTS, (slot(version) + 2) % SLOTS);
    }

    /**
     * Returns the first version after another whose slot is neither that version's nor one of the given ones: the
     * version a changed rendering takes when the flows of those slots are still in the config inventory.
     *
     * @param version the current version
     * @param held the slots of flows still waiting to be retired
     * @return the version
     * @throws IllegalArgumentException if the version is not 1 to {@link #LAST_VERSION}
     */
    public static int nextFree(final int version, final Set<Integer> held) {
        int candidate = next(version);
        for (int i = 1; i < SLOTS; i++) {
            if (!held.contains(slot(candidate))) {
                return candidate;
            }
            candidate = next(candidate);
            if (slot(candidate) == slot(version)) {
                break;
            }
        }
        // every other slot is held: the next version, rewriting what waits to be retired
        return next(version);
    }

    /**
     * The slot of a version: 0 for the renderer's ids, 1 for {@code ~2}, 2 for {@code ~3}.
     *
     * @param version the version
     * @return its slot
     * @throws IllegalArgumentException if the version is not 1 to {@link #LAST_VERSION}
     */
    public static int slot(final int version) {
        check(version);
        return (version - 1) % SLOTS;
    }

    /**
     * What the flow ids of a version end with.
     *
     * @param version the version
     * @return the suffix, empty for the first slot
     * @throws IllegalArgumentException if the version is not 1 to {@link #LAST_VERSION}
     */
    public static String suffix(final int version) {
        final int slot = slot(version);
        return slot == 0 ? "" : "~" + (slot + 1);
    }

    /**
     * The slot a flow id is in.
     *
     * @param flowId the id
     * @return its slot
     */
    public static int slotOf(final String flowId) {
        for (int slot = 1; slot < SLOTS; slot++) {
            if (flowId.endsWith("~" + (slot + 1))) {
                return slot;
            }
        }
        return 0;
    }

    /**
     * The slots some flows are in.
     *
     * @param flows the flows
     * @return their slots
     */
    public static Set<Integer> slotsOf(final Collection<FlowRule> flows) {
        return flows.stream().map(flow -> slotOf(flow.id())).collect(Collectors.toSet());
    }

    /**
     * A flow id without its version's suffix.
     *
     * @param flowId the id
     * @return the renderer's id
     */
    public static String baseId(final String flowId) {
        final int slot = slotOf(flowId);
        return slot == 0 ? flowId : flowId.substring(0, flowId.length() - 2);
    }

    /**
     * Gives a rendering the flow ids of a version.
     *
     * @param rules the rendering, with the renderer's ids
     * @param version its version
     * @return the rendering with the version's ids (the same object in the first slot)
     * @throws IllegalArgumentException if the version is not 1 to {@link #LAST_VERSION}
     */
    public static ChainRules of(final ChainRules rules, final int version) {
        if (slot(version) == 0) {
            return rules;
        }
        return new ChainRules(rules.chain(), rules.sfcId(), rules.cookie(), rules.flows().stream()
            .map(flow -> of(flow, version)).toList(), rules.groups().stream()
            .map(group -> new GroupRule(group.node(), groupId(group.groupId(), version), group.buckets())).toList(),
            rules.nfMessages(), rules.segments(), rules.routes());
    }

    /**
     * Gives one flow the id of a version.
     *
     * @param flow the flow, with the renderer's id
     * @param version the version
     * @return the flow with the version's id (the same object in the first slot)
     * @throws IllegalArgumentException if the version is not 1 to {@link #LAST_VERSION}
     */
    public static FlowRule of(final FlowRule flow, final int version) {
        return slot(version) == 0 ? flow
            : new FlowRule(flow.node(), flow.id() + suffix(version), flow.priority(), flow.match(), flow.actions()
                .stream().map(action -> action instanceof RuleAction.Group group
                    ? new RuleAction.Group(groupId(group.groupId(), version)) : action).toList());
    }

    /**
     * Returns the id a group of the renderer has in a version.
     *
     * @param groupId the renderer's id, its low 6 bits the group's number on the switch
     * @param version the version
     * @return the id with the version's slot in bits 6 and 7
     * @throws IllegalArgumentException if the version is not 1 to {@link #LAST_VERSION}, or the id has bits 6 or 7 set
     */
    public static long groupId(final long groupId, final int version) {
        if ((groupId & SLOT_BITS) != 0) {
            throw new IllegalArgumentException("group id " + groupId + " has bits 6 or 7 set: not one of the "
                + "renderer's");
        }
        return groupId | (long) slot(version) << 6;
    }

    private static void check(final int version) {
        if (version < 1 || version > LAST_VERSION) {
            throw new IllegalArgumentException("a rendering version is 1 to " + LAST_VERSION + ", not " + version);
        }
    }
}
