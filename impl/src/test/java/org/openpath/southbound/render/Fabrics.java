/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds test fabrics: links are numbered per node in link order (the first link of a node is its port 1), so port
 * numbers are easy to predict. Port 1000 + n is left for hosts and chain ends.
 */
public final class Fabrics {
    private Fabrics() {
        // Static only
    }

    /**
     * Numbers the ports of links.
     *
     * @param links the links, each a pair of node ids
     * @return per node, the port towards each neighbour
     */
    public static Map<String, Map<String, Long>> ports(final List<List<String>> links) {
        final var ports = new LinkedHashMap<String, Map<String, Long>>();
        for (var link : links) {
            final var a = link.get(0);
            final var b = link.get(1);
            final var portsOfA = ports.computeIfAbsent(a, ignored -> new LinkedHashMap<>());
            portsOfA.put(b, (long) portsOfA.size() + 1);
            final var portsOfB = ports.computeIfAbsent(b, ignored -> new LinkedHashMap<>());
            portsOfB.put(a, (long) portsOfB.size() + 1);
        }
        return ports;
    }

    /**
     * Returns a fabric whose links have known ports at both ends.
     *
     * @param openPath the OpenPATH switches
     * @param links the links, each a pair of node ids
     * @return the fabric
     */
    public static Fabric of(final Set<String> openPath, final List<List<String>> links) {
        return new Fabric(openPath, ports(links));
    }
}
