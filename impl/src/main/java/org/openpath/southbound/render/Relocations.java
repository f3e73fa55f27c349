/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.openpath.statesync.StateRelocation.Relocation;

/**
 * The NFs a new rendering of a chain runs on other nodes than the one before: for each NF, the node of the active
 * sub-SFC that runs it before and after, when both are known, differ, and the NF keeps its SERVICE-ID and type (only
 * then is it the same NF instance moving, whose state can go along).
 */
public final class Relocations {
    private Relocations() {
        // Static only
    }

    /**
     * Finds the relocated NFs.
     *
     * @param before the rendering before
     * @param after the new rendering
     * @return the relocations, in the chain's vertex order
     */
    public static List<Relocation> between(final ChainView before, final ChainView after) {
        final var relocations = new ArrayList<Relocation>();
        for (var vertex : after.vertices()) {
            final var was = before.vertices().stream().filter(old -> old.nf().equals(vertex.nf())).findFirst();
            if (was.isEmpty() || was.orElseThrow().serviceId() != vertex.serviceId()
                    || !was.orElseThrow().nfType().equals(vertex.nfType())) {
                continue;
            }
            final var from = activeNode(before, vertex.nf());
            final var to = activeNode(after, vertex.nf());
            if (from.isPresent() && to.isPresent() && !from.orElseThrow().equals(to.orElseThrow())) {
                relocations.add(new Relocation(vertex.nf(), vertex.serviceId(), vertex.nfType(), from.orElseThrow(),
                    to.orElseThrow()));
            }
        }
        return List.copyOf(relocations);
    }

    private static Optional<String> activeNode(final ChainView chain, final String nf) {
        final var nodes = chain.subSfcs().stream().filter(sub -> sub.active() && sub.nfs().contains(nf))
            .map(ChainView.SubSfcView::node).distinct().toList();
        return nodes.size() == 1 ? Optional.of(nodes.getFirst()) : Optional.empty();
    }
}
