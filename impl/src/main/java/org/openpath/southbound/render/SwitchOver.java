/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The flows of a re-rendering that switch the traffic over: those that take the place of a flow the switches have
 * now — the same flow id rewritten, or another id with the same match and priority on the same switch, which replaces
 * it when it is added (OpenFlow 1.3 section 6.4). Every other flow of the new rendering is fresh: no packet meets it
 * until a switch-over flow sends packets its way. The renderer writes the fresh flows first and the switch-over flows
 * once the switches confirmed those, so that no packet is steered towards a rule that is not there yet (packets
 * miss the tables of a switch whose flow-mods arrive after another switch already sends it the new traffic).
 */
public final class SwitchOver {
    private SwitchOver() {
        // Static only
    }

    /**
     * Returns the switch-over flows of a rendering.
     *
     * @param before the rendering the switches have, {@code null} for a new chain (then nothing switches over: every
     *     flow is fresh)
     * @param pending what earlier renderings left on the switches and is still to be retired
     * @param after the new rendering
     * @return the {@link FlowRule#key() keys} of the flows of {@code after} that switch the traffic over
     */
    public static Set<String> flows(final @Nullable ChainRules before, final Retirement pending,
            final ChainRules after) {
        if (before == null) {
            return Set.of();
        }
        final var installedIds = new HashSet<String>();
        final var installedMatches = new HashSet<Placement>();
        before.flows().forEach(flow -> {
            installedIds.add(flow.key());
            installedMatches.add(Placement.of(flow));
        });
        pending.flows().forEach(flow -> {
            installedIds.add(flow.key());
            installedMatches.add(Placement.of(flow));
        });
        final var switchOver = new LinkedHashSet<String>();
        after.flows().stream()
            .filter(flow -> installedIds.contains(flow.key()) || installedMatches.contains(Placement.of(flow)))
            .forEach(flow -> switchOver.add(flow.key()));
        return switchOver;
    }

    // what makes a flow take another's place on a switch (every chain flow is in table 0)
    private record Placement(String node, int priority, RuleMatch match) {
        static Placement of(final FlowRule flow) {
            return new Placement(flow.node(), flow.priority(), flow.match());
        }
    }
}
