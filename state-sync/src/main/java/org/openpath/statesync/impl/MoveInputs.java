/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync.impl;

import java.util.EnumSet;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.IpPrefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.PortNumber;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.PortRange;

/**
 * The move-state input's leaves as the wire's values, with the YANG defaults for absent leaves.
 */
final class MoveInputs {
    /** The timeout when none is given (the YANG default). */
    static final long DEFAULT_TIMEOUT_MILLIS = 10_000;

    private MoveInputs() {
        // utility class
    }

    static MoveMode mode(final MoveStateInput input) {
        return input.getMode() == MoveStateInput.Mode.Relay ? MoveMode.RELAY : MoveMode.PEER_TO_PEER;
    }

    static MoveGuarantee guarantee(final MoveStateInput input) {
        final var guarantee = input.getGuarantee();
        if (guarantee == null) {
            return MoveGuarantee.LOSS_FREE;
        }
        return switch (guarantee) {
            case NoGuarantee -> MoveGuarantee.NO_GUARANTEE;
            case LossFree -> MoveGuarantee.LOSS_FREE;
            case OrderPreserving -> MoveGuarantee.ORDER_PRESERVING;
        };
    }

    static Set<MoveOptimisation> optimisations(final MoveStateInput input) {
        final var set = EnumSet.noneOf(MoveOptimisation.class);
        final var given = input.getOptimisation();
        if (given != null) {
            for (var optimisation : given) {
                set.add(switch (optimisation) {
                    case Parallelize -> MoveOptimisation.PARALLELIZE;
                    case LateLocking -> MoveOptimisation.LATE_LOCKING;
                    case EarlyRelease -> MoveOptimisation.EARLY_RELEASE;
                });
            }
        }
        return set;
    }

    /**
     * Returns the scope bits of docs/openpath-openflow.md section 7.
     *
     * @param input the input
     * @return the bits, per-flow when none is given
     * @throws IllegalArgumentException if no bit is set
     */
    static int scope(final MoveStateInput input) {
        final var scope = input.getScope();
        if (scope == null) {
            return 1;
        }
        final int bits = (scope.getPerFlow() ? 1 : 0) | (scope.getMultiFlow() ? 2 : 0) | (scope.getAllFlows() ? 4 : 0);
        if (bits == 0) {
            throw new IllegalArgumentException("scope names no kind of state: give per-flow, multi-flow or all-flows");
        }
        return bits;
    }

    static long timeoutMillis(final MoveStateInput input) {
        final var timeout = input.getTimeout();
        return timeout == null ? DEFAULT_TIMEOUT_MILLIS : timeout.toJava();
    }

    static boolean finishOnRequest(final MoveStateInput input) {
        return input.getFinish() != MoveStateInput.Finish.AfterTransfer;
    }

    /**
     * Returns the wire's flow spec of a flow match.
     *
     * @param match the match, {@code null} for all flows
     * @return the flow spec
     * @throws IllegalArgumentException if the wire cannot carry it
     */
    static FlowSpec filter(final @Nullable FlowMatch match) {
        if (match == null) {
            return FlowSpec.ANY;
        }
        final var protocol = match.getProtocol();
        final Integer number;
        if (protocol == null) {
            number = null;
        } else if (protocol.getEnumeration() != null) {
            number = protocol.getEnumeration().getIntValue();
        } else {
            number = protocol.getUint8().intValue();
        }
        final var source = match.getSourcePorts();
        final var destination = match.getDestinationPorts();
        return new FlowSpec(prefix(match.getSourcePrefix()), prefix(match.getDestinationPrefix()), number,
            source == null ? null : ports(source.getLower(), source.getUpper()),
            destination == null ? null : ports(destination.getLower(), destination.getUpper()));
    }

    private static org.openpath.openflow.@Nullable IpPrefix prefix(final @Nullable IpPrefix prefix) {
        return prefix == null ? null : org.openpath.openflow.IpPrefix.parse(prefix.stringValue());
    }

    private static @Nullable PortRange ports(final @Nullable PortNumber lower, final @Nullable PortNumber upper) {
        if (lower == null) {
            return null;
        }
        final int from = lower.getValue().toJava();
        return new PortRange(from, upper == null ? from : upper.getValue().toJava());
    }
}
