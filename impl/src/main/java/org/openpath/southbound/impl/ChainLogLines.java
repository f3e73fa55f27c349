/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.slf4j.Logger;

/**
 * The renderer's per-chain log lines of one burst (a render pass, the confirmations of one round): each at INFO while
 * the burst has at most {@value #DETAILED} chains, so that an operator who changed a chain reads what became of it;
 * beyond that each at DEBUG under one INFO line that sums the burst up, so that a thousand chains rendered at once
 * write a few lines instead of two thousand. The lines are formatted only when they are written: those at DEBUG cost
 * nothing while DEBUG is off (formatting and writing them took a tenth of the renderer's thread while a thousand
 * chains were rendered, JFR of 2026-11-29).
 *
 * <p>Not thread-safe: one owner thread adds and flushes.
 */
final class ChainLogLines {
    /** The chains of a burst whose lines go to INFO one by one. */
    static final int DETAILED = 10;

    private final Logger log;
    private final List<Line> lines = new ArrayList<>();

    private record Line(String chain, Supplier<String> text) {
    }

    /**
     * Creates the lines of a logger.
     *
     * @param log where they go
     */
    ChainLogLines(final Logger log) {
        this.log = requireNonNull(log);
    }

    /**
     * Adds a chain's line to the burst: {@code Chain <name> <text>}.
     *
     * @param chain the chain
     * @param text what became of it, formatted when it is written
     */
    void add(final String chain, final Supplier<String> text) {
        lines.add(new Line(requireNonNull(chain), requireNonNull(text)));
    }

    /**
     * The lines in the burst so far.
     *
     * @return their number
     */
    int size() {
        return lines.size();
    }

    /**
     * Writes the burst's lines and forgets them: each at INFO, or the summary at INFO and each at DEBUG.
     *
     * @param summary the burst summed up, asked for only when it is written; the line adds where the chains' own
     *     lines are
     */
    void flush(final Supplier<String> summary) {
        if (lines.size() <= DETAILED) {
            lines.forEach(line -> log.info("Chain {} {}", line.chain, line.text.get()));
        } else {
            log.info("{} (each chain's line at DEBUG: log:set DEBUG {})", summary.get(), log.getName());
            if (log.isDebugEnabled()) {
                lines.forEach(line -> log.debug("Chain {} {}", line.chain, line.text.get()));
            }
        }
        lines.clear();
    }
}
