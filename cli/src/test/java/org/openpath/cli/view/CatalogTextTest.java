/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The NF type list and sheet, against outputs worked out by hand.
 */
class CatalogTextTest {
    private static final NfTypeView FIREWALL = new NfTypeView("firewall", "built-in", "Drops unwanted packets",
        List.of(), List.of(new NfTypeView.FieldAction("ip-src", true, false, false),
            new NfTypeView.FieldAction("l4-dst", true, false, false)),
        List.of("may-drop", "stateful"), "read", false,
        new NfTypeView.Demand("0.25", "0.5", 128L, 64L, "10", "10"));
    private static final NfTypeView IDS = new NfTypeView("ids", "operator", null, List.of("suspicious"), List.of(),
        List.of(), null, null, new NfTypeView.Demand("1.0", "0.75", 256L, 128L, "50", "5"));

    @Test
    void listsTypesWithProfileAndDemand() {
        assertEquals("""
            NAME      ORIGIN    R/W/H  BEHAVIOUR           CPU CORES     MEMORY MIB   RESULTS
            firewall  built-in  2/0/0  may-drop, stateful  0.25 + 0.5*r  128 + 64*r   -
            ids       operator  0/0/0  -                   1.0 + 0.75*r  256 + 128*r  suspicious

            R/W/H: how many packet fields the NF reads / writes / adds or removes the header of.
            CPU CORES and MEMORY MIB at r Gbit/s: base + per-Gbit/s * r.""",
            String.join("\n", CatalogText.list(List.of(FIREWALL, IDS), 100)));
    }

    @Test
    void showsATypesProfileAndDemand() {
        assertEquals("""
            NF type firewall
              Origin          built-in
              Description     Drops unwanted packets
              Behaviour       may-drop, stateful
              Coarse profile  packet read, does not modify the flow

            Field actions
              FIELD   READ  WRITE  ADD/REMOVE HEADER
              ip-src  yes   no     no
              l4-dst  yes   no     no

            Resource demand (one instance, at r Gbit/s)
              CPU cores   0.25 + 0.5*r
              Memory MiB  128 + 64*r
              Latency     10 us per packet
              Throughput  at most 10 Gbit/s""", String.join("\n", CatalogText.show(FIREWALL, 100)));
    }

    @Test
    void aTypeWithoutFieldsOrBehaviourSaysSo() {
        final var lines = CatalogText.show(IDS, 100);
        assertEquals("  Behaviour  none of may-drop, modifies-flows, terminates-flows, reconstructs-packets, stateful",
            lines.get(3));
        assertEquals("  (touches no packet field)", lines.get(6));
    }
}
