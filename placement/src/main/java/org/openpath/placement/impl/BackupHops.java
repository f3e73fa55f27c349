/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import org.openpath.placement.Hop;
import org.openpath.placement.RejectReason;
import org.openpath.placement.Rejected;

/**
 * Reserves a protected request's backup hops in advance: for every single failure that touches the request (one of
 * its working hosts' risks, or a node or link its hops cross), the routes its traffic takes once the failure's backups
 * took over — between sub-SFCs that now run elsewhere, around the failed element, and from the ingress node to a
 * first sub-SFC that moved. Their bandwidth is reserved against that failure only ({@link Ledger#reserveBackupLink}),
 * so backup hops of different failures share a link's capacity. A failure whose paths lack the bandwidth refuses the
 * request, and so does one that cuts two of its sub-SFCs apart when a placement can survive it ({@link
 * Net#protectable}). Nothing is reserved for a failure the request cannot survive (its ingress node goes down, or a
 * failure no host survives takes a working sub-SFC and its backup), nor for one that leaves the ingress node no path.
 */
final class BackupHops {
    private final Ledger ledger;
    private final Net net;

    BackupHops(final Ledger ledger, final Net net) {
        this.ledger = ledger;
        this.net = net;
    }

    /**
     * A protected request's working and backup sub-SFCs and routes.
     *
     * @param id the request
     * @param rate its rate, reserved on every backup hop
     * @param subIds the working sub-SFCs' ids, in chain order
     * @param hosts where they run
     * @param backupHosts where their backups run
     * @param hops the routed hops between working sub-SFCs
     * @param ingressHop the hop from the ingress node, or {@code null}
     * @param ingress the ingress node, or -1
     */
    record Protected(String id, double rate, List<String> subIds, int[] hosts, int[] backupHosts, List<Hop> hops,
            Hop ingressHop, int ingress) {
    }

    /**
     * Reserves the backup hops of a protected request.
     *
     * @param request the request
     * @param txn the request's reservations
     * @return {@code null}, or why a failure would leave it without a path
     */
    Rejected reserve(final Protected request, final Ledger.Txn txn) {
        final int nodes = ledger.nodes.size();
        final var risks = new TreeSet<Integer>();
        for (int host : request.hosts()) {
            for (int risk : net.risks(host)) {
                risks.add(risk);
            }
        }
        for (var hop : request.hops()) {
            for (int i = 0; i < hop.path().size(); i++) {
                risks.add(ledger.index(hop.path().get(i)));
                if (i > 0) {
                    risks.add(nodes + link(hop.path().get(i - 1), hop.path().get(i)));
                }
            }
        }
        for (int risk : risks) {
            final var error = reserveFor(request, risk, txn);
            if (error != null) {
                return error;
            }
        }
        return null;
    }

    private Rejected reserveFor(final Protected request, final int risk, final Ledger.Txn txn) {
        final int nodes = ledger.nodes.size();
        final int node = risk < nodes ? risk : -1;
        final int link = risk < nodes ? -1 : risk - nodes;
        if (net.takesIngressDown(risk, request.ingress())) {
            // the request's traffic has nowhere to enter: lost whatever runs where (FailureRecovery#plan)
            return null;
        }
        final int[] after = request.hosts().clone();
        final boolean[] moved = new boolean[after.length];
        for (int i = 0; i < after.length; i++) {
            if (!net.survives(request.hosts()[i], risk)) {
                if (!net.survives(request.backupHosts()[i], risk)) {
                    // a failure no backup survives (every host goes down with it): the request is lost, nothing to
                    // reserve
                    return null;
                }
                after[i] = request.backupHosts()[i];
                moved[i] = true;
            }
        }
        for (var hop : request.hops()) {
            final int from = request.subIds().indexOf(hop.fromSubSfc());
            final int to = request.subIds().indexOf(hop.toSubSfc());
            if (after[from] != after[to] && (moved[from] || moved[to] || crosses(hop.path(), node, link))) {
                final var error = route(request, after[from], after[to], risk, false, txn);
                if (error != null) {
                    return error;
                }
            }
        }
        final int ingress = request.ingress();
        if (ingress >= 0 && ingress != after[0] && moved[0]) {
            return route(request, ingress, after[0], risk, true, txn);
        }
        return null;
    }

    private Rejected route(final Protected request, final int from, final int to, final int risk,
            final boolean fromIngress, final Ledger.Txn txn) {
        final int nodes = ledger.nodes.size();
        final int node = risk < nodes ? risk : -1;
        final int link = risk < nodes ? -1 : risk - nodes;
        final var path = net.route(from, to, request.rate(), node, link, l -> ledger.residualUnder(l, risk));
        if (path.isEmpty()) {
            if (net.route(from, to, 0, node, link, l -> Double.POSITIVE_INFINITY).isEmpty()) {
                // no path at all once it fails (the failure cuts the network in two): FailureRecovery#plan would
                // report the request lost, so a failure a placement can survive refuses it; the path from the
                // ingress node is the data plane's to ride out
                return fromIngress || !net.protectable(risk, request.ingress()) ? null
                    : new Rejected(request.id(), RejectReason.NO_BANDWIDTH, String.format(Locale.ROOT,
                        "no path at all from %s to %s for when %s fails", ledger.nodes.get(from).id(),
                        ledger.nodes.get(to).id(), net.element(risk)));
            }
            return new Rejected(request.id(), RejectReason.NO_BANDWIDTH, String.format(Locale.ROOT,
                "no backup path with %s Gbps free from %s to %s for when %s fails", request.rate(),
                ledger.nodes.get(from).id(), ledger.nodes.get(to).id(), net.element(risk)));
        }
        for (int l : path.orElseThrow()) {
            ledger.reserveBackupLink(txn, l, risk, request.rate());
        }
        return null;
    }

    private boolean crosses(final List<String> path, final int node, final int link) {
        for (int i = 0; i < path.size(); i++) {
            if (node >= 0 && ledger.index(path.get(i)) == node
                || link >= 0 && i > 0 && link(path.get(i - 1), path.get(i)) == link) {
                return true;
            }
        }
        return false;
    }

    private int link(final String one, final String other) {
        final int u = ledger.index(one);
        final int v = ledger.index(other);
        for (int l : ledger.adjLinks[u]) {
            if (ledger.other(l, u) == v) {
                return l;
            }
        }
        throw new IllegalArgumentException("No link between " + one + " and " + other);
    }
}
