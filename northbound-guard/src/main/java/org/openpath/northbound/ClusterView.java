/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import java.util.Optional;

/**
 * What one controller member sees of its cluster, and whether it can serve RESTCONF: the datastore reads and commits
 * through shard leaders elected by a majority of the members, so a member that is not part of a majority (cut off
 * from the others, or not joined yet) can neither read nor write; OpenDaylight then answers with a bare 401 (AAA
 * cannot read its authorization policies) or a timeout after two minutes, which name nothing of the cause.
 *
 * @param selfStatus the member's own cluster status ({@code Up}, {@code WeaklyUp}, {@code Joining}, ...)
 * @param members how many members the cluster has as this member sees it (itself included; removed ones not)
 * @param unreachable how many of them it cannot reach
 */
public record ClusterView(String selfStatus, int members, int unreachable) {
    /**
     * A view.
     *
     * @param selfStatus the member's own cluster status
     * @param members how many members
     * @param unreachable how many unreachable
     * @throws IllegalArgumentException if the counts do not fit together
     */
    public ClusterView {
        if (members < 0 || unreachable < 0 || unreachable > members) {
            throw new IllegalArgumentException("members " + members + ", unreachable " + unreachable);
        }
    }

    /**
     * Why this member cannot serve requests now, if it cannot: it has not joined (its status is not Up or WeaklyUp),
     * or the members it reaches (itself included) are no majority of the members it knows.
     *
     * @return the reason, for the client, or empty when it can serve
     */
    public Optional<String> refusal() {
        if (!"Up".equals(selfStatus) && !"WeaklyUp".equals(selfStatus)) {
            return Optional.of("This controller member is not part of its cluster now (its cluster status is "
                + selfStatus + "): it can neither read nor write the datastore. Send the request to another member, "
                + "or start the other members so that a majority of them runs.");
        }
        final int reachable = members - unreachable;
        if (2 * reachable <= members) {
            return Optional.of("This controller member reaches " + reachable + " of the " + members
                + " cluster members, not a majority: the datastore can neither commit nor be read here now. Send "
                + "the request to a member on the majority's side, or bring the others back.");
        }
        return Optional.empty();
    }
}
