/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A real OpenFlow 1.3 switch (a userspace Open vSwitch bridge) connects to the controller and shows up in the
 * operational inventory, and a flow written to the config inventory reaches the switch and leaves it when deleted.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
final class OpenFlowInventoryIT {
    private static final String BRIDGE = "opbr1";
    private static final long DATAPATH_ID = 0xA1;
    private static final int OPENFLOW_PORT = 6653;
    private static final String NODE = "/data/opendaylight-inventory:nodes/node="
        + Restconf.key("openflow:" + DATAPATH_ID);
    private static final String OPERATIONAL_NODE = NODE + "?content=nonconfig";
    private static final String FLOW = NODE + "/flow-node-inventory:table=0/flow=openpath-it-1";
    // Cookie 2571 is 0xa0b; ovs-ofctl prints it in hexadecimal.
    private static final String FLOW_BODY = """
        {"flow-node-inventory:flow":[{
          "id":"openpath-it-1","table_id":0,"priority":1234,"cookie":"2571",
          "match":{"ethernet-match":{"ethernet-type":{"type":2048}},"ipv4-destination":"10.9.8.0/24"},
          "instructions":{"instruction":[{"order":0,"apply-actions":{"action":[{"order":0,"drop-action":{}}]}}]}
        }]}
        """;

    private OvsSandbox ovs;

    @BeforeAll
    void startSwitch() throws IOException {
        ovs = OvsSandbox.start();
        ovs.addBridge(BRIDGE, DATAPATH_ID, OPENFLOW_PORT);
    }

    @AfterAll
    void stopSwitch() {
        if (ovs != null) {
            ovs.close();
        }
    }

    @Test
    void switchAppearsInOperationalInventory(final Restconf restconf) {
        awaitSwitchConnected(restconf);
    }

    @Test
    void configFlowReachesSwitchAndLeavesIt(final Restconf restconf) throws IOException {
        awaitSwitchConnected(restconf);

        final var put = restconf.put(FLOW, FLOW_BODY);
        assertTrue(put.status() == 201 || put.status() == 204,
            () -> "PUT " + FLOW + " should answer 201 or 204, got " + put);
        await("flow priority=1234 nw_dst=10.9.8.0/24 on " + BRIDGE)
            .atMost(Duration.ofSeconds(60))
            .pollInterval(Duration.ofSeconds(1))
            .untilAsserted(() -> {
                final var flows = ovs.dumpFlows(BRIDGE);
                assertTrue(flows.stream().anyMatch(OpenFlowInventoryIT::isOurFlow),
                    () -> "ovs-ofctl -O OpenFlow13 dump-flows " + BRIDGE
                        + " should show cookie=0xa0b priority=1234 nw_dst=10.9.8.0/24 actions=drop, it shows "
                        + flows);
            });

        final var delete = restconf.delete(FLOW);
        assertEquals(204, delete.status(), () -> "DELETE " + FLOW + " should answer 204, got " + delete);
        await("flow priority=1234 nw_dst=10.9.8.0/24 gone from " + BRIDGE)
            .atMost(Duration.ofSeconds(60))
            .pollInterval(Duration.ofSeconds(1))
            .untilAsserted(() -> {
                final var flows = ovs.dumpFlows(BRIDGE);
                assertTrue(flows.stream().noneMatch(OpenFlowInventoryIT::isOurFlow),
                    () -> "After DELETE " + FLOW + " the flow should leave " + BRIDGE + ", dump-flows shows " + flows);
            });
    }

    private static void awaitSwitchConnected(final Restconf restconf) {
        await("switch openflow:" + DATAPATH_ID + " (bridge " + BRIDGE + ") in the operational inventory")
            .atMost(Duration.ofSeconds(90))
            .pollInterval(Duration.ofSeconds(2))
            .untilAsserted(() -> {
                final var response = restconf.get(OPERATIONAL_NODE);
                assertEquals(200, response.status(), () -> "GET " + OPERATIONAL_NODE + " should answer 200 once "
                    + BRIDGE + " connects to 127.0.0.1:" + OPENFLOW_PORT + ", got " + response);
            });
    }

    private static boolean isOurFlow(final String flow) {
        return List.of("cookie=0xa0b", "priority=1234", "nw_dst=10.9.8.0/24", "actions=drop").stream()
            .allMatch(flow::contains);
    }
}
