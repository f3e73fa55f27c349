/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static java.util.Objects.requireNonNull;

import java.time.Instant;

/**
 * An NF a dynamic rule inserted into a running graph after an NF alert (OpenPATH paper section 7.9).
 *
 * @param name the inserted vertex, {@code <nf>.<result>}
 * @param nfType its NF type
 * @param afterNf the NF whose alert inserted it
 * @param result the result that triggered it
 * @param insertedAt when the first alert inserted it
 * @param alerts alerts received for the rule since then
 */
public record InsertedNf(String name, String nfType, String afterNf, String result, Instant insertedAt, long alerts) {
    /**
     * Checks.
     */
    public InsertedNf {
        requireNonNull(name);
        requireNonNull(nfType);
        requireNonNull(afterNf);
        requireNonNull(result);
        requireNonNull(insertedAt);
    }

    /**
     * Counts one more alert.
     *
     * @return a copy with one more alert
     */
    public InsertedNf alerted() {
        return new InsertedNf(name, nfType, afterNf, result, insertedAt, alerts + 1);
    }
}
