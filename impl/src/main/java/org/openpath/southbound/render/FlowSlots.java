/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

/**
 * The flow ids of one version of a chain's rendering: odd versions use the renderer's ids, even versions the same ids
 * with {@value #EVEN_SUFFIX}, so that a rendering never rewrites a flow its predecessor has in the config inventory.
 *
 * <p>Why: a rewritten flow with a new cookie (each version has its own, docs/rendering.md) is one that OpenFlowPlugin
 * cannot modify in place — OpenFlow 1.3 keeps an entry's cookie on MODIFY — so it sends DELETE_STRICT and then ADD,
 * and a packet that reaches the switch between the two misses the table. A flow under another id is an ADD: the
 * switch replaces an entry with the same match and priority in one step, and the predecessor's flow, deleted once the
 * new version is confirmed, names its own cookie (the config flows carry a full cookie mask), so that deletion takes
 * nothing the new version put there.
 */
public final class FlowSlots {
    /** What the flow ids of an even version end with. */
    public static final String EVEN_SUFFIX = "~2";
    /** The last version: the next one is 1 again, so odd and even versions alternate across the wrap too. */
    public static final int LAST_VERSION = 0xFFFE;

    private FlowSlots() {
        // static only
    }

    /**
     * Returns the version after another.
     *
     * @param version a version, 1 to {@link #LAST_VERSION}
     * @return the next, of the other parity
     * @throws IllegalArgumentException if the version is not 1 to {@link #LAST_VERSION}
     */
    public static int next(final int version) {
        if (version < 1 || version > LAST_VERSION) {
            throw new IllegalArgumentException("a rendering version is 1 to " + LAST_VERSION + ", not " + version);
        }
        return version % LAST_VERSION + 1;
    }

    /**
     * Gives a rendering the flow ids of a version.
     *
     * @param rules the rendering, with the renderer's ids
     * @param version its version
     * @return the rendering with the version's ids (the same object for an odd version)
     * @throws IllegalArgumentException if the version is not 1 to {@link #LAST_VERSION}
     */
    public static ChainRules of(final ChainRules rules, final int version) {
        if (odd(version)) {
            return rules;
        }
        return new ChainRules(rules.chain(), rules.sfcId(), rules.cookie(), rules.flows().stream()
            .map(flow -> of(flow, version)).toList(), rules.groups(), rules.nfMessages(), rules.segments(),
            rules.routes());
    }

    /**
     * Gives one flow the id of a version.
     *
     * @param flow the flow, with the renderer's id
     * @param version the version
     * @return the flow with the version's id (the same object for an odd version)
     * @throws IllegalArgumentException if the version is not 1 to {@link #LAST_VERSION}
     */
    public static FlowRule of(final FlowRule flow, final int version) {
        return odd(version) ? flow
            : new FlowRule(flow.node(), flow.id() + EVEN_SUFFIX, flow.priority(), flow.match(), flow.actions());
    }

    private static boolean odd(final int version) {
        if (version < 1 || version > LAST_VERSION) {
            throw new IllegalArgumentException("a rendering version is 1 to " + LAST_VERSION + ", not " + version);
        }
        return (version & 1) == 1;
    }
}
