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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Allocates the VLAN ids that carry chains between nodes: one per segment, unique in the whole domain, so a
 * transit switch routes on the tag alone. A chain keeps the tag of a segment it still has when it is rendered again
 * (so unchanged segments keep their rules); tags of segments it no longer has are released. New tags are handed out
 * round robin, so a released tag is the last to be taken again.
 *
 * <p>It also keeps the domain's <b>shared routes</b>: a route tag per destination node (held for good) and, per
 * switch and destination, the next hop that the shared route flow there takes and the chains that use it. A chain
 * can use a shared route along a path only where no other chain already sends that destination another way. Not
 * thread-safe.
 */
public final class PathTags {
    /** The highest VLAN id. */
    public static final int MAX_TAG = 4094;

    private final BitSet used = new BitSet(MAX_TAG + 1);
    private final Map<String, Map<String, Integer>> byChain = new HashMap<>();
    private final Map<String, Integer> routeTags = new HashMap<>();
    private final Map<String, RouteClaim> routes = new HashMap<>();
    private final Map<String, Map<String, String>> routesByChain = new HashMap<>();
    private int next = 1;

    /**
     * The next hop of a shared route at one switch, and the chains using it.
     */
    private record RouteClaim(String nextHop, Set<String> chains) {
    }

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
        releaseRoutes(chain, Map.of());
    }

    /**
     * Forgets every shared-route claim (the fabric changed: every chain is rendered again and claims afresh). Route
     * tags are kept.
     */
    public void resetRoutes() {
        routes.clear();
        routesByChain.clear();
    }

    /**
     * Returns how many (switch, destination) shared routes chains use.
     *
     * @return the count
     */
    public int sharedRoutes() {
        return routes.size();
    }

    private static String routeKey(final String node, final String destination) {
        return node + ">" + destination;
    }

    private void releaseRoutes(final String chain, final Map<String, String> kept) {
        final var held = routesByChain.remove(chain);
        if (held == null) {
            return;
        }
        held.keySet().forEach(key -> {
            if (!kept.containsKey(key)) {
                final var claim = routes.get(key);
                if (claim != null) {
                    claim.chains().remove(chain);
                    if (claim.chains().isEmpty()) {
                        routes.remove(key);
                    }
                }
            }
        });
    }

    private int take() {
        // round robin: a tag just released is taken again last, so that another chain's new rules never share a
        // match with the old rules the switches are still removing
        int free = used.nextClearBit(next);
        if (free > MAX_TAG) {
            free = used.nextClearBit(1);
        }
        if (free > MAX_TAG) {
            throw new IllegalStateException("All " + MAX_TAG + " path tags (VLAN ids) are in use");
        }
        used.set(free);
        next = free + 1;
        return free;
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
        private final Map<String, String> claimed = new HashMap<>();

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
                tag = take();
            }
            now.put(key, tag);
            return tag;
        }

        /**
         * Returns the route tag of a destination node: the outer VLAN id every chain's packets for it carry on a
         * shared route. Held for good once taken.
         *
         * @param destination the node
         * @return the tag
         * @throws IllegalStateException if all 4094 tags are in use
         */
        public int routeTag(final String destination) {
            final var known = routeTags.get(destination);
            if (known != null) {
                return known;
            }
            final int tag = take();
            routeTags.put(destination, tag);
            return tag;
        }

        /**
         * Claims the shared route along a path for this chain, if every switch between its ends either has no
         * shared route to the path's last node yet or sends it to the same next hop (or only this chain uses it).
         *
         * @param path the nodes, both ends included
         * @return whether the chain may use the shared route along the path
         */
        public boolean claimRoute(final List<String> path) {
            final var destination = path.getLast();
            final var wanted = new HashMap<String, String>();
            for (int i = 1; i + 1 < path.size(); i++) {
                final var key = routeKey(path.get(i), destination);
                final var hop = path.get(i + 1);
                final var mine = claimed.get(key);
                final var claim = routes.get(key);
                if (mine != null && !mine.equals(hop) || mine == null && claim != null && !claim.nextHop().equals(hop)
                        && !Set.of(chain).containsAll(claim.chains())) {
                    return false;
                }
                wanted.put(key, hop);
            }
            claimed.putAll(wanted);
            return true;
        }

        /**
         * Claims the shared routes along several paths to the same node, all or none.
         *
         * @param paths the paths, both ends included, each ending at the same node
         * @return whether the chain may use the shared route along every path
         */
        public boolean claimRoutes(final List<List<String>> paths) {
            final var held = new HashMap<>(claimed);
            for (var path : paths) {
                if (!claimRoute(path)) {
                    claimed.clear();
                    claimed.putAll(held);
                    return false;
                }
            }
            return true;
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
            releaseRoutes(chain, claimed);
            claimed.forEach((key, hop) -> {
                final var claim = routes.get(key);
                if (claim == null || !claim.nextHop().equals(hop)) {
                    // new, or only this chain used it (claimRoute checked)
                    final var chains = new HashSet<String>();
                    chains.add(chain);
                    routes.put(key, new RouteClaim(hop, chains));
                } else {
                    claim.chains().add(chain);
                }
            });
            if (!claimed.isEmpty()) {
                routesByChain.put(chain, Map.copyOf(claimed));
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
