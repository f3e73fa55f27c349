/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.util.List;
import java.util.stream.Collectors;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.placement.Activation;
import org.openpath.placement.Failure;
import org.openpath.placement.Placement;
import org.openpath.placement.Rejected;
import org.openpath.placement.SubSfc;

/**
 * Words the reasons the orchestrator gives people: {@code service-chain-state/reason} and
 * {@code openpath-topology-state/node/reason}. The one place these texts are made; the manual and the RESTCONF
 * cookbook quote them, so a change here is a change of the user interface.
 */
final class Reasons {
    /** A chain request taken in, before it is analysed. */
    static final String QUEUED = "Validated and queued";
    /** Why a chain is placed when its request is (re-)analysed or the topology changed. */
    static final String PLACED = "Placed";
    /** Why a rejected chain is placed when it is retried. */
    static final String PLACED_AFTER_CAPACITY_APPEARED = "Placed after capacity appeared";

    /** A connected node without configuration. */
    static final String NODE_UNCONFIGURED = "Connected, but no capacity is configured in openpath-topology";
    /** A configured node lost while it hosted sub-SFCs. */
    static final String NODE_LOST_WHILE_HOSTING = "Lost while hosting sub-SFCs; their backups took over";
    /** A configured node not connected. */
    static final String NODE_DISCONNECTED = "Configured, not connected to the controller";
    /** A node whose control channel dropped, within the grace. */
    static final String NODE_UNREACHABLE = "Control channel lost; within the node-loss grace its chains keep their "
        + "placement and its rules stay, then it counts as lost";
    /** A connected node the operator disabled. */
    static final String NODE_DISABLED = "Connected; administratively disabled, so placement does not use it";
    /** A connected node the operator drains. */
    static final String NODE_DRAINING = "Connected; draining, so what runs here stays and placement puts nothing new "
        + "here";
    /** A connected node placement uses. */
    static final String NODE_USED = "Connected and used by placement";

    private Reasons() {
        // Static only
    }

    /**
     * A chain placed.
     *
     * @param why why it was placed (again), e.g. {@link #PLACED}
     * @param placement where
     * @return e.g. {@code Placed on node openflow:1 (1 working sub-SFC, 1 backup on openflow:2)}
     */
    static String placed(final String why, final Placement placement) {
        return why + " on " + describe(placement);
    }

    /**
     * Why a chain is placed again after an NF alert inserted an NF.
     *
     * @param inserted the inserted vertex
     * @param afterNf the NF whose alert inserted it
     * @return e.g. {@code Placed with ids.suspicious inserted after ids}
     */
    static String placedWithInsertion(final String inserted, final String afterNf) {
        return "Placed with " + inserted + " inserted after " + afterNf;
    }

    /**
     * A chain the placement rejected.
     *
     * @param rejection the placement's answer
     * @return e.g. {@code No node has the capacity: ...}
     */
    static String rejected(final Rejected rejection) {
        return switch (rejection.reason()) {
            case DUPLICATE_REQUEST -> "Already placed: ";
            case NO_NODE_CAPACITY -> "No node has the capacity: ";
            case NO_BANDWIDTH -> "No path has the bandwidth: ";
            case LATENCY_SLA -> "The latency SLA cannot be met: ";
            case NO_BACKUP_DOMAIN -> "No room for a backup outside the working sub-SFC's failure domain: ";
            case INGRESS_UNAVAILABLE -> "The ingress node cannot take the traffic: ";
            case NOT_SCALABLE -> "The NF cannot run as several instances: ";
            case ADMISSION_PRICE -> "Priced admission keeps the room for smaller requests: ";
        } + rejection.detail();
    }

    /**
     * A chain whose analysis failed on a defect, not on the request.
     *
     * @param error the defect
     * @return the reason
     */
    static String analysisDefect(final RuntimeException error) {
        return "Analysis failed: internal error (" + errorText(error) + "); the request is kept as it is: edit or "
            + "delete it, and report the error in the controller's karaf.log";
    }

    /**
     * A chain the placer refused as invalid.
     *
     * @param error the placer's refusal
     * @return the reason
     */
    static String placementRefused(final IllegalArgumentException error) {
        return "Placement failed: " + error.getMessage();
    }

    /**
     * A chain whose placement failed on a defect.
     *
     * @param error the defect
     * @return the reason
     */
    static String placementDefect(final RuntimeException error) {
        return "Placement failed: internal error (" + errorText(error) + "); the chain is not placed, and is placed "
            + "again when the topology or the request changes; report the error in the controller's karaf.log";
    }

    /**
     * A node failure, as the start of the reasons of the chains it affects.
     *
     * @param node the node
     * @return e.g. {@code node openflow:1 disconnected}
     */
    static String nodeDisconnected(final String node) {
        return "node " + node + " disconnected";
    }

    /**
     * A node the operator disabled, as the start of the reasons of the chains it affects.
     *
     * @param node the node
     * @return e.g. {@code node openflow:1 administratively disabled}
     */
    static String nodeDisabled(final String node) {
        return "node " + node + " administratively disabled";
    }

    /**
     * A link failure, as the start of the reasons of the chains it affects.
     *
     * @param link the link, as the placement knows it
     * @return e.g. {@code link openflow:1 - openflow:2 lost}
     */
    static String linkLost(final Failure.LinkDown link) {
        return "link " + link.a() + " - " + link.b() + " lost";
    }

    /**
     * Phase 1 of a failure: the chain's backups took over.
     *
     * @param failure the failure's words ({@link #nodeDisconnected}, {@link #linkLost})
     * @param activations the backups that took over, in the order the plan gave them
     * @return e.g. {@code node openflow:1 disconnected: running on backups (web-w1 -> backup web-b1 on openflow:2)}
     */
    static String runningOnBackups(final String failure, final List<Activation> activations) {
        return failure + ": running on backups (" + activations.stream()
            .map(activation -> activation.failed() + " -> backup " + activation.backup() + " on " + activation.node())
            .collect(Collectors.joining(", ")) + ")";
    }

    /**
     * Phase 1 of a failure: the chain lost its traffic.
     *
     * @param failure the failure's words
     * @param why the plan's explanation
     * @return the reason
     */
    static String trafficLost(final String failure, final String why) {
        return failure + ": traffic lost (" + why + "), re-placing";
    }

    /**
     * Phase 2 of a failure: the chain runs again.
     *
     * @param failure the failure's words
     * @param onBackup whether it runs on its former backups (else it was placed afresh)
     * @param noFreshBackup why it has no fresh backup, {@code null} when it has what it asked for
     * @param placement where it runs now
     * @return e.g. {@code node openflow:1 disconnected: running on former backups, protection restored; node ...}
     */
    static String restored(final String failure, final boolean onBackup, final @Nullable Rejected noFreshBackup,
            final Placement placement) {
        final String how;
        if (noFreshBackup != null) {
            how = (onBackup ? ": running on former backups" : ": re-placed") + " WITHOUT protection (no fresh "
                + "backup fits: " + rejected(noFreshBackup) + "); ";
        } else {
            how = onBackup ? ": running on former backups, protection restored; " : ": re-placed; ";
        }
        return failure + how + describe(placement);
    }

    /**
     * Phase 2 of a failure: the chain could not be placed again.
     *
     * @param failure the failure's words
     * @param rejection the placement's answer
     * @return the reason
     */
    static String notPlacedAgain(final String failure, final Rejected rejection) {
        return failure + " and the chain could not be placed again: " + rejected(rejection);
    }

    /**
     * A chain that ran without its backups has them again.
     *
     * @param placement where it runs now, with the fresh backups
     * @return e.g. {@code Protection restored: node openflow:2 (1 working sub-SFC, 1 backup on openflow:3)}
     */
    static String protectionRestored(final Placement placement) {
        return "Protection restored: " + describe(placement);
    }

    /**
     * Where a placement runs.
     *
     * @param placement the placement
     * @return e.g. {@code node openflow:1 (1 working sub-SFC, 1 backup on openflow:2)}
     */
    static String describe(final Placement placement) {
        final var working = placement.working();
        final var nodes = working.stream().map(SubSfc::node).distinct().toList();
        final var text = new StringBuilder().append(nodes.size() == 1 ? "node " : "nodes ")
            .append(String.join(", ", nodes)).append(" (").append(working.size()).append(" working sub-SFC")
            .append(working.size() == 1 ? "" : "s");
        final var backups = placement.backups();
        if (!backups.isEmpty()) {
            text.append(", ").append(backups.size()).append(" backup").append(backups.size() == 1 ? "" : "s")
                .append(" on ").append(backups.stream().map(SubSfc::node).distinct()
                    .collect(Collectors.joining(", ")));
        }
        return text.append(')').toString();
    }

    private static String errorText(final RuntimeException error) {
        return error.getClass().getSimpleName() + (error.getMessage() == null ? "" : ": " + error.getMessage());
    }
}
