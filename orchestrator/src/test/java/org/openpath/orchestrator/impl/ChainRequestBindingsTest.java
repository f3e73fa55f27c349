/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.IpPrefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Ipv4Prefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Ipv6Prefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.PortNumber;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.AnalyzeChainInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.ComputePlacementInputBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.ClassifierBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.DynamicRuleBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Nf;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.NfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.OrderBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.PositionBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.PriorityBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.SlaBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.Action;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.DiscardBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.InsertNfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.SendToNfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.dynamic.rule.action.UseDefaultBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChain;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chains.ServiceChainBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.AffinityMode;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.FlowMatch.Protocol;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.DestinationPortsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.flow.match.SourcePortsBuilder;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Decimal64;
import org.opendaylight.yangtools.yang.common.Empty;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.analyzer.ActionProfile;
import org.openpath.analyzer.AnalysisMode;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.ChainRequest;
import org.openpath.analyzer.ChainValidationException;
import org.openpath.analyzer.DependencyAnalyzer;
import org.openpath.analyzer.DynamicRule;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.NfInstance;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.Order;
import org.openpath.analyzer.Position;
import org.openpath.analyzer.Priority;
import org.openpath.analyzer.Refusal;
import org.openpath.placement.Affinity;

/**
 * Chain requests in their YANG form become {@link ChainSpec}s, and what cannot be served is rejected naming the
 * offending element and values.
 */
class ChainRequestBindingsTest {
    private static final NfCatalog CATALOG = BuiltInCatalog.catalog();
    private static final DependencyAnalyzer ANALYZER = DependencyAnalyzer.of(CATALOG);

    @Test
    void convertsEveryPartOfARequest() throws Exception {
        final var request = chain(nf("ids1", "ids"), nf("fw1", "firewall"), nf("mon", "traffic-monitor"),
                nf("nat1", "nat"), nf("dpi1", "dpi"))
            .setOrder(BindingMap.of(order("mon", false, "fw1")))
            .setPriority(BindingMap.of(priority("nat1", "mon")))
            .setPosition(BindingMap.of(position("fw1", true)))
            .setDynamicRule(BindingMap.of(
                rule("ids1", "suspicious", new InsertNfBuilder().setInsertNfType(new NfTypeName("sandbox")).build()),
                rule("ids1", "malicious", discard()),
                rule("dpi1", "p2p", new SendToNfBuilder().setSendToNf(new NfInstanceName("nat1")).build()),
                rule("dpi1", "video", new UseDefaultBuilder().setUseDefault(Empty.value()).build())))
            .setAnalysisMode(org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.AnalysisMode.Coarse)
            .setSla(new SlaBuilder().setTrafficRate(Decimal64.of(3, 2500)).setMaxLatency(Uint32.valueOf(300)).build())
            .setAffinity(AffinityMode.Low)
            .setBackup(true)
            .build();

        final var spec = ChainRequestBindings.toSpec("web", request, CATALOG);

        assertAll(
            () -> assertEquals("web", spec.name()),
            () -> assertEquals(List.of(new NfInstance("ids1", "ids"), new NfInstance("fw1", "firewall"),
                new NfInstance("mon", "traffic-monitor"), new NfInstance("nat1", "nat"),
                new NfInstance("dpi1", "dpi")), spec.request().nfs(), "NFs keep the operator's order"),
            () -> assertEquals(3, spec.request().templates().size()),
            () -> assertEquals(Set.of(Order.after("mon", "fw1"), new Priority("nat1", "mon"), Position.first("fw1")),
                Set.copyOf(spec.request().templates())),
            () -> assertEquals(4, spec.request().dynamicRules().size()),
            () -> assertEquals(Set.of(DynamicRule.insert("ids1", "suspicious", "sandbox"),
                DynamicRule.discard("ids1", "malicious"), DynamicRule.sendTo("dpi1", "p2p", "nat1"),
                DynamicRule.useDefault("dpi1", "video")), Set.copyOf(spec.request().dynamicRules())),
            () -> assertEquals(AnalysisMode.COARSE, spec.request().mode()),
            () -> assertEquals(2.5, spec.rateGbps()),
            () -> assertEquals(300.0, spec.maxLatencyMicros()),
            () -> assertEquals(Affinity.LOW, spec.affinity()),
            () -> assertTrue(spec.backup()));
    }

    @Test
    void absentLeavesTakeTheYangDefaults() throws Exception {
        final var spec = ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall")).build(), CATALOG);

        assertAll(
            () -> assertEquals(List.of(new NfInstance("fw1", "firewall")), spec.request().nfs()),
            () -> assertEquals(List.of(), spec.request().templates()),
            () -> assertEquals(List.of(), spec.request().dynamicRules()),
            () -> assertEquals(AnalysisMode.FIELD_LEVEL, spec.request().mode()),
            () -> assertEquals(1.0, spec.rateGbps()),
            () -> assertEquals(Double.POSITIVE_INFINITY, spec.maxLatencyMicros()),
            () -> assertEquals(Affinity.HIGH, spec.affinity()),
            () -> assertFalse(spec.backup()));
    }

    @Test
    void rateWithoutLatencyBound() throws Exception {
        final var spec = ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall"))
            .setSla(new SlaBuilder().setTrafficRate(Decimal64.of(3, 400_000)).build()).build(), CATALOG);

        assertEquals(400.0, spec.rateGbps());
        assertEquals(Double.POSITIVE_INFINITY, spec.maxLatencyMicros());
    }

    @Test
    void theRpcInputsConvertAsTheConfiguredChainDoes() throws Exception {
        final ServiceChain configured = chain(nf("fw1", "firewall"), nf("ids1", "ids"))
            .setOrder(BindingMap.of(order("fw1", true, "ids1")))
            .setDynamicRule(BindingMap.of(rule("ids1", "malicious", discard())))
            .setAffinity(AffinityMode.Low)
            .build();
        final var expected = ChainRequestBindings.toSpec("web", configured, CATALOG);

        assertEquals(expected, ChainRequestBindings.toSpec("web", new AnalyzeChainInputBuilder(configured).build(),
            CATALOG));
        assertEquals(expected, ChainRequestBindings.toSpec("web",
            new ComputePlacementInputBuilder(configured).build(), CATALOG));
    }

    @Test
    void aChainWithoutNfsIsRejected() {
        assertRejected(new ServiceChainBuilder().setName(new ChainName("web")), "service-chain[web]/nf",
            "'web'", "no NFs");
        assertRejected(chain(), "service-chain[web]/nf", "'web'", "no NFs");
    }

    @Test
    void anNfTypeOutsideTheCatalogIsRejected() {
        assertRejected(chain(nf("ids1", "ids"), nf("fw1", "firewal")), "service-chain[web]/nf[fw1]/type",
            "NF 'fw1' of chain 'web' has type 'firewal', which is not in the NF catalog");
    }

    @Test
    void anNfWithoutTypeIsRejected() {
        assertRejected(chain(new NfBuilder().setName(new NfInstanceName("fw1")).build()),
            "service-chain[web]/nf[fw1]/type", "'fw1'", "no type");
    }

    @Test
    void aDuplicateNfNameIsRejected() {
        assertRejected(chain(nf("fw1", "firewall"), nf("fw1", "ids")), "service-chain[web]/nf[fw1]",
            "'fw1'", "twice");
    }

    @Test
    void templatesNamingNfsOutsideTheChainAreRejected() {
        assertRejected(chain(nf("fw1", "firewall")).setOrder(BindingMap.of(order("fw1", true, "ghost"))),
            "service-chain[web]/order[fw1,ghost]/other-nf", "'ghost'", "not in chain 'web'");
        assertRejected(chain(nf("fw1", "firewall")).setOrder(BindingMap.of(order("ghost", true, "fw1"))),
            "service-chain[web]/order[ghost,fw1]/nf", "'ghost'");
        assertRejected(chain(nf("fw1", "firewall")).setPriority(BindingMap.of(priority("ghost", "fw1"))),
            "service-chain[web]/priority[ghost,fw1]/higher", "'ghost'");
        assertRejected(chain(nf("fw1", "firewall")).setPriority(BindingMap.of(priority("fw1", "ghost"))),
            "service-chain[web]/priority[fw1,ghost]/lower", "'ghost'");
        assertRejected(chain(nf("fw1", "firewall")).setPosition(BindingMap.of(position("ghost", false))),
            "service-chain[web]/position[ghost]/nf", "'ghost'");
    }

    @Test
    void templatesRelatingAnNfToItselfAreRejected() {
        assertRejected(chain(nf("fw1", "firewall")).setOrder(BindingMap.of(order("fw1", true, "fw1"))),
            "service-chain[web]/order[fw1,fw1]", "'fw1'", "against itself");
        assertRejected(chain(nf("fw1", "firewall")).setPriority(BindingMap.of(priority("fw1", "fw1"))),
            "service-chain[web]/priority[fw1,fw1]", "'fw1'", "over itself");
    }

    @Test
    void dynamicRulesNamingNfsOutsideTheChainAreRejected() {
        assertRejected(chain(nf("ids1", "ids")).setDynamicRule(BindingMap.of(rule("ghost", "suspicious",
            discard()))), "service-chain[web]/dynamic-rule[ghost,suspicious]/nf", "'ghost'", "not in chain 'web'");
        assertRejected(chain(nf("ids1", "ids")).setDynamicRule(BindingMap.of(rule("ids1", "suspicious",
            new SendToNfBuilder().setSendToNf(new NfInstanceName("ghost")).build()))),
            "service-chain[web]/dynamic-rule[ids1,suspicious]/send-to-nf", "'ghost'", "not in chain 'web'");
    }

    @Test
    void aDynamicRuleSendingAnNfToItselfIsRejected() {
        assertRejected(chain(nf("ids1", "ids")).setDynamicRule(BindingMap.of(rule("ids1", "suspicious",
            new SendToNfBuilder().setSendToNf(new NfInstanceName("ids1")).build()))),
            "service-chain[web]/dynamic-rule[ids1,suspicious]/send-to-nf", "'ids1'", "itself");
    }

    @Test
    void aDynamicRuleOnAResultTheTypeDoesNotReportIsRejected() {
        assertRejected(chain(nf("ids1", "ids")).setDynamicRule(BindingMap.of(rule("ids1", "benign", discard()))),
            "service-chain[web]/dynamic-rule[ids1,benign]/result", "'benign'", "'ids'", "[suspicious, malicious]");
        assertRejected(chain(nf("fw1", "firewall")).setDynamicRule(BindingMap.of(rule("fw1", "denied",
            discard()))), "service-chain[web]/dynamic-rule[fw1,denied]/result", "'denied'", "'firewall'",
            "reports no results");
    }

    @Test
    void aDynamicRuleWithoutActionIsRejected() {
        assertRejected(chain(nf("ids1", "ids")).setDynamicRule(BindingMap.of(new DynamicRuleBuilder()
                .setNf(new NfInstanceName("ids1")).setResult(new NfResult("suspicious")).build())),
            "service-chain[web]/dynamic-rule[ids1,suspicious]", "(ids1, suspicious)", "no action");
    }

    @Test
    void anInsertedNfTypeOutsideTheCatalogIsRejected() {
        assertRejected(chain(nf("ids1", "ids")).setDynamicRule(BindingMap.of(rule("ids1", "suspicious",
            new InsertNfBuilder().setInsertNfType(new NfTypeName("sandbx")).build()))),
            "service-chain[web]/dynamic-rule[ids1,suspicious]/insert-nf-type", "'sandbx'", "not in the NF catalog");
    }

    @Test
    void anInsertedVertexNameLongerThan64IsRejected() {
        final var longName = "i" + "d".repeat(53);
        assertEquals(54, longName.length());
        // 54 + 1 + 10 = 65 characters
        assertRejected(chain(nf(longName, "ids")).setDynamicRule(BindingMap.of(rule(longName, "suspicious",
            insert("sandbox")))), "service-chain[web]/dynamic-rule[" + longName + ",suspicious]",
            "'" + longName + ".suspicious'", "65 characters", "64");
    }

    @Test
    void anInsertedVertexNameOf64IsAccepted() throws Exception {
        final var name = "i" + "d".repeat(52);
        final var spec = ChainRequestBindings.toSpec("web", chain(nf(name, "ids")).setDynamicRule(BindingMap.of(
            rule(name, "suspicious", insert("sandbox")))).build(), CATALOG);
        assertEquals(64, spec.request().dynamicRules().getFirst().detourName().length());
    }

    @Test
    void anInsertedVertexNameClashingWithAnNfIsRejected() {
        assertRejected(chain(nf("ids1", "ids"), nf("ids1.suspicious", "firewall")).setDynamicRule(BindingMap.of(
            rule("ids1", "suspicious", insert("sandbox")))), "service-chain[web]/dynamic-rule[ids1,suspicious]",
            "'ids1.suspicious'", "already the name of an NF");
    }

    @Test
    void twoInsertedVerticesWithTheSameNameAreRejected() {
        final var catalog = CATALOG.with(List.of(new NfType("alarm", "Raises alarms", ActionProfile.NOTHING,
            Set.of("z", "y.z"))));
        final var request = chain(nf("x", "alarm"), nf("x.y", "alarm"))
            .setDynamicRule(BindingMap.ordered(rule("x", "y.z", insert("sandbox")), rule("x.y", "z",
                insert("honeypot"))))
            .build();

        final var ex = assertThrows(InvalidRequestException.class,
            () -> ChainRequestBindings.toSpec("web", request, catalog));
        assertEquals("service-chain[web]/dynamic-rule[x.y,z]", ex.element());
        assertMessage(ex, "'x.y.z'", "service-chain[web]/dynamic-rule[x,y.z]");
    }

    @Test
    void anEmptySourcePortRangeIsRejected() {
        assertRejected(chain(nf("fw1", "firewall")).setClassifier(new ClassifierBuilder()
                .setSourcePorts(new SourcePortsBuilder().setLower(port(200)).setUpper(port(100)).build()).build()),
            "service-chain[web]/classifier/source-ports", "'web'", "200..100", "lower 200 is above upper 100");
    }

    @Test
    void anEmptyDestinationPortRangeIsRejected() {
        assertRejected(chain(nf("fw1", "firewall")).setClassifier(new ClassifierBuilder()
                .setProtocol(new Protocol(Protocol.Enumeration.Tcp))
                .setDestinationPorts(new DestinationPortsBuilder().setLower(port(8080)).setUpper(port(80)).build())
                .build()),
            "service-chain[web]/classifier/destination-ports", "8080..80");
    }

    @Test
    void portRangesWithAProtocolWithoutPortsAreRejected() {
        assertRejected(chain(nf("fw1", "firewall")).setClassifier(new ClassifierBuilder()
                .setProtocol(new Protocol(Protocol.Enumeration.Icmp))
                .setSourcePorts(new SourcePortsBuilder().setLower(port(80)).build()).build()),
            "service-chain[web]/classifier/protocol", "'icmp'", "source ports 80..80");
        assertRejected(chain(nf("fw1", "firewall")).setClassifier(new ClassifierBuilder()
                .setProtocol(new Protocol(Uint8.valueOf(47)))
                .setDestinationPorts(new DestinationPortsBuilder().setLower(port(443)).setUpper(port(444)).build())
                .build()),
            "service-chain[web]/classifier/protocol", "'47'", "destination ports 443..444");
    }

    @ParameterizedTest
    @ValueSource(ints = { 6, 17, 132 })
    void portRangesWithTcpUdpOrSctpNumbersAreAccepted(final int protocol) {
        assertDoesNotThrow(() -> ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall"))
            .setClassifier(new ClassifierBuilder()
                .setProtocol(new Protocol(Uint8.valueOf(protocol)))
                .setSourcePorts(new SourcePortsBuilder().setLower(port(1024)).setUpper(port(65535)).build())
                .setDestinationPorts(new DestinationPortsBuilder().setLower(port(53)).build())
                .build())
            .build(), CATALOG));
    }

    @Test
    void portRangesWithNamedProtocolsOrNoProtocolAreAccepted() {
        for (var protocol : new Protocol[] {
            new Protocol(Protocol.Enumeration.Tcp), new Protocol(Protocol.Enumeration.Udp),
            new Protocol(Protocol.Enumeration.Sctp), null
        }) {
            assertDoesNotThrow(() -> ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall"))
                .setClassifier(new ClassifierBuilder()
                    .setProtocol(protocol)
                    .setDestinationPorts(new DestinationPortsBuilder().setLower(port(80)).setUpper(port(80)).build())
                    .build())
                .build(), CATALOG), String.valueOf(protocol));
        }
    }

    @Test
    void prefixesOfDifferentFamiliesAreRejected() {
        assertRejected(chain(nf("fw1", "firewall")).setClassifier(new ClassifierBuilder()
                .setSourcePrefix(new IpPrefix(new Ipv4Prefix("10.0.0.0/8")))
                .setDestinationPrefix(new IpPrefix(new Ipv6Prefix("2001:db8::/32"))).build()),
            "service-chain[web]/classifier/destination-prefix", "10.0.0.0/8 (IPv4)", "2001:db8::/32 (IPv6)");
        assertRejected(chain(nf("fw1", "firewall")).setClassifier(new ClassifierBuilder()
                .setSourcePrefix(new IpPrefix(new Ipv6Prefix("2001:db8::/32")))
                .setDestinationPrefix(new IpPrefix(new Ipv4Prefix("192.0.2.0/24"))).build()),
            "service-chain[web]/classifier/destination-prefix", "2001:db8::/32 (IPv6)", "192.0.2.0/24 (IPv4)");
    }

    @Test
    void prefixesOfOneFamilyAndHostBitsAreAccepted() {
        assertDoesNotThrow(() -> ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall"))
            .setClassifier(new ClassifierBuilder()
                .setSourcePrefix(new IpPrefix(new Ipv4Prefix("10.0.0.1/8")))
                .setDestinationPrefix(new IpPrefix(new Ipv4Prefix("192.0.2.0/24")))
                .build())
            .build(), CATALOG));
        assertDoesNotThrow(() -> ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall"))
            .setClassifier(new ClassifierBuilder()
                .setSourcePrefix(new IpPrefix(new Ipv6Prefix("2001:db8::1/32")))
                .setDestinationPrefix(new IpPrefix(new Ipv6Prefix("2001:db8:1::/48")))
                .build())
            .build(), CATALOG));
    }

    @Test
    void analyzesAValidRequest() throws Exception {
        final var spec = ChainRequestBindings.toSpec("web", chain(nf("mon", "traffic-monitor"), nf("fw1", "firewall"))
            .setPosition(BindingMap.of(position("fw1", true))).build(), CATALOG);

        final var result = ChainRequestBindings.analyze(spec, ANALYZER);

        assertEquals(List.of("fw1", "mon"), result.sequentialOrder());
        assertEquals(AnalysisMode.FIELD_LEVEL, result.mode());
    }

    @Test
    void analyzerRejectionsOfUnknownTypesNameTheNf() {
        final var ex = analyzeRejected(ChainRequest.builder().nf("ids1", "ids").nf("fw1", "firewal").build(),
            "service-chain[web]/nf[fw1]/type", "'firewal'");
        assertInstanceOf(Refusal.UnknownNfType.class, refusal(ex));
    }

    @Test
    void analyzerRejectionsOfDuplicatesNameTheNf() {
        final var ex = analyzeRejected(ChainRequest.builder().nf("fw1", "firewall").nf("fw1", "ids").build(),
            "service-chain[web]/nf[fw1]", "[fw1]");
        assertInstanceOf(Refusal.DuplicateNf.class, refusal(ex));
    }

    @Test
    void analyzerRejectionsOfUnknownNfsNameTheReferringTemplateOrRule() {
        final var byTemplate = analyzeRejected(ChainRequest.builder().nf("fw1", "firewall")
            .template(Order.before("fw1", "ghost")).build(), "service-chain[web]/order[fw1,ghost]", "ghost");
        assertInstanceOf(Refusal.UnknownNf.class, refusal(byTemplate));
        final var byRule = analyzeRejected(ChainRequest.builder().nf("ids1", "ids")
            .rule(DynamicRule.sendTo("ids1", "suspicious", "ghost")).build(),
            "service-chain[web]/dynamic-rule[ids1,suspicious]", "ghost");
        assertInstanceOf(Refusal.UnknownNf.class, refusal(byRule));
    }

    @Test
    void analyzerRejectionsOfInvalidTemplatesNameTheTemplate() {
        final var ex = analyzeRejected(ChainRequest.builder().nf("fw1", "firewall").nf("mon", "traffic-monitor")
            .template(new Priority("mon", "mon")).build(), "service-chain[web]/priority[mon,mon]",
            "Priority(mon > mon)");
        assertInstanceOf(Refusal.InvalidTemplate.class, refusal(ex));
    }

    @Test
    void conflictingPositionsNameThePositionList() throws Exception {
        final var spec = ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall"), nf("mon", "traffic-monitor"))
            .setPosition(BindingMap.ordered(position("fw1", true), position("mon", true))).build(), CATALOG);

        final var ex = assertThrows(InvalidRequestException.class, () -> ChainRequestBindings.analyze(spec, ANALYZER));
        assertInstanceOf(Refusal.ConflictingTemplates.class, refusal(ex));
        assertEquals("service-chain[web]/position", ex.element());
        assertMessage(ex, "Chain 'web'", "Position(fw1, first)", "Position(mon, first)");
    }

    @Test
    void aPositionContradictedByAnOrderNamesTheChain() throws Exception {
        final var spec = ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall"), nf("mon", "traffic-monitor"))
            .setPosition(BindingMap.of(position("fw1", true)))
            .setOrder(BindingMap.of(order("mon", true, "fw1"))).build(), CATALOG);

        final var ex = assertThrows(InvalidRequestException.class, () -> ChainRequestBindings.analyze(spec, ANALYZER));
        assertInstanceOf(Refusal.ConflictingTemplates.class, refusal(ex));
        assertEquals("service-chain[web]", ex.element());
        assertMessage(ex, "Position(fw1, first)", "Order(mon, before, fw1)");
    }

    @Test
    void aCycleOfOrdersNamesTheOrderList() throws Exception {
        final var spec = ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall"), nf("mon", "traffic-monitor"))
            .setOrder(BindingMap.ordered(order("fw1", true, "mon"), order("mon", true, "fw1"))).build(), CATALOG);

        final var ex = assertThrows(InvalidRequestException.class, () -> ChainRequestBindings.analyze(spec, ANALYZER));
        assertInstanceOf(Refusal.CyclicPolicy.class, refusal(ex));
        assertEquals("service-chain[web]/order", ex.element());
        assertMessage(ex, "cycle", "Order(fw1, before, mon)", "Order(mon, before, fw1)");
    }

    @Test
    void aCycleThroughAnOrderAndAPriorityNamesTheChain() throws Exception {
        // The Priority puts its lower NF (mon) before its higher one (fw1); the Order wants fw1 first
        final var spec = ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall"), nf("mon", "traffic-monitor"))
            .setOrder(BindingMap.of(order("fw1", true, "mon")))
            .setPriority(BindingMap.of(priority("fw1", "mon"))).build(), CATALOG);

        final var ex = assertThrows(InvalidRequestException.class, () -> ChainRequestBindings.analyze(spec, ANALYZER));
        assertInstanceOf(Refusal.CyclicPolicy.class, refusal(ex));
        assertEquals("service-chain[web]", ex.element());
        assertMessage(ex, "Order(fw1, before, mon)", "Priority(fw1 > mon)");
    }

    @Test
    void aPriorityBetweenSequentialNfsNamesThePriority() throws Exception {
        final var spec = ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall"), nf("mon", "traffic-monitor"))
            .setPriority(BindingMap.of(priority("mon", "fw1"))).build(), CATALOG);

        final var ex = assertThrows(InvalidRequestException.class, () -> ChainRequestBindings.analyze(spec, ANALYZER));
        assertInstanceOf(Refusal.PriorityConflict.class, refusal(ex));
        assertEquals("service-chain[web]/priority[mon,fw1]", ex.element());
        assertMessage(ex, "Chain 'web'", "Priority(mon > fw1)", "fw1 may drop packets");
    }

    @Test
    void aDynamicRuleSteeringBackwardsNamesTheRule() throws Exception {
        final var spec = ChainRequestBindings.toSpec("web", chain(nf("fw1", "firewall"), nf("ids1", "ids"))
            .setDynamicRule(BindingMap.of(rule("ids1", "suspicious",
                new SendToNfBuilder().setSendToNf(new NfInstanceName("fw1")).build()))).build(), CATALOG);

        final var ex = assertThrows(InvalidRequestException.class, () -> ChainRequestBindings.analyze(spec, ANALYZER));
        assertInstanceOf(Refusal.InvalidDynamicRule.class, refusal(ex));
        assertEquals("service-chain[web]/dynamic-rule[ids1,suspicious]", ex.element());
        assertMessage(ex, "target fw1 does not come after ids1");
    }

    private static InvalidRequestException analyzeRejected(final ChainRequest request, final String element,
            final String... inMessage) {
        final var spec = new ChainSpec("web", request, 1, Double.POSITIVE_INFINITY, Affinity.HIGH, false);
        final var ex = assertThrows(InvalidRequestException.class, () -> ChainRequestBindings.analyze(spec, ANALYZER));
        assertEquals(element, ex.element());
        assertMessage(ex, "Chain 'web' is invalid");
        assertMessage(ex, inMessage);
        return ex;
    }

    private static void assertRejected(final ServiceChainBuilder request, final String element,
            final String... inMessage) {
        final var ex = assertThrows(InvalidRequestException.class,
            () -> ChainRequestBindings.toSpec("web", request.build(), CATALOG));
        assertEquals(element, ex.element(), ex::getMessage);
        assertMessage(ex, inMessage);
    }

    static void assertMessage(final Exception ex, final String... parts) {
        for (var part : parts) {
            assertTrue(ex.getMessage().contains(part), () -> "'" + ex.getMessage() + "' lacks '" + part + "'");
        }
    }

    private static ServiceChainBuilder chain(final Nf... nfs) {
        return new ServiceChainBuilder().setName(new ChainName("web")).setNf(List.of(nfs));
    }

    static Nf nf(final String name, final String type) {
        return new NfBuilder().setName(new NfInstanceName(name)).setType(new NfTypeName(type)).build();
    }

    static org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Order order(
            final String nf, final boolean before, final String otherNf) {
        return new OrderBuilder()
            .setNf(new NfInstanceName(nf))
            .setOtherNf(new NfInstanceName(otherNf))
            .setRelation(before
                ? org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Order.Relation.Before
                : org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Order.Relation.After)
            .build();
    }

    static org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Priority priority(
            final String higher, final String lower) {
        return new PriorityBuilder().setHigher(new NfInstanceName(higher)).setLower(new NfInstanceName(lower)).build();
    }

    static org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Position position(
            final String nf, final boolean first) {
        return new PositionBuilder()
            .setNf(new NfInstanceName(nf))
            .setPlace(first
                ? org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Position.Place.First
                : org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.Position.Place.Last)
            .build();
    }

    static org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.chain.request.DynamicRule rule(
            final String nf, final String result, final Action action) {
        return new DynamicRuleBuilder()
            .setNf(new NfInstanceName(nf))
            .setResult(new NfResult(result))
            .setAction(action)
            .build();
    }

    static Action discard() {
        return new DiscardBuilder().setDiscard(Empty.value()).build();
    }

    static Action insert(final String type) {
        return new InsertNfBuilder().setInsertNfType(new NfTypeName(type)).build();
    }

    private static PortNumber port(final int port) {
        return new PortNumber(Uint16.valueOf(port));
    }

    /** The analyser's refusal behind a request refused by the analysis. */
    private static Refusal refusal(final InvalidRequestException ex) {
        return assertInstanceOf(ChainValidationException.class, ex.getCause()).refusal();
    }
}
