/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

/**
 * What an NF's load report changed (the {@code report-nf-load} output).
 *
 * @param action what happened
 * @param instances how many instances the NF runs now
 * @param reason why
 */
public record LoadOutcome(Action action, int instances, String reason) {
    /** Mirrors the {@code report-nf-load} output's {@code action}. */
    public enum Action {
        /** The NF keeps its instances. */
        KEPT,
        /** One more instance. */
        SCALED_OUT,
        /** One fewer instance. */
        SCALED_IN,
        /** It should run one more but cannot. */
        REFUSED
    }

    /**
     * Validates the components.
     */
    public LoadOutcome {
        requireNonNull(action);
        requireNonNull(reason);
    }
}
