/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * An NF of the service graph with its outgoing edges ({@code openpath-chains:...service-graph/vertex}), OpenPATH
 * paper section 5.3, Fig. 9 and 10. The default edge leads to every NF of the next stage, or to {@link #EGRESS} after
 * the last stage; handler rules add dynamic edges. A {@code send-to} edge to an NF of a later stage means that the
 * packet skips every NF that comes before the target in the sequential order. Vertices inserted by
 * {@link DynamicRule.Action#INSERT_NF} rules are off the default path: they carry the stage of the NF whose rule
 * inserts them and lead back to that NF's default next hop.
 *
 * @param nf the vertex's name: the NF's, or {@code <nf>.<result>} for an inserted NF
 * @param nfType its NF type
 * @param stage the stage it runs in (or, off the default path, the stage whose NF detours to it)
 * @param onDefaultPath whether it is one of the chain's NFs (else inserted by a dynamic rule)
 * @param defaultNext the NFs of the next stage, or {@code egress}
 * @param handlerRules its dynamic edges
 */
public record Vertex(String nf, String nfType, int stage, boolean onDefaultPath, List<String> defaultNext,
        List<HandlerRule> handlerRules) {
    /** The default-next name after the last stage. */
    public static final String EGRESS = "egress";

    /**
     * Validates the components and copies the lists.
     */
    public Vertex {
        requireNonNull(nf);
        requireNonNull(nfType);
        defaultNext = List.copyOf(defaultNext);
        handlerRules = List.copyOf(handlerRules);
        if (defaultNext.isEmpty()) {
            throw new IllegalArgumentException("Vertex " + nf + " needs a default next hop");
        }
    }
}
