/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.Objects;
import java.util.Set;
import org.opendaylight.mdsal.binding.api.DataObjectModification;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainStatus;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.service.chain.state.Rendering;

/**
 * Tells a chain state's change that only carries the renderer's own report back from one the renderer must look at.
 * The orchestrator lays each report over the chain's state: it merges the status ({@code placed} or {@code rendered}
 * while the chain renders), reason and last change, and puts the {@code rendering} container; the chain's analysis,
 * placement, SFC-ID, generation and where it runs stay as they were, so the change lists no child but
 * {@code rendering} (a merge of leaves reaches listeners as a write of the state listing only the children that
 * changed). Such a change gives the renderer nothing to render: the chain's view is the same, and building it again
 * to find that out was part of the third of the renderer's thread that reading views took while a thousand chains
 * were confirmed (JFR, docs/benchmarks.md). Any other change — its {@code rendering} removed, another status, any
 * other child or leaf changed — is one to look at.
 */
final class ReportEchoes {
    private static final Set<ChainStatus> RENDERING = Set.of(ChainStatus.Placed, ChainStatus.Rendered);

    private ReportEchoes() {
        // static only
    }

    /**
     * Whether a change to a chain's state only carries a renderer report back.
     *
     * @param change the change
     * @return {@code true} if the state was there before, has a {@code rendering} now, and nothing but its status
     *     (placed or rendered before and after), reason, last change and {@code rendering} changed
     */
    static boolean onlyReport(final DataObjectModification<ServiceChainState> change) {
        final var before = change.dataBefore();
        final var after = change.dataAfter();
        if (before == null || after == null || after.getRendering() == null
                || !RENDERING.contains(before.getStatus())
                || !RENDERING.contains(after.getStatus())
                || !Objects.equals(before.getSfcId(), after.getSfcId())
                || !Objects.equals(before.getGeneration(), after.getGeneration())
                || !Objects.equals(before.getRunningOn(), after.getRunningOn())) {
            return false;
        }
        for (var child : change.modifiedChildren()) {
            if (!Rendering.class.equals(child.dataType()) || child.dataAfter() == null) {
                return false;
            }
        }
        return true;
    }
}
