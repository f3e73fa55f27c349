/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.yang.types.rev130715.DateAndTime;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.RenderingResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.NfBind;
import org.openpath.southbound.render.ChainRules;
import org.openpath.southbound.render.ChainView;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.RuleMatch;

/**
 * A switch refusing a chain's NF messages: the rendering becomes failed with a reason naming the refusals, and
 * becomes pending again once a later round is taken.
 */
class RenderedChainTest {
    private static final DateAndTime NOW = new DateAndTime("2026-11-22T12:00:00Z");
    private static final ChainName NAME = new ChainName("c");
    private static final String A = "openflow:9";
    private static final String B = "openflow:10";

    private static RenderedChain chain() {
        final var view = new ChainView("c", 7, FlowSpec.ANY, null, null, null, 2L, List.of(), List.of(), List.of(),
            List.of());
        final var rules = new ChainRules("c", 7, 0x4F50_0000_0007_0000L, List.of(), List.of(),
            Map.of("openflow:9", List.of(new NfBind(1, 7, "firewall", "fw"))), List.of(), List.of());
        return new RenderedChain(view, rules, 0x4F50_0000_0007_0001L, 0);
    }

    @Test
    void refusedNfMessagesFailTheRenderingUntilARoundIsTaken() {
        final var chain = chain();
        assertFalse(chain.messagesAnswered(A, List.of()), "taken while pending: nothing to report");
        assertEquals(RenderedChain.State.PENDING, chain.state);

        assertTrue(chain.messagesAnswered(A, List.of("openflow:9: NF_BIND refused: UNKNOWN_TYPE")));
        assertEquals(RenderedChain.State.FAILED, chain.state);
        assertEquals("switches refused NF messages: openflow:9: NF_BIND refused: UNKNOWN_TYPE (the chain's flows "
            + "stay installed; its NF messages are sent again when the switch reconnects or the chain changes)",
            chain.reason);
        final var report = RenderingReports.of(chain, NOW).setName(NAME).build();
        assertEquals(RenderingResult.State.Failed, report.getState());
        assertEquals(chain.reason, report.getReason());

        assertFalse(chain.messagesAnswered(A, List.of("openflow:9: NF_BIND refused: UNKNOWN_TYPE")),
            "the same refusal again changes nothing to report");
        assertTrue(chain.messagesAnswered(A, List.of("openflow:9: NF_BIND refused: TABLE_FULL")), "a new refusal does");

        assertTrue(chain.messagesAnswered(A, List.of()), "the switch reconnected and took them");
        assertEquals(RenderedChain.State.PENDING, chain.state);
        assertEquals("", chain.reason);
        assertEquals(RenderingResult.State.Pending, RenderingReports.of(chain, NOW).setName(NAME).build().getState());
    }

    @Test
    void aSwitchTakingItsMessagesDoesNotHideAnothersRefusal() {
        final var chain = chain();
        assertTrue(chain.messagesAnswered(A, List.of("openflow:9: NF_BIND refused: UNKNOWN_TYPE")));
        assertFalse(chain.messagesAnswered(B, List.of()), "openflow:10 took its messages, openflow:9 did not");
        assertEquals(RenderedChain.State.FAILED, chain.state);
        assertTrue(chain.messagesAnswered(B, List.of("openflow:10: HANDLER_RULE_ADD refused: UNKNOWN_SERVICE")));
        assertEquals("switches refused NF messages: openflow:10: HANDLER_RULE_ADD refused: UNKNOWN_SERVICE; "
            + "openflow:9: NF_BIND refused: UNKNOWN_TYPE (the chain's flows stay installed; its NF messages are sent "
            + "again when the switch reconnects or the chain changes)", chain.reason, "every refusal, by switch");
        assertTrue(chain.messagesAnswered(A, List.of()));
        assertEquals(RenderedChain.State.FAILED, chain.state, "openflow:10 still refuses");
        assertTrue(chain.messagesAnswered(B, List.of()));
        assertEquals(RenderedChain.State.PENDING, chain.state);
    }

    @Test
    void failedReportCarriesTheReasonAndNoRules() {
        final var report = RenderingReports.failed("flow c:classifier does not fit", NOW).setName(NAME).build();
        assertEquals(RenderingResult.State.Failed, report.getState());
        assertEquals("flow c:classifier does not fit", report.getReason());
        assertEquals(NOW, report.getLastChange());
        assertFalse(report.getConfirmed());
        assertEquals(null, report.getFlowRules());
    }

    @Test
    void flowsHeldBackAreNotAwaitedUntilTheyAreTaken() {
        final var classifier = new FlowRule(A, "c:classifier", 200, RuleMatch.tag(11), List.of());
        final var service = new FlowRule(A, "c:svc-1", 400, RuleMatch.service(7, 1), List.of());
        final var segment = new FlowRule(B, "c:tag-11", 300, RuleMatch.tag(11), List.of());
        final var view = new ChainView("c", 7, FlowSpec.ANY, null, null, null, 2L, List.of(), List.of(), List.of(),
            List.of());
        final var chain = new RenderedChain(view, new ChainRules("c", 7, 0x4F50_0000_0007_0000L,
            List.of(classifier, service, segment), List.of(), Map.of(), List.of(), List.of()), 0x4F50_0000_0007_0002L,
            0);
        assertEquals(Map.of(A, 2, B, 1), chain.expectedFlows);
        final var held = new RenderedChain.SwitchOverFlow(classifier, new FlowBuilder().setId(new FlowId(
            "c:classifier")).build());
        chain.holdBack(List.of(held));
        assertTrue(chain.holdsBack());
        assertEquals(Map.of(A, 1, B, 1), chain.expectedFlows, "the classifier is not written yet");
        chain.confirmedNodes.add(B);
        assertEquals(List.of(held), chain.takeHeldBack());
        assertFalse(chain.holdsBack());
        assertEquals(Map.of(A, 2, B, 1), chain.expectedFlows);
        assertEquals(Set.of(), chain.confirmedNodes, "every switch confirms the whole rendering again");
    }
}
