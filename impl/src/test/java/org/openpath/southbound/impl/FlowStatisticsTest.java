/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.FlowCookie;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.opendaylight.yangtools.yang.common.Uint8;

class FlowStatisticsTest extends RendererDataBrokerTest {
    @Test
    void flowsAreCountedPerCookiePerSwitch() throws Exception {
        setup();
        showFlow("openflow:1", "a", 0x4F50_0000_0001_0001L);
        showFlow("openflow:1", "b", 0x4F50_0000_0001_0001L);
        showFlow("openflow:1", "c", 0x4F50_0000_0001_0002L);
        showFlow("openflow:2", "d", 0x4F52_0000_0028_0001L);
        // a flow without a cookie (e.g. one the switch reports that nobody wrote) counts for none
        write(LogicalDatastoreType.OPERATIONAL, InventoryRules.flowPath("openflow:2", "no-cookie"),
            new FlowBuilder().setId(new FlowId("no-cookie")).setTableId(Uint8.ZERO).build());

        final var counts = new FlowStatistics(getDataBroker())
            .flowsPerCookie(List.of("openflow:1", "openflow:2", "openflow:3")).get(10, TimeUnit.SECONDS);

        assertEquals(Map.of(
            "openflow:1", Map.of(0x4F50_0000_0001_0001L, 2, 0x4F50_0000_0001_0002L, 1),
            "openflow:2", Map.of(0x4F52_0000_0028_0001L, 1),
            // a switch without statistics
            "openflow:3", Map.of()), counts);
    }

    private void showFlow(final String node, final String id, final long cookie) throws Exception {
        write(LogicalDatastoreType.OPERATIONAL, InventoryRules.flowPath(node, id), new FlowBuilder()
            .setId(new FlowId(id)).setTableId(Uint8.ZERO).setCookie(new FlowCookie(Uint64.valueOf(cookie))).build());
    }
}
