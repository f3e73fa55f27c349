/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

/**
 * Figures of a service graph (OpenPATH paper section 5.3): how much of the chain runs in parallel and at what
 * copying cost.
 *
 * @param nfCount NFs on the default path (the sequential chain's length)
 * @param stageCount stages of the graph; {@code nfCount} for a fully sequential chain, 1 when everything runs in
 *     parallel
 * @param copiesPerPacket packet copies made per input packet on the default path (header plus full copies)
 * @param headerCopies of which header-only copies
 * @param fullCopies of which full copies
 * @param parallelismDegree NFs per stage on average ({@code nfCount / stageCount})
 * @param maxStageWidth the most NFs in one stage
 */
public record GraphMetrics(int nfCount, int stageCount, int copiesPerPacket, int headerCopies, int fullCopies,
        double parallelismDegree, int maxStageWidth) {
    /**
     * Validates the components.
     */
    public GraphMetrics {
        if (nfCount < 1 || stageCount < 1 || stageCount > nfCount || headerCopies < 0 || fullCopies < 0
            || copiesPerPacket != headerCopies + fullCopies) {
            throw new IllegalArgumentException("Inconsistent metrics");
        }
    }
}
