/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

/**
 * Where the time of one rendering went, from the render pass to its confirmation: when its inventory writes were
 * committed, when the switches acknowledged its NF messages, when they first showed all its flows, and how many
 * confirmation rounds it waited. The renderer logs it with the confirmation, so a slow one says which step was slow.
 * Owned by the renderer's thread.
 */
final class ConfirmationTimeline {
    private final long startedNanos;
    private long writtenNanos;
    private long acknowledgedNanos;
    private long flowsSeenNanos;
    private int rounds;

    ConfirmationTimeline(final long startedNanos) {
        this.startedNanos = startedNanos;
    }

    /**
     * Notes that the rendering's inventory writes were committed; only the first time counts.
     *
     * @param now the time, {@link System#nanoTime()}
     */
    void written(final long now) {
        if (writtenNanos == 0) {
            writtenNanos = now;
        }
    }

    /**
     * Notes that every NF message sent so far was answered; the last time counts (a later round of messages, e.g. to
     * a switch that reconnected, is waited for too).
     *
     * @param now the time
     */
    void acknowledged(final long now) {
        acknowledgedNanos = now;
    }

    /**
     * Notes one confirmation round that read the switches for this rendering.
     */
    void round() {
        rounds++;
    }

    /**
     * The confirmation rounds that read the switches for this rendering so far.
     *
     * @return their number
     */
    int rounds() {
        return rounds;
    }

    /**
     * Notes that the switches showed all the rendering's flows; only the first time counts (the flows of a
     * switch-over are seen later).
     *
     * @param now the time
     */
    void flowsSeen(final long now) {
        if (flowsSeenNanos == 0) {
            flowsSeenNanos = now;
        }
    }

    /**
     * Says where the time went, in milliseconds since the render pass.
     *
     * @return e.g. {@code written after 12 ms, NF messages acknowledged after 80 ms, flows seen after 310 ms, 3
     *     rounds}
     */
    String describe() {
        final var text = new StringBuilder();
        text.append(writtenNanos == 0 ? "not written" : "written after " + millis(writtenNanos));
        if (acknowledgedNanos != 0) {
            text.append(", NF messages acknowledged after ").append(millis(acknowledgedNanos));
        }
        text.append(flowsSeenNanos == 0 ? ", flows not seen" : ", flows seen after " + millis(flowsSeenNanos))
            .append(", ").append(rounds).append(rounds == 1 ? " round" : " rounds");
        return text.toString();
    }

    private String millis(final long at) {
        return (at - startedNanos) / 1_000_000 + " ms";
    }
}
