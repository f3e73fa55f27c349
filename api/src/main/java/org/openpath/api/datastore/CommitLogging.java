/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.api.datastore;

import static java.util.Objects.requireNonNull;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import org.slf4j.Logger;

/**
 * Logs the outcome of a datastore commit that nobody waits for: {@code Wrote <what>} at TRACE when it succeeded,
 * {@code Could not write <what>} at WARN, with the cause, when it failed. For writes whose failure is reported, not
 * handled: a commit whose failure must be acted upon (retried, answered to a caller) needs a callback of its own.
 * The one such helper of the suite: the orchestrator and the southbound both log their commits with it.
 */
public final class CommitLogging {
    private CommitLogging() {
        // Static only
    }

    /**
     * Logs the outcome of a commit once it completes, on the thread that completes it.
     *
     * @param commit the commit, e.g. {@code tx.commit()}
     * @param log the caller's logger, so the lines carry the caller's category
     * @param what what the transaction writes, e.g. {@code "the state of 3 chains to the operational datastore"}
     */
    public static void log(final ListenableFuture<?> commit, final Logger log, final String what) {
        Futures.addCallback(commit, new Outcome(log, what), MoreExecutors.directExecutor());
    }

    private static final class Outcome implements FutureCallback<Object> {
        private final Logger log;
        private final String what;

        Outcome(final Logger log, final String what) {
            this.log = requireNonNull(log);
            this.what = requireNonNull(what);
        }

        @Override
        public void onSuccess(final Object result) {
            log.trace("Wrote {}", what);
        }

        @Override
        public void onFailure(final Throwable cause) {
            log.warn("Could not write {}", what, cause);
        }
    }
}
