/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What each algorithm of the paper's section 7.5 is: only Strawman Simple ignores the service graph's parallelism,
 * only OpenPATH reserves backup sub-SFCs.
 */
class AlgorithmTest {
    @Test
    void onlyStrawmanSimplePlacesTheChainSequentially() {
        assertEquals(List.of(Algorithm.STRAWMAN_SIMPLE),
            Arrays.stream(Algorithm.values()).filter(Algorithm::sequential).toList());
    }

    @Test
    void onlyOpenPathReservesBackups() {
        assertEquals(List.of(Algorithm.OPENPATH),
            Arrays.stream(Algorithm.values()).filter(Algorithm::reservesBackups).toList());
    }
}
