/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.LinkedHashMap;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.IpPrefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Ipv6Prefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.PortNumber;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ChainRequest;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.ClassifierBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.DynamicRuleBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.NfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.OrderBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.InsertNfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch.Protocol;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.SourcePortsBuilder;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.Order;
import org.openpath.placement.Affinity;

/**
 * {@link ChainRequestBindings#toRequested} copies a request as it is written: nothing checked, nothing dropped that a
 * check needs, YANG defaults applied.
 */
class RequestedChainBindingsTest {
    @Test
    void anEmptyRequestTakesTheYangDefaults() {
        final var requested = ChainRequestBindings.toRequested(new ServiceChainBuilder()
            .setName(new ChainName("web")).build());
        assertEquals(new RequestedChain(List.of(), List.of(), List.of(), List.of(), List.of(), null, 1,
            Double.POSITIVE_INFINITY, Affinity.HIGH, false, AnalysisMode.FIELD_LEVEL), requested);
    }

    @Test
    void whatIsMissingStaysMissingForTheCheckerToName() {
        final var requested = ChainRequestBindings.toRequested(new ServiceChainBuilder()
            .setName(new ChainName("web"))
            .setNf(List.of(new NfBuilder().setName(new NfInstanceName("fw")).build()))
            .setOrder(BindingMap.of(new OrderBuilder().setNf(new NfInstanceName("fw"))
                .setOtherNf(new NfInstanceName("mon")).build()))
            .setDynamicRule(BindingMap.of(new DynamicRuleBuilder().setNf(new NfInstanceName("ids"))
                .setResult(new NfResult("suspicious"))
                .setAction(new InsertNfBuilder().setInsertNfType(new NfTypeName("sandbox")).build()).build()))
            .setClassifier(new ClassifierBuilder()
                .setSourcePorts(new SourcePortsBuilder().setUpper(new PortNumber(Uint16.valueOf(80))).build())
                .setProtocol(new Protocol(Uint8.valueOf(1)))
                .setDestinationPrefix(new IpPrefix(new Ipv6Prefix("2001:db8::/32")))
                .build())
            .build());
        assertEquals(List.of(new RequestedChain.Nf("fw", null)), requested.nfs());
        assertEquals(List.of(new RequestedChain.OrderTemplate("fw", "mon", null)), requested.orders());
        assertEquals(List.of(new RequestedChain.Rule("ids", "suspicious", new RequestedChain.InsertNf("sandbox"))),
            requested.dynamicRules());
        assertEquals(new RequestedChain.Classifier(new RequestedChain.PortRange(null, 80), null,
            new RequestedChain.Protocol(1, "1"), null, new RequestedChain.Prefix("2001:db8::/32", false)),
            requested.classifier());
    }

    @Test
    void aBatchKeepsItsOrderAndItsDeletions() {
        final var batch = new LinkedHashMap<String, @Nullable ChainRequest>();
        batch.put("b", new ServiceChainBuilder().setName(new ChainName("b"))
            .setOrder(BindingMap.of(new OrderBuilder().setNf(new NfInstanceName("x"))
                .setOtherNf(new NfInstanceName("y")).setRelation(
                    org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Order.Relation.After)
                .build()))
            .build());
        batch.put("a", null);
        final var requested = ChainRequestBindings.toRequested(batch);
        assertEquals(List.of("b", "a"), List.copyOf(requested.keySet()));
        assertEquals(List.of(new RequestedChain.OrderTemplate("x", "y", Order.Relation.AFTER)),
            requested.get("b").orders());
        assertNull(requested.get("a"));
    }
}
