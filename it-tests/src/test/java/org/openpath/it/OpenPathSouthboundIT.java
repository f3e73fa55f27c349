/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.fixtures.TestPackets;
import org.openpath.openflow.ChangeDefault;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.CopyToBranches;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.Merge;
import org.openpath.openflow.NfAlert;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.OpenPathAction;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.OxmField;
import org.openpath.openflow.OxmMatch;
import org.openpath.openflow.RequestMe;
import org.openpath.openflow.SetPathTag;
import org.openpath.openflow.SetStateReportInterval;
import org.openpath.openflow.SkipMe;
import org.openpath.refswitch.NfStatus;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.SwitchConfig;

/**
 * The OpenPATH OpenFlow extension (docs/openpath-openflow.md) on the real distribution, on the wire: reference
 * OpenPATH switches connect to OpenFlowPlugin on both of its ports and appear in the inventory; a flow with every
 * OpenPATH match field and action written to the config inventory arrives at the switch byte for byte and comes
 * back in the operational flow statistics; the NF-control RPCs reach the switch as SKIP_ME / REQUEST_ME /
 * CHANGE_DEFAULT / SET_STATE_REPORT_INTERVAL with the chain's wire ids; an NF alert raised on a switch makes the
 * orchestrator insert the chain's sandbox; NF_UPDATE lands in nf-instances; Open vSwitch answers an OpenPATH message
 * with BAD_EXPERIMENTER and stays connected; hundreds of malformed OpenPATH frames from a switch are dropped and
 * counted without a disconnect or a leaked buffer.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
final class OpenPathSouthboundIT {
    private static final long[] DATAPATH_IDS = { 0x51, 0x52, 0x53 };
    // 0x53 connects to OpenFlowPlugin's legacy port: codecs must be registered on both providers
    private static final int[] CONTROLLER_PORTS = { 6653, 6653, 6633 };
    private static final long OVS_DATAPATH_ID = 0x54;
    private static final String OVS_BRIDGE = "opbr84";
    private static final String TOPOLOGY = "/data/openpath-topology:openpath-topology";
    private static final String CHAIN = "it-sb";
    private static final String CHAIN_PATH = "/data/openpath-chains:service-chains/service-chain=" + CHAIN;
    private static final String STATE_PATH = "/data/openpath-chains:service-chain-states/service-chain-state="
        + CHAIN;
    private static final Duration WAIT = Duration.ofSeconds(90);

    private final List<ReferenceSwitch> switches = new ArrayList<>();
    private OvsSandbox ovs;

    @BeforeAll
    void startSwitches(final Restconf restconf) throws IOException {
        for (int i = 0; i < DATAPATH_IDS.length; i++) {
            switches.add(ReferenceSwitch.create(SwitchConfig.of(DATAPATH_IDS[i], 4))
                .connect("127.0.0.1", CONTROLLER_PORTS[i]));
        }
        final var nodes = new ArrayList<String>();
        for (var dpid : DATAPATH_IDS) {
            nodes.add("""
                {"node-id":"%s","capacity":{"cpu-cores":16,"memory":32768,"nic-bandwidth":"40"}}"""
                .formatted(node(dpid)));
        }
        final var put = restconf.put(TOPOLOGY, """
            {"openpath-topology:openpath-topology":{"node":[%s],"link":[
              {"link-id":"sb-1-2","source-node":"openflow:81","destination-node":"openflow:82","bandwidth":"40"},
              {"link-id":"sb-2-3","source-node":"openflow:82","destination-node":"openflow:83","bandwidth":"40"}]}}"""
            .formatted(String.join(",", nodes)));
        assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT " + TOPOLOGY + " answered " + put);
    }

    @AfterAll
    void cleanUp(final Restconf restconf) throws IOException {
        restconf.delete(CHAIN_PATH);
        restconf.delete(TOPOLOGY);
        for (var dpid : DATAPATH_IDS) {
            restconf.delete(configNode(dpid));
        }
        switches.forEach(ReferenceSwitch::close);
        if (ovs != null) {
            ovs.close();
        }
    }

    @Test
    @Order(1)
    void referenceSwitchesAppearInTheInventory(final Restconf restconf, final KarafDistribution karaf)
            throws IOException {
        for (var dpid : DATAPATH_IDS) {
            await(node(dpid) + " in the operational inventory").atMost(WAIT).pollInterval(Duration.ofSeconds(1))
                .untilAsserted(() -> {
                    final var response = restconf.get(configNode(dpid) + "?content=nonconfig");
                    assertEquals(200, response.status(), response::toString);
                    final var node = Json.object(Json.array(response.json().path("opendaylight-inventory:node"))
                        .get(0));
                    assertEquals(4, Json.array(node.get("node-connector")).size(), () -> "4 ports in " + node);
                    assertTrue(node.toString().contains("OpenPATH"), () -> "the switch's description in " + node);
                });
        }
        for (var sw : switches) {
            // OpenFlowPlugin closes a new connection whose initial statistics gathering failed, and the switch
            // connects again (docs/upstream-issues.md): that reconnect is excused, only where the controller logged
            // it for this switch; any other one fails the test
            final long refused = karaf.logLines("Not able to set MASTER role on device openflow:" + sw.datapathId()
                + ", reason: Initial gathering statistics unsuccessful");
            assertEquals(1 + refused, sw.sessions(), () -> sw + " connected once (" + refused + " more after "
                + "OpenFlowPlugin's failed initial statistics gathering)");
        }
    }

    @Test
    @Order(2)
    void flowWithEveryOpenPathFieldAndActionArrivesIntact(final Restconf restconf) throws IOException {
        final List<OxmMatch> matches = List.of(OxmMatch.of(OxmField.SFC_ID, 7), OxmMatch.of(OxmField.PATH_ID, 2),
            OxmMatch.masked(OxmField.TAG, 5, 0xff), OxmMatch.of(OxmField.SERVICE_ID, 3),
            OxmMatch.of(OxmField.COPY, 1));
        final List<OpenPathAction> actions = List.of(new InvokeNf(3, 4),
            new CopyToBranches(CopyKind.FULL_COPY, List.of(5L, 6L)), new Merge(true, 9, List.of(2, 1)),
            new SetPathTag(7, 1));
        final var expectedActions = new ByteArrayOutputStream();
        actions.forEach(action -> expectedActions.writeBytes(OpenPathCodec.encodeAction(action)));
        // the switch on the legacy port as well: the codecs must be on both switch connection providers
        for (int i : new int[] { 0, 2 }) {
            final long dpid = DATAPATH_IDS[i];
            final var sw = switches.get(i);
            final var put = restconf.put(configNode(dpid) + "/flow-node-inventory:table=0/flow=op-it-1", FLOW);
            assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT flow answered " + put);
            await("the OpenPATH flow on " + sw).atMost(WAIT).untilAsserted(() -> {
                final var flow = sw.flows().stream().filter(entry -> entry.cookie() == 0xBEEF).findFirst()
                    .orElseThrow(() -> new AssertionError("no flow with cookie 0xbeef in " + sw.flows()));
                assertEquals(4321, flow.priority());
                for (var match : matches) {
                    assertTrue(contains(flow.matchBytes(), OpenPathCodec.encodeOxm(match)),
                        () -> match + " not in the match bytes " + HexFormat.of().formatHex(flow.matchBytes()));
                }
                assertEquals(matches.size(), flow.match().size(), () -> "no other match fields: " + flow.match());
                assertTrue(contains(flow.instructionBytes(), expectedActions.toByteArray()),
                    () -> "the four actions, in order, in " + HexFormat.of().formatHex(flow.instructionBytes()));
                assertTrue(flow.instructions().toString().contains("InvokeNf[serviceId=3, nextServiceId=4]"),
                    () -> "parsed actions " + flow.instructions());
            });
            // and back: the flow statistics carry the fields through the reverse converters
            await("the OpenPATH flow in the operational inventory of " + node(dpid)).atMost(WAIT)
                .pollInterval(Duration.ofSeconds(2)).untilAsserted(() -> {
                    final var table = restconf.get(configNode(dpid) + "/flow-node-inventory:table=0?content=nonconfig");
                    assertEquals(200, table.status(), table::toString);
                    final var text = table.body();
                    assertTrue(text.contains("openpath-openflow:openpath-oxm"), () -> "match extensions in " + text);
                    assertTrue(text.contains("\"service-id\":3") && text.contains("\"next-service-id\":4"),
                        () -> "the invoke-nf action in " + text);
                    assertTrue(text.contains("\"branch-service-id\":[5,6]"), () -> "the copy action in " + text);
                });
        }
    }

    @Test
    @Order(3)
    void nfControlRpcsReachTheSwitchesHostingTheNf(final Restconf restconf) throws IOException {
        final var put = restconf.put(CHAIN_PATH, """
            {"openpath-chains:service-chain":[{"name":"it-sb",
              "nf":[{"name":"fw","type":"firewall"},{"name":"ids","type":"ids"},
                    {"name":"mon","type":"traffic-monitor"}],
              "sla":{"traffic-rate":"1"},
              "dynamic-rule":[{"nf":"ids","result":"suspicious","insert-nf-type":"sandbox"}]}]}""");
        assertEquals(201, put.status(), () -> "PUT " + CHAIN_PATH + " answered " + put);
        final var state = awaitPlaced(restconf);
        final long sfcId = Json.longValue(state.get("sfc-id"));
        final long ids = serviceId(state, "ids");
        final long mon = serviceId(state, "mon");
        final var host = hostOf(state, "ids");
        // the renderer (next issue) binds a placed chain's NFs on their nodes; here the test does it
        for (var nf : List.of("fw:firewall", "ids:ids", "mon:traffic-monitor")) {
            final var name = nf.substring(0, nf.indexOf(':'));
            bind(restconf, hostOf(state, name), sfcId, serviceId(state, name), nf.substring(nf.indexOf(':') + 1),
                name);
        }

        final var skip = restconf.post("/operations/openpath-nf-control:skip-me", """
            {"input":{"chain":"it-sb","nf":"ids","flows":{"source-prefix":"192.0.2.0/24","protocol":"tcp"}}}""");
        assertEquals(200, skip.status(), () -> "skip-me answered " + skip);
        assertEquals(1, Json.intValue(skip.json().path("openpath-nf-control:output").path("switches-signalled")));
        final var flows = new FlowSpec(IpPrefix.parse("192.0.2.0/24"), null, 6, null, null);
        awaitControlMessage(host, new SkipMe(sfcId, ids, flows));

        final var change = restconf.post("/operations/openpath-nf-control:change-default", """
            {"input":{"chain":"it-sb","nf":"ids","new-default":"mon","node":"%s"}}""".formatted(host));
        assertEquals(200, change.status(), () -> "change-default answered " + change);
        awaitControlMessage(host, new ChangeDefault(sfcId, ids, mon, FlowSpec.ANY));

        final var request = restconf.post("/operations/openpath-nf-control:request-me", """
            {"input":{"chain":"it-sb","nf":"ids","flows":{"source-prefix":"192.0.2.0/24","protocol":"tcp"}}}""");
        assertEquals(200, request.status(), () -> "request-me answered " + request);
        awaitControlMessage(host, new RequestMe(sfcId, ids, flows));

        final var interval = restconf.post("/operations/openpath-nf-control:set-state-report-interval", """
            {"input":{"node":"%s","interval":1000}}""".formatted(host));
        assertTrue(interval.status() == 200 || interval.status() == 204, () -> "answered " + interval);
        awaitControlMessage(host, new SetStateReportInterval(1000));

        final var ghost = restconf.post("/operations/openpath-nf-control:skip-me", """
            {"input":{"chain":"it-sb","nf":"ghost"}}""");
        assertTrue(ghost.status() >= 400, () -> "skip-me of an unknown NF answered " + ghost);
        assertTrue(ghost.errorMessages().toString().contains("ghost"), () -> "names the NF: " + ghost);
        // a switch refusal fails the RPC with the switch's error (RULE_NOT_FOUND: nothing to request back)
        final var refused = restconf.post("/operations/openpath-nf-control:request-me", """
            {"input":{"chain":"it-sb","nf":"mon"}}""");
        assertTrue(refused.status() >= 400, () -> "request-me without skip-me answered " + refused);
    }

    @Test
    @Order(4)
    void nfAlertRaisedOnTheSwitchInsertsTheSandbox(final Restconf restconf) throws IOException {
        final var ids = placedNf(restconf, "ids");
        // TCP 192.0.2.7:40000 -> 10.0.0.1:443
        switchOf(ids.host()).raiseAlert(ids.sfcId(), ids.serviceId(), "suspicious",
            TestPackets.packet().ip(0xC0000207L, 0x0A000001L, 6).ports(40000, 443).build(1));
        await("the sandbox inserted after the switch's alert").atMost(WAIT).pollInterval(Duration.ofSeconds(1))
            .untilAsserted(() -> {
                final var now = state(restconf);
                assertTrue(String.valueOf(now.get("inserted-nf")).contains("ids.suspicious"),
                    () -> "inserted-nf of " + now);
            });
    }

    @Test
    @Order(5)
    void nfUpdateFromTheSwitchLandsInNfInstances(final Restconf restconf) throws IOException {
        final var fw = placedNf(restconf, "fw");
        // bound in test 3 through OpenFlowPlugin's generic send-experimenter with the OpenPATH case
        awaitControlMessage(fw.host(), new NfBind(fw.serviceId(), fw.sfcId(), "firewall", "fw"));
        switchOf(fw.host()).nfUpdate(fw.sfcId(), fw.serviceId(), NfStatus.OVERLOADED);
        await("NF_UPDATE in nf-instances").atMost(WAIT).pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> {
            final var instances = restconf.get("/data/openpath-openflow:nf-instances");
            assertEquals(200, instances.status(), instances::toString);
            final var text = instances.body();
            assertTrue(text.contains("\"status\":\"overloaded\"") && text.contains("\"nf\":\"fw\"")
                && text.contains("\"chain\":\"it-sb\""), () -> "nf-instances: " + text);
        });
    }

    @Test
    @Order(6)
    void openVswitchAnswersBadExperimenterAndStaysConnected(final Restconf restconf, final KarafDistribution karaf)
            throws IOException {
        ovs = OvsSandbox.start();
        ovs.addBridge(OVS_BRIDGE, OVS_DATAPATH_ID, 6653);
        final var ovsNode = configNode(OVS_DATAPATH_ID) + "?content=nonconfig";
        await("OVS connected").atMost(WAIT).pollInterval(Duration.ofSeconds(1))
            .until(() -> restconf.get(ovsNode).status() == 200);
        final var refused = restconf.post("/operations/openpath-nf-control:set-state-report-interval", """
            {"input":{"node":"%s","interval":500}}""".formatted(node(OVS_DATAPATH_ID)));
        assertTrue(refused.status() >= 400, () -> "OVS does not speak OpenPATH: " + refused);
        assertTrue(refused.toString().toUpperCase(java.util.Locale.ROOT).contains("EXPERIMENTER"),
            () -> "the error names the experimenter refusal: " + refused);
        // nothing torn down: the bridge is still connected a few seconds later and still takes flows
        final var flow = restconf.put(configNode(OVS_DATAPATH_ID) + "/flow-node-inventory:table=0/flow=sb-ovs", """
            {"flow-node-inventory:flow":[{"id":"sb-ovs","table_id":0,"priority":77,
              "match":{"ethernet-match":{"ethernet-type":{"type":2048}}},
              "instructions":{"instruction":[{"order":0,
                "apply-actions":{"action":[{"order":0,"drop-action":{}}]}}]}}]}""");
        assertTrue(flow.status() == 201 || flow.status() == 204, () -> "PUT flow answered " + flow);
        await("the flow on OVS after the refusal").atMost(WAIT).pollInterval(Duration.ofSeconds(1))
            .untilAsserted(() -> {
                final var flows = String.join("\n", ovs.dumpFlows(OVS_BRIDGE));
                assertTrue(flows.contains("priority=77"), () -> "ovs flows " + flows);
            });
        assertEquals(200, restconf.get(ovsNode).status());
        final var log = Files.readString(karaf.logFile());
        assertTrue(log.contains("refused by " + node(OVS_DATAPATH_ID)), "the refusal is logged with the node");
        restconf.delete(configNode(OVS_DATAPATH_ID));
    }

    @Test
    @Order(7)
    void malformedOpenPathFramesAreDroppedWithoutDisconnecting(final Restconf restconf,
            final KarafDistribution karaf) throws IOException {
        final var sw = switches.get(1);
        final int sessions = sw.sessions();
        final var random = new Random(7);
        final var valid = OpenPathCodec.encodeMessage(new NfAlert(1, 2, "suspicious", FlowSpec.ANY), 99);
        for (int i = 0; i < 300; i++) {
            final byte[] frame;
            switch (i % 3) {
                case 0 -> {
                    // truncated body, honest OpenFlow length
                    final int length = 16 + random.nextInt(valid.length - 16);
                    frame = java.util.Arrays.copyOf(valid, length);
                }
                case 1 -> {
                    // result length lying past the body
                    frame = valid.clone();
                    frame[24] = (byte) 0xff;
                }
                default -> {
                    // random body of the right type
                    frame = java.util.Arrays.copyOf(valid, 16 + random.nextInt(80));
                    for (int b = 16; b < frame.length; b++) {
                        frame[b] = (byte) random.nextInt();
                    }
                }
            }
            ByteBuffer.wrap(frame).putShort(2, (short) frame.length);
            sw.sendToController(frame);
        }
        // still the same session, and a valid NF_UPDATE after the garbage is processed
        final var state = state(restconf);
        final long sfcId = Json.longValue(state.get("sfc-id"));
        final long mon = serviceId(state, "mon");
        bind(restconf, node(sw.datapathId()), sfcId, mon, "traffic-monitor", "mon");
        sw.nfUpdate(sfcId, mon, NfStatus.DOWN);
        await("the NF_UPDATE after the garbage").atMost(WAIT).pollInterval(Duration.ofSeconds(1)).untilAsserted(() ->
            assertTrue(restconf.get("/data/openpath-openflow:nf-instances").body().contains("\"nf\":\"mon\""),
                "mon in nf-instances"));
        assertEquals(sessions, sw.sessions(), "the switch was never disconnected");
        final var log = Files.readString(karaf.logFile());
        assertTrue(log.contains("Dropping malformed OpenPATH NF_ALERT"), "the drops are logged");
        await("the drops counted").atMost(WAIT).pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> {
            // a controller alone is cluster member member-1, and counts in that entry
            final var statistics = restconf.get("/data/openpath-openflow:southbound-statistics/member=member-1")
                .json().path("openpath-openflow:member").path(0);
            assertTrue(Json.longValue(Json.object(statistics).get("malformed-dropped")) >= 300,
                () -> "southbound-statistics of member-1 " + statistics);
        });
        assertFalse(log.contains("LEAK:"), "no buffer leak reported by netty");
    }

    private static final String FLOW = """
        {"flow-node-inventory:flow":[{"id":"op-it-1","table_id":0,"priority":4321,"cookie":"48879",
          "match":{"openflowplugin-extension-general:extension-list":[
            {"extension-key":"openpath-openflow:sfc-id-key","extension":{"openpath-openflow:openpath-oxm":{"value":7}}},
            {"extension-key":"openpath-openflow:path-id-key",
             "extension":{"openpath-openflow:openpath-oxm":{"value":2}}},
            {"extension-key":"openpath-openflow:tag-key",
             "extension":{"openpath-openflow:openpath-oxm":{"value":5,"mask":255}}},
            {"extension-key":"openpath-openflow:service-id-key",
             "extension":{"openpath-openflow:openpath-oxm":{"value":3}}},
            {"extension-key":"openpath-openflow:copy-key","extension":{"openpath-openflow:openpath-oxm":{"value":1}}}]},
          "instructions":{"instruction":[{"order":0,"apply-actions":{"action":[
            {"order":0,"openpath-openflow:openpath-action":{"invoke-nf":{"service-id":3,"next-service-id":4}}},
            {"order":1,"openpath-openflow:openpath-action":{"copy-to-branches":{"copy-kind":"full-copy",
                                                                                "branch-service-id":[5,6]}}},
            {"order":2,"openpath-openflow:openpath-action":{"merge":{"drop-wins":true,"next-service-id":9,
                                                                     "priority":[2,1]}}},
            {"order":3,"openpath-openflow:openpath-action":{"set-path-tag":{"sfc-id":7,"path-id":1}}},
            {"order":4,"output-action":{"output-node-connector":"2","max-length":0}}]}}]}}]}
        """;

    private void bind(final Restconf restconf, final String node, final long sfcId, final long serviceId,
            final String type, final String name) throws IOException {
        final var bind = restconf.post("/operations/sal-experimenter-message:send-experimenter", """
            {"input":{"node":"/opendaylight-inventory:nodes/node[id='%s']",
              "openpath-openflow:nf-bind":{"sfc-id":%d,"service-id":%d,"nf-type":"%s","nf-name":"%s"}}}"""
            .formatted(node, sfcId, serviceId, type, name));
        assertTrue(bind.status() == 200 || bind.status() == 204, () -> "send-experimenter answered " + bind);
        awaitControlMessage(node, new NfBind(serviceId, sfcId, type, name));
    }

    private void awaitControlMessage(final String node, final Object expected) {
        final var sw = switchOf(node);
        await(expected + " at " + node).atMost(WAIT).untilAsserted(() ->
            assertTrue(sw.controlMessages().contains(expected), () -> "messages at " + node + ": "
                + sw.controlMessages()));
    }

    private ReferenceSwitch switchOf(final String node) {
        return switches.stream().filter(sw -> node(sw.datapathId()).equals(node)).findFirst()
            .orElseThrow(() -> new AssertionError("no reference switch for " + node));
    }

    private static ObjectNode awaitPlaced(final Restconf restconf) {
        return await(CHAIN + " placed").atMost(WAIT).pollInterval(Duration.ofSeconds(1)).until(() -> state(restconf),
            state -> state != null && "placed".equals(Json.text(state.get("status"))));
    }

    private static ObjectNode state(final Restconf restconf) throws IOException {
        final var response = restconf.get(STATE_PATH);
        if (response.status() != 200) {
            return null;
        }
        return Json.object(Json.array(response.json().path("openpath-chains:service-chain-state")).get(0));
    }

    /**
     * An NF of the chain where its current state places it.
     *
     * @param sfcId the chain's SFC-ID
     * @param serviceId the NF's SERVICE-ID
     * @param host the node of its working sub-SFC
     */
    private record PlacedNf(long sfcId, long serviceId, String host) {
    }

    private static PlacedNf placedNf(final Restconf restconf, final String nf) throws IOException {
        final var state = state(restconf);
        return new PlacedNf(Json.longValue(state.get("sfc-id")), serviceId(state, nf), hostOf(state, nf));
    }

    private static long serviceId(final ObjectNode state, final String nf) {
        for (JsonNode vertex : Json.array(state.path("analysis").path("service-graph").path("vertex"))) {
            if (nf.equals(Json.text(Json.object(vertex).get("nf")))) {
                return Json.longValue(Json.object(vertex).get("service-id"));
            }
        }
        throw new AssertionError("no vertex " + nf + " in " + state);
    }

    private static String hostOf(final ObjectNode state, final String nf) {
        for (JsonNode sub : Json.array(state.path("placement").path("sub-sfc"))) {
            final var object = Json.object(sub);
            if ("working".equals(Json.text(object.get("role"))) && object.get("nf").toString().contains(
                "\"" + nf + "\"")) {
                return Json.text(object.get("node"));
            }
        }
        throw new AssertionError("no working sub-SFC with " + nf + " in " + state);
    }

    private static boolean contains(final byte[] haystack, final byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    private static String node(final long dpid) {
        return "openflow:" + dpid;
    }

    private static String configNode(final long dpid) {
        return "/data/opendaylight-inventory:nodes/node=" + Restconf.key(node(dpid));
    }
}
