/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import com.google.common.base.Throwables;
import org.opendaylight.mdsal.common.api.DataValidationFailedException;
import org.opendaylight.netconf.api.NetconfDocumentedException;

/**
 * Words a failed commit the way the operator should read it. A refusal by the suite's commit cohorts arrives as a
 * {@link NetconfDocumentedException} somewhere in the failure's causes; RESTCONF (netconf 9.0.1,
 * {@code RestconfStrategy.decodeException}) answers with the message of the first such cause, and so does the
 * console. Other failures (a YANG constraint the data tree checks at commit, a datastore problem) are described by
 * the validation failure, or else the failure itself.
 */
public final class CommitRefusals {
    private CommitRefusals() {
        // utility class
    }

    /**
     * Returns what to tell the operator about a failed commit.
     *
     * @param failure the commit future's failure
     * @return the refusal's message, exactly as RESTCONF reports it, or a description of the failure
     */
    public static String message(final Throwable failure) {
        final var causes = Throwables.getCausalChain(failure);
        for (var cause : causes) {
            if (cause instanceof NetconfDocumentedException documented && documented.getMessage() != null) {
                return documented.getMessage();
            }
        }
        for (var cause : causes) {
            if (cause instanceof DataValidationFailedException invalid && invalid.getMessage() != null) {
                return "The commit was refused: " + invalid.getMessage();
            }
        }
        final var root = Throwables.getRootCause(failure);
        return "The commit failed: " + (root.getMessage() != null ? root.getMessage() : root.toString());
    }
}
