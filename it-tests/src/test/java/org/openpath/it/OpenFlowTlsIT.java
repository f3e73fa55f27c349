/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.SwitchConfig;
import org.openpath.refswitch.SwitchTls;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * OpenFlow over TLS (issue 20, point 3) on the distribution, as an operator turns it on: the controller restarted with
 * {@code OPENPATH_OPENFLOW_TLS} (what {@code ./openpath run --openflow-tls} sets), its start script makes the OpenFlow
 * CA and the controller's key, and both OpenFlow listeners speak TLS only. An Open vSwitch bridge on an {@code ssl:}
 * controller and a reference switch over TLS, each with a certificate {@code bin/openpath-openflow-tls issue} made,
 * connect and get a flow written into the config inventory; a switch over plain TCP (on 6653 and on 6633) and a switch
 * whose certificate another CA signed never become nodes. Restarted without the variable, the listeners speak TCP
 * again and the plain switch, which kept trying, connects.
 */
@ExtendWith(KarafExtension.class)
@TestInstance(Lifecycle.PER_CLASS)
final class OpenFlowTlsIT {
    private static final Logger LOG = LoggerFactory.getLogger(OpenFlowTlsIT.class);
    private static final String LISTENERS = "/data/openflow-switch-connection-config:switch-connection-config=";
    private static final List<String> LISTENER_NAMES = List.of("openflow-switch-connection-provider-default-impl",
        "openflow-switch-connection-provider-legacy-impl");
    private static final long OVS_DPID = 0x7a1;
    private static final long TLS_DPID = 0x7a2;
    private static final long PLAIN_DPID = 0x7a3;
    private static final long LEGACY_PLAIN_DPID = 0x7a4;
    private static final long ROGUE_DPID = 0x7a5;
    private static final long PROBE_COOKIE = 0x7715;
    private static final Duration WAIT = Duration.ofMinutes(2);
    // what OpenFlowPlugin logs when a listener starts
    private static final String TLS_STARTED = "Started TLS connection on";
    private static final String TCP_STARTED = "Started TCP connection on";

    @TempDir
    Path dir;

    private final List<ReferenceSwitch> switches = new ArrayList<>();
    private OvsSandbox ovs;
    private boolean tlsOn;

    @AfterAll
    void finish(final Restconf restconf, final KarafDistribution karaf) throws IOException {
        switches.forEach(ReferenceSwitch::close);
        if (ovs != null) {
            ovs.close();
        }
        for (var dpid : List.of(OVS_DPID, TLS_DPID)) {
            restconf.delete(node(dpid));
        }
        if (tlsOn) {
            // the tests after this one run over TCP
            karaf.restart(() -> { }, Map.of());
        }
    }

    @Test
    void overTlsOnlySwitchesWithACertificateOfTheControllersCaConnect(final Restconf restconf,
            final KarafDistribution karaf) throws Exception {
        final long tlsStartsBefore = karaf.logLines(TLS_STARTED);
        final var up = karaf.restart(() -> { }, Map.of("OPENPATH_OPENFLOW_TLS", "1"));
        tlsOn = true;
        LOG.info("Restarted with OPENPATH_OPENFLOW_TLS after {} ms", up.toMillis());
        final var tls = karaf.home().resolve("etc/openflow-tls");
        for (var file : List.of("ca.p12", "ca.crt", "controller.p12", "trust.p12", "password")) {
            assertTrue(Files.isRegularFile(tls.resolve(file)), () -> "the start script made etc/openflow-tls/" + file);
        }
        await("both OpenFlow listeners configured for TLS").atMost(WAIT).pollInterval(Duration.ofSeconds(1))
            .until(() -> LISTENER_NAMES.stream().allMatch(name -> "TLS".equals(transport(restconf, name))));
        // and OpenFlowPlugin restarted them so (closing what the TCP listeners had accepted before)
        await("both OpenFlow listeners started over TLS").atMost(WAIT).pollInterval(Duration.ofSeconds(1))
            .until(() -> karaf.logLines(TLS_STARTED) >= tlsStartsBefore + 2);

        // certificates as an operator makes them for the switches, and one of another controller's CA
        final var ovsCert = issue(karaf, "ovs-tls", null);
        final var refCert = issue(karaf, "ref-tls", null);
        final var rogueEtc = dir.resolve("rogue/etc");
        Files.createDirectories(rogueEtc);
        final var rogueCert = issue(karaf, "rogue", rogueEtc);
        final var ca = tls.resolve("ca.crt");

        ovs = OvsSandbox.start();
        ovs.setSsl(ovsCert.get(0), ovsCert.get(1), ca);
        ovs.addBridge("tls1", OVS_DPID, "ssl:127.0.0.1:6653", Duration.ofSeconds(1));
        final var overTls = add(SwitchConfig.of(TLS_DPID, 2))
            .connect("127.0.0.1", 6653, SwitchTls.fromPem(refCert.get(0), refCert.get(1), ca));
        final var plain = add(SwitchConfig.of(PLAIN_DPID, 2)).connect("127.0.0.1", 6653);
        final var legacyPlain = add(SwitchConfig.of(LEGACY_PLAIN_DPID, 2)).connect("127.0.0.1", 6633);
        final var rogue = add(SwitchConfig.of(ROGUE_DPID, 2))
            .connect("127.0.0.1", 6653, SwitchTls.fromPem(rogueCert.get(0), rogueCert.get(1), ca));

        for (var dpid : List.of(OVS_DPID, TLS_DPID)) {
            await("openflow:" + dpid + " connected over TLS").atMost(WAIT).pollInterval(Duration.ofMillis(500))
                .until(() -> connected(restconf, dpid));
        }
        assertTrue(overTls.isConnected());
        // the session carries the controller's writes: a flow put into the config inventory reaches both switches
        for (var dpid : List.of(OVS_DPID, TLS_DPID)) {
            final var put = restconf.put(node(dpid) + "/flow-node-inventory:table=0/flow=tls-probe", probeFlow());
            assertTrue(put.status() == 201 || put.status() == 204, () -> "PUT probe flow answered " + put);
        }
        await("the probe flow on the bridge").atMost(WAIT).pollInterval(Duration.ofMillis(500))
            .until(() -> ovs.dumpFlows("tls1").stream().anyMatch(flow -> flow.contains("cookie=0x7715")));
        await("the probe flow on the reference switch").atMost(WAIT).pollInterval(Duration.ofMillis(500))
            .until(() -> overTls.flows().stream().anyMatch(flow -> flow.cookie() == PROBE_COOKIE));
        // by now the other three had many tries (backoff up to 2 s); none gets a session
        await("no session for a switch without a certificate of the CA").during(Duration.ofSeconds(5))
            .atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(500))
            .until(() -> !plain.isConnected() && !legacyPlain.isConnected() && !rogue.isConnected());
        for (var dpid : List.of(PLAIN_DPID, LEGACY_PLAIN_DPID, ROGUE_DPID)) {
            assertFalse(connected(restconf, dpid), "openflow:" + dpid + " must not be a node");
        }
        LOG.info("Over TLS: the bridge and the reference switch with the CA's certificates connected and got their "
            + "flow; plain TCP on 6653 and 6633 and a certificate of another CA got no session");

        // back to TCP: the listeners lose the TLS settings, and the plain switch (still trying) connects
        final long tcpStartsBefore = karaf.logLines(TCP_STARTED);
        karaf.restart(() -> { }, Map.of());
        tlsOn = false;
        await("both OpenFlow listeners back on TCP").atMost(WAIT).pollInterval(Duration.ofSeconds(1))
            .until(() -> LISTENER_NAMES.stream().allMatch(name -> "TCP".equals(transport(restconf, name))));
        await("both OpenFlow listeners started over TCP").atMost(WAIT).pollInterval(Duration.ofSeconds(1))
            .until(() -> karaf.logLines(TCP_STARTED) >= tcpStartsBefore + 2);
        for (var name : LISTENER_NAMES) {
            final var listener = restconf.get(LISTENERS + name).json()
                .path("openflow-switch-connection-config:switch-connection-config").path(0);
            assertTrue(listener.path("tls").isMissingNode(), () -> "no TLS settings (passwords) kept: " + listener);
        }
        await("the plain switch connected over TCP").atMost(WAIT).pollInterval(Duration.ofMillis(500))
            .until(() -> connected(restconf, PLAIN_DPID));
    }

    private ReferenceSwitch add(final SwitchConfig config) {
        final var sw = ReferenceSwitch.create(config);
        switches.add(sw);
        return sw;
    }

    /**
     * Runs {@code bin/openpath-openflow-tls issue} of the distribution: the key and certificate of a switch.
     *
     * @param etc another controller's {@code etc} (its own CA, made on the way), or null for this controller's
     * @return the key and the certificate
     */
    private List<Path> issue(final KarafDistribution karaf, final String name, final Path etc) throws IOException {
        final var environment = new HashMap<String, String>();
        environment.put("JAVA_HOME", karaf.javaHome().toString());
        if (etc != null) {
            environment.put("KARAF_ETC", etc.toString());
            Commands.runOrFail(List.of("sh", karaf.home().resolve("bin/openpath-openflow-tls").toString(), "init"),
                environment, Duration.ofMinutes(2));
        }
        final var out = dir.resolve(name);
        final var printed = Commands.runOrFail(List.of("sh",
            karaf.home().resolve("bin/openpath-openflow-tls").toString(), "issue", name, out.toString()),
            environment, Duration.ofMinutes(2));
        final var key = out.resolve(name + "-privkey.pem");
        final var cert = out.resolve(name + "-cert.pem");
        assertTrue(printed.contains(key.toString()) && printed.contains(cert.toString()), printed);
        return List.of(key, cert);
    }

    private static String transport(final Restconf restconf, final String listener) {
        final Restconf.Response response;
        try {
            response = restconf.get(LISTENERS + listener);
        } catch (IOException e) {
            return "unknown (" + e + ")";
        }
        if (response.status() != 200) {
            return "none (" + response.status() + ")";
        }
        return response.json().path("openflow-switch-connection-config:switch-connection-config").path(0)
            .path("transport-protocol").asText();
    }

    private static boolean connected(final Restconf restconf, final long dpid) throws IOException {
        return restconf.get(node(dpid) + "?content=nonconfig&depth=1").status() == 200;
    }

    private static String node(final long dpid) {
        return "/data/opendaylight-inventory:nodes/node=openflow:" + dpid;
    }

    private static String probeFlow() {
        return ("{\"flow-node-inventory:flow\":[{\"id\":\"tls-probe\",\"table_id\":0,\"priority\":7,\"cookie\":%d,"
            + "\"match\":{\"ethernet-match\":{\"ethernet-type\":{\"type\":2054}}},\"instructions\":{\"instruction\":["
            + "{\"order\":0,\"apply-actions\":{\"action\":[{\"order\":0,\"drop-action\":{}}]}}]}}]}")
            .formatted(PROBE_COOKIE);
    }
}
