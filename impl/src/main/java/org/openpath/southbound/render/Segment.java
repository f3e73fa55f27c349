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
 */
public record Segment(int tag, String from, String to, String target, boolean backup, List<String> path) {
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
    }
}
