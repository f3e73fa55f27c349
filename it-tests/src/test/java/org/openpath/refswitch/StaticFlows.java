/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * Static flows on reference switches without OpenDaylight: the reference switch module's test controller
 * ({@link TestController}, from its test jar, on an ephemeral port) connects to one switch and installs flows
 * built with its {@link Msgs}. Lives in the reference switch's package because those helpers are package-private.
 */
public final class StaticFlows implements AutoCloseable {
    private final TestController controller;
    private final TestController.Session session;

    private StaticFlows(final TestController controller, final TestController.Session session) {
        this.controller = controller;
        this.session = session;
    }

    /**
     * Starts a test controller, connects a new switch to it and completes the handshake.
     *
     * @param sw the switch (not connected yet)
     * @return the flows helper; {@link #close()} closes the controller, not the switch
     * @throws IOException if the controller cannot listen
     * @throws InterruptedException if interrupted while waiting for the switch
     */
    public static StaticFlows connect(final ReferenceSwitch sw) throws IOException, InterruptedException {
        final var controller = new TestController();
        sw.connect("127.0.0.1", controller.port());
        final var session = controller.nextSession();
        session.handshake();
        return new StaticFlows(controller, session);
    }

    /**
     * Installs: from {@code inPort}, push a VLAN with {@code vid} and output to {@code outPort}.
     *
     * @param inPort the ingress port
     * @param vid the VLAN id
     * @param outPort the egress port
     * @throws InterruptedException if interrupted
     */
    public void pushVlan(final long inPort, final int vid, final long outPort) throws InterruptedException {
        install(Msgs.flowMod(session.nextXid(), 0, 0, 10, 1, Msgs.match(Msgs.inPort(inPort)),
            Msgs.apply(Msgs.pushVlan(), Msgs.setField(Msgs.vlanVid(vid)), Msgs.output(outPort))));
    }

    /**
     * Installs: from {@code inPort} with VLAN {@code vid}, pop the VLAN and output to {@code outPort}.
     *
     * @param inPort the ingress port
     * @param vid the VLAN id
     * @param outPort the egress port
     * @throws InterruptedException if interrupted
     */
    public void popVlan(final long inPort, final int vid, final long outPort) throws InterruptedException {
        install(Msgs.flowMod(session.nextXid(), 0, 0, 10, 2, Msgs.match(Msgs.inPort(inPort), Msgs.vlanVid(vid)),
            Msgs.apply(Msgs.popVlan(), Msgs.output(outPort))));
    }

    /**
     * Installs: from {@code inPort} with an EtherType, output to {@code outPort} unchanged (priority 20).
     *
     * @param inPort the ingress port
     * @param ethType the EtherType
     * @param outPort the egress port
     * @throws InterruptedException if interrupted
     */
    public void forward(final long inPort, final int ethType, final long outPort) throws InterruptedException {
        install(Msgs.flowMod(session.nextXid(), 0, 0, 20, 3, Msgs.match(Msgs.inPort(inPort), Msgs.ethType(ethType)),
            Msgs.apply(Msgs.output(outPort))));
    }

    /**
     * Waits for a PORT_STATUS message from the switch.
     *
     * @param reason 0 add, 1 delete, 2 modify
     * @return the port's state field (bit 0: link down)
     * @throws InterruptedException if interrupted
     */
    public int awaitPortStatus(final int reason) throws InterruptedException {
        final byte[] status = session.await(message -> message[1] == 12 && message[8] == reason);
        return ByteBuffer.wrap(status).getInt(16 + 36);
    }

    private void install(final byte[] flowMod) throws InterruptedException {
        final byte[] error = session.errorOf(flowMod);
        if (error != null) {
            throw new IllegalStateException("Flow refused: " + Msgs.hex(error));
        }
    }

    @Override
    public void close() throws IOException {
        controller.close();
    }
}
