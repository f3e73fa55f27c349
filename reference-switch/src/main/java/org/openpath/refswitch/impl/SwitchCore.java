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
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.NfAlert;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.ChainPacket;
import org.openpath.refswitch.Delivered;
import org.openpath.refswitch.FlowEntry;
import org.openpath.refswitch.Instruction;
import org.openpath.refswitch.NfStatus;
import org.openpath.refswitch.RawFrame;
import org.openpath.refswitch.SwitchConfig;
import org.openpath.refswitch.Wire;
import org.openpath.refswitch.WireFormat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The switch itself: ports, flow and group tables, the datapath pipeline and the NF manager, all owned by one
 * single-threaded executor (a virtual thread), so packets and controller messages are processed in order and without
 * locks. {@link org.openpath.refswitch.ReferenceSwitch} is its public face.
 */
public final class SwitchCore implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SwitchCore.class);
    private static final int MAX_RESUBMITS = 64;
    private static final int CONTROL_LOG_SIZE = 10_000;

    final SwitchConfig config;
    final FlowTables tables;
    final Map<Long, GroupRecord> groups = new TreeMap<>();
    final TreeMap<Long, PortState> ports = new TreeMap<>();
    final NfManager nf;
    final SwitchCounters counters = new SwitchCounters();
    /** The OpenPATH controller messages applied, newest last, at most {@value #CONTROL_LOG_SIZE}. */
    final ArrayDeque<ControllerMessage> controlLog = new ArrayDeque<>();
    private final ExecutorService executor;
    private final MessageHandler handler;
    private final AtomicLong xids = new AtomicLong(0x10000000L);
    private final ArrayDeque<PacketContext> work = new ArrayDeque<>();
    private volatile @Nullable Connection connection;

    /**
     * Creates a switch core; it does not connect by itself.
     *
     * @param config the configuration
     */
    public SwitchCore(final SwitchConfig config) {
        this.config = config;
        this.tables = new FlowTables(config.tables());
        this.executor = Executors.newSingleThreadExecutor(Thread.ofVirtual()
            .name("refswitch-" + Long.toHexString(config.datapathId()) + "-dp").factory());
        final Outbound outbound = new Outbound() {
            @Override
            public void send(final byte[] message, final boolean toSlave) {
                final var conn = connection;
                if (conn != null) {
                    conn.sendAsync(message, toSlave);
                }
            }

            @Override
            public long nextXid() {
                return xids.incrementAndGet();
            }
        };
        this.nf = new NfManager(new ExecNfRunner(), outbound);
        this.handler = new MessageHandler(this, outbound);
        for (long port = 1; port <= config.ports(); port++) {
            ports.put(port, new PortState(config.datapathId(), port));
        }
    }

    public SwitchConfig config() {
        return config;
    }

    Outbound outbound() {
        return handler.outbound();
    }

    MessageHandler handler() {
        return handler;
    }

    /**
     * Starts connecting to a controller (and reconnecting whenever the connection drops).
     *
     * @param host the controller host
     * @param port the controller port
     */
    public void connect(final String host, final int port) {
        final var conn = new Connection(this, host, port);
        connection = conn;
        conn.start();
    }

    public boolean isConnected() {
        final var conn = connection;
        return conn != null && conn.isHandshaken();
    }

    public int connectCount() {
        final var conn = connection;
        return conn == null ? 0 : conn.sessions();
    }

    void execute(final Runnable task) {
        if (executor.isShutdown()) {
            // closed: a connection still draining its socket has nobody left to hand messages to
            return;
        }
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            LOG.debug("Switch {} closed while a task was handed over", Long.toHexString(config.datapathId()), e);
        }
    }

    /**
     * Runs a task on the datapath thread and waits for its result.
     *
     * @param <T> the result type
     * @param task the task
     * @return the result
     */
    @SuppressWarnings("checkstyle:IllegalCatch")
    public <T> T call(final Callable<T> task) {
        final Future<T> future = executor.submit(task);
        try {
            return future.get(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("Datapath task failed", e);
        }
    }

    // ---- public operations used by ReferenceSwitch ----

    public void inject(final long port, final Delivered packet) {
        execute(() -> safeReceive(port, packet));
    }

    @SuppressWarnings("checkstyle:IllegalCatch")
    private void safeReceive(final long port, final Delivered packet) {
        try {
            receive(port, packet);
        } catch (RuntimeException e) {
            // An NF semantics or pipeline bug drops the packet, never the datapath thread
            counters.drops++;
            work.clear();
            LOG.warn("Switch {}: packet on port {} failed", Long.toHexString(config.datapathId()), port, e);
        }
    }

    public @Nullable Delivered poll(final long port, final Duration timeout) throws InterruptedException {
        final var state = ports.get(port);
        return state == null ? null : state.egress.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }

    public List<Delivered> drain(final long port) {
        final var state = ports.get(port);
        final List<Delivered> result = new ArrayList<>();
        if (state != null) {
            state.egress.drainTo(result);
        }
        return result;
    }

    public List<FlowEntry> flows() {
        return call(() -> tables.all().stream().map(InstalledFlow::snapshot).toList());
    }

    /**
     * Returns the OpenPATH controller messages this switch applied (the last 10,000), oldest first.
     *
     * @return the messages
     */
    public List<ControllerMessage> controlMessages() {
        return call(() -> List.copyOf(controlLog));
    }

    /**
     * Sends bytes to the controller as they are (test infrastructure: malformed frames).
     *
     * @param frame the bytes
     */
    public void sendToController(final byte[] frame) {
        final var conn = connection;
        if (conn != null) {
            conn.sendAsync(frame, true);
        }
    }

    void applied(final ControllerMessage message) {
        counters.experimenterMessages++;
        if (controlLog.size() == CONTROL_LOG_SIZE) {
            controlLog.removeFirst();
        }
        controlLog.addLast(message);
    }

    public Map<String, Long> counters() {
        return call(() -> counters.snapshot(tables.size(), groups.size(), nf.bindingCount()));
    }

    public List<Long> portNumbers() {
        return call(() -> List.copyOf(ports.keySet()));
    }

    public String portName(final long port) {
        return requirePort(port).name;
    }

    public long portMac(final long port) {
        return requirePort(port).mac;
    }

    public boolean portUp(final long port) {
        return requirePort(port).linkUp;
    }

    private PortState requirePort(final long port) {
        final var state = call(() -> ports.get(port));
        if (state == null) {
            throw new IllegalArgumentException("No port " + port);
        }
        return state;
    }

    public long addPort() {
        return call(() -> {
            final long number = ports.isEmpty() ? 1 : ports.lastKey() + 1;
            ports.put(number, new PortState(config.datapathId(), number));
            handler.portStatus(ports.get(number), 0);
            return number;
        });
    }

    public void removePort(final long port) {
        unlink(port);
        detachWire(port);
        call(() -> {
            final var state = ports.remove(port);
            if (state != null) {
                handler.portStatus(state, 1);
            }
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
        unlink(port);
        other.unlink(otherPort);
        detachWire(port);
        other.detachWire(otherPort);
        attach(port, other, otherPort);
        other.attach(otherPort, this, port);
    }

    private void attach(final long port, final SwitchCore peer, final long peerPort) {
        call(() -> {
            final var state = requireLocal(port);
            state.peer = peer;
            state.peerPort = peerPort;
            setLink(state, true);
            return null;
        });
    }

    public void unlink(final long port) {
        final var state = call(() -> ports.get(port));
        if (state == null) {
            return;
        }
        final var peer = state.peer;
        if (peer != null) {
            final long peerPort = state.peerPort;
            state.peer = null;
            peer.call(() -> {
                final var remote = peer.ports.get(peerPort);
                if (remote != null && remote.peer == this) {
                    remote.peer = null;
                }
                return null;
            });
        }
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
        if (call(() -> ports.get(port)) == null) {
            throw new IllegalArgumentException("No port " + port);
        }
        unlink(port);
        detachWire(port);
        final var wire = WireEndpoint.open(this, port, local, peer);
        final boolean attached = call(() -> {
            final var state = ports.get(port);
            if (state == null) {
                return false;
            }
            state.wire = wire;
            setLink(state, true);
            return true;
        });
        if (!attached) {
            wire.close();
            throw new IllegalArgumentException("No port " + port);
        }
        wire.start();
        return wire;
    }

    /**
     * Detaches the wire of a port, if any.
     *
     * @param port the port
     */
    public void detachWire(final long port) {
        final var wire = call(() -> {
            final var state = ports.get(port);
            return state == null ? null : state.wire;
        });
        if (wire != null) {
            wire.close();
        }
    }

    /**
     * Returns the wire attached to a port.
     *
     * @param port the port
     * @return the wire, or {@code null}
     */
    public @Nullable Wire wire(final long port) {
        return requirePort(port).wire;
    }

    void wireDetached(final long port, final WireEndpoint wire) {
        execute(() -> {
            final var state = ports.get(port);
            if (state != null && state.wire == wire) {
                state.wire = null;
            }
        });
    }

    void wireLinkState(final long port, final WireEndpoint wire, final boolean up) {
        execute(() -> {
            final var state = ports.get(port);
            if (state != null && state.wire == wire) {
                setLink(state, up);
            }
        });
    }

    void wireReceive(final long port, final WireEndpoint wire, final Delivered packet) {
        execute(() -> {
            final var state = ports.get(port);
            if (state != null && state.wire == wire) {
                safeReceive(port, packet);
            }
        });
    }

    /**
     * Sets a port's link state, and its peer's when linked; PORT_STATUS goes to the controller of both.
     *
     * @param port the port
     * @param up the new state
     */
    public void setLinkState(final long port, final boolean up) {
        final var state = call(() -> {
            final var local = requireLocal(port);
            setLink(local, up);
            return local;
        });
        final var peer = state.peer;
        if (peer != null) {
            final long peerPort = state.peerPort;
            peer.call(() -> {
                final var remote = peer.ports.get(peerPort);
                if (remote != null) {
                    peer.setLink(remote, up);
                }
                return null;
            });
        }
    }

    private PortState requireLocal(final long port) {
        final var state = ports.get(port);
        if (state == null) {
            throw new IllegalArgumentException("No port " + port);
        }
        return state;
    }

    private void setLink(final PortState state, final boolean up) {
        if (state.linkUp != up) {
            state.linkUp = up;
            handler.portStatus(state, 2);
        }
    }

    public void raiseAlert(final long sfc, final long service, final String result, final Packet packet) {
        final var alert = new NfAlert(sfc, service, result, NfManager.exact(packet));
        execute(() -> nf.sendAlert(alert));
    }

    public void sendNfMessage(final long service, final long sfc, final String json) {
        execute(() -> nf.sendMessage(service, sfc, json));
    }

    public void setNfStatus(final long sfc, final long service, final NfStatus status) {
        execute(() -> nf.setStatus(sfc, service, status));
    }

    void reportNfs() {
        execute(nf::reportAll);
    }

    long reportIntervalMs() {
        return call(nf::reportIntervalMs);
    }

    @Override
    public void close() {
        if (!executor.isShutdown()) {
            final List<WireEndpoint> wires = call(() -> ports.values().stream().map(state -> state.wire)
                .filter(Objects::nonNull).toList());
            wires.forEach(WireEndpoint::close);
        }
        final var conn = connection;
        if (conn != null) {
            conn.close();
        }
        executor.shutdownNow();
    }

    // ---- datapath (on the executor) ----

    private void receive(final long port, final Delivered delivered) {
        final var state = ports.get(port);
        if (state == null || !state.linkUp) {
            counters.rxDropped++;
            return;
        }
        final PacketContext packet = switch (delivered) {
            case ChainPacket chain -> {
                final var ctx = PacketContext.chain(chain.packet());
                ctx.sfcId = chain.sfcId();
                ctx.pathId = chain.pathId();
                ctx.tag = chain.tag();
                yield ctx;
            }
            case RawFrame frame -> PacketContext.frame(frame.bytes());
        };
        packet.inPort = port;
        state.rxPackets++;
        state.rxBytes += packet.length();
        process(packet);
    }

    /**
     * Runs a packet, and everything it re-submits, through the pipeline from table 0.
     *
     * @param packet the packet
     */
    void process(final PacketContext packet) {
        work.add(packet);
        drainWork();
    }

    void drainWork() {
        while (!work.isEmpty()) {
            pipeline(work.poll(), 0);
        }
    }

    private void pipeline(final PacketContext packet, final int firstTable) {
        packet.actionSet.clear();
        int table = firstTable;
        while (true) {
            final var entry = tables.lookup(table, packet);
            if (entry == null) {
                miss(packet, table);
                return;
            }
            entry.count(packet.length());
            Integer next = null;
            for (var instruction : entry.entry().instructions()) {
                switch (instruction) {
                    case Instruction.ApplyActions apply -> {
                        if (!apply(packet, apply.actions(), table, entry.entry().cookie())) {
                            return;
                        }
                    }
                    case Instruction.ClearActions clear -> packet.actionSet.clear();
                    case Instruction.WriteActions write -> writeActions(packet, write.actions());
                    case Instruction.WriteMetadata meta ->
                        packet.metadata = packet.metadata & ~meta.mask() | meta.metadata() & meta.mask();
                    case Instruction.GotoTable go -> next = go.tableId();
                }
            }
            if (next == null) {
                final List<Action> set = new ArrayList<>(packet.actionSet);
                packet.actionSet.clear();
                set.sort((one, two) -> Integer.compare(setOrder(one), setOrder(two)));
                if (apply(packet, set, table, entry.entry().cookie())) {
                    end(packet);
                }
                return;
            }
            table = next;
        }
    }

    private static int setOrder(final Action action) {
        return switch (action) {
            case Action.PopVlan pop -> 1;
            case Action.PushVlan push -> 2;
            case Action.DecNwTtl dec -> 3;
            case Action.SetField set -> 4;
            case Action.Group group -> 6;
            case Action.Output output -> 7;
            default -> 5;
        };
    }

    private static void writeActions(final PacketContext packet, final List<Action> actions) {
        for (var action : actions) {
            packet.actionSet.removeIf(existing -> existing.getClass() == action.getClass()
                && (!(action instanceof Action.SetField set)
                    || ((Action.SetField) existing).field().field() == set.field().field()));
            packet.actionSet.add(action);
        }
    }

    private void miss(final PacketContext packet, final int table) {
        counters.tableMisses++;
        if (!packet.isChain() && packet.ethType == 0x88CC && config.lldpToController()) {
            handler.packetIn(packet, 0, table, 0, 0xFFFF);
        }
        end(packet);
    }

    /**
     * A packet's processing ended without reaching a MERGE: a copy counts as dropped for its merge group.
     *
     * @param packet the packet
     */
    private void end(final PacketContext packet) {
        final var group = packet.group;
        if (group != null && group.drop(packet.branch)) {
            final var pending = group.pending;
            if (pending == null) {
                drop(group.baseline());
            } else {
                completeMerge(group, pending.merge(), pending.rest(), pending.table(), pending.cookie());
            }
        }
    }

    private void drop(final PacketContext packet) {
        counters.drops++;
        end(packet);
    }

    private void resubmit(final PacketContext packet) {
        if (++packet.resubmits > MAX_RESUBMITS) {
            counters.loopDrops++;
            end(packet);
            return;
        }
        work.add(packet);
    }

    /**
     * Applies an action list.
     *
     * @return whether processing continues (false: the packet was dropped, held or re-submitted)
     */
    private boolean apply(final PacketContext packet, final List<Action> actions, final int table,
            final long cookie) {
        for (int i = 0; i < actions.size(); i++) {
            switch (actions.get(i)) {
                case Action.Output output -> output(packet, output.port(), output.maxLen(), table, cookie);
                case Action.Group group -> group(packet, group.groupId(), table, cookie);
                case Action.SetField set -> packet.set(set.field());
                case Action.PushVlan push -> {
                    final long vlan = packet.packet.get(PacketField.VLAN);
                    final long[] stack = packet.packet.stack(org.openpath.analyzer.Layer.VLAN);
                    final long[] pushed = java.util.Arrays.copyOf(stack, stack.length + 1);
                    pushed[stack.length] = vlan;
                    packet.packet.setStack(org.openpath.analyzer.Layer.VLAN, pushed);
                }
                case Action.PopVlan pop -> {
                    final long[] stack = packet.packet.stack(org.openpath.analyzer.Layer.VLAN);
                    if (stack.length > 0) {
                        packet.packet.set(PacketField.VLAN, stack[stack.length - 1]);
                        packet.packet.setStack(org.openpath.analyzer.Layer.VLAN,
                            java.util.Arrays.copyOf(stack, stack.length - 1));
                    } else {
                        packet.packet.set(PacketField.VLAN, 0);
                    }
                }
                case Action.DecNwTtl dec -> {
                    final long value = packet.packet.get(PacketField.TTL_DSCP);
                    final long ttl = value >>> 8 & 0xFF;
                    if (ttl <= 1) {
                        drop(packet);
                        return false;
                    }
                    packet.packet.set(PacketField.TTL_DSCP, value & ~0xFF00L | ttl - 1 << 8);
                }
                case Action.SetPathTag tag -> {
                    packet.sfcId = tag.sfcId();
                    packet.pathId = tag.pathId();
                }
                case Action.InvokeNf invoke -> {
                    final var group = packet.group;
                    final Packet original = group != null && group.kind == 1 ? group.baseline().packet : null;
                    switch (nf.invoke(packet, invoke.serviceId(), invoke.nextServiceId(), original)) {
                        case DROP -> {
                            drop(packet);
                            return false;
                        }
                        case RESUBMIT -> {
                            resubmit(packet);
                            return false;
                        }
                        default -> {
                            // continue with the list
                        }
                    }
                }
                case Action.CopyToBranches copy -> {
                    final var group = new MergeGroup(packet.copyOf(), copy.serviceIds().size(), copy.kind());
                    for (int k = 1; k <= copy.serviceIds().size(); k++) {
                        final var branch = packet.copyOf();
                        branch.group = group;
                        branch.branch = k;
                        branch.copy = k;
                        branch.serviceId = copy.serviceIds().get(k - 1);
                        resubmit(branch);
                    }
                    return false;
                }
                case Action.Merge merge -> {
                    final var group = packet.group;
                    if (group == null) {
                        continue;
                    }
                    final var rest = actions.subList(i + 1, actions.size());
                    if (group.pending == null) {
                        group.pending = new MergeGroup.Pending(merge, rest, table, cookie);
                    }
                    if (group.arrive(packet.branch, packet.packet)) {
                        completeMerge(group, merge, rest, table, cookie);
                    }
                    return false;
                }
            }
        }
        return true;
    }

    private void completeMerge(final MergeGroup group, final Action.Merge merge, final List<Action> rest,
            final int table, final long cookie) {
        final var merged = group.baseline();
        if (merge.dropWins() && group.anyDropped()) {
            drop(merged);
            return;
        }
        merged.packet = group.merge(merge.priorities());
        merged.copy = 0;
        if (merge.nextServiceId() != 0) {
            merged.serviceId = merge.nextServiceId();
            resubmit(merged);
            return;
        }
        if (apply(merged, rest, table, cookie)) {
            end(merged);
        }
    }

    private void group(final PacketContext packet, final long groupId, final int table, final long cookie) {
        final var group = groups.get(groupId);
        if (group == null) {
            counters.drops++;
            return;
        }
        group.packets++;
        group.bytes += packet.length();
        final List<Integer> chosen = new ArrayList<>();
        switch (group.type) {
            case 0 -> {
                for (int i = 0; i < group.buckets.size(); i++) {
                    chosen.add(i);
                }
            }
            case 1 -> {
                final List<Integer> live = new ArrayList<>();
                for (int i = 0; i < group.buckets.size(); i++) {
                    if (live(group.buckets.get(i), 0)) {
                        live.add(i);
                    }
                }
                if (!live.isEmpty()) {
                    final long hash = packet.packet.get(PacketField.IP_SRC) * 31 + packet.packet.get(PacketField.IP_DST)
                        + packet.packet.get(PacketField.L4_SRC) * 7 + packet.packet.get(PacketField.L4_DST);
                    chosen.add(live.get((int) Math.floorMod(hash, live.size())));
                }
            }
            case 2 -> chosen.add(0);
            default -> {
                for (int i = 0; i < group.buckets.size(); i++) {
                    if (live(group.buckets.get(i), 0)) {
                        chosen.add(i);
                        break;
                    }
                }
            }
        }
        for (int index : chosen) {
            group.bucketPackets[index]++;
            group.bucketBytes[index] += packet.length();
            final var copy = packet.copyOf();
            copy.group = null;
            apply(copy, group.buckets.get(index).actions(), table, cookie);
        }
    }

    boolean live(final GroupRecord.Bucket bucket, final int depth) {
        if (bucket.watchPort() != OfConstants.PORT_ANY) {
            final var port = ports.get(bucket.watchPort());
            if (port == null || !port.live()) {
                return false;
            }
        }
        if (bucket.watchGroup() != OfConstants.GROUP_ANY && depth < 8) {
            final var watched = groups.get(bucket.watchGroup());
            return watched != null && watched.buckets.stream().anyMatch(other -> live(other, depth + 1));
        }
        return true;
    }

    void output(final PacketContext packet, final long port, final int maxLen, final int table, final long cookie) {
        if (port == OfConstants.PORT_CONTROLLER) {
            handler.packetIn(packet, 1, table, cookie, maxLen);
        } else if (port == OfConstants.PORT_TABLE) {
            final var copy = packet.copyOf();
            work.add(copy);
        } else if (port == OfConstants.PORT_ALL || port == OfConstants.PORT_FLOOD) {
            for (var state : ports.values()) {
                if (state.number != packet.inPort) {
                    transmit(packet, state);
                }
            }
        } else {
            final var state = ports.get(port == OfConstants.PORT_IN_PORT ? packet.inPort : port);
            if (state == null) {
                counters.drops++;
            } else {
                transmit(packet, state);
            }
        }
    }

    private void transmit(final PacketContext packet, final PortState state) {
        if (!state.linkUp) {
            state.txDropped++;
            return;
        }
        state.txPackets++;
        state.txBytes += packet.length();
        counters.packetsOut++;
        final byte[] frame = packet.frame;
        final var wire = state.wire;
        if (wire != null) {
            if (!wire.send(frame != null ? frame : WireFormat.encode(packet.packet))) {
                state.txDropped++;
            }
            return;
        }
        final Delivered delivered = frame != null ? new RawFrame(frame)
            : new ChainPacket(packet.packet, packet.sfcId, packet.pathId, packet.tag);
        final var peer = state.peer;
        if (peer != null) {
            final long peerPort = state.peerPort;
            peer.inject(peerPort, delivered);
        } else {
            state.egress.add(delivered);
        }
    }

}
