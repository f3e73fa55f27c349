/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.SwitchConfig;

/**
 * A ring of reference switches for many chains: every other switch transit, the others NF hosts with room for
 * thousands of NFs, each linked from its port 2 to the next one's port 1; the topology PUT and every switch in the
 * inventory before it returns. Ports 3 and 4 are left for the chains' ingress and egress
 * ({@link #chain(String, long, int)}).
 */
final class ReferenceRing {
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";

    private ReferenceRing() {
        // static helpers only
    }

    /**
     * Connects the switches, puts the topology and waits for every switch in the inventory.
     *
     * @param restconf the controller
     * @param firstDpid the first datapath id, the others following it
     * @param count how many switches
     * @param linkPrefix the links' id prefix
     * @return the switches, in ring order
     * @throws IOException if RESTCONF cannot be reached
     */
    static List<ReferenceSwitch> start(final Restconf restconf, final long firstDpid, final int count,
            final String linkPrefix) throws IOException {
        return start(restconf, List.of("127.0.0.1"), Duration.ofSeconds(5), firstDpid, count, linkPrefix);
    }

    /**
     * Connects every switch to each of the controllers (the members of a cluster), puts the topology and waits for
     * every switch in the inventory.
     *
     * @param restconf the controller's RESTCONF
     * @param controllers the addresses whose OpenFlow port 6653 each switch connects to
     * @param echoInterval the switches' echo interval (three silent intervals end a session)
     * @param firstDpid the first datapath id, the others following it
     * @param count how many switches
     * @param linkPrefix the links' id prefix
     * @return the switches, in ring order
     * @throws IOException if RESTCONF cannot be reached
     */
    static List<ReferenceSwitch> start(final Restconf restconf, final List<String> controllers,
            final Duration echoInterval, final long firstDpid, final int count, final String linkPrefix)
            throws IOException {
        final var switches = new ArrayList<ReferenceSwitch>();
        final var nodes = new ArrayList<String>();
        final var links = new ArrayList<String>();
        for (int i = 0; i < count; i++) {
            final long dpid = firstDpid + i;
            final var sw = ReferenceSwitch.create(SwitchConfig.of(dpid, 4).withEchoInterval(echoInterval));
            controllers.forEach(controller -> sw.connect(controller, 6653));
            switches.add(sw);
            nodes.add(i % 2 == 0 ? "{\"node-id\":\"openflow:" + dpid + "\",\"role\":\"transit\"}"
                : "{\"node-id\":\"openflow:" + dpid + "\",\"capacity\":{\"cpu-cores\":4096,\"memory\":67108864,"
                    + "\"nic-bandwidth\":\"100000\"}}");
        }
        for (int i = 0; i < count; i++) {
            final int next = (i + 1) % count;
            switches.get(i).port(2).linkTo(switches.get(next).port(1));
            links.add(("{\"link-id\":\"%s-%d\",\"source-node\":\"openflow:%d\",\"source-port\":2,"
                + "\"destination-node\":\"openflow:%d\",\"destination-port\":1,\"bandwidth\":\"100000\"}")
                .formatted(linkPrefix, i, firstDpid + i, firstDpid + next));
        }
        final var put = restconf.put(TOPOLOGY, "{\"openpath-topology:openpath-topology\":{\"node\":["
            + String.join(",", nodes) + "],\"link\":[" + String.join(",", links) + "]}}");
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT topology answered " + put);
        for (var sw : switches) {
            await(sw + " in the inventory").atMost(Duration.ofMinutes(2)).pollInterval(Duration.ofMillis(500))
                .until(() -> restconf.get("/data/opendaylight-inventory:nodes/node=openflow:" + sw.datapathId()
                    + "?content=nonconfig&depth=1").status() == 200);
        }
        return switches;
    }

    /**
     * A chain firewall → monitor entering and leaving at a transit switch of the ring, for one /24.
     *
     * @param name the chain's name
     * @param ingress the transit switch's datapath id
     * @param subnet the /24 as a number: 10.(subnet / 256).(subnet % 256).0
     * @return the chain as a JSON list entry
     */
    static String chain(final String name, final long ingress, final int subnet) {
        return ("{\"name\":\"%s\",\"nf\":[{\"name\":\"fw\",\"type\":\"firewall\"},"
            + "{\"name\":\"mon\",\"type\":\"traffic-monitor\"}],\"sla\":{\"traffic-rate\":\"0.01\"},"
            + "\"classifier\":{\"ingress-node\":\"openflow:%d\",\"ingress-port\":3,"
            + "\"destination-prefix\":\"10.%d.%d.0/24\"},\"egress\":{\"node\":\"openflow:%d\",\"port\":4}}")
            .formatted(name, ingress, subnet / 256, subnet % 256, ingress);
    }
}
