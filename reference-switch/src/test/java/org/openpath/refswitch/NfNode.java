/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.openpath.analyzer.PacketField;
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.GraphSet;
import org.openpath.openflow.GraphVertex;
import org.openpath.openflow.OpenPathCodec;

/**
 * A reference switch connected to a {@link TestController} with NFs bound and flows installed through real OpenFlow
 * messages: the setting of the NF state tests and the state-move benchmark.
 */
final class NfNode implements AutoCloseable {
    static final long TCP = 6;
    static final long SYN = 2;
    static final long ACK = 16;

    final ReferenceSwitch sw;
    final TestController.Session session;

    private NfNode(final ReferenceSwitch sw, final TestController.Session session) {
        this.sw = sw;
        this.session = session;
    }

    /**
     * Starts a switch with 4 ports and connects it.
     *
     * @param controller the controller
     * @param dpid the datapath id
     * @return the node
     * @throws InterruptedException when interrupted
     */
    static NfNode start(final TestController controller, final long dpid) throws InterruptedException {
        return start(controller, ReferenceSwitch.create(SwitchConfig.of(dpid, 4)));
    }

    /**
     * Connects a switch and performs the controller's handshake with it.
     *
     * @param controller the controller
     * @param created the switch, not connected yet
     * @return the node
     * @throws InterruptedException when interrupted
     */
    static NfNode start(final TestController controller, final ReferenceSwitch created) throws InterruptedException {
        final var sw = created.connect("127.0.0.1", controller.port());
        final var session = controller.nextSession();
        session.handshake();
        return new NfNode(sw, session);
    }

    void bind(final long service, final long sfc, final String type, final String name)
            throws InterruptedException {
        final byte[] error = session.errorOf(Msgs.nfBind(session.nextXid(), service, sfc, type, name));
        assertNull(error, () -> "NF_BIND refused: " + Msgs.hex(error));
    }

    /**
     * Gives the NF handler a chain's service graph (GRAPH_SET, revision 3).
     *
     * @param sfc the chain
     * @param vertices the graph's vertices
     * @throws InterruptedException when interrupted
     */
    void graph(final long sfc, final GraphVertex... vertices) throws InterruptedException {
        final byte[] message = OpenPathCodec.encodeMessage(new GraphSet(sfc, List.of(vertices)), session.nextXid());
        final byte[] error = session.errorOf(message);
        assertNull(error, () -> "GRAPH_SET refused: " + Msgs.hex(error));
    }

    /**
     * Installs a flow in table 0 matching the arrival port.
     *
     * @param inPort the port
     * @param actions the apply-actions
     * @throws InterruptedException when interrupted
     */
    void flow(final long inPort, final byte[]... actions) throws InterruptedException {
        final byte[] error = session.errorOf(Msgs.flowMod(session.nextXid(), 0, 0, 10, 0, Msgs.match(
            Msgs.inPort(inPort)), Msgs.apply(actions)));
        assertNull(error, () -> "FLOW_MOD refused: " + Msgs.hex(error));
    }

    /**
     * Returns a TCP packet of connection 10.0.0.{host}:{sport} → 10.0.1.1:80.
     *
     * @param id the packet id
     * @param host the source host
     * @param sport the source port
     * @param flags the TCP flags
     * @return the packet
     */
    static Packet tcp(final long id, final int host, final int sport, final long flags) {
        final long[] values = new long[PacketField.values().length];
        values[PacketField.ETH_SRC.ordinal()] = 0x0200_0000_0001L;
        values[PacketField.ETH_DST.ordinal()] = 0x0200_0000_0002L;
        values[PacketField.IP_SRC.ordinal()] = 0x0A00_0000L + host;
        values[PacketField.IP_DST.ordinal()] = 0x0A00_0101L;
        values[PacketField.IP_PROTO.ordinal()] = TCP;
        values[PacketField.TTL_DSCP.ordinal()] = 64 << 8;
        values[PacketField.L4_SRC.ordinal()] = sport;
        values[PacketField.L4_DST.ordinal()] = 80;
        values[PacketField.TCP_FLAGS.ordinal()] = flags;
        values[PacketField.PAYLOAD.ordinal()] = id;
        return Packet.of(id, values);
    }

    @Override
    public void close() {
        sw.close();
    }
}
