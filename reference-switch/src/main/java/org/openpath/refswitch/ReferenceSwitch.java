/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;
import javax.net.ssl.SSLContext;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.ControllerMessage;
import org.openpath.refswitch.impl.SwitchCore;
import org.openpath.refswitch.state.MalformedStateException;
import org.openpath.refswitch.state.StateScope;

/**
 * A reference OpenPATH switch: OpenFlow 1.3 switch side plus the OpenPATH extension (docs/openpath-openflow.md),
 * in-JVM ports, and an NF manager running installed service graphs. Each instance uses a few virtual threads, so
 * fifty or more fit in one JVM.
 */
public final class ReferenceSwitch implements AutoCloseable {
    private final SwitchCore core;

    private ReferenceSwitch(final SwitchCore core) {
        this.core = core;
    }

    /**
     * Creates a switch; it is not connected yet.
     *
     * @param config the configuration
     * @return the switch
     */
    public static ReferenceSwitch create(final SwitchConfig config) {
        return new ReferenceSwitch(new SwitchCore(config));
    }

    /**
     * Creates a switch whose overload detection reads the time from a clock, so that tests decide how much time
     * passes between the state-report ticks; it is not connected yet.
     *
     * @param config the configuration
     * @param nanoClock the time in nanoseconds, as {@link System#nanoTime()}
     * @return the switch
     */
    static ReferenceSwitch create(final SwitchConfig config, final LongSupplier nanoClock) {
        return new ReferenceSwitch(new SwitchCore(config, nanoClock));
    }

    public long datapathId() {
        return core.config().datapathId();
    }

    /**
     * Connects to a controller, and reconnects with backoff whenever the connection drops. Called again, the switch
     * connects to one more controller (the members of a controller cluster), as OpenFlow 1.3.5's section 6.3.6 has
     * it: every session starts EQUAL; a controller taking the MASTER role turns the previous MASTER into SLAVE; a
     * SLAVE's modifications are refused ({@code OFPBRC_IS_SLAVE}) and it receives PORT_STATUS only; PACKET_IN and
     * FLOW_REMOVED go to the MASTER and EQUAL sessions, and so do the OpenPATH reports (to every session when none is
     * MASTER or EQUAL).
     *
     * @param host the controller's host
     * @param port the controller's port
     * @return this switch
     */
    public ReferenceSwitch connect(final String host, final int port) {
        core.connect(host, port, null);
        return this;
    }

    /**
     * Connects to a controller over TLS, and reconnects with backoff whenever the connection drops: the switch shows
     * the context's certificate and goes on only with a controller whose certificate its trust manager accepts.
     * Called again, the switch connects to one more controller, as {@link #connect(String, int)} says.
     *
     * @param host the controller's host
     * @param port the controller's TLS port
     * @param tls the switch's TLS context, e.g. {@link SwitchTls#fromPem}
     * @return this switch
     */
    public ReferenceSwitch connect(final String host, final int port, final SSLContext tls) {
        core.connect(host, port, requireNonNull(tls));
        return this;
    }

    /**
     * Tells whether the switch is connected to a controller and answered its FEATURES_REQUEST.
     *
     * @return whether connected to at least one controller
     */
    public boolean isConnected() {
        return core.isConnected();
    }

    /**
     * Closes the controller connections as a lost connection would: the switch reconnects once {@code away} has passed
     * (at least 50 ms) and keeps its flows, groups and NF bindings meanwhile.
     *
     * @param away how long it stays away at least
     */
    public void dropControllerSession(final Duration away) {
        core.dropControllerSession(away);
    }

    /**
     * Tells whether a controller took the MASTER role in its current session: OpenFlowPlugin does so once it has set
     * the session up (in a cluster, the member that owns the switch), so the switch is the controller's again.
     *
     * @return whether connected to a controller in the MASTER role
     */
    public boolean isMaster() {
        return core.isMaster();
    }

    /**
     * Returns how many controller sessions were opened so far (reconnects included).
     *
     * @return the count
     */
    public int sessions() {
        return core.connectCount();
    }

    /**
     * Returns a port.
     *
     * @param number the port number
     * @return the port
     */
    public SwitchPort port(final long number) {
        if (!core.portNumbers().contains(number)) {
            throw new IllegalArgumentException("No port " + number + " on " + Long.toHexString(datapathId()));
        }
        return new SwitchPort(this, core, number);
    }

    public List<Long> ports() {
        return core.portNumbers();
    }

    /**
     * Adds a port (PORT_STATUS ADD to the controller).
     *
     * @return the new port
     */
    public SwitchPort addPort() {
        return new SwitchPort(this, core, core.addPort());
    }

    /**
     * Removes a port (PORT_STATUS DELETE).
     *
     * @param number the port
     */
    public void removePort(final long number) {
        core.removePort(number);
    }

    /**
     * Injects a chain packet as if it arrived on a port.
     *
     * @param port the port
     * @param packet the packet with its inter-node tag
     */
    public void inject(final long port, final ChainPacket packet) {
        core.inject(port, packet);
    }

    /**
     * Injects an untagged chain packet.
     *
     * @param port the port
     * @param packet the packet
     */
    public void inject(final long port, final Packet packet) {
        core.inject(port, ChainPacket.untagged(packet));
    }

    /**
     * Injects a raw Ethernet frame.
     *
     * @param port the port
     * @param frame the frame
     */
    public void inject(final long port, final byte[] frame) {
        core.inject(port, new RawFrame(frame));
    }

    /**
     * Waits for the next packet that left an unlinked port.
     *
     * @param port the port
     * @param timeout how long to wait
     * @return the packet, or {@code null} on timeout
     * @throws InterruptedException when interrupted
     */
    public @Nullable Delivered poll(final long port, final Duration timeout) throws InterruptedException {
        return core.poll(port, timeout);
    }

    /**
     * Returns and removes everything that left an unlinked port so far.
     *
     * @param port the port
     * @return the packets in order
     */
    public List<Delivered> received(final long port) {
        return core.drain(port);
    }

    /**
     * Returns a snapshot of the installed flows.
     *
     * @return the flows, by table then priority
     */
    public List<FlowEntry> flows() {
        return core.flows();
    }

    /**
     * Returns counters: flows, groups, nf-bindings, flow-mods, packets-out, packet-ins, drops, loop-drops,
     * table-misses, rx-dropped, errors-sent.
     *
     * @return the counters
     */
    public Map<String, Long> counters() {
        return core.counters();
    }

    /**
     * Returns the OpenPATH controller messages (NF_BIND, handler rules, SKIP_ME, ...) this switch accepted and
     * applied, oldest first (at most the last 10,000).
     *
     * @return the messages as the codec decodes them
     */
    public List<ControllerMessage> controlMessages() {
        return core.controlMessages();
    }

    /**
     * Sends bytes to the controller exactly as given, e.g. malformed frames to test the controller.
     *
     * @param frame the bytes of one or more OpenFlow messages
     */
    public void sendToController(final byte[] frame) {
        core.sendToController(frame);
    }

    /**
     * Sends an NF_ALERT for the flow of a packet.
     *
     * @param sfcId the chain
     * @param serviceId the NF
     * @param result the NF's result
     * @param packet the packet whose 5-tuple is reported
     * @throws IllegalArgumentException if an id is not an unsigned 32-bit value or the result is empty, longer than
     *                                  64 UTF-8 bytes or not well-formed UTF-16
     */
    public void raiseAlert(final long sfcId, final long serviceId, final String result, final Packet packet) {
        core.raiseAlert(sfcId, serviceId, result, packet);
    }

    /**
     * Sends a MESSAGE (spec section 4.3).
     *
     * @param serviceId the NF
     * @param sfcId the chain
     * @param json a flat JSON object of strings
     */
    public void sendNfMessage(final long serviceId, final long sfcId, final String json) {
        core.sendNfMessage(serviceId, sfcId, json);
    }

    /**
     * Changes a bound NF's status; an NF_UPDATE reports the change. A DOWN NF drops what it is invoked on.
     *
     * @param sfcId the chain
     * @param serviceId the NF
     * @param status the status
     */
    public void nfUpdate(final long sfcId, final long serviceId, final NfStatus status) {
        core.setNfStatus(sfcId, serviceId, status);
    }

    /**
     * Returns how many instances a bound NF runs as (1 from NF_BIND; NF_SCALE changes it, revision 4).
     *
     * @param sfcId the chain
     * @param serviceId the NF
     * @return the number of instances
     * @throws IllegalArgumentException if no NF is bound as (sfcId, serviceId)
     */
    public int nfInstances(final long sfcId, final long serviceId) {
        return core.nfInstancePackets(sfcId, serviceId).size();
    }

    /**
     * Returns the packets each instance of a bound NF took in since it started (an instance added by NF_SCALE starts
     * at 0): how the NF manager spread the flows.
     *
     * @param sfcId the chain
     * @param serviceId the NF
     * @return the counts, one per instance, in instance order
     * @throws IllegalArgumentException if no NF is bound as (sfcId, serviceId)
     */
    public List<Long> nfInstancePackets(final long sfcId, final long serviceId) {
        return core.nfInstancePackets(sfcId, serviceId);
    }

    /**
     * Exports the state of a bound NF (docs/state-move.md): the chunks a scope selects, encoded.
     *
     * @param sfcId the chain
     * @param serviceId the NF
     * @param scope one flow, a flow filter or all flows, and the kinds of state
     * @return the export
     * @throws IllegalArgumentException if no NF is bound as (sfcId, serviceId)
     */
    public byte[] exportState(final long sfcId, final long serviceId, final StateScope scope) {
        return core.stateMoves().exportState(sfcId, serviceId, scope);
    }

    /**
     * Imports an export into a bound NF of the same type, all or nothing.
     *
     * @param sfcId the chain
     * @param serviceId the NF
     * @param export the export
     * @return the number of chunks imported
     * @throws MalformedStateException if the export is malformed, of another NF type, or a chunk cannot be imported
     *         (e.g. a NAT port another flow holds); nothing was imported then
     * @throws IllegalArgumentException if no NF is bound as (sfcId, serviceId)
     */
    public int importState(final long sfcId, final long serviceId, final byte[] export)
            throws MalformedStateException {
        return core.stateMoves().importState(sfcId, serviceId, export);
    }

    /**
     * Deletes the state of a bound NF that a scope covers.
     *
     * @param sfcId the chain
     * @param serviceId the NF
     * @param scope the scope
     * @return the number of chunks deleted
     * @throws IllegalArgumentException if no NF is bound as (sfcId, serviceId)
     */
    public int deleteState(final long sfcId, final long serviceId, final StateScope scope) {
        return core.stateMoves().deleteState(sfcId, serviceId, scope);
    }

    SwitchCore core() {
        return core;
    }

    @Override
    public void close() {
        core.close();
    }

    @Override
    public String toString() {
        return "ReferenceSwitch{dpid=0x" + Long.toHexString(datapathId()) + "}";
    }
}
