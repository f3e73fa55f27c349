/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import org.eclipse.jdt.annotation.Nullable;

/**
 * What an NF did with a packet: forward, drop or consume it (flow termination), and the result it reports.
 *
 * @param fate the packet's fate
 * @param result the NF's result for dynamic rules, or {@code null} for the default
 */
public record Effect(Fate fate, @Nullable String result) {
    /** Forward with the default result. */
    public static final Effect FORWARD = new Effect(Fate.FORWARD, null);
    /** Drop. */
    public static final Effect DROP = new Effect(Fate.DROP, null);
    /** Consume (terminate the flow). */
    public static final Effect TERMINATE = new Effect(Fate.TERMINATE, null);

    /**
     * A packet's fate.
     */
    public enum Fate {
        /** The packet goes on. */
        FORWARD,
        /** The NF drops the packet. */
        DROP,
        /** The NF consumes the packet (it terminates the flow, e.g. a cache or proxy answering). */
        TERMINATE
    }

    /**
     * Returns the effect of forwarding the packet with a result for the dynamic rules.
     *
     * @param result the result, or {@code null} for the default
     * @return the effect
     */
    public static Effect report(final @Nullable String result) {
        return new Effect(Fate.FORWARD, result);
    }
}
