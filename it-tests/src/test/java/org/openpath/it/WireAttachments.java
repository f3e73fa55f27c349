/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.refswitch.SwitchPort;
import org.openpath.refswitch.Wire;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reference switch ports attached to Open vSwitch bridge ports: per attachment a veth pair (one end added to the
 * bridge with the requested OpenFlow port number, in the sandbox's network namespace if it has one; the other end in
 * the root namespace), and the wire relay ({@code wire-relay.py}, one process for all attachments started together)
 * between that end and the port's UDP wire on 127.0.0.1. Taking an attachment's link down sets the relay's end of
 * the veth down, like a pulled cable: Open vSwitch sees its end lose the carrier and reports the port down, the relay
 * sees its end down and the reference switch's port goes down. Closing stops the relays (by their process),
 * detaches the wires and deletes the veths.
 */
public final class WireAttachments implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(WireAttachments.class);
    private static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration RELAY_START = Duration.ofSeconds(15);
    private static final AtomicInteger COUNTER = new AtomicInteger();

    private final OvsSandbox ovs;
    private final List<Attachment> attachments = new ArrayList<>();
    private final List<Attachment> pending = new ArrayList<>();
    private final List<Process> relays = new ArrayList<>();
    private @Nullable Path script;

    /**
     * One reference switch port attached to one bridge port.
     */
    public final class Attachment {
        private final SwitchPort port;
        private final String bridge;
        private final int ofport;
        private final String relayInterface;
        private final String bridgeInterface;
        private final int relayUdpPort;
        private @Nullable Wire wire;

        Attachment(final SwitchPort port, final String bridge, final int ofport, final String relayInterface,
                final String bridgeInterface, final int relayUdpPort) {
            this.port = port;
            this.bridge = bridge;
            this.ofport = ofport;
            this.relayInterface = relayInterface;
            this.bridgeInterface = bridgeInterface;
            this.relayUdpPort = relayUdpPort;
        }

        public SwitchPort port() {
            return port;
        }

        public String bridge() {
            return bridge;
        }

        public int ofport() {
            return ofport;
        }

        public String bridgeInterface() {
            return bridgeInterface;
        }

        public String relayInterface() {
            return relayInterface;
        }

        /**
         * Cuts the link like a pulled cable: sets the relay's end of the veth down, so the bridge's end loses its
         * carrier (Open vSwitch reports the port's state LINK_DOWN, its config unchanged) and the relay tells the
         * reference switch, whose port goes down.
         *
         * @throws IOException if {@code ip} cannot be run
         */
        public void setLinkDown() throws IOException {
            Commands.runOrFail(List.of(ip(), "link", "set", relayInterface, "down"), Map.of(), COMMAND_TIMEOUT);
        }

        /**
         * Restores the link: the relay's end of the veth comes up again.
         *
         * @throws IOException if {@code ip} cannot be run
         */
        public void setLinkUp() throws IOException {
            Commands.runOrFail(List.of(ip(), "link", "set", relayInterface, "up"), Map.of(), COMMAND_TIMEOUT);
        }

        @Override
        public String toString() {
            return port + "<->" + bridge + ":" + ofport + " (" + relayInterface + "/" + bridgeInterface + ")";
        }
    }

    /**
     * Returns attachments to the bridges of a sandbox.
     *
     * @param ovs the sandbox
     */
    public WireAttachments(final OvsSandbox ovs) {
        this.ovs = ovs;
    }

    /**
     * Attaches a reference switch port to a new port of a bridge; frames flow once {@link #startRelay()} ran.
     *
     * @param port the reference switch port (its wire is attached now)
     * @param bridge the bridge
     * @param ofport the OpenFlow port number on the bridge
     * @return the attachment
     * @throws IOException if a command cannot be run or a socket cannot be bound
     */
    public Attachment attach(final SwitchPort port, final String bridge, final int ofport) throws IOException {
        final var base = String.format("ow%x%d", ProcessHandle.current().pid() & 0x3FFFFF,
            COUNTER.incrementAndGet());
        final var relayInterface = base + "r";
        final var bridgeInterface = base + "o";
        final var ns = ovs.namespace();
        final List<String> add = new ArrayList<>(List.of(ip(), "link", "add", relayInterface, "type", "veth",
            "peer", "name", bridgeInterface));
        if (ns != null) {
            add.addAll(List.of("netns", ns));
        }
        Commands.runOrFail(add, Map.of(), COMMAND_TIMEOUT);
        final int relayUdpPort = freeUdpPort();
        final var attachment = new Attachment(port, bridge, ofport, relayInterface, bridgeInterface, relayUdpPort);
        attachments.add(attachment);
        // no IPv6 link-local traffic (router solicitations, MLD) on the wire
        Commands.runOrFail(List.of(ip(), "link", "set", relayInterface, "addrgenmode", "none"), Map.of(),
            COMMAND_TIMEOUT);
        inNamespace("ip", "link", "set", bridgeInterface, "addrgenmode", "none");
        Commands.runOrFail(List.of(ip(), "link", "set", relayInterface, "up"), Map.of(), COMMAND_TIMEOUT);
        inNamespace("ip", "link", "set", bridgeInterface, "up");
        ovs.addPort(bridge, bridgeInterface, ofport);
        final var loopback = InetAddress.getLoopbackAddress();
        attachment.wire = port.attachWire(new InetSocketAddress(loopback, 0),
            new InetSocketAddress(loopback, relayUdpPort));
        pending.add(attachment);
        LOG.info("Attached {}", attachment);
        return attachment;
    }

    /**
     * Starts one relay process for every attachment made since the last call, and waits until it is ready.
     *
     * @throws IOException if it cannot be started or does not get ready
     */
    public void startRelay() throws IOException {
        if (pending.isEmpty()) {
            return;
        }
        final List<String> command = new ArrayList<>(List.of(python(), relayScript().toString()));
        for (var attachment : pending) {
            final var wire = attachment.wire;
            if (wire != null) {
                command.addAll(List.of("--link", attachment.relayInterface + ":" + attachment.relayUdpPort + ":"
                    + wire.localAddress().getPort()));
            }
        }
        final var log = ItLogs.directory().resolve("wire-relay.log");
        final var process = new ProcessBuilder(command)
            .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()))
            .start();
        relays.add(process);
        final var reader = new BufferedReader(new InputStreamReader(process.getInputStream(),
            StandardCharsets.UTF_8));
        final var ready = CompletableFuture.supplyAsync(() -> {
            try {
                return reader.readLine();
            } catch (IOException e) {
                return null;
            }
        });
        try {
            final var line = ready.get(RELAY_START.toMillis(), TimeUnit.MILLISECONDS);
            if (!"ready".equals(line)) {
                throw new IOException("Relay " + command + " did not start (see " + log + "): " + line);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IOException("Relay " + command + " did not get ready (see " + log + ")", e);
        }
        LOG.info("Wire relay pid {} serving {}", process.pid(), pending);
        pending.clear();
    }

    /**
     * Returns the relay processes.
     *
     * @return the processes started so far
     */
    public List<Process> relays() {
        return List.copyOf(relays);
    }

    @Override
    public void close() {
        for (var process : relays) {
            stop(process);
        }
        relays.clear();
        for (var attachment : attachments) {
            final var wire = attachment.wire;
            if (wire != null) {
                wire.close();
            }
            try {
                Commands.runOrFail(List.of(ip(), "link", "delete", attachment.relayInterface), Map.of(),
                    COMMAND_TIMEOUT);
            } catch (IOException | IllegalStateException e) {
                LOG.warn("Could not delete veth {}", attachment.relayInterface, e);
            }
        }
        attachments.clear();
        pending.clear();
        final var file = script;
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                LOG.warn("Could not delete {}", file, e);
            }
        }
    }

    private static void stop(final Process process) {
        try {
            // closing stdin makes the relay exit; SIGTERM (to that process only) if it does not
            process.getOutputStream().close();
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    process.waitFor(5, TimeUnit.SECONDS);
                }
            }
        } catch (IOException e) {
            LOG.warn("Could not stop relay pid {}", process.pid(), e);
            process.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    private void inNamespace(final String... command) throws IOException {
        final List<String> full = new ArrayList<>();
        final var ns = ovs.namespace();
        if (ns != null) {
            full.addAll(List.of(ip(), "netns", "exec", ns));
        }
        full.addAll(List.of(command));
        if (ns == null) {
            full.set(0, ip());
        }
        Commands.runOrFail(full, Map.of(), COMMAND_TIMEOUT);
    }

    private Path relayScript() throws IOException {
        var file = script;
        if (file == null) {
            file = Files.createTempFile("openpath-wire-relay-", ".py");
            try (InputStream in = WireAttachments.class.getResourceAsStream("/wire-relay.py")) {
                if (in == null) {
                    throw new IOException("wire-relay.py is not on the test class path");
                }
                Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            }
            script = file;
        }
        return file;
    }

    private static String ip() {
        return OvsSandbox.program("ip").toString();
    }

    private static String python() {
        return Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";
    }

    private static int freeUdpPort() throws IOException {
        try (var socket = new DatagramSocket(0, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
