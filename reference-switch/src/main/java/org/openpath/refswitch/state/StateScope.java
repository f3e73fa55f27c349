/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

import static java.util.Objects.requireNonNull;

import java.nio.ByteBuffer;
import java.util.EnumSet;
import java.util.Set;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.PortRange;

/**
 * Which state an export, import, delete or move concerns: the state kinds, and for keyed state a flow filter (a
 * {@link FlowSpec}: prefixes, protocol, port ranges). A key is selected when the filter admits every field the key
 * has ({@link #selects(FlowKey)}): state under a key with fewer fields than the 5-tuple is selected when some flow
 * the filter covers uses it. Deleting after a move removes only keys whose every flow the filter covers
 * ({@link #covers(FlowKey)}); the others are shared with flows that stay and are copied, not moved.
 *
 * <p>Chain packets are IPv4: a key's addresses are compared by their low 32 bits, the protocol by its low 8 bits,
 * ports by their low 16 bits, as the NF manager matches flow specs on packets.
 *
 * @param filter the flows
 * @param kinds the kinds of state, not empty
 */
public record StateScope(FlowSpec filter, Set<StateKind> kinds) {
    /**
     * Validates and copies the components.
     *
     * @throws IllegalArgumentException if no kind is given
     */
    public StateScope {
        requireNonNull(filter, "filter");
        if (kinds.isEmpty()) {
            throw new IllegalArgumentException("A state scope needs at least one kind of state");
        }
        kinds = Set.copyOf(kinds);
    }

    /**
     * Returns the scope of all state of all flows.
     *
     * @return the scope
     */
    public static StateScope allFlows() {
        return new StateScope(FlowSpec.ANY, EnumSet.allOf(StateKind.class));
    }

    /**
     * Returns the scope of the keyed state of the flows a filter covers.
     *
     * @param filter the filter
     * @return per-flow and multi-flow state of those flows
     */
    public static StateScope flows(final FlowSpec filter) {
        return new StateScope(filter, EnumSet.of(StateKind.PER_FLOW, StateKind.MULTI_FLOW));
    }

    /**
     * Returns the scope of the keyed state of one IPv4 connection.
     *
     * @param src the source address, low 32 bits
     * @param dst the destination address, low 32 bits
     * @param proto the protocol
     * @param sport the source port
     * @param dport the destination port
     * @return the scope
     */
    public static StateScope flow(final long src, final long dst, final int proto, final int sport,
            final int dport) {
        return flows(new FlowSpec(IpPrefix.of(ipv4(src), 32), IpPrefix.of(ipv4(dst), 32), proto,
            PortRange.single(sport), PortRange.single(dport)));
    }

    /**
     * Returns the scope's kinds as the bit set of docs/state-move.md.
     *
     * @return the OR of {@link StateKind#bit()}
     */
    public int kindBits() {
        int bits = 0;
        for (var kind : kinds) {
            bits |= kind.bit();
        }
        return bits;
    }

    /**
     * Returns the kinds of a bit set.
     *
     * @param bits the OR of {@link StateKind#bit()}
     * @return the kinds
     * @throws IllegalArgumentException if the set is empty or has unknown bits
     */
    public static Set<StateKind> kinds(final int bits) {
        if (bits <= 0 || bits > 7) {
            throw new IllegalArgumentException("State kinds 0x" + Integer.toHexString(bits)
                + " are not a non-empty combination of per-flow (1), multi-flow (2) and all-flows (4)");
        }
        final var kinds = EnumSet.noneOf(StateKind.class);
        for (var kind : StateKind.values()) {
            if ((bits & kind.bit()) != 0) {
                kinds.add(kind);
            }
        }
        return kinds;
    }

    /**
     * Tells whether the scope selects a chunk: its kind is in the scope, and for keyed state the filter admits the
     * key.
     *
     * @param chunk the chunk
     * @return whether it is selected
     */
    public boolean selects(final StateChunk chunk) {
        return kinds.contains(chunk.kind()) && switch (chunk) {
            case StateChunk.Flow flow -> selects(flow.key());
            case StateChunk.Shared shared -> true;
        };
    }

    /**
     * Tells whether the filter admits every field a key has: some flow the filter covers uses the key.
     *
     * @param key the key
     * @return whether the key is selected
     */
    public boolean selects(final FlowKey key) {
        final var source = filter.source();
        final var destination = filter.destination();
        final var protocol = filter.protocol();
        final var sourcePorts = filter.sourcePorts();
        final var destinationPorts = filter.destinationPorts();
        return (!key.has(FlowKey.IP_SRC) || source == null || source.contains(ipv4(key.ipSrc())))
            && (!key.has(FlowKey.IP_DST) || destination == null || destination.contains(ipv4(key.ipDst())))
            && (!key.has(FlowKey.IP_PROTO) || protocol == null || protocol == (int) (key.ipProto() & 0xFF))
            && (!key.has(FlowKey.L4_SRC) || sourcePorts == null || sourcePorts.contains((int) (key.l4Src() & 0xFFFF)))
            && (!key.has(FlowKey.L4_DST) || destinationPorts == null
                || destinationPorts.contains((int) (key.l4Dst() & 0xFFFF)));
    }

    /**
     * Tells whether every flow that uses a key is covered by the filter: the key is selected and the filter leaves
     * every field the key lacks unconstrained.
     *
     * @param key the key
     * @return whether the key's state belongs to the filter's flows alone
     */
    public boolean covers(final FlowKey key) {
        return selects(key) && (key.has(FlowKey.IP_SRC) || filter.source() == null)
            && (key.has(FlowKey.IP_DST) || filter.destination() == null)
            && (key.has(FlowKey.IP_PROTO) || filter.protocol() == null)
            && (key.has(FlowKey.L4_SRC) || filter.sourcePorts() == null)
            && (key.has(FlowKey.L4_DST) || filter.destinationPorts() == null);
    }

    static byte[] ipv4(final long address) {
        return ByteBuffer.allocate(4).putInt((int) address).array();
    }
}
