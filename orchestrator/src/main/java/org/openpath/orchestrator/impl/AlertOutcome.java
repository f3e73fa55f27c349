/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import org.eclipse.jdt.annotation.Nullable;

/**
 * What a chain's dynamic rule did with an NF alert.
 *
 * @param action the rule's action
 * @param insertedNf the inserted vertex, for {@link Action#INSERTED} and {@link Action#ALREADY_INSERTED}
 * @param node where the inserted NF runs, when placed
 */
public record AlertOutcome(Action action, @Nullable String insertedNf, @Nullable String node) {
    /**
     * Mirrors the {@code report-nf-alert} output's {@code action}.
     */
    public enum Action {
        /** An NF was inserted into the running graph. */
        INSERTED,
        /** An earlier alert inserted it already. */
        ALREADY_INSERTED,
        /** The rule discards the flow. */
        DISCARD,
        /** The rule steers the flow to another NF. */
        SEND_TO,
        /** The rule keeps the flow on its default path. */
        DEFAULT,
        /** No rule for this result. */
        NO_RULE
    }

    /**
     * Checks.
     */
    public AlertOutcome {
        requireNonNull(action);
    }
}
