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
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.RawFrame;
import org.openpath.refswitch.ReferenceSwitch;
import org.openpath.refswitch.StaticFlows;
import org.openpath.refswitch.SwitchConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reference switches steer chain packets across a k = 4 fat tree of userspace Open vSwitch bridges, no controller
 * and no Karaf: the bridges get static {@code in_port + dl_vlan → output} flows with {@code ovs-ofctl}; switch A
 * pushes VLAN 100 and sends out of its port attached (veth + wire relay) to edge {@code e00}; the packet crosses
 * {@code e00 → a00 → c0 → a10 → e10}; switch B, attached to {@code e10}, matches in_port + vlan_vid, pops the VLAN
 * and delivers a packet equal to the one A got. Raw frames pass byte for byte; a cut veth takes the OVS port and
 * B's port down.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class WireFabricIT {
    private static final Logger LOG = LoggerFactory.getLogger(WireFabricIT.class);
    private static final int VLAN = 100;
    private static final int HOST_PORT = FatTree.HOST_PORTS.get(0);
    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final byte[] LLDP = HexFormat.of().parseHex("0180c200000e020000000a01" + "88cc"
        + "020704020000000a01" + "0403020002" + "0600780000" + "0000000000000000000000000000");

    private static OvsSandbox ovs;
    private static FatTree tree;
    private static ReferenceSwitch swA;
    private static ReferenceSwitch swB;
    private static StaticFlows flowsA;
    private static StaticFlows flowsB;
    private static WireAttachments wires;
    private static WireAttachments.Attachment attachedB;

    @BeforeAll
    static void setUp() throws Exception {
        ovs = OvsSandbox.startIsolated();
        tree = FatTree.build(ovs, "", 0x1000);
        tree.installPath(ovs, tree.interPodPath(0, 0, 1, 0, 0), HOST_PORT, HOST_PORT, VLAN, 0x88CC);

        swA = ReferenceSwitch.create(SwitchConfig.of(0xA1, 2));
        flowsA = StaticFlows.connect(swA);
        flowsA.pushVlan(1, VLAN, 2);
        flowsA.forward(1, 0x88CC, 2);
        swB = ReferenceSwitch.create(SwitchConfig.of(0xB1, 2));
        flowsB = StaticFlows.connect(swB);
        flowsB.popVlan(1, VLAN, 2);
        flowsB.forward(1, 0x88CC, 2);

        wires = new WireAttachments(ovs);
        wires.attach(swA.port(2), tree.edge(0, 0), HOST_PORT);
        attachedB = wires.attach(swB.port(1), tree.edge(1, 0), HOST_PORT);
        wires.startRelay();
    }

    @AfterAll
    @SuppressWarnings("checkstyle:IllegalCatch")
    static void tearDown() throws Exception {
        for (AutoCloseable resource : Arrays.asList(wires, flowsB, flowsA, swB, swA, ovs)) {
            if (resource != null) {
                try {
                    resource.close();
                } catch (Exception e) {
                    LOG.warn("Closing {} failed", resource, e);
                }
            }
        }
    }

    @Test
    @Order(1)
    void twentyIdleBridgesDoNotSpin() throws Exception {
        assertEquals(20, tree.datapathIds().size());
        final var vswitchd = ovs.vswitchd();
        final long before = cpuTicks(vswitchd.pid());
        final long start = System.nanoTime();
        // a fixed window to measure the CPU use over, not a wait for a condition
        Thread.sleep(5_000);
        final long ticks = cpuTicks(vswitchd.pid()) - before;
        final double seconds = (System.nanoTime() - start) / 1e9;
        final double percent = ticks / 100.0 / seconds * 100;
        final var ps = Commands.runOrFail(List.of("ps", "-o", "pid,pcpu,cputime,nlwp,rss,cmd", "-p",
            Long.toString(vswitchd.pid())), java.util.Map.of(), TIMEOUT);
        LOG.info("ovs-vswitchd with 20 idle netdev bridges: {}% of one core over {} s\n{}",
            String.format("%.2f", percent), String.format("%.1f", seconds), ps.strip());
        assertTrue(percent < 50, () -> "ovs-vswitchd spins: " + percent + "%");
    }

    @Test
    @Order(2)
    void chainPacketsCrossFiveOvsHopsUnchanged() throws Exception {
        final var random = new Random(2026);
        final List<Long> nanos = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            final var packet = randomPacket(random, i);
            final long start = System.nanoTime();
            swA.inject(1, i % 2 == 0 ? ChainPacket.untagged(packet) : new ChainPacket(packet, 5, 6, 7));
            final var out = swB.poll(2, TIMEOUT);
            nanos.add(System.nanoTime() - start);
            assertNotNull(out, "packet " + i + " did not arrive: " + packet);
            assertEquals(ChainPacket.untagged(packet), out);
        }
        final var fabric = stats(nanos);

        // baseline: the same two-switch pipeline over a direct UDP wire, without relay and Open vSwitch
        final List<Long> direct = new ArrayList<>();
        try (var swC = ReferenceSwitch.create(SwitchConfig.of(0xC1, 2));
             var swD = ReferenceSwitch.create(SwitchConfig.of(0xD1, 2));
             var flowsC = StaticFlows.connect(swC);
             var flowsD = StaticFlows.connect(swD)) {
            flowsC.pushVlan(1, VLAN, 2);
            flowsD.popVlan(1, VLAN, 2);
            final var loopback = InetAddress.getLoopbackAddress();
            final int portC = freeUdpPort();
            final int portD = freeUdpPort();
            swC.port(2).attachWire(new InetSocketAddress(loopback, portC), new InetSocketAddress(loopback, portD));
            swD.port(1).attachWire(new InetSocketAddress(loopback, portD), new InetSocketAddress(loopback, portC));
            for (int i = 0; i < 500; i++) {
                final var packet = randomPacket(random, 10_000 + i);
                final long start = System.nanoTime();
                swC.inject(1, packet);
                final var out = swD.poll(2, TIMEOUT);
                direct.add(System.nanoTime() - start);
                assertEquals(ChainPacket.untagged(packet), out);
            }
        }
        final var baseline = stats(direct);
        LOG.info("Latency A -> e00 -> a00 -> c0 -> a10 -> e10 -> B (2 relays, 5 OVS hops), 500 packets one at a time,"
            + " us: {}", fabric);
        LOG.info("Latency A -> B over a direct UDP wire, 500 packets, us: {}", baseline);
        LOG.info("Relays + 5 OVS hops add about {} us per packet (median), {} us per OVS hop incl. the relays' share",
            (fabric[2] - baseline[2]), (fabric[2] - baseline[2]) / 5);
        assertEquals(List.of(), swA.received(1));
    }

    @Test
    @Order(3)
    void rawFramesPassByteForByte() throws Exception {
        for (int i = 0; i < 10; i++) {
            final byte[] frame = LLDP.clone();
            frame[frame.length - 1] = (byte) i;
            swA.inject(1, frame);
            assertEquals(new RawFrame(frame), swB.poll(2, TIMEOUT));
        }
    }

    @Test
    @Order(4)
    void vethDownTakesTheReferenceSwitchPortDown() throws Exception {
        assertTrue(swB.port(1).isUp());
        final var bridge = attachedB.bridge();
        final long start = System.nanoTime();
        attachedB.setLinkDown();
        await("B's port down").atMost(TIMEOUT).pollInterval(Duration.ofMillis(5)).until(() -> !swB.port(1).isUp());
        final long downMillis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(1, flowsB.awaitPortStatus(2) & 1, "PORT_STATUS with OFPPS_LINK_DOWN");
        await("OVS port down").atMost(TIMEOUT).until(() -> portShow(bridge, attachedB.ofport()).contains("LINK_DOWN"));
        assertTrue(portShow(bridge, attachedB.ofport()).contains("config:     0"), "a cut, not an admin down");
        LOG.info("Veth {} down: reference switch port down after {} ms; OVS {} port {}: {}",
            attachedB.relayInterface(), downMillis, bridge, attachedB.ofport(),
            portShow(bridge, attachedB.ofport()).replaceAll("\\s+", " "));
        final var packet = randomPacket(new Random(1), 99_999);
        swA.inject(1, packet);
        assertEquals(null, swB.poll(2, Duration.ofMillis(500)));

        attachedB.setLinkUp();
        await("B's port up").atMost(TIMEOUT).until(() -> swB.port(1).isUp());
        assertEquals(0, flowsB.awaitPortStatus(2) & 1, "PORT_STATUS with the link up");
        await("OVS port up").atMost(TIMEOUT).until(() -> !portShow(bridge, attachedB.ofport()).contains("LINK_DOWN"));
        // a packet lost while the link came up is resent, as a transport would
        await("traffic again").atMost(TIMEOUT).until(() -> {
            swA.inject(1, packet);
            return ChainPacket.untagged(packet).equals(swB.poll(2, Duration.ofMillis(200)));
        });
    }

    private static String portShow(final String bridge, final int port) throws IOException {
        final var lines = ovs.ofctl("show", bridge).lines().toList();
        final var result = new StringBuilder();
        boolean in = false;
        for (var line : lines) {
            if (line.startsWith(" " + port + "(")) {
                in = true;
            } else if (line.startsWith(" ") && !line.startsWith("     ")) {
                in = false;
            }
            if (in) {
                result.append(line).append('\n');
            }
        }
        return result.toString();
    }

    /**
     * A packet as the NF semantics may leave it: any field values (high bits included), header stacks of other
     * layers, and in a quarter of them VLAN tags already (inner tags under the one A pushes).
     */
    private static Packet randomPacket(final Random random, final long id) {
        final long[] values = new long[PacketField.values().length];
        for (var field : PacketField.values()) {
            values[field.ordinal()] = switch (random.nextInt(3)) {
                case 0 -> random.nextInt(1 << 16);
                case 1 -> random.nextLong() & 0xFFFFFFFFFFFFL;
                default -> random.nextLong();
            };
        }
        final long[] protos = {6, 17, 1, 47, 6 + 256};
        values[PacketField.IP_PROTO.ordinal()] = protos[random.nextInt(protos.length)];
        final var packet = Packet.of(id, values);
        if (random.nextInt(4) == 0) {
            final long[] tags = new long[1 + random.nextInt(2)];
            for (int i = 0; i < tags.length; i++) {
                tags[i] = random.nextBoolean() ? random.nextInt(4096) : random.nextLong();
            }
            packet.setStack(Layer.VLAN, tags);
        }
        for (var layer : List.of(Layer.IP, Layer.L4, Layer.METADATA)) {
            if (random.nextInt(3) == 0) {
                final long[] stack = new long[1 + random.nextInt(3)];
                for (int i = 0; i < stack.length; i++) {
                    stack[i] = random.nextLong();
                }
                packet.setStack(layer, stack);
            }
        }
        return packet;
    }

    /**
     * Returns min, p10, median, p90, p99, max in microseconds.
     */
    private static long[] stats(final List<Long> nanos) {
        final long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        final double[] quantiles = {0, 0.1, 0.5, 0.9, 0.99, 1};
        final long[] result = new long[quantiles.length];
        for (int i = 0; i < quantiles.length; i++) {
            result[i] = sorted[(int) Math.min(sorted.length - 1, Math.round(quantiles[i] * (sorted.length - 1)))]
                / 1_000;
        }
        return result;
    }

    private static long cpuTicks(final long pid) throws IOException {
        final var stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"), StandardCharsets.US_ASCII);
        final var fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // fields from state (3rd field of stat): utime is the 14th, stime the 15th
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }

    private static int freeUdpPort() throws IOException {
        try (var socket = new DatagramSocket(0, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
