/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.ArrayList;
import java.util.List;
import org.openpath.openflow.CopyKind;
import org.openpath.refswitch.Action;

/**
 * Applies action lists (OpenFlow 1.3.5 section 5.12, and the OpenPATH actions of spec section 3): header actions on
 * the packet, output, groups (each chosen bucket on a copy of the packet), INVOKE_NF through the NF manager,
 * COPY_TO_BRANCHES into re-submitted copies, MERGE, which holds copies until their merge group is complete, and
 * RUN_GRAPH, which steers the packet by its chain's service graph on the node (revision 3). It also decides what
 * becomes of a packet whose processing ends: a copy that never reached its MERGE counts as dropped for its merge
 * group. Owned by the datapath thread.
 */
final class ActionApplier {
    private final GroupTable groups;
    private final Egress egress;
    private final NfManager nf;
    private final Resubmissions resubmissions;
    private final SwitchCounters counters;

    ActionApplier(final GroupTable groups, final Egress egress, final NfManager nf, final Resubmissions resubmissions,
            final SwitchCounters counters) {
        this.groups = groups;
        this.egress = egress;
        this.nf = nf;
        this.resubmissions = resubmissions;
        this.counters = counters;
    }

    /**
     * Applies an action list.
     *
     * @param packet the packet
     * @param actions the actions
     * @param table the table of the flow entry they came from
     * @param cookie the flow entry's cookie
     * @return whether processing continues (false: the packet was dropped, held or re-submitted)
     */
    boolean apply(final PacketContext packet, final List<Action> actions, final int table, final long cookie) {
        for (int i = 0; i < actions.size(); i++) {
            final boolean goOn = switch (actions.get(i)) {
                case Action.Output output -> {
                    egress.output(packet, output.port(), output.maxLen(), table, cookie);
                    yield true;
                }
                case Action.Group group -> {
                    group(packet, group.groupId(), table, cookie);
                    yield true;
                }
                case Action.SetField set -> {
                    packet.set(set.field());
                    yield true;
                }
                case Action.PushVlan push -> {
                    packet.pushVlan();
                    yield true;
                }
                case Action.PopVlan pop -> {
                    packet.popVlan();
                    yield true;
                }
                case Action.DecNwTtl dec -> {
                    final boolean alive = packet.decrementTtl();
                    if (!alive) {
                        drop(packet);
                    }
                    yield alive;
                }
                case Action.SetPathTag tag -> {
                    packet.setPathTag(tag.sfcId(), tag.pathId());
                    yield true;
                }
                case Action.InvokeNf invoke -> !nf.intercept(packet, invoke, actions.subList(i + 1, actions.size()),
                    table, cookie) && invokeNf(packet, invoke);
                case Action.RunGraph run -> {
                    packet.setServiceId(run.serviceId());
                    packet.setGraphExit(new PacketContext.GraphExit(actions.subList(i + 1, actions.size()), table,
                        cookie));
                    if (!steerInGraph(packet)) {
                        packet.setGraphExit(null);
                        resubmit(packet);
                    }
                    yield false;
                }
                case Action.CopyToBranches copy -> {
                    copyToBranches(packet, copy);
                    yield false;
                }
                case Action.Merge merge -> {
                    final var group = packet.mergeGroup();
                    if (group == null) {
                        yield true;
                    }
                    final var rest = actions.subList(i + 1, actions.size());
                    group.reached(new MergeGroup.Pending(merge, rest, table, cookie));
                    if (group.arrive(packet.branch(), packet.packet())) {
                        completeMerge(group, merge, rest, table, cookie);
                    }
                    yield false;
                }
            };
            if (!goOn) {
                return false;
            }
        }
        return true;
    }

    /**
     * Steers a packet in its chain's service graph (revision 3, spec section 8): when the packet is in the graph and
     * the graph has a vertex for its SERVICE_ID, runs the vertex's actions and then, if the packet is still going,
     * its exit from the graph.
     *
     * @param packet the packet, just re-submitted or at its RUN_GRAPH
     * @return whether the graph took the packet; false: it goes to table 0
     */
    boolean steerInGraph(final PacketContext packet) {
        final var exit = packet.graphExit();
        if (exit == null) {
            return false;
        }
        final var vertex = nf.graphVertex(packet.sfcId(), packet.serviceId());
        if (vertex == null) {
            return false;
        }
        final List<Action> run = new ArrayList<>(vertex.size() + exit.rest().size());
        run.addAll(vertex);
        run.addAll(exit.rest());
        if (apply(packet, run, exit.table(), exit.cookie())) {
            end(packet);
        }
        return true;
    }

    /**
     * Ends a packet's processing: a copy that did not reach its MERGE counts as dropped for its merge group, which
     * may complete the merge.
     *
     * @param packet the packet
     */
    void end(final PacketContext packet) {
        final var group = packet.mergeGroup();
        if (group != null && group.drop(packet.branch())) {
            final var pending = group.pending();
            if (pending == null) {
                drop(group.baseline());
            } else {
                completeMerge(group, pending.merge(), pending.rest(), pending.table(), pending.cookie());
            }
        }
    }

    /**
     * Drops a packet: counts it and ends its processing.
     *
     * @param packet the packet
     */
    void drop(final PacketContext packet) {
        counters.countDrop();
        end(packet);
    }

    /**
     * Continues a packet a state move took at its INVOKE_NF: runs the NF on it and then what follows the INVOKE_NF
     * (docs/state-move.md section 5).
     *
     * @param moved the packet and its continuation
     */
    void resume(final MovedPacket moved) {
        final var packet = moved.packet();
        if (invokeNf(packet, moved.invoke()) && apply(packet, moved.rest(), moved.table(), moved.cookie())) {
            end(packet);
        }
    }

    private boolean invokeNf(final PacketContext packet, final Action.InvokeNf invoke) {
        final var group = packet.mergeGroup();
        final var sharedPayload = group != null ? group.sharedPayload() : null;
        return switch (nf.invoke(packet, invoke.serviceId(), invoke.nextServiceId(), sharedPayload)) {
            case DROP -> {
                drop(packet);
                yield false;
            }
            case RESUBMIT -> {
                resubmit(packet);
                yield false;
            }
            case CONTINUE -> true;
        };
    }

    private void copyToBranches(final PacketContext packet, final Action.CopyToBranches copy) {
        final int count = copy.serviceIds().size();
        final var group = new MergeGroup(packet.copyOf(), count, CopyKind.ofCode(copy.kind()).orElseThrow());
        for (int k = 1; k <= count; k++) {
            final var branch = packet.copyOf();
            branch.enterBranch(group, k, copy.serviceIds().get(k - 1));
            resubmit(branch);
        }
    }

    private void completeMerge(final MergeGroup group, final Action.Merge merge, final List<Action> rest,
            final int table, final long cookie) {
        final var merged = group.baseline();
        if (merge.dropWins() && group.anyDropped()) {
            drop(merged);
            return;
        }
        merged.setPacket(group.merge(merge.priorities()));
        merged.setCopy(0);
        if (merge.nextServiceId() != 0) {
            merged.setServiceId(merge.nextServiceId());
            resubmit(merged);
            return;
        }
        if (apply(merged, rest, table, cookie)) {
            end(merged);
        }
    }

    private void group(final PacketContext packet, final long groupId, final int table, final long cookie) {
        final var buckets = groups.buckets(groupId, packet);
        if (buckets == null) {
            counters.countDrop();
            return;
        }
        for (var actions : buckets) {
            final var copy = packet.copyOf();
            copy.leaveMergeGroup();
            apply(copy, actions, table, cookie);
        }
    }

    private void resubmit(final PacketContext packet) {
        if (!resubmissions.resubmit(packet)) {
            counters.countLoopDrop();
            end(packet);
        }
    }
}
