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

/**
 * One line of {@code chain-list}: a chain request and where it stands. {@code --json} prints these records.
 *
 * @param name the chain
 * @param status its status ({@code accepted}, {@code placed}, {@code rendered}, {@code rejected}, {@code failed},
 *     ...), absent while the orchestrator has not written its state
 * @param runningOn {@code working}, {@code backup} or {@code none}
 * @param subSfcs its sub-SFCs
 * @param rules the rules the renderer installed, absent when it has not reported
 * @param requested false for a state whose request is gone (being removed)
 */
public record ChainRow(String name, @Nullable String status, @Nullable String runningOn, List<SubSfc> subSfcs,
        @Nullable Rules rules, boolean requested) {
    /**
     * One sub-SFC.
     *
     * @param id its id
     * @param role {@code working} or {@code backup}
     * @param node the node it runs on
     * @param active whether it carries the chain's traffic
     */
    public record SubSfc(String id, @Nullable String role, @Nullable String node, boolean active) {
        /**
         * Creates a sub-SFC.
         */
        public SubSfc {
            requireNonNull(id);
        }
    }

    /**
     * The chain's rules on the switches.
     *
     * @param state {@code pending}, {@code confirmed}, {@code not-rendered} or {@code failed}
     * @param flowRules flows installed
     * @param groups groups installed
     * @param nfHandlerRules NF handler rules installed
     */
    public record Rules(@Nullable String state, long flowRules, long groups, long nfHandlerRules) {
    }

    /**
     * Creates a row.
     */
    public ChainRow {
        requireNonNull(name);
        subSfcs = List.copyOf(subSfcs);
    }
}
