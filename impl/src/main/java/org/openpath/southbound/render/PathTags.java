/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

/**
 * Allocates the VLAN ids that carry chains between nodes: one per segment, unique in the whole domain, so a
 * transit switch routes on the tag alone. A chain keeps the tag of a segment it still has when it is rendered again
 * (so unchanged segments keep their rules); tags of segments it no longer has are released. New tags are handed out
 * round robin, so a released tag is the last to be taken again. Not thread-safe.
 */
public final class PathTags {
    /** The highest VLAN id. */
    public static final int MAX_TAG = 4094;

    private final BitSet used = new BitSet(MAX_TAG + 1);
    private final Map<String, Map<String, Integer>> byChain = new HashMap<>();
    private int next = 1;

    /**
     * Starts a rendering of a chain: the tags it holds can be taken again by key, the others are released when the
     * rendering is {@link Session#commit() committed}.
     *
     * @param chain the chain
     * @return the session
     */
    public Session begin(final String chain) {
        return new Session(chain);
    }

    /**
     * Releases every tag of a chain.
     *
     * @param chain the chain
     */
    public void release(final String chain) {
        final var tags = byChain.remove(chain);
        if (tags != null) {
            tags.values().forEach(used::clear);
        }
    }

    /**
     * Returns how many tags are in use.
     *
     * @return the count
     */
    public int inUse() {
        return used.cardinality();
    }

    /**
     * One rendering of one chain.
     */
    public final class Session {
        private final String chain;
        private final Map<String, Integer> before;
        private final Map<String, Integer> now = new HashMap<>();

        Session(final String chain) {
            this.chain = chain;
            before = byChain.getOrDefault(chain, Map.of());
        }

        /**
         * Returns the tag of a segment, the one it had if the chain held it before.
         *
         * @param key the segment's key
         * @return the tag
         * @throws IllegalStateException if all 4094 tags are in use
         */
        public int tag(final String key) {
            final var known = now.get(key);
            if (known != null) {
                return known;
            }
            Integer tag = before.get(key);
            if (tag == null) {
                // round robin: a tag just released is taken again last, so that another chain's new rules never
                // share a match with the old rules the switches are still removing
                int free = used.nextClearBit(next);
                if (free > MAX_TAG) {
                    free = used.nextClearBit(1);
                }
                if (free > MAX_TAG) {
                    throw new IllegalStateException("All " + MAX_TAG + " path tags (VLAN ids) are in use");
                }
                used.set(free);
                next = free + 1;
                tag = free;
            }
            now.put(key, tag);
            return tag;
        }

        /**
         * Keeps the tags taken in this session and releases the chain's others.
         */
        public void commit() {
            before.forEach((key, tag) -> {
                if (!now.containsKey(key)) {
                    used.clear(tag);
                }
            });
            if (now.isEmpty()) {
                byChain.remove(chain);
            } else {
                byChain.put(chain, Map.copyOf(now));
            }
        }

        /**
         * Releases the tags this session took that the chain did not hold before.
         */
        public void abort() {
            now.forEach((key, tag) -> {
                if (!before.containsKey(key)) {
                    used.clear(tag);
                }
            });
        }
    }
}
