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
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.IpPrefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Ipv4Prefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.PortNumber;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.ClassifierBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.DynamicRuleBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.EgressBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.NfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Order;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.OrderBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.SlaBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.InsertNfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.AffinityMode;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PlacementAlgorithm;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.DestinationPortsBuilder;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.openpath.cli.ConsoleException;

/**
 * Command-line flags become the same service-chain a RESTCONF PUT stores; a malformed flag is refused naming it.
 */
class ChainRequestsTest {
    static ChainRequestFlags flags(final List<String> nfs) {
        return new ChainRequestFlags(null, nfs, List.of(), List.of(), List.of(), null, null, FlowFlags.ALL, null,
            null, null, null, null, false, null, List.of());
    }

    @Test
    void flagsBecomeTheRequestRestconfWouldStore() throws ConsoleException {
        final var flags = new ChainRequestFlags(null, List.of("fw:firewall", "ids:ids", "mon:traffic-monitor"),
            List.of("fw:before:ids"), List.of(), List.of(), "openflow:1", "1",
            new FlowFlags(null, "10.0.0.0/24", "tcp", null, "80-443"), "openflow:1", "2", "1.5", "500", "low", false,
            null, List.of("ids:suspicious:insert=sandbox"));
        final var expected = new ServiceChainBuilder()
            .setName(new ChainName("web-1"))
            .setNf(List.of(nf("fw", "firewall"), nf("ids", "ids"), nf("mon", "traffic-monitor")))
            .setOrder(BindingMap.of(new OrderBuilder().setNf(new NfInstanceName("fw"))
                .setRelation(Order.Relation.Before).setOtherNf(new NfInstanceName("ids")).build()))
            .setClassifier(new ClassifierBuilder().setIngressNode(new NodeRef("openflow:1"))
                .setIngressPort(Uint32.ONE)
                .setDestinationPrefix(new IpPrefix(new Ipv4Prefix("10.0.0.0/24")))
                .setProtocol(new FlowMatch.Protocol(FlowMatch.Protocol.Enumeration.Tcp))
                .setDestinationPorts(new DestinationPortsBuilder().setLower(new PortNumber(Uint16.valueOf(80)))
                    .setUpper(new PortNumber(Uint16.valueOf(443))).build())
                .build())
            .setEgress(new EgressBuilder().setNode(new NodeRef("openflow:1")).setPort(Uint32.TWO).build())
            .setSla(new SlaBuilder().setTrafficRate(Decimal64.of(3, 1500)).setMaxLatency(Uint32.valueOf(500)).build())
            .setAffinity(AffinityMode.Low)
            .setDynamicRule(BindingMap.of(new DynamicRuleBuilder().setNf(new NfInstanceName("ids"))
                .setResult(new NfResult("suspicious"))
                .setAction(new InsertNfBuilder().setInsertNfType(new NfTypeName("sandbox")).build()).build()))
            .build();
        assertEquals(expected, ChainRequests.chain("web-1", flags));
    }

    @Test
    void theDryRunsTakeTheSameRequest() throws ConsoleException {
        final var request = ChainRequests.chain("probe", flags(List.of("fw:firewall", "nat:nat")));
        final var analyze = ChainRequests.analyzeInput(request);
        assertEquals(request.getNf(), analyze.getNf());
        assertEquals("probe", analyze.getName().getValue());
        final var place = ChainRequests.placeInput(request, "strawman-simple");
        assertEquals(request.getNf(), place.getNf());
        assertEquals(PlacementAlgorithm.StrawmanSimple, place.getAlgorithm());
        assertEquals(null, ChainRequests.placeInput(request, null).getAlgorithm());
    }

    @Test
    void malformedFlagsAreRefusedNamingTheFlag() {
        assertRefused("--nf: a chain needs at least one NF, e.g. --nf fw:firewall", flags(List.of()));
        assertRefused("--nf: 'fw' is not of the form <nf>:<type>, e.g. fw:firewall", flags(List.of("fw")));
        assertRefused("--nf: the chain has two NFs named 'fw'", flags(List.of("fw:firewall", "fw:nat")));
        assertRefused("'1fw' is not a valid NF name: a letter, then letters, digits, '_', '.' or '-', at most 64 "
            + "characters", flags(List.of("1fw:firewall")));
        assertRefused("--order: 'sideways' is none of [before, after]", new ChainRequestFlags(null,
            List.of("a:firewall", "b:nat"), List.of("a:sideways:b"), List.of(), List.of(), null, null,
            FlowFlags.ALL, null, null, null, null, null, false, null, List.of()));
        assertRefused("--rate: '1.2345' is not a number with at most 3 fraction digits", new ChainRequestFlags(null,
            List.of("a:firewall"), List.of(), List.of(), List.of(), null, null, FlowFlags.ALL, null, null, "1.2345",
            null, null, false, null, List.of()));
        assertRefused("--dst-ports: 'http' is not a whole number", new ChainRequestFlags(null,
            List.of("a:firewall"), List.of(), List.of(), List.of(), null, null,
            new FlowFlags(null, null, "tcp", null, "http"), null, null, null, null, null, false, null, List.of()));
        assertRefused("--src: '10.0.0.0' is not an IPv4 or IPv6 prefix such as 10.0.0.0/24", new ChainRequestFlags(
            null, List.of("a:firewall"), List.of(), List.of(), List.of(), null, null,
            new FlowFlags("10.0.0.0", null, null, null, null), null, null, null, null, null, false, null,
            List.of()));
        assertRefused("--rule: 'quarantine' is none of discard, default, send-to=<nf>, insert=<type>",
            new ChainRequestFlags(null, List.of("a:ids"), List.of(), List.of(), List.of(), null, null,
                FlowFlags.ALL, null, null, null, null, null, false, null, List.of("a:suspicious:quarantine")));
        assertRefused("'openflow1' is not a valid node id: 'openflow:' and the datapath id in decimal, e.g. "
            + "openflow:1", new ChainRequestFlags(null, List.of("a:firewall"), List.of(), List.of(), List.of(),
                "openflow1", null, FlowFlags.ALL, null, null, null, null, null, false, null, List.of()));
    }

    @Test
    void aRateOutOfTheYangRangeIsRefused() {
        assertRefused("--rate: 500 Gbit/s is out of range 0.001..400", new ChainRequestFlags(null,
            List.of("a:firewall"), List.of(), List.of(), List.of(), null, null, FlowFlags.ALL, null, null, "500",
            null, null, false, null, List.of()));
    }

    private static void assertRefused(final String message, final ChainRequestFlags flags) {
        assertEquals(message, assertThrows(ConsoleException.class, () -> ChainRequests.chain("c", flags))
            .getMessage());
    }

    private static org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Nf nf(
            final String name, final String type) {
        return new NfBuilder().setName(new NfInstanceName(name)).setType(new NfTypeName(type)).build();
    }
}
