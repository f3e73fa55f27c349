/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openpath.openflow.NfUnbind;
import org.openpath.openflow.OpenPathCodec;

/**
 * In-process reference switches driven over OpenFlow without OpenDaylight: the reference switch module's test
 * controller ({@link TestController}, from its test jar, on an ephemeral port) connects to each switch and completes
 * OpenFlowPlugin's handshake once; tests then send FLOW_MOD, GROUP_MOD and OpenPATH messages, read back every
 * {@code OFPT_ERROR} the switch answered and its table counts, and empty the switch again for the next case. Also
 * exposes the message builders of the test jar ({@link Msgs}, written from the OpenFlow 1.3 specification
 * independently of the switch's codec). Lives in the reference switch's package because those helpers are
 * package-private.
 */
public final class SwitchBench implements AutoCloseable {
    private static final int PORTS = 4;
    private static final int ERROR = 1;
    private static final int BARRIER_REQUEST = 20;
    private static final int BARRIER_REPLY = 21;
    private static final long OFPG_ALL = 0xFFFFFFFCL;

    private final TestController controller;
    private final List<ReferenceSwitch> switches = new ArrayList<>();
    private final List<TestController.Session> sessions = new ArrayList<>();

    private SwitchBench(final TestController controller) {
        this.controller = controller;
    }

    /**
     * What a switch made of a batch of messages.
     *
     * @param errors every OFPT_ERROR it answered, as hex, with the offending message's xid
     * @param flows its flow count afterwards
     * @param groups its group count afterwards
     * @param nfBindings its NF binding count afterwards
     */
    public record Outcome(List<String> errors, long flows, long groups, long nfBindings) {
        /**
         * Copies.
         */
        public Outcome {
            errors = List.copyOf(errors);
        }
    }

    /**
     * Starts a test controller and connects switches to it, each with four ports (the switch refuses outputs to port
     * 0 and above OFPP_MAX only, so chain ends may name any other port).
     *
     * @param count how many switches
     * @return the bench
     * @throws IOException if the controller cannot listen
     * @throws InterruptedException if interrupted while waiting for a switch
     */
    public static SwitchBench start(final int count) throws IOException, InterruptedException {
        final var bench = new SwitchBench(new TestController());
        for (int i = 0; i < count; i++) {
            final var sw = ReferenceSwitch.create(SwitchConfig.of(0x5000 + i, PORTS));
            bench.switches.add(sw);
            sw.connect("127.0.0.1", bench.controller.port());
            final var session = bench.controller.nextSession();
            session.handshake();
            bench.sessions.add(session);
        }
        return bench;
    }

    /**
     * Returns how many switches there are.
     *
     * @return the count
     */
    public int size() {
        return switches.size();
    }

    /**
     * Sends messages to a switch in order, then a barrier; returns what the switch answered once the barrier reply
     * is in (a switch answers in order, so every error of the batch came before it).
     *
     * @param index the switch
     * @param messages whole OpenFlow messages, each with its own xid (see {@link #nextXid(int)})
     * @return the errors and the counts
     * @throws InterruptedException if interrupted while waiting
     */
    public Outcome send(final int index, final List<byte[]> messages) throws InterruptedException {
        final var session = sessions.get(index);
        session.seen.clear();
        messages.forEach(session::send);
        final long barrier = session.nextXid();
        session.send(Msgs.header(BARRIER_REQUEST, barrier, 8).array());
        session.await(BARRIER_REPLY, barrier);
        final var errors = new ArrayList<String>();
        for (var message : session.seen) {
            if (message[1] == ERROR) {
                errors.add("xid " + TestController.Session.xid(message) + ": " + Msgs.hex(message));
            }
        }
        session.seen.clear();
        final Map<String, Long> counters = switches.get(index).counters();
        return new Outcome(errors, counters.get("flows"), counters.get("groups"), counters.get("nf-bindings"));
    }

    /**
     * Empties a switch: every flow (whatever its cookie), every group, and the given NF bindings.
     *
     * @param index the switch
     * @param bindings the (SFC-ID, SERVICE-ID) pairs bound on it
     * @return what the switch answered
     * @throws InterruptedException if interrupted while waiting
     */
    public Outcome reset(final int index, final List<long[]> bindings) throws InterruptedException {
        final var messages = new ArrayList<byte[]>();
        // OFPFC_DELETE in every table, cookie mask 0 (any cookie), out_port and out_group ANY
        messages.add(Msgs.message(14, nextXid(index), Msgs.concat(ByteBuffer.allocate(40).putLong(0).putLong(0)
            .put((byte) 0xFF).put((byte) 3).putShort((short) 0).putShort((short) 0).putShort((short) 0).putInt(-1)
            .putInt(-1).putInt(-1).putShort((short) 0).putShort((short) 0).array(), Msgs.match())));
        messages.add(Msgs.groupMod(nextXid(index), 2, 0, OFPG_ALL));
        for (var binding : bindings) {
            messages.add(OpenPathCodec.encodeMessage(new NfUnbind(binding[1], binding[0]), nextXid(index)));
        }
        return send(index, messages);
    }

    /**
     * Returns a fresh xid for a message to a switch.
     *
     * @param index the switch
     * @return the xid
     */
    public long nextXid(final int index) {
        return sessions.get(index).nextXid();
    }

    @Override
    public void close() throws IOException {
        controller.close();
        switches.forEach(ReferenceSwitch::close);
    }

    // --- OpenFlow 1.3 message builders (the test jar's Msgs) ---------------------------------------------------

    /**
     * Returns an OFPFC_ADD FLOW_MOD for table 0 with apply-actions.
     *
     * @param xid the xid
     * @param priority the priority
     * @param cookie the cookie
     * @param match an ofp_match ({@link #match(byte[]...)})
     * @param actions the actions
     * @return the message
     */
    public static byte[] flowAdd(final long xid, final int priority, final long cookie, final byte[] match,
            final List<byte[]> actions) {
        return Msgs.flowMod(xid, 0, 0, priority, cookie, match, Msgs.apply(actions.toArray(byte[][]::new)));
    }

    /**
     * Returns an OFPGC_ADD GROUP_MOD of a fast-failover group.
     *
     * @param xid the xid
     * @param groupId the group id
     * @param buckets the buckets ({@link #bucket(long, List)})
     * @return the message
     */
    public static byte[] fastFailoverGroupAdd(final long xid, final long groupId, final List<byte[]> buckets) {
        return Msgs.groupMod(xid, 0, 3, groupId, buckets.toArray(byte[][]::new));
    }

    /**
     * Returns a group bucket (weight 0, watch_group ANY).
     *
     * @param watchPort the watched port
     * @param actions its actions
     * @return the bucket
     */
    public static byte[] bucket(final long watchPort, final List<byte[]> actions) {
        return Msgs.bucket(watchPort, actions.toArray(byte[][]::new));
    }

    /**
     * Returns an ofp_match with its padding.
     *
     * @param oxms the OXM TLVs
     * @return the match
     */
    public static byte[] match(final byte[]... oxms) {
        return Msgs.match(oxms);
    }

    /**
     * Returns an OpenFlow basic OXM TLV.
     *
     * @param field the field code (OpenFlow 1.3 section 7.2.3.7)
     * @param size its size in bytes
     * @param value the value
     * @return the TLV
     */
    public static byte[] oxm(final int field, final int size, final long value) {
        return Msgs.oxm(field, size, value);
    }

    /**
     * Returns a masked OpenFlow basic OXM TLV.
     *
     * @param field the field code
     * @param size its size in bytes
     * @param value the value
     * @param mask the mask
     * @return the TLV
     */
    public static byte[] oxmMasked(final int field, final int size, final long value, final long mask) {
        return Msgs.oxmMasked(field, size, value, mask);
    }

    /**
     * Returns OFPAT_OUTPUT.
     *
     * @param port the port
     * @return the action
     */
    public static byte[] output(final long port) {
        return Msgs.output(port);
    }

    /**
     * Returns OFPAT_PUSH_VLAN with EtherType 0x8100.
     *
     * @return the action
     */
    public static byte[] pushVlan() {
        return Msgs.pushVlan();
    }

    /**
     * Returns OFPAT_POP_VLAN.
     *
     * @return the action
     */
    public static byte[] popVlan() {
        return Msgs.popVlan();
    }

    /**
     * Returns OFPAT_SET_FIELD of the VLAN id (OFPVID_PRESENT set).
     *
     * @param vid the VLAN id
     * @return the action
     */
    public static byte[] setVlanVid(final int vid) {
        return Msgs.setField(Msgs.vlanVid(vid));
    }

    /**
     * Returns OFPAT_GROUP.
     *
     * @param groupId the group
     * @return the action
     */
    public static byte[] group(final long groupId) {
        return Msgs.groupAction(groupId);
    }

    /**
     * Returns an OFPT_EXPERIMENTER message of the OpenPATH experimenter.
     *
     * @param xid the xid
     * @param expType the exp_type
     * @param body the body after exp_type
     * @return the message
     */
    public static byte[] openPathMessage(final long xid, final int expType, final byte[] body) {
        return Msgs.experimenter(xid, Msgs.OPAT, expType, body);
    }
}
