/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.DataValidationFailedException;
import org.opendaylight.mdsal.common.api.TransactionCommitFailedException;
import org.opendaylight.netconf.api.NetconfDocumentedException;
import org.opendaylight.yangtools.yang.common.ErrorSeverity;
import org.opendaylight.yangtools.yang.common.ErrorTag;
import org.opendaylight.yangtools.yang.common.ErrorType;
import org.opendaylight.yangtools.yang.data.api.YangInstanceIdentifier;

/**
 * A failed commit is worded the way RESTCONF words it: the message of the cohort's NetconfDocumentedException,
 * wherever it sits among the causes.
 */
class CommitRefusalsTest {
    private static final String REFUSAL = "Chain 'bad' is invalid: Templates form a cycle a -> b -> a through "
        + "Order(a, before, b), Order(b, before, a)";

    @Test
    void aCohortRefusalIsItsMessageExactly() {
        // the shape ConfigValidationCohorts gives it, wrapped as the data broker reports a failed canCommit
        final var cohort = new DataValidationFailedException(YangInstanceIdentifier.class,
            YangInstanceIdentifier.of(), REFUSAL, new NetconfDocumentedException(REFUSAL, ErrorType.APPLICATION,
                ErrorTag.INVALID_VALUE, ErrorSeverity.ERROR));
        assertEquals(REFUSAL, CommitRefusals.message(new TransactionCommitFailedException(
            "canCommit encountered an unexpected failure", cohort)));
    }

    @Test
    void theDocumentedExceptionWinsOverTheWordingAroundIt() {
        final var failure = new TransactionCommitFailedException("commit failed", new IllegalStateException(
            "wrapped", new NetconfDocumentedException("the element names the culprit")));
        assertEquals("the element names the culprit", CommitRefusals.message(failure));
    }

    @Test
    void aDataTreeValidationFailureIsDescribed() {
        final var failure = new TransactionCommitFailedException("commit failed", new DataValidationFailedException(
            YangInstanceIdentifier.class, YangInstanceIdentifier.of(), "Node (openpath-chains)nf is missing a key"));
        assertEquals("The commit was refused: Node (openpath-chains)nf is missing a key",
            CommitRefusals.message(failure));
    }

    @Test
    void anythingElseIsDescribedByItsRootCause() {
        final var failure = new TransactionCommitFailedException("commit failed",
            new IllegalStateException("shard leader not found"));
        assertEquals("The commit failed: shard leader not found", CommitRefusals.message(failure));
    }
}
