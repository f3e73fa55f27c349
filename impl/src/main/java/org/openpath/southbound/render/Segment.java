/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * An inter-node segment of a chain: packets carry its VLAN tag from one node to another across transit switches.
 *
 * @param tag the VLAN id
 * @param from the node that pushes the tag
 * @param to the node that pops it
 * @param target what processing starts at {@code to}: an NF, {@code fork-<stage>} or {@code egress}
 * @param backup whether it leads to a backup sub-SFC
 * @param path the nodes it crosses, both ends included
 * @param routeTag the route tag of {@code to} when the segment rides on the shared route there (its own tag inside),
 *     0 when the transit switches match its own tag
 */
public record Segment(int tag, String from, String to, String target, boolean backup, List<String> path,
        int routeTag) {
    /**
     * Validates and copies.
     */
    public Segment {
        requireNonNull(from);
        requireNonNull(to);
        requireNonNull(target);
        path = List.copyOf(path);
        if (tag < 1 || tag > PathTags.MAX_TAG) {
            throw new IllegalArgumentException("Path tag " + tag + " is not a VLAN id");
        }
        if (routeTag < 0 || routeTag > PathTags.MAX_TAG) {
            throw new IllegalArgumentException("Route tag " + routeTag + " is not a VLAN id");
        }
    }

    /**
     * A segment with its own tag on the transit switches.
     *
     * @param tag the VLAN id
     * @param from the node that pushes the tag
     * @param to the node that pops it
     * @param target what processing starts at {@code to}
     * @param backup whether it leads to a backup sub-SFC
     * @param path the nodes it crosses, both ends included
     */
    public Segment(final int tag, final String from, final String to, final String target, final boolean backup,
            final List<String> path) {
        this(tag, from, to, target, backup, path, 0);
    }

    /**
     * Returns this segment riding on a shared route.
     *
     * @param route the destination's route tag
     * @return the segment
     */
    public Segment onRoute(final int route) {
        return new Segment(tag, from, to, target, backup, path, route);
    }
}
