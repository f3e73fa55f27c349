/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import org.openpath.analyzer.AnalysisResult;
import org.openpath.placement.PlacementOutcome;

/**
 * Result of a dry run ({@code compute-placement}): what the request's analysis and placement would be.
 *
 * @param analysis the analysis
 * @param outcome the placement outcome
 */
public record DryRun(AnalysisResult analysis, PlacementOutcome outcome) {
    /**
     * Checks.
     */
    public DryRun {
        requireNonNull(analysis);
        requireNonNull(outcome);
    }
}
