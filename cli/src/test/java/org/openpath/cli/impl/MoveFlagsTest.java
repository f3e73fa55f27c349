/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.IpPrefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Ipv4Prefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.PortNumber;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput.Finish;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput.Guarantee;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput.Mode;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput.Optimisation;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.move.state.input.FilterBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.DestinationPortsBuilder;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.cli.ConsoleException;

/**
 * The arguments and flags of move-state become the RPC input written out by hand here, leaf by leaf.
 */
class MoveFlagsTest {
    private static MoveFlags flags(final FlowFlags filter, final List<String> scope, final String guarantee,
            final List<String> optimisations, final String mode, final String timeout, final String finish) {
        return new MoveFlags("web", "nat", "openflow:1", "openflow:2", filter, scope, guarantee, optimisations,
            mode, timeout, finish);
    }

    private static MoveStateInputBuilder base() {
        return new MoveStateInputBuilder().setChain(new ChainName("web")).setNf(new NfInstanceName("nat"))
            .setSourceNode(new NodeRef("openflow:1")).setDestinationNode(new NodeRef("openflow:2"));
    }

    @Test
    void withoutFlagsOnlyTheMandatoryLeavesAreSet() throws ConsoleException {
        // the RPC applies the YANG defaults, as for a RESTCONF body without the leaves
        assertEquals(base().build(), flags(FlowFlags.ALL, List.of(), null, List.of(), null, null, null).toInput());
    }

    @Test
    void everyFlagSetsItsLeaf() throws ConsoleException {
        final var input = flags(new FlowFlags(null, "10.0.31.0/24", "tcp", null, "80-443"),
            List.of("per-flow,all-flows"), "order-preserving", List.of("parallelize", "late-locking,early-release"),
            "relay", "5000", "after-transfer").toInput();
        final var expected = base()
            .setFilter(new FilterBuilder().setDestinationPrefix(new IpPrefix(new Ipv4Prefix("10.0.31.0/24")))
                .setProtocol(new FlowMatch.Protocol(FlowMatch.Protocol.Enumeration.Tcp))
                .setDestinationPorts(new DestinationPortsBuilder().setLower(new PortNumber(Uint16.valueOf(80)))
                    .setUpper(new PortNumber(Uint16.valueOf(443))).build())
                .build())
            .setScope(new MoveStateInput.Scope(true, false, true))
            .setGuarantee(Guarantee.OrderPreserving)
            .setOptimisation(Set.of(Optimisation.Parallelize, Optimisation.LateLocking, Optimisation.EarlyRelease))
            .setMode(Mode.Relay)
            .setTimeout(Uint32.valueOf(5000))
            .setFinish(Finish.AfterTransfer)
            .build();
        assertEquals(expected, input);
    }

    @Test
    void thePapersAbbreviationsNameTheGuaranteesAndOptimisations() throws ConsoleException {
        assertEquals(Guarantee.NoGuarantee, flags(FlowFlags.ALL, List.of(), "NG", List.of(), null, null, null)
            .toInput().getGuarantee());
        assertEquals(Guarantee.LossFree, flags(FlowFlags.ALL, List.of(), "lf", List.of(), null, null, null)
            .toInput().getGuarantee());
        assertEquals(Set.of(Optimisation.Parallelize, Optimisation.EarlyRelease),
            flags(FlowFlags.ALL, List.of(), null, List.of("PZ", "er"), null, null, null).toInput()
                .getOptimisation());
        assertEquals(Set.of(Optimisation.LateLocking),
            flags(FlowFlags.ALL, List.of(), null, List.of("LL"), null, null, null).toInput().getOptimisation());
    }

    @Test
    void aRepeatedScopeIsOneSetOfBits() throws ConsoleException {
        assertEquals(new MoveStateInput.Scope(false, true, false),
            flags(FlowFlags.ALL, List.of("multi-flow", "multi-flow"), null, List.of(), null, null, null).toInput()
                .getScope());
    }

    @Test
    void aMalformedValueNamesItsFlag() {
        assertEquals("--guarantee: 'safe' is none of [no-guarantee, loss-free, order-preserving]",
            assertThrows(ConsoleException.class, () -> flags(FlowFlags.ALL, List.of(), "safe", List.of(), null,
                null, null).toInput()).getMessage());
        assertEquals("--optimisation: 'fast' is none of [parallelize, late-locking, early-release]",
            assertThrows(ConsoleException.class, () -> flags(FlowFlags.ALL, List.of(), null, List.of("PZ,fast"),
                null, null, null).toInput()).getMessage());
        assertEquals("--scope: 'some' is none of [per-flow, multi-flow, all-flows]",
            assertThrows(ConsoleException.class, () -> flags(FlowFlags.ALL, List.of("some"), null, List.of(), null,
                null, null).toInput()).getMessage());
        assertEquals("--mode: 'direct' is none of [peer-to-peer, relay]",
            assertThrows(ConsoleException.class, () -> flags(FlowFlags.ALL, List.of(), null, List.of(), "direct",
                null, null).toInput()).getMessage());
        assertEquals("--finish: 'now' is none of [on-request, after-transfer]",
            assertThrows(ConsoleException.class, () -> flags(FlowFlags.ALL, List.of(), null, List.of(), null, null,
                "now").toInput()).getMessage());
        assertEquals("--timeout: 99 is out of range 100..3600000",
            assertThrows(ConsoleException.class, () -> flags(FlowFlags.ALL, List.of(), null, List.of(), null, "99",
                null).toInput()).getMessage());
        assertEquals("--timeout: 'soon' is not a whole number",
            assertThrows(ConsoleException.class, () -> flags(FlowFlags.ALL, List.of(), null, List.of(), null,
                "soon", null).toInput()).getMessage());
    }
}
