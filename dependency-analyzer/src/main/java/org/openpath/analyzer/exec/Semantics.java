/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import static org.openpath.analyzer.PacketField.IP_DST;
import static org.openpath.analyzer.PacketField.IP_PROTO;
import static org.openpath.analyzer.PacketField.IP_SRC;
import static org.openpath.analyzer.PacketField.L4_DST;
import static org.openpath.analyzer.PacketField.L4_SRC;
import static org.openpath.analyzer.PacketField.METADATA;
import static org.openpath.analyzer.PacketField.PAYLOAD;
import static org.openpath.analyzer.PacketField.TCP_FLAGS;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.PacketField;

/**
 * Executable semantics of the NF types. Every built-in type has its own small function that does what its profile
 * declares (a firewall tracks SYNs and drops some flows, a NAT allocates ports, a VPN encapsulates and decapsulates,
 * a cache answers repeated requests...); any other type, or a built-in name with another profile, runs the
 * profile-driven {@link #generic(NfType)} interpreter. {@link FieldAccess} enforces that none touches more than it
 * declares.
 */
public final class Semantics {
    static final long SYN = 2;

    private static final Map<String, NfSemantics> BUILT_IN = Map.ofEntries(
        Map.entry("firewall", Semantics::firewall),
        Map.entry("gateway", (packet, state) -> {
            packet.get(IP_SRC);
            packet.get(IP_DST);
            return Effect.FORWARD;
        }),
        Map.entry("ids", Semantics::ids),
        Map.entry("voc", (packet, state) -> {
            state.acc = mix(state.acc, fiveTuple(packet), packet.get(PAYLOAD));
            return Effect.FORWARD;
        }),
        Map.entry("netcache", (packet, state) -> {
            state.table.merge(mix(packet.get(IP_DST), packet.get(L4_DST), packet.get(PAYLOAD)), 1L, Long::sum);
            return Effect.FORWARD;
        }),
        Map.entry("vpn", Semantics::vpn),
        Map.entry("nat", Semantics::nat),
        Map.entry("wan-optimizer", (packet, state) -> {
            final long payload = packet.get(PAYLOAD);
            if (state.table.containsKey(payload)) {
                packet.set(PAYLOAD, 1000 + state.table.get(payload));
            } else {
                state.table.put(payload, (long) state.table.size());
            }
            return Effect.FORWARD;
        }),
        Map.entry("shaper", (packet, state) -> Effect.FORWARD),
        Map.entry("traffic-monitor", (packet, state) -> {
            count(state, FlowKey.of(packet, FlowKey.FIVE_TUPLE), 0);
            return Effect.FORWARD;
        }),
        Map.entry("load-balancer", Semantics::loadBalancer),
        Map.entry("cache", (packet, state) -> {
            final long key = mix(packet.get(IP_SRC) & 1, packet.get(PAYLOAD));
            if (state.table.containsKey(key) && (packet.get(L4_SRC) & 1) == 0) {
                return Effect.TERMINATE;
            }
            state.table.put(key, 1L);
            return Effect.FORWARD;
        }),
        Map.entry("proxy", (packet, state) -> {
            final long dst = packet.get(IP_DST);
            if (Math.floorMod(dst, 5) == 0) {
                return Effect.TERMINATE;
            }
            state.counter++;
            packet.set(IP_DST, 100 + Math.floorMod(mix(dst, packet.get(IP_SRC)), 8));
            packet.set(IP_SRC, 90);
            return Effect.FORWARD;
        }),
        Map.entry("compression", (packet, state) -> {
            packet.set(PAYLOAD, packet.get(PAYLOAD) * 31 + 7);
            return Effect.FORWARD;
        }),
        Map.entry("probe", (packet, state) -> {
            packet.set(METADATA, Math.floorMod(mix(packet.get(METADATA), fiveTuple(packet)), 64));
            return Effect.FORWARD;
        }),
        Map.entry("sandbox", (packet, state) -> {
            final long hash = mix(fiveTuple(packet), packet.get(PAYLOAD), state.acc);
            state.acc = mix(state.acc, packet.get(PAYLOAD));
            return Math.floorMod(hash, 4) == 0 ? Effect.DROP : Effect.FORWARD;
        }),
        Map.entry("ddos-scrubber", Semantics::scrubber),
        Map.entry("dpi", (packet, state) -> {
            final long hash = mix(fiveTuple(packet), packet.get(PAYLOAD));
            state.table.merge(hash, 1L, Long::sum);
            final int kind = Math.floorMod(hash, 7);
            packet.set(METADATA, (packet.get(METADATA) & ~7L) | kind);
            return switch (kind) {
                case 0 -> Effect.report("malicious");
                case 1 -> Effect.report("p2p");
                case 2 -> Effect.report("video");
                default -> Effect.FORWARD;
            };
        }),
        Map.entry("honeypot", (packet, state) -> {
            final long hash = mix(fiveTuple(packet), packet.get(PAYLOAD));
            if (Math.floorMod(hash, 2) == 0) {
                state.table.merge(packet.get(IP_SRC), 1L, Long::sum);
                return Effect.TERMINATE;
            }
            return Effect.FORWARD;
        }));

    /**
     * The fields the built-in NF types key their per-flow or multi-flow state on; the others keep all-flows state only.
     */
    private static final Map<String, Integer> FLOW_KEYS = Map.of(
        "firewall", FlowKey.FIVE_TUPLE,
        "ids", FlowKey.FIVE_TUPLE,
        "traffic-monitor", FlowKey.FIVE_TUPLE,
        "nat", FlowKey.FOUR_TUPLE,
        "load-balancer", FlowKey.FOUR_TUPLE,
        "ddos-scrubber", FlowKey.IP_SRC | FlowKey.IP_DST | FlowKey.IP_PROTO);
    private static final long TCP = 6;
    private static final long NAT_FIRST_PORT = 5000;
    /** A firewall's record value for a connection it saw open (SYN) or a non-TCP flow it admitted. */
    private static final long ADMITTED = 1;

    private Semantics() {
        // Factory
    }

    /**
     * Returns the semantics of an NF type.
     *
     * @param type the type
     * @return its built-in semantics when it is a built-in type with the built-in profile, else the generic ones
     */
    public static NfSemantics of(final NfType type) {
        final var builtIn = BuiltInCatalog.catalog().get(type.name());
        if (builtIn != null && builtIn.profile().equals(type.profile())) {
            return BUILT_IN.get(type.name());
        }
        return generic(type);
    }

    /**
     * Returns the fields an NF type keys its per-flow or multi-flow state on: the {@link FlowKey} of a packet under
     * which the NF finds and keeps that packet's state.
     *
     * @param type the type
     * @return a combination of {@link FlowKey} field bits; 0 when the type keeps no keyed state (built-in types with
     *         all-flows state only, and types run by the generic interpreter)
     */
    public static int flowKeyFields(final NfType type) {
        final var builtIn = BuiltInCatalog.catalog().get(type.name());
        if (builtIn != null && builtIn.profile().equals(type.profile())) {
            return FLOW_KEYS.getOrDefault(type.name(), 0);
        }
        return 0;
    }

    /**
     * Returns semantics derived from a profile alone: a hash of everything read (and the state, when stateful) drives
     * the writes, header pushes and pops, drops, flow terminations and results.
     *
     * @param type the type
     * @return semantics that touch exactly the declared fields
     */
    public static NfSemantics generic(final NfType type) {
        final var profile = type.profile();
        final long salt = type.name().hashCode();
        final List<String> results = new ArrayList<>(type.results());
        final List<Layer> layers = new ArrayList<>(profile.headerLayers());
        return (packet, state) -> {
            long hash = salt;
            for (var field : profile.reads()) {
                hash = mix(hash, packet.get(field));
            }
            if (profile.stateful()) {
                hash = mix(hash, state.acc);
                state.acc = mix(state.acc, hash);
            }
            for (var layer : layers) {
                final long[] stack = packet.stack(layer);
                final PacketField own = ownField(layer);
                if (stack.length > 0 && Math.floorMod(hash, 2) == 0) {
                    packet.set(own, packet.pop(layer));
                } else {
                    packet.push(layer, packet.get(own));
                    packet.set(own, Math.floorMod(mix(hash, own.ordinal()), 16));
                }
            }
            for (var field : profile.writes()) {
                packet.set(field, Math.floorMod(mix(hash, field.ordinal()), 16));
            }
            if (profile.mayDrop() && Math.floorMod(hash, 5) == 0) {
                return Effect.DROP;
            }
            if (profile.terminatesFlows() && Math.floorMod(hash, 7) == 1) {
                return Effect.TERMINATE;
            }
            if (!results.isEmpty()) {
                final int pick = Math.floorMod(mix(hash, 77), results.size() + 2);
                return pick < results.size() ? Effect.report(results.get(pick)) : Effect.FORWARD;
            }
            return Effect.FORWARD;
        };
    }

    static long mix(final long... values) {
        long hash = 0x9E3779B97F4A7C15L;
        for (long value : values) {
            hash ^= value;
            hash *= 0xBF58476D1CE4E5B9L;
            hash ^= hash >>> 31;
            hash *= 0x94D049BB133111EBL;
            hash ^= hash >>> 29;
        }
        return hash;
    }

    private static PacketField ownField(final Layer layer) {
        for (var field : PacketField.values()) {
            if (field.layer() == layer) {
                return field;
            }
        }
        throw new IllegalArgumentException(layer.toString());
    }

    private static long fiveTuple(final FieldAccess packet) {
        return mix(packet.get(IP_SRC), packet.get(IP_DST), packet.get(IP_PROTO), packet.get(L4_SRC),
            packet.get(L4_DST));
    }

    /**
     * A stateful firewall: connection tracking per 5-tuple. A TCP packet of a connection it has not seen open (no SYN
     * seen) is dropped, as a mid-connection packet of an unknown connection; a SYN opens the connection; other
     * protocols are admitted and tracked from their first packet.
     */
    private static Effect firewall(final FieldAccess packet, final NfState state) {
        final var key = FlowKey.of(packet, FlowKey.FIVE_TUPLE);
        final var known = state.flow(key);
        if (known == null && packet.get(IP_PROTO) == TCP && (packet.get(TCP_FLAGS) & SYN) == 0) {
            return Effect.DROP;
        }
        count(state, key, ADMITTED);
        return Effect.FORWARD;
    }

    /**
     * An IDS: a per-connection digest of what it saw; a packet whose own digest is a multiple of 5 is suspicious, a
     * connection whose running digest becomes a multiple of 13 malicious.
     */
    private static Effect ids(final FieldAccess packet, final NfState state) {
        final long hash = mix(fiveTuple(packet), packet.get(PAYLOAD));
        final var key = FlowKey.of(packet, FlowKey.FIVE_TUPLE);
        final var known = state.flow(key);
        final long digest = mix(known == null ? 0 : known.value(), hash);
        state.putFlow(key, new FlowRecord(digest, (known == null ? 0 : known.count()) + 1, false));
        if (Math.floorMod(hash, 5) == 0) {
            return Effect.report("suspicious");
        }
        return Math.floorMod(digest, 13) == 0 ? Effect.report("malicious") : Effect.FORWARD;
    }

    /**
     * Counts a packet under a key, keeping the key's value (or setting it for a new key).
     *
     * @param state the state
     * @param key the key
     * @param initial the value of a new key
     * @return the record now under the key
     */
    private static FlowRecord count(final NfState state, final FlowKey key, final long initial) {
        final var known = state.flow(key);
        final var record = known == null ? new FlowRecord(initial, 1, false)
            : new FlowRecord(known.value(), known.count() + 1, known.exclusive());
        state.putFlow(key, record);
        return record;
    }

    private static Effect vpn(final FieldAccess packet, final NfState state) {
        final long src = packet.get(IP_SRC);
        final long dst = packet.get(IP_DST);
        final long[] tunnel = packet.stack(Layer.IP);
        state.counter++;
        if (tunnel.length >= 2) {
            // Decapsulate: restore the inner addresses, decrypt
            final long innerDst = packet.pop(Layer.IP);
            final long innerSrc = packet.pop(Layer.IP);
            packet.set(IP_SRC, innerSrc);
            packet.set(IP_DST, innerDst);
            packet.set(PAYLOAD, packet.get(PAYLOAD) ^ (mix(innerSrc, innerDst) & 0xFFFF));
        } else {
            // Encapsulate: save the inner addresses, encrypt, tunnel endpoints outside
            packet.push(Layer.IP, src);
            packet.push(Layer.IP, dst);
            packet.set(PAYLOAD, packet.get(PAYLOAD) ^ (mix(src, dst) & 0xFFFF));
            packet.set(IP_SRC, 200 + Math.floorMod(state.counter, 2));
            packet.set(IP_DST, 210);
        }
        return Effect.FORWARD;
    }

    /**
     * A NAPT: per connection (its 4-tuple: a NAT does not read ip-proto) a binding to a public source port, the lowest
     * free one from 5000 up; the public source address is 50. Port 8080 is forwarded to 60:80.
     */
    private static Effect nat(final FieldAccess packet, final NfState state) {
        final var key = FlowKey.of(packet, FlowKey.FOUR_TUPLE);
        final var known = state.flow(key);
        final long port = known != null ? known.value() : state.firstUnclaimed(NAT_FIRST_PORT);
        state.putFlow(key, new FlowRecord(port, (known == null ? 0 : known.count()) + 1, true));
        packet.set(IP_SRC, 50);
        packet.set(L4_SRC, port);
        if (packet.get(L4_DST) == 8080) {
            packet.set(IP_DST, 60);
            packet.set(L4_DST, 80);
        }
        return Effect.FORWARD;
    }

    private static Effect loadBalancer(final FieldAccess packet, final NfState state) {
        final long flow = mix(packet.get(IP_SRC), packet.get(IP_DST), packet.get(L4_SRC), packet.get(L4_DST));
        final var key = FlowKey.of(packet, FlowKey.FOUR_TUPLE);
        final var known = state.flow(key);
        final long backend = known != null ? known.value() : Math.floorMod(mix(flow, state.flowCount()), 3);
        state.putFlow(key, new FlowRecord(backend, (known == null ? 0 : known.count()) + 1, false));
        packet.set(IP_DST, 70 + backend);
        packet.set(IP_SRC, 80);
        return Effect.FORWARD;
    }

    private static Effect scrubber(final FieldAccess packet, final NfState state) {
        final long seen = count(state, FlowKey.of(packet, FlowKey.IP_SRC | FlowKey.IP_DST | FlowKey.IP_PROTO), 0)
            .count();
        if (seen > 4 && (packet.get(TCP_FLAGS) & SYN) != 0 && packet.get(L4_DST) != 443) {
            return Effect.DROP;
        }
        return seen > 3 ? Effect.report("attack") : Effect.FORWARD;
    }
}
