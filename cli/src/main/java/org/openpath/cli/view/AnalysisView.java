/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.cli.text.StageDrawing;

/**
 * A chain's analysis: its parallel service graph and the dependency verdict of every NF pair (OpenPATH paper
 * section 5.2), as a stored chain's state or the {@code analyze-chain} dry run shows it.
 *
 * @param mode the analysis mode ({@code coarse} or {@code field-level})
 * @param stageCount the number of stages
 * @param copiesPerPacket packet copies made per input packet
 * @param parallelism NFs per stage, on average
 * @param stages the stages, in index order
 * @param detours the NFs off the default path
 * @param pairs the dependency verdicts
 */
public record AnalysisView(@Nullable String mode, @Nullable Integer stageCount, @Nullable Integer copiesPerPacket,
        @Nullable String parallelism, List<StageDrawing.Stage> stages, List<StageDrawing.Detour> detours,
        List<Pair> pairs) {
    /**
     * Creates an analysis view.
     */
    public AnalysisView {
        stages = List.copyOf(stages);
        detours = List.copyOf(detours);
        pairs = List.copyOf(pairs);
    }

    /**
     * The verdict on two NFs.
     *
     * @param first the earlier NF of the sequential chain
     * @param second the later one
     * @param verdict {@code parallel}, {@code parallel-with-copy} or {@code sequential}
     * @param conflictingFields the fields whose actions conflict
     * @param reason why
     */
    public record Pair(String first, String second, @Nullable String verdict, List<String> conflictingFields,
            @Nullable String reason) {
        /**
         * Creates a pair.
         */
        public Pair {
            requireNonNull(first);
            requireNonNull(second);
            conflictingFields = List.copyOf(conflictingFields);
        }
    }
}
