/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Datapath and protocol counters, as {@link org.openpath.refswitch.ReferenceSwitch#counters()} reports them; written
 * on the datapath thread.
 */
final class SwitchCounters {
    private long packetsOut;
    private long packetIns;
    private long drops;
    private long loopDrops;
    private long tableMisses;
    private long rxDropped;
    private long errorsSent;
    private long flowMods;
    private long experimenterMessages;

    void countPacketOut() {
        packetsOut++;
    }

    void countPacketIn() {
        packetIns++;
    }

    void countDrop() {
        drops++;
    }

    void countLoopDrop() {
        loopDrops++;
    }

    void countTableMiss() {
        tableMisses++;
    }

    void countRxDropped() {
        rxDropped++;
    }

    void countErrorSent() {
        errorsSent++;
    }

    void countFlowMod() {
        flowMods++;
    }

    void countExperimenterMessage() {
        experimenterMessages++;
    }

    Map<String, Long> snapshot(final int flows, final int groups, final int nfBindings) {
        final Map<String, Long> result = new LinkedHashMap<>();
        result.put("flows", (long) flows);
        result.put("groups", (long) groups);
        result.put("nf-bindings", (long) nfBindings);
        result.put("flow-mods", flowMods);
        result.put("packets-out", packetsOut);
        result.put("packet-ins", packetIns);
        result.put("drops", drops);
        result.put("loop-drops", loopDrops);
        result.put("table-misses", tableMisses);
        result.put("rx-dropped", rxDropped);
        result.put("errors-sent", errorsSent);
        result.put("experimenter-messages", experimenterMessages);
        return result;
    }
}
