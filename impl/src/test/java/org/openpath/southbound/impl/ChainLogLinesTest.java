/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;

/**
 * The renderer's per-chain log lines against a logger that records what it is given: each line at INFO for a burst
 * of a few chains, one summary at INFO for a larger one with the lines at DEBUG only while DEBUG is on, and nothing
 * formatted that is not written.
 */
class ChainLogLinesTest {
    // what the logger was asked: level, then the message with its arguments filled in
    private final List<String> logged = new ArrayList<>();
    private final AtomicInteger formatted = new AtomicInteger();
    private boolean debug;

    private final Logger logger = (Logger) Proxy.newProxyInstance(Logger.class.getClassLoader(),
        new Class<?>[] { Logger.class }, (proxy, method, args) -> switch (method.getName()) {
            case "getName" -> "org.openpath.test";
            case "isDebugEnabled" -> debug;
            case "info", "debug" -> {
                var message = (String) args[0];
                for (var arg : Arrays.copyOfRange(args, 1, args.length)) {
                    message = message.replaceFirst("\\{}", String.valueOf(arg));
                }
                logged.add(method.getName() + " " + message);
                yield null;
            }
            default -> throw new UnsupportedOperationException(method.getName());
        });

    private final ChainLogLines lines = new ChainLogLines(logger);

    @Test
    void aFewChainsAreLoggedOneByOneAtInfoWithoutTheSummary() {
        add(ChainLogLines.DETAILED);
        lines.flush(() -> {
            throw new AssertionError("no summary for " + ChainLogLines.DETAILED + " chains");
        });
        assertEquals(IntStream.range(0, ChainLogLines.DETAILED).mapToObj(i -> "info Chain c" + i + " rendered in "
            + i + " ms").toList(), logged);
        assertEquals(0, lines.size(), "forgotten once written");
    }

    @Test
    void manyChainsAreSummedUpAtInfoAndTheirLinesNotEvenFormattedWhileDebugIsOff() {
        add(ChainLogLines.DETAILED + 1);
        lines.flush(() -> "Confirmed 11 chains");
        assertEquals(List.of("info Confirmed 11 chains (each chain's line at DEBUG: log:set DEBUG org.openpath.test)"),
            logged);
        assertEquals(0, formatted.get());
    }

    @Test
    void manyChainsHaveTheirLinesAtDebugWhileItIsOn() {
        debug = true;
        add(ChainLogLines.DETAILED + 1);
        lines.flush(() -> "Confirmed 11 chains");
        assertEquals(ChainLogLines.DETAILED + 2, logged.size());
        assertEquals("info Confirmed 11 chains (each chain's line at DEBUG: log:set DEBUG org.openpath.test)",
            logged.getFirst());
        assertEquals("debug Chain c10 rendered in 10 ms", logged.getLast());
        assertEquals(ChainLogLines.DETAILED + 1, formatted.get());
    }

    @Test
    void eachBurstIsCountedOnItsOwn() {
        add(ChainLogLines.DETAILED + 1);
        lines.flush(() -> "first");
        logged.clear();
        add(1);
        lines.flush(() -> "second");
        assertEquals(List.of("info Chain c0 rendered in 0 ms"), logged);
    }

    private void add(final int count) {
        for (int i = 0; i < count; i++) {
            final int chain = i;
            lines.add("c" + i, () -> {
                formatted.incrementAndGet();
                return "rendered in " + chain + " ms";
            });
        }
    }
}
