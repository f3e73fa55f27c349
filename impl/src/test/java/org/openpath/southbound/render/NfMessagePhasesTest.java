/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.ChangeDefault;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.HandlerRule;
import org.openpath.openflow.HandlerRuleAdd;
import org.openpath.openflow.HandlerRuleDelete;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfScale;
import org.openpath.openflow.NfUnbind;
import org.openpath.openflow.PortRange;

class NfMessagePhasesTest {
    private static final long SFC = 7;
    private static final NfBind IDS = new NfBind(1, SFC, "ids", "ids");
    private static final NfBind SANDBOX = new NfBind(2, SFC, "sandbox", "ids.suspicious");
    private static final NfBind MON = new NfBind(3, SFC, "traffic-monitor", "mon");
    private static final HandlerRuleAdd TO_SANDBOX = new HandlerRuleAdd(HandlerRule.sendTo(SFC, 1, "suspicious", 2));
    private static final HandlerRuleAdd MON_DISCARD = new HandlerRuleAdd(HandlerRule.discard(SFC, 3, "flood"));

    private static ChainRules rules(final Map<String, List<ControllerMessage>> messages) {
        // docs/rendering.md: cookie 0x4f50 · SFC-ID 7 · version 1
        return new ChainRules("c", SFC, 0x4F50_0000_0007_0001L, List.of(), List.of(), messages,
            List.of(), List.of());
    }

    @Test
    void newChainBindsFirstThenAddsItsHandlerRules() {
        final var phases = NfMessagePhases.between(null, rules(Map.of("a", List.of(IDS, TO_SANDBOX, SANDBOX))));
        assertEquals(Map.of("a", List.of(List.of(), List.of(IDS, SANDBOX), List.of(TO_SANDBOX))), phases);
    }

    @Test
    void unchangedRenderingSendsNothing() {
        final var same = rules(Map.of("a", List.of(IDS, TO_SANDBOX, SANDBOX)));
        assertEquals(Map.of("a", List.of(List.of(), List.of(), List.of())), NfMessagePhases.between(same, same));
    }

    @Test
    void movedNfIsBoundWhereItIsAndUnboundWhereItWasOnlyLater() {
        final var before = rules(Map.of("a", List.of(IDS, MON)));
        final var after = rules(Map.of("a", List.of(IDS), "b", List.of(MON)));
        // the old path may still bring packets to the monitor on a: its unbind waits for the new rules' confirmation
        assertEquals(Map.of(
            "a", List.of(List.of(), List.of(), List.of()),
            "b", List.of(List.of(), List.of(MON), List.of())), NfMessagePhases.between(before, after));
        assertEquals(Map.of("a", List.of(new NfUnbind(3, SFC))), NfMessagePhases.leaving(before, after));
    }

    @Test
    void nfScaleFollowsItsBindingAndEveryChangeOfTheCount() {
        final var three = new NfScale(1, SFC, 3);
        final var two = new NfScale(1, SFC, 2);
        // a new chain: NF_SCALE after the NF_BIND it needs
        assertEquals(Map.of("a", List.of(List.of(), List.of(IDS), List.of(three))),
            NfMessagePhases.between(null, rules(Map.of("a", List.of(IDS, three)))));
        // 3 -> 2; unchanged sends nothing
        assertEquals(Map.of("a", List.of(List.of(), List.of(), List.of(two))),
            NfMessagePhases.between(rules(Map.of("a", List.of(IDS, three))), rules(Map.of("a", List.of(IDS, two)))));
        assertEquals(Map.of("a", List.of(List.of(), List.of(), List.of())),
            NfMessagePhases.between(rules(Map.of("a", List.of(IDS, two))), rules(Map.of("a", List.of(IDS, two)))));
        // back to one: the rendering has no NF_SCALE any more, the switch still runs 2
        assertEquals(Map.of("a", List.of(List.of(), List.of(), List.of(new NfScale(1, SFC, 1)))),
            NfMessagePhases.between(rules(Map.of("a", List.of(IDS, two))), rules(Map.of("a", List.of(IDS)))));
        // unbound altogether: nothing to scale
        assertEquals(Map.of("a", List.of(List.of(), List.of(), List.of()), "b", List.of(List.of(), List.of(IDS),
            List.of())), NfMessagePhases.between(rules(Map.of("a", List.of(IDS, two))),
                rules(Map.of("b", List.of(IDS)))));
        // bound afresh (renamed): the switch starts it with one instance, so the same NF_SCALE goes again
        final var renamed = new NfBind(1, SFC, "ids", "ids.strict");
        assertEquals(Map.of("a", List.of(List.of(new NfUnbind(1, SFC)), List.of(renamed), List.of(two))),
            NfMessagePhases.between(rules(Map.of("a", List.of(IDS, two))), rules(Map.of("a", List.of(renamed, two)))));
    }

    @Test
    void nfBoundAgainWithOtherParametersIsUnboundFirst() {
        final var before = rules(Map.of("a", List.of(IDS)));
        final var renamed = new NfBind(1, SFC, "ids", "ids.strict");
        final var after = rules(Map.of("a", List.of(renamed)));
        assertEquals(Map.of("a", List.of(List.of(new NfUnbind(1, SFC)), List.of(renamed), List.of())),
            NfMessagePhases.between(before, after));
        assertEquals(Map.of(), NfMessagePhases.leaving(before, after), "it does not leave a");
    }

    @Test
    void droppedRuleOfABoundNfIsDeletedButAnUnboundNfTakesItsRulesAlong() {
        final var before = rules(Map.of("a", List.of(IDS, TO_SANDBOX, SANDBOX, MON, MON_DISCARD)));
        // ids no longer sends to the sandbox (still bound); the monitor moves to b with its rule
        final var after = rules(Map.of("a", List.of(IDS, SANDBOX), "b", List.of(MON, MON_DISCARD)));
        final var phases = NfMessagePhases.between(before, after);
        assertEquals(List.of(List.of(new HandlerRuleDelete(SFC, 1, "suspicious")), List.of(), List.of()),
            phases.get("a"));
        assertEquals(Map.of("a", List.of(new NfUnbind(3, SFC))), NfMessagePhases.leaving(before, after));
        assertEquals(List.of(List.of(), List.of(MON), List.of(MON_DISCARD)), phases.get("b"));
    }

    @Test
    void unbindAllUnbindsEveryNfAndSendsNoRules() {
        final var phases = NfMessagePhases.unbindAll(rules(Map.of("a", List.of(IDS, TO_SANDBOX, SANDBOX),
            "b", List.of(MON))));
        assertEquals(Map.of(
            "a", List.of(List.of(new NfUnbind(1, SFC), new NfUnbind(2, SFC)), List.of(), List.of()),
            "b", List.of(List.of(new NfUnbind(3, SFC)), List.of(), List.of())), phases);
    }

    @Test
    void anNfBoundAfreshGetsItsChangeDefaultsInEffectAfterItsHandlerRules() {
        final var view = new ChainView("c", SFC, FlowSpec.ANY, null, null, null, null, List.of(), List.of(
            new ChainView.VertexView("ids", 1, "ids", true, List.of("mon"), List.of()),
            new ChainView.VertexView("mon", 3, "traffic-monitor", true, List.of(), List.of())), List.of(), List.of());
        final var web = new FlowSpec(null, null, 6, null, PortRange.single(80));
        final var idsToMon = Map.of(new Redirect("ids", "mon"), web);
        final List<List<ControllerMessage>> rebind = List.of(List.of(), List.of(IDS), List.of(TO_SANDBOX));
        assertEquals(List.of(List.of(), List.of(IDS), List.of(TO_SANDBOX), List.of(new ChangeDefault(SFC, 1, 3, web))),
            NfMessagePhases.withChangeDefaults(rebind, view, idsToMon));

        final List<List<ControllerMessage>> elsewhere = List.of(List.of(), List.of(MON), List.of());
        assertEquals(elsewhere, NfMessagePhases.withChangeDefaults(elsewhere, view, idsToMon),
            "ids is not bound afresh here: its switch keeps its ChangeDefault");
        assertEquals(rebind, NfMessagePhases.withChangeDefaults(rebind, view, Map.of(new Redirect("ids", "ghost"),
            web)), "a target the chain does not run");
        assertEquals(rebind, NfMessagePhases.withChangeDefaults(rebind, view, Map.of()));
    }
}
