/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;
import javax.net.ssl.SSLContext;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.NfAlert;
import org.openpath.refswitch.Delivered;
import org.openpath.refswitch.FlowEntry;
import org.openpath.refswitch.NfStatus;
import org.openpath.refswitch.SwitchConfig;
import org.openpath.refswitch.Wire;
import org.openpath.refswitch.impl.OfConstants.PacketInReason;
import org.openpath.refswitch.impl.OfConstants.PortReason;

/**
 * The switch itself: it puts together its parts — {@link Ports} and their {@link PortLinks}, the {@link FlowTables},
 * the {@link GroupTable}, the {@link Pipeline} with its {@link ActionApplier} and {@link Egress}, the
 * {@link NfManager} and the controller side ({@link ControllerChannel}, {@link MessageHandler}) — and runs all of
 * them on its {@link DatapathThread}, so packets and controller messages are processed in order and without locks.
 * {@link org.openpath.refswitch.ReferenceSwitch} is its public face.
 */
public final class SwitchCore implements AutoCloseable {
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(30);

    private final SwitchConfig config;
    private final String name;
    private final DatapathThread datapath;
    private final ControllerChannel controller = new ControllerChannel();
    private final SwitchCounters counters = new SwitchCounters();
    private final ControlLog controlLog = new ControlLog();
    private final FlowTables tables;
    private final Ports ports;
    private final GroupTable groups;
    private final NfManager nf;
    private final Egress egress;
    private final Pipeline pipeline;
    private final MessageHandler handler;
    private final PortLinks links = new PortLinks(this);
    private final StateMoves stateMoves = new StateMoves(this);

    /**
     * Creates a switch core; it does not connect by itself.
     *
     * @param config the configuration
     */
    public SwitchCore(final SwitchConfig config) {
        this(config, System::nanoTime);
    }

    /**
     * Creates a switch core whose NF manager reads the time for overload detection from a clock (tests).
     *
     * @param config the configuration
     * @param nanoClock the time in nanoseconds, as {@link System#nanoTime()}
     */
    public SwitchCore(final SwitchConfig config, final LongSupplier nanoClock) {
        this.config = config;
        this.name = Long.toHexString(config.datapathId());
        this.datapath = new DatapathThread(name, CALL_TIMEOUT);
        this.tables = new FlowTables(config.tables());
        this.ports = new Ports(config.datapathId(), config.ports(), this::portStatus);
        this.groups = new GroupTable(ports);
        this.nf = new NfManager(new ExecNfRunner(), controller,
            new OverloadDetection(config.nfInstanceCapacity(), nanoClock));
        nf.setInterceptor(stateMoves);
        final var resubmissions = new Resubmissions();
        this.egress = new Egress(ports, resubmissions, counters, this::packetIn);
        final var actions = new ActionApplier(groups, egress, nf, resubmissions, counters);
        this.pipeline = new Pipeline(name, ports, tables, actions, resubmissions, egress, counters,
            config.lldpToController());
        this.handler = new MessageHandler(this, controller);
    }

    public SwitchConfig config() {
        return config;
    }

    /**
     * Returns the switch's name in logs and thread names: its datapath id in hex.
     *
     * @return the name
     */
    String name() {
        return name;
    }

    SwitchCounters switchCounters() {
        return counters;
    }

    FlowTables tables() {
        return tables;
    }

    Ports ports() {
        return ports;
    }

    GroupTable groups() {
        return groups;
    }

    NfManager nf() {
        return nf;
    }

    /**
     * Returns the NF manager's state operations.
     *
     * @return them
     */
    public StateMoves stateMoves() {
        return stateMoves;
    }

    Egress egress() {
        return egress;
    }

    Pipeline pipeline() {
        return pipeline;
    }

    PortLinks links() {
        return links;
    }

    Outbound outbound() {
        return controller;
    }

    MessageHandler handler() {
        return handler;
    }

    private void portStatus(final PortState port, final PortReason reason) {
        handler.portStatus(port, reason);
    }

    private void packetIn(final PacketContext packet, final PacketInReason reason, final int table,
            final long cookie, final int maxLen) {
        handler.packetIn(packet, reason, table, cookie, maxLen);
    }

    // ---- the datapath thread ----

    void execute(final Runnable task) {
        datapath.execute(task);
    }

    /**
     * Runs a task on the datapath thread and waits for its result.
     *
     * @param <T> the result type
     * @param task the task
     * @return the result
     * @throws IllegalStateException if the switch is closed, or the task failed or timed out
     */
    public <T> T call(final Callable<T> task) {
        return datapath.call(task);
    }

    // ---- the controller connection ----

    /**
     * Starts connecting to one more controller (and reconnecting whenever that connection drops).
     *
     * @param host the controller host
     * @param port the controller port
     * @param tls the switch's TLS context, null for plain TCP
     */
    public void connect(final String host, final int port, final @Nullable SSLContext tls) {
        controller.connect(this, host, port, tls);
    }

    public boolean isConnected() {
        return controller.isConnected();
    }

    /**
     * Ends the current controller sessions: the switch reconnects with its tables as they are (a control-channel flap).
     *
     * @param away how long the switch stays away at least
     */
    public void dropControllerSession(final Duration away) {
        controller.dropSession(away);
    }

    /**
     * Whether a controller took the MASTER role in its current session.
     *
     * @return whether a session is up and its role is MASTER
     */
    public boolean isMaster() {
        return call(handler::isMaster);
    }

    public int connectCount() {
        return controller.sessions();
    }

    /**
     * Sends bytes to the controller as they are (test infrastructure: malformed frames).
     *
     * @param frame the bytes
     */
    public void sendToController(final byte[] frame) {
        controller.send(frame, Outbound.Recipients.EVERY_SESSION);
    }

    /**
     * Records an OpenPATH controller message the switch applied.
     *
     * @param message the message
     */
    void applied(final ControllerMessage message) {
        counters.countExperimenterMessage();
        controlLog.record(message);
    }

    /**
     * Returns the OpenPATH controller messages this switch applied (the last 10,000), oldest first.
     *
     * @return the messages
     */
    public List<ControllerMessage> controlMessages() {
        return call(controlLog::messages);
    }

    // ---- packets ----

    public void inject(final long port, final Delivered packet) {
        execute(() -> pipeline.receive(port, packet));
    }

    public @Nullable Delivered poll(final long port, final Duration timeout) throws InterruptedException {
        final var state = ports.get(port);
        return state == null ? null : state.poll(timeout);
    }

    public List<Delivered> drain(final long port) {
        final var state = ports.get(port);
        final List<Delivered> result = new ArrayList<>();
        if (state != null) {
            state.drainTo(result);
        }
        return result;
    }

    public List<FlowEntry> flows() {
        return call(() -> tables.all().stream().map(InstalledFlow::snapshot).toList());
    }

    public Map<String, Long> counters() {
        return call(() -> counters.snapshot(tables.size(), groups.size(), nf.bindingCount()));
    }

    // ---- ports ----

    public List<Long> portNumbers() {
        return call(ports::numbers);
    }

    public String portName(final long port) {
        return requirePort(port).name();
    }

    public long portMac(final long port) {
        return requirePort(port).mac();
    }

    public boolean portUp(final long port) {
        return requirePort(port).isLinkUp();
    }

    /**
     * Returns a port, looked up on the datapath thread.
     *
     * @param port the port number
     * @return the port
     * @throws IllegalArgumentException if there is no such port
     */
    PortState requirePort(final long port) {
        final var state = call(() -> ports.get(port));
        if (state == null) {
            throw new IllegalArgumentException("No port " + port);
        }
        return state;
    }

    public long addPort() {
        return call(ports::add);
    }

    public void removePort(final long port) {
        unlink(port);
        detachWire(port);
        call(() -> {
            ports.remove(port);
            return null;
        });
    }

    /**
     * Links a port of this switch to a port of another (both directions); both ports come up.
     *
     * @param port this switch's port
     * @param other the other switch
     * @param otherPort its port
     */
    public void link(final long port, final SwitchCore other, final long otherPort) {
        links.link(port, other, otherPort);
    }

    public void unlink(final long port) {
        links.unlink(port);
    }

    /**
     * Attaches a UDP wire to a port (after unlinking it and detaching any previous wire); the port comes up.
     *
     * @param port the port
     * @param local the address to receive frames on
     * @param peer the address to send frames to
     * @return the wire; closing it detaches it
     * @throws IOException if the socket cannot be bound
     */
    public Wire attachWire(final long port, final InetSocketAddress local, final InetSocketAddress peer)
            throws IOException {
        return links.attachWire(port, local, peer);
    }

    /**
     * Detaches the wire of a port, if any.
     *
     * @param port the port
     */
    public void detachWire(final long port) {
        links.detachWire(port);
    }

    /**
     * Returns the wire attached to a port.
     *
     * @param port the port
     * @return the wire, or {@code null}
     */
    public @Nullable Wire wire(final long port) {
        return links.wire(port);
    }

    /**
     * Sets a port's link state, and its peer's when linked; PORT_STATUS goes to the controller of both.
     *
     * @param port the port
     * @param up the new state
     */
    public void setLinkState(final long port, final boolean up) {
        links.setLinkState(port, up);
    }

    // ---- the NF manager ----

    public void raiseAlert(final long sfc, final long service, final String result, final Packet packet) {
        final var alert = new NfAlert(sfc, service, result, ChainFlowSpecs.exact(packet));
        execute(() -> nf.sendAlert(alert));
    }

    public void sendNfMessage(final long service, final long sfc, final String json) {
        execute(() -> nf.sendMessage(service, sfc, json));
    }

    public void setNfStatus(final long sfc, final long service, final NfStatus status) {
        execute(() -> nf.setStatus(sfc, service, status));
    }

    /**
     * Returns the packets each instance of a bound NF took in.
     *
     * @param sfc the chain
     * @param service the NF's service id
     * @return the counts, in instance order: as many as the NF has instances
     * @throws IllegalArgumentException if no NF is bound as (sfc, service)
     */
    public List<Long> nfInstancePackets(final long sfc, final long service) {
        final List<Long> packets = call(() -> {
            final var binding = nf.binding(sfc, service);
            return binding == null ? null : binding.instancePackets();
        });
        if (packets == null) {
            throw new IllegalArgumentException("No NF is bound as service " + service + " of chain " + sfc);
        }
        return packets;
    }

    void reportNfs() {
        execute(nf::reportAll);
    }

    /**
     * Returns the state report interval the controller set; safe on any thread, also after {@link #close()} (the
     * connection's echo loop reads it while the switch may be closing).
     *
     * @return the interval in milliseconds, 0 when off
     */
    long reportIntervalMs() {
        return nf.reportIntervalMs();
    }

    @Override
    public void close() {
        if (!datapath.isClosed()) {
            call(ports::wires).forEach(WireEndpoint::close);
        }
        stateMoves.close();
        controller.close();
        datapath.close();
    }
}
