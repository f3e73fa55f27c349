/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.api.datastore;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.SettableFuture;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;

/**
 * A commit nobody waits for logs one line on the caller's logger once it completes.
 */
class CommitLoggingTest {
    private final List<List<Object>> lines = new ArrayList<>();
    private final Logger log = (Logger) Proxy.newProxyInstance(Logger.class.getClassLoader(),
        new Class<?>[] {Logger.class}, (proxy, method, args) -> {
            final var line = new ArrayList<>();
            line.add(method.getName());
            line.addAll(Arrays.asList(args == null ? new Object[0] : args));
            lines.add(line);
            return null;
        });

    @Test
    void aSuccessfulCommitIsTracedWithWhatItWrote() {
        CommitLogging.log(Futures.immediateFuture("info"), log, "the state of 3 chains");
        assertEquals(List.of(List.of("trace", "Wrote {}", "the state of 3 chains")), lines);
    }

    @Test
    void aFailedCommitIsAWarningWithItsCause() {
        final var failure = new IllegalStateException("optimistic lock failed");
        CommitLogging.log(Futures.immediateFailedFuture(failure), log, "the state of 3 chains");
        assertEquals(List.of(List.of("warn", "Could not write {}", "the state of 3 chains", failure)), lines);
    }

    @Test
    void nothingIsLoggedBeforeTheCommitCompletes() {
        final var commit = SettableFuture.<Object>create();
        CommitLogging.log(commit, log, "a report");
        assertEquals(List.of(), lines);
        commit.set("info");
        assertEquals(List.of(List.of("trace", "Wrote {}", "a report")), lines);
    }
}
