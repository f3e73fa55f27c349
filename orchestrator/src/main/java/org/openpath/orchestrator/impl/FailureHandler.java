/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openpath.orchestrator.impl.ChainState.RunningOn;
import org.openpath.orchestrator.impl.ChainState.Status;
import org.openpath.placement.Activation;
import org.openpath.placement.Failure;
import org.openpath.placement.Placement;
import org.openpath.placement.Placer;
import org.openpath.placement.Rejected;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Handles the loss of a node or a link (OpenPATH paper section 7.5, {@code docs/placement.md}) in two phases. First
 * the placement's failure plan: the affected chains switch to their backups (or are shown to have lost their traffic),
 * and that is flushed so it is visible at once. Then protection is restored: the former backups become the working
 * sub-SFCs with fresh backups, chains without a usable backup are placed again, and a chain that runs but finds no
 * room for a fresh backup keeps running unprotected. {@link #reprotect} later gives such chains backups once there is
 * room. Only the orchestrator's thread uses it.
 */
final class FailureHandler {
    private static final Logger LOG = LoggerFactory.getLogger(FailureHandler.class);

    private final ChainTable chains;
    private final StateSink sink;

    /**
     * Creates the handler.
     *
     * @param chains the chains, to update and emit
     * @param sink flushed between the two phases
     */
    FailureHandler(final ChainTable chains, final StateSink sink) {
        this.chains = requireNonNull(chains);
        this.sink = requireNonNull(sink);
    }

    /**
     * Applies a failure: the failure plan, then restored protection.
     *
     * @param failure the lost node or link; the placer must not have been told of it yet
     * @param what the failure in words ({@link Reasons#nodeDisconnected}, {@link Reasons#linkLost}), the start of
     *     the affected chains' reasons
     * @param placer the placer in use
     */
    void apply(final Failure failure, final String what, final Placer placer) {
        apply(failure, what, Map.of(), placer);
    }

    /**
     * Applies a failure, with words of its own for some chains (what a hand-over carried for them).
     *
     * @param failure the lost node or link; the placer must not have been told of it yet
     * @param what the failure in words, the start of the affected chains' reasons
     * @param whatOf for some chains, by name, the start of their reasons instead
     * @param placer the placer in use
     */
    void apply(final Failure failure, final String what, final Map<String, String> whatOf, final Placer placer) {
        // Phase 1: the failure plan switches the affected chains to their backups
        final var plan = placer.plan(failure);
        final var activated = new HashMap<String, List<Activation>>();
        for (var activation : plan.activations()) {
            final var chain = chains.get(activation.requestId());
            if (chain == null || chain.placement == null) {
                continue;
            }
            chain.placement = activate(chain.placement, activation.failed(), activation.backup());
            activated.computeIfAbsent(chain.name, k -> new ArrayList<>()).add(activation);
        }
        for (var entry : activated.entrySet()) {
            final var chain = requireNonNull(chains.get(entry.getKey()));
            chains.emit(chain, Status.PLACED, Reasons.runningOnBackups(whatOf.getOrDefault(chain.name, what),
                entry.getValue()), RunningOn.BACKUP);
        }
        for (var lost : plan.lost()) {
            final var chain = chains.get(lost.requestId());
            if (chain != null) {
                chains.emit(chain, chain.status, Reasons.trafficLost(whatOf.getOrDefault(chain.name, what),
                    lost.why()), RunningOn.NONE);
            }
        }
        sink.flush();
        LOG.info("{}: {} sub-SFCs switched to backups, {} hops re-routed, {} chains lost traffic", what,
            plan.activations().size(), plan.reroutedHops().size(), plan.lost().size());

        // Phase 2: restore protection (fresh backups) or re-place what lost its traffic
        final var report = placer.restore(failure);
        final var unprotected = new HashMap<String, Rejected>();
        report.unprotected().forEach(why -> unprotected.put(why.requestId(), why));
        for (var placed : report.replaced()) {
            final var chain = chains.get(placed.requestId());
            if (chain == null) {
                continue;
            }
            chain.placement = placed.placement();
            final boolean onBackup = activated.containsKey(chain.name);
            final var noBackup = unprotected.get(chain.name);
            if (noBackup != null) {
                LOG.warn("Chain {} runs unprotected after {}: {}", chain.name, what, Reasons.rejected(noBackup));
            }
            chains.emit(chain, Status.PLACED, Reasons.restored(whatOf.getOrDefault(chain.name, what), onBackup,
                noBackup, placed.placement()),
                onBackup ? RunningOn.BACKUP : RunningOn.WORKING);
        }
        for (var dropped : report.dropped()) {
            final var chain = chains.get(dropped.requestId());
            if (chain == null) {
                continue;
            }
            chain.placement = null;
            chains.emit(chain, Status.REJECTED, Reasons.notPlacedAgain(whatOf.getOrDefault(chain.name, what),
                dropped), RunningOn.NONE);
        }
    }

    /**
     * Gives chains that run without the backups they asked for (after a failure) fresh ones, where there is room now.
     *
     * @param placer the placer in use
     */
    void reprotect(final Placer placer) {
        for (var chain : chains.all()) {
            final var placement = chain.placement;
            final var spec = chain.spec;
            if (placement == null || spec == null || !spec.backup() || !placement.backups().isEmpty()) {
                continue;
            }
            final var reprotected = placer.reprotect(chain.name);
            if (reprotected.isPresent()) {
                final var now = reprotected.orElseThrow();
                chain.placement = now;
                LOG.info("Chain {} is protected again", chain.name);
                chains.emit(chain, Status.PLACED, Reasons.protectionRestored(now), chain.runningOn);
            }
        }
    }

    /**
     * A placement with a backup sub-SFC active in place of the working one it protects.
     *
     * @param placement the placement
     * @param failed the working sub-SFC that failed
     * @param backup the backup that takes over
     * @return the placement with {@code failed} inactive and {@code backup} active
     */
    static Placement activate(final Placement placement, final String failed, final String backup) {
        final var subs = placement.subSfcs().stream().map(sub -> {
            if (sub.id().equals(failed)) {
                return sub.withActive(false);
            }
            if (sub.id().equals(backup)) {
                return sub.withActive(true);
            }
            return sub;
        }).toList();
        return new Placement(placement.requestId(), placement.algorithm(), placement.rateGbps(), subs,
            placement.hops(), placement.latencyMicros(), placement.interNodeGbps(), placement.pathLength(),
            placement.ingressHop());
    }
}
