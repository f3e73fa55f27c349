/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.openpath.placement.DemandTable;
import org.openpath.placement.Placed;
import org.openpath.placement.Placement;
import org.openpath.placement.PlacementOutcome;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Rejected;
import org.openpath.placement.SubSfc;

/**
 * Runs more or fewer instances of a placed NF where it runs now (its active sub-SFC's node): each instance pays the
 * NF type's base CPU and memory ({@link org.openpath.placement.NfDemand}), reserved or given back on that node in the
 * request's own reservation, so that releasing the request gives everything back. Nothing else of the placement moves.
 */
final class InstanceScaling {
    private final Ledger ledger;
    private final DemandTable demands;
    private final Map<String, AbstractPlacer.Entry> placed;

    InstanceScaling(final Ledger ledger, final DemandTable demands, final Map<String, AbstractPlacer.Entry> placed) {
        this.ledger = ledger;
        this.demands = demands;
        this.placed = placed;
    }

    PlacementOutcome scale(final String requestId, final String nf, final int instances) {
        if (instances < 1 || instances > SubSfc.MAX_INSTANCES) {
            throw new IllegalArgumentException("An NF runs 1 to " + SubSfc.MAX_INSTANCES
                + " instances, not " + instances);
        }
        final var entry = placed.get(requestId);
        if (entry == null) {
            throw new IllegalArgumentException("Request " + requestId + " is not placed");
        }
        final var placement = entry.placement();
        final var vertex = entry.job().request.graph().vertex(nf).orElseThrow(
            () -> new IllegalArgumentException("Request " + requestId + " has no NF " + nf));
        final var active = placement.subSfcs().stream().filter(sub -> sub.active() && sub.nfs().contains(nf))
            .findFirst().orElseThrow(() -> new IllegalArgumentException("NF " + nf + " of " + requestId
                + " runs nowhere now"));
        if (instances > 1 && !Job.splitsAcrossInstances(vertex.nfType())) {
            return new Rejected(requestId, RejectReason.NOT_SCALABLE, "NF " + nf + " (" + vertex.nfType()
                + ") keeps state that belongs to no flow: its instances could not share it");
        }
        final int more = instances - active.instancesOf(nf);
        if (more == 0) {
            return new Placed(placement);
        }
        final var demand = demands.demand(vertex.nfType());
        final double cpu = more * demand.cpuBase();
        final long memory = more * demand.memoryBase();
        final int host = ledger.index(active.node());
        if (more > 0 && !ledger.fits(host, cpu, memory, 0)) {
            return new Rejected(requestId, RejectReason.NO_NODE_CAPACITY, String.format(Locale.ROOT,
                "%d more instance(s) of %s need %.2f cores and %d MiB; %s has %.2f cores and %d MiB free", more, nf,
                cpu, memory, active.node(), ledger.freeCpu(host),
                ledger.nodes.get(host).memoryMib() - ledger.mem[host]));
        }
        ledger.reserveNode(entry.txn(), host, cpu, memory, 0);
        final var counts = new HashMap<>(active.instances());
        if (instances > 1) {
            counts.put(nf, instances);
        } else {
            counts.remove(nf);
        }
        final var scaled = new SubSfc(active.id(), active.role(), active.protects(), active.node(), active.active(),
            active.nfs(), active.cpuCores() + cpu, active.memoryMib() + memory, counts);
        final var subs = placement.subSfcs().stream().map(sub -> sub.id().equals(active.id()) ? scaled : sub)
            .toList();
        final var after = new Placement(placement.requestId(), placement.algorithm(), placement.rateGbps(), subs,
            placement.hops(), placement.latencyMicros(), placement.interNodeGbps(), placement.pathLength(),
            placement.ingressHop());
        placed.put(requestId, new AbstractPlacer.Entry(entry.job(), entry.assignment(), after, entry.txn()));
        return new Placed(after);
    }
}
