/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.io.Serializable;
import org.eclipse.jdt.annotation.Nullable;

/**
 * An NF handler rule of a chain request (OpenPATH paper section 5.3, Fig. 10: "Match: &lt;NF result&gt;, Action:
 * Discard | Send-to NF | Default"; {@code openpath-chains:chain-request/dynamic-rule}). When {@link #nf()} reports
 * {@link #result()} for a packet:
 * <ul>
 *   <li>{@link Action#DISCARD}: the packet is dropped after {@code nf};</li>
 *   <li>{@link Action#SEND_TO_NF}: the packet continues at {@link #target()}, an NF that comes later in the
 *       sequential order; the NFs in between do not see it;</li>
 *   <li>{@link Action#INSERT_NF}: the packet detours through a new NF of type {@link #target()} (e.g. a sandbox after
 *       an IDS), then continues after {@code nf}; the detour vertex is named {@code <nf>.<result>};</li>
 *   <li>{@link Action#USE_DEFAULT}: the packet stays on the default path.</li>
 * </ul>
 * An NF with a rule other than {@code USE_DEFAULT} diverts packets, so no later NF may run in parallel with it.
 *
 * @param nf the NF whose result is matched
 * @param result the matched result, one the NF's type declares
 * @param action what happens to the packet
 * @param target the NF (for {@code SEND_TO_NF}) or NF type (for {@code INSERT_NF}); {@code null} otherwise
 */
public record DynamicRule(String nf, String result, Action action, @Nullable String target) implements Serializable {
    /**
     * The rule's action, the cases of the YANG choice {@code action}.
     */
    public enum Action {
        /** Drop the packet. */
        DISCARD,
        /** Steer the packet to a later NF of the chain. */
        SEND_TO_NF,
        /** Steer the packet through an inserted NF of the given type, then back to the default path. */
        INSERT_NF,
        /** Keep the packet on the default path. */
        USE_DEFAULT
    }

    /**
     * Validates the components: {@code target} is present exactly for {@code SEND_TO_NF} and {@code INSERT_NF}.
     */
    public DynamicRule {
        Names.check(nf, "NF name");
        Names.check(result, "NF result");
        checkTarget(requireNonNull(action, "action"), target);
    }

    /**
     * Returns a rule discarding the packet.
     *
     * @param nf the NF
     * @param result its result
     * @return the rule
     */
    public static DynamicRule discard(final String nf, final String result) {
        return new DynamicRule(nf, result, Action.DISCARD, null);
    }

    /**
     * Returns a rule steering the packet to a later NF.
     *
     * @param nf the NF
     * @param result its result
     * @param target the NF to continue at
     * @return the rule
     */
    public static DynamicRule sendTo(final String nf, final String result, final String target) {
        return new DynamicRule(nf, result, Action.SEND_TO_NF, target);
    }

    /**
     * Returns a rule detouring the packet through an inserted NF.
     *
     * @param nf the NF
     * @param result its result
     * @param nfType the type of the inserted NF
     * @return the rule
     */
    public static DynamicRule insert(final String nf, final String result, final String nfType) {
        return new DynamicRule(nf, result, Action.INSERT_NF, nfType);
    }

    /**
     * Returns a rule keeping the packet on the default path.
     *
     * @param nf the NF
     * @param result its result
     * @return the rule
     */
    public static DynamicRule useDefault(final String nf, final String result) {
        return new DynamicRule(nf, result, Action.USE_DEFAULT, null);
    }

    /**
     * Returns whether the rule takes packets off the default path (anything but {@code USE_DEFAULT}).
     *
     * @return {@code true} if the rule diverts
     */
    public boolean diverts() {
        return action != Action.USE_DEFAULT;
    }

    /**
     * Returns the name of the vertex an {@code INSERT_NF} rule creates.
     *
     * @return {@code <nf>.<result>}
     */
    public String detourName() {
        return nf + "." + result;
    }

    private static void checkTarget(final Action action, final @Nullable String target) {
        if (action == Action.SEND_TO_NF || action == Action.INSERT_NF) {
            Names.check(target, "target");
        } else if (target != null) {
            throw new IllegalArgumentException("Action " + action + " takes no target, got '" + target + "'");
        }
    }

    @Override
    public String toString() {
        final var to = target;
        return "DynamicRule(" + nf + ", " + result + " -> " + switch (action) {
            case DISCARD -> "discard";
            case SEND_TO_NF -> "send-to " + to;
            case INSERT_NF -> "insert " + to;
            case USE_DEFAULT -> "default";
        } + ")";
    }
}
