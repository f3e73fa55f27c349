/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import static java.util.Objects.requireNonNull;

import org.eclipse.jdt.annotation.Nullable;

/**
 * A link between OpenPATH nodes, configured or discovered by LLDP. {@code link-list --json} prints these records.
 *
 * @param link the link id
 * @param sourceNode one end
 * @param sourcePort its OpenFlow port, when configured
 * @param destinationNode the other end
 * @param destinationPort its OpenFlow port, when configured
 * @param origin {@code configured} or {@code discovered}
 * @param up whether it carries traffic (absent until the suite has observed it)
 * @param bandwidth configured capacity per direction, Gbit/s
 * @param usedBandwidth bandwidth reserved by inter-node hops, Gbit/s
 * @param latency configured one-way latency, microseconds
 */
public record LinkView(String link, @Nullable String sourceNode, @Nullable Long sourcePort,
        @Nullable String destinationNode, @Nullable Long destinationPort, @Nullable String origin,
        @Nullable Boolean up, @Nullable String bandwidth, @Nullable String usedBandwidth, @Nullable String latency) {
    /**
     * Creates a link view.
     */
    public LinkView {
        requireNonNull(link);
    }
}
