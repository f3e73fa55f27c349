/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.openpath.analyzer.PacketField.IP_DST;
import static org.openpath.analyzer.PacketField.IP_SRC;
import static org.openpath.analyzer.PacketField.METADATA;
import static org.openpath.analyzer.PacketField.PAYLOAD;
import static org.openpath.analyzer.PacketField.VLAN;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.Reason.Barrier;
import org.openpath.analyzer.Reason.FieldConflict;
import org.openpath.analyzer.Reason.HeaderChange;
import org.openpath.analyzer.Reason.Independent;

/**
 * The field-level rules, one by one, with the reasons operators see.
 */
class FieldLevelRulesTest {
    private static final DependencyAnalyzer ANALYZER = DependencyAnalyzer.builtIn();

    private static NfType type(final String name, final ActionProfile.Builder profile) {
        return new NfType(name, name, profile.build());
    }

    private static PairVerdict compare(final NfType first, final NfType second) {
        return ANALYZER.compare(first, second, AnalysisMode.FIELD_LEVEL);
    }

    private static NfType builtIn(final String name) {
        return BuiltInCatalog.catalog().get(name);
    }

    @Test
    void readAfterWriteIsSequential() {
        final var verdict = compare(type("a", ActionProfile.builder().writes(IP_DST)),
            type("b", ActionProfile.builder().reads(IP_DST, IP_SRC)));
        assertEquals(Verdict.SEQUENTIAL, verdict.verdict());
        assertEquals(new FieldConflict(FieldConflict.Kind.READ_AFTER_WRITE, IP_DST), verdict.reason());
        assertEquals(Set.of(IP_DST), verdict.conflictingFields());
        assertEquals("a writes ip-dst, which b reads", verdict.explanation());
    }

    @Test
    void writeAfterReadNeedsACopy() {
        final var verdict = compare(type("a", ActionProfile.builder().reads(IP_DST)),
            type("b", ActionProfile.builder().readsWrites(IP_DST)));
        assertEquals(Verdict.PARALLEL_WITH_COPY, verdict.verdict());
        assertEquals(new FieldConflict(FieldConflict.Kind.WRITE_AFTER_READ, IP_DST), verdict.reason());
        assertEquals("a reads ip-dst, which b writes: parallel on a packet copy", verdict.explanation());
    }

    @Test
    void writeAfterWriteWithoutReadNeedsACopyAndTheLaterWins() {
        final var verdict = compare(type("a", ActionProfile.builder().writes(METADATA)),
            type("b", ActionProfile.builder().writes(METADATA)));
        assertEquals(Verdict.PARALLEL_WITH_COPY, verdict.verdict());
        assertEquals(new FieldConflict(FieldConflict.Kind.WRITE_AFTER_WRITE, METADATA), verdict.reason());
        assertEquals("a and b both write metadata: parallel on a packet copy, the merge keeps b's value",
            verdict.explanation());
    }

    @Test
    void sharedReadsAndDisjointWritesAreCopyFree() {
        final var reads = compare(builtIn("traffic-monitor"), builtIn("ids"));
        assertEquals(Verdict.PARALLEL, reads.verdict());
        assertEquals(new Independent(PacketField.fiveTuple()), reads.reason());
        assertEquals("traffic-monitor and ids only share reads (ip-src, ip-dst, ip-proto, l4-src, l4-dst): parallel "
            + "without a copy", reads.explanation());
        final var disjoint = compare(type("a", ActionProfile.builder().writes(VLAN)),
            type("b", ActionProfile.builder().readsWrites(PAYLOAD)));
        assertEquals(Verdict.PARALLEL, disjoint.verdict());
        assertEquals(new Independent(Set.of()), disjoint.reason());
    }

    @Test
    void headerChangeOfTheFirstIsSequentialWithAnythingInItsScope() {
        final var vlanPush = type("tagger", ActionProfile.builder().addsRemoves(VLAN));
        final var verdict = compare(vlanPush, type("b", ActionProfile.builder().reads(IP_SRC)));
        assertEquals(Verdict.SEQUENTIAL, verdict.verdict());
        assertEquals(new HeaderChange(true, Layer.VLAN, IP_SRC, true), verdict.reason());
        assertEquals("tagger adds/removes the vlan header, which covers ip-src that b reads", verdict.explanation());
        assertEquals(Verdict.PARALLEL, compare(vlanPush, type("c", ActionProfile.builder().reads(METADATA)))
            .verdict());
    }

    @Test
    void headerChangeOfTheSecondOverReadsNeedsAFullCopy() {
        final var verdict = compare(builtIn("traffic-monitor"), builtIn("vpn"));
        assertEquals(Verdict.PARALLEL_WITH_COPY, verdict.verdict());
        assertEquals(new HeaderChange(false, Layer.IP, IP_SRC, true), verdict.reason());
        assertEquals("vpn adds/removes the ip header, which covers ip-src that traffic-monitor only reads: parallel on "
            + "a full packet copy", verdict.explanation());
        final var overWrites = compare(builtIn("nat"), builtIn("vpn"));
        assertEquals(Verdict.SEQUENTIAL, overWrites.verdict());
        assertEquals("vpn adds/removes the ip header, which covers ip-src that nat changes", overWrites.explanation());
    }

    @Test
    void dropsTerminationsAndFlowChangesBarLaterNfs() {
        final var afterFirewall = compare(builtIn("firewall"), builtIn("traffic-monitor"));
        assertEquals(Verdict.SEQUENTIAL, afterFirewall.verdict());
        assertEquals(new Barrier(Barrier.Kind.DROPS), afterFirewall.reason());
        assertEquals("firewall may drop packets, and traffic-monitor must not see a packet firewall would have "
            + "dropped", afterFirewall.explanation());
        // The other way round the monitor sees every packet anyway
        assertEquals(Verdict.PARALLEL, compare(builtIn("traffic-monitor"), builtIn("firewall")).verdict());
        assertEquals(new Barrier(Barrier.Kind.TERMINATES_FLOWS),
            compare(builtIn("cache"), builtIn("gateway")).reason());
        assertEquals(new Barrier(Barrier.Kind.MODIFIES_FLOWS), compare(builtIn("vpn"), builtIn("shaper")).reason());
        // Even an NF that reads nothing observes which packets it gets
        assertEquals(Verdict.SEQUENTIAL, compare(builtIn("sandbox"), builtIn("shaper")).verdict());
    }

    @Test
    void reconstructionBarsLaterPayloadUsers() {
        final var writer = type("stamp", ActionProfile.builder().writes(PAYLOAD));
        final var verdict = compare(builtIn("compression"), writer);
        assertEquals(Verdict.SEQUENTIAL, verdict.verdict());
        assertEquals(new Barrier(Barrier.Kind.RECONSTRUCTS), verdict.reason());
        assertEquals("compression reconstructs packets, and stamp touches the payload", verdict.explanation());
        assertEquals(Verdict.PARALLEL, compare(builtIn("compression"), builtIn("gateway")).verdict());
    }

    @Test
    void divertingRulesBarLaterNfs() throws ChainValidationException {
        final var plain = ANALYZER.analyze(ChainRequest.builder().nf("ids").nf("traffic-monitor").build());
        assertEquals(Verdict.PARALLEL, plain.matrix().verdict("ids", "traffic-monitor").verdict());
        final var diverted = ANALYZER.analyze(ChainRequest.builder().nf("ids").nf("traffic-monitor")
            .rule(DynamicRule.discard("ids", "malicious")).build());
        final var verdict = diverted.matrix().verdict("ids", "traffic-monitor");
        assertEquals(Verdict.SEQUENTIAL, verdict.verdict());
        assertEquals("ids has dynamic rules that discard or steer packets, which traffic-monitor must then not see",
            verdict.explanation());
        final var keepDefault = ANALYZER.analyze(ChainRequest.builder().nf("ids").nf("traffic-monitor")
            .rule(DynamicRule.useDefault("ids", "malicious")).build());
        assertEquals(Verdict.PARALLEL, keepDefault.matrix().verdict("ids", "traffic-monitor").verdict());
    }

    @Test
    void natThenLoadBalancerStaySequentialForThePorts() {
        final var verdict = compare(builtIn("nat"), builtIn("load-balancer"));
        assertEquals(Verdict.SEQUENTIAL, verdict.verdict());
        assertEquals(Set.of(IP_SRC, IP_DST, PacketField.L4_SRC, PacketField.L4_DST), verdict.conflictingFields());
        assertEquals("nat writes ip-src, which load-balancer reads", verdict.explanation());
    }
}
