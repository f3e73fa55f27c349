/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.openpath.analyzer.exec.Packet;
import org.openpath.fixtures.TestPackets;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.ExpType;
import org.openpath.openflow.ExperimenterErrorCode;
import org.openpath.openflow.MalformedOpenPathException;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfScale;
import org.openpath.openflow.NfStatus;
import org.openpath.openflow.NfUpdate;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.SetStateReportInterval;
import org.openpath.refswitch.ChainPacket;

/**
 * The NF manager's NF_SCALE: a bound NF's instances change, refusals change nothing; and overload detection at the
 * state-report ticks, on a clock the test advances.
 */
class NfScaleHandlingTest {
    private static final long SFC = 7;
    private static final long FW = 3;
    private static final long SECOND = 1_000_000_000L;

    private final AtomicLong clock = new AtomicLong(42 * SECOND);
    private final RecordingOutbound outbound = new RecordingOutbound();

    private NfManager manager(final long capacity) throws OfError {
        final var nf = new NfManager(new ExecNfRunner(), outbound, new OverloadDetection(capacity, clock::get));
        control(nf, new NfBind(FW, SFC, "firewall", "fw"));
        return nf;
    }

    private static void control(final NfManager nf, final ControllerMessage message) throws OfError {
        nf.handle(message.expType(), ByteBuffer.wrap(OpenPathCodec.encodeBody(message)));
    }

    private static void raw(final NfManager nf, final long service, final long sfc, final int instances,
            final int reserved) throws OfError {
        nf.handle(ExpType.NF_SCALE.code(), ByteBuffer.allocate(12).putInt((int) service).putInt((int) sfc)
            .putShort((short) instances).putShort((short) reserved).flip());
    }

    private static void assertRefused(final ExperimenterErrorCode code, final Executable executable) {
        final var refusal = assertThrows(OfError.class, executable);
        assertEquals(OfError.OFPET_EXPERIMENTER, refusal.type());
        assertEquals(code.code(), refusal.code());
    }

    private static void packets(final NfManager nf, final int count) {
        for (int i = 0; i < count; i++) {
            final Packet packet = TestPackets.packet().ip(0x0A00_0000L + i % 50, 0x0A00_0101L, 6)
                .ports(1000 + i % 50, 80).tcpFlags(2).build(i);
            nf.invoke(PacketContext.arrived(new ChainPacket(packet, SFC, 1, 0), 1), FW, 0, null);
        }
    }

    /** Advances the clock and ticks; returns the status the tick's NF_UPDATE reported for the firewall. */
    private NfStatus tick(final NfManager nf, final long nanos) throws MalformedOpenPathException {
        clock.addAndGet(nanos);
        outbound.sent().clear();
        nf.reportAll();
        NfUpdate update = null;
        for (var message : outbound.sent()) {
            if (OpenPathCodec.decodeMessage(ByteBuffer.wrap(message)).message() instanceof NfUpdate reported
                    && reported.serviceId() == FW) {
                update = reported;
            }
        }
        assertNotNull(update, "no NF_UPDATE of the firewall at the tick");
        return update.status();
    }

    @Test
    void scaleChangesTheInstancesAndTheSameCountChangesNothing() throws OfError {
        final var nf = manager(0);
        final var binding = nf.binding(SFC, FW);
        control(nf, new NfScale(FW, SFC, 4));
        assertEquals(4, binding.instanceCount());
        packets(nf, 200);
        final var spread = binding.instancePackets();
        control(nf, new NfScale(FW, SFC, 4));
        assertEquals(spread, binding.instancePackets());
        control(nf, new NfScale(FW, SFC, 64));
        assertEquals(64, binding.instanceCount());
        control(nf, new NfScale(FW, SFC, 1));
        assertEquals(1, binding.instanceCount());
    }

    @Test
    void refusedScalesChangeNothing() throws OfError {
        final var nf = manager(0);
        control(nf, new NfScale(FW, SFC, 2));
        control(nf, new NfBind(4, SFC, "vpn", "vpn"));
        control(nf, new NfBind(5, SFC, "wan-optimizer", "wan"));
        assertRefused(ExperimenterErrorCode.UNKNOWN_SERVICE, () -> control(nf, new NfScale(FW, 8, 3)));
        assertRefused(ExperimenterErrorCode.UNKNOWN_SERVICE, () -> control(nf, new NfScale(9, SFC, 3)));
        assertRefused(ExperimenterErrorCode.NOT_SCALABLE, () -> control(nf, new NfScale(4, SFC, 2)));
        assertRefused(ExperimenterErrorCode.NOT_SCALABLE, () -> control(nf, new NfScale(5, SFC, 64)));
        assertRefused(ExperimenterErrorCode.BAD_VALUE, () -> raw(nf, FW, SFC, 0, 0));
        assertRefused(ExperimenterErrorCode.BAD_VALUE, () -> raw(nf, FW, SFC, 65, 0));
        assertRefused(ExperimenterErrorCode.BAD_VALUE, () -> raw(nf, FW, SFC, 3, 1));
        assertRefused(ExperimenterErrorCode.BAD_VALUE, () -> raw(nf, FW, SFC, 3, 0x100));
        assertEquals(2, nf.binding(SFC, FW).instanceCount());
        assertEquals(1, nf.binding(SFC, 4).instanceCount());
        control(nf, new NfScale(4, SFC, 1));
        assertEquals(1, nf.binding(SFC, 5).instanceCount());
        raw(nf, FW, SFC, 3, 0);
        assertEquals(3, nf.binding(SFC, FW).instanceCount());
        assertThrows(IllegalArgumentException.class, () -> new NfScale(FW, SFC, 0));
        assertThrows(IllegalArgumentException.class, () -> new NfScale(FW, SFC, 65));
    }

    @Test
    void moreThanTheInstancesSustainIsOverloadedUntilMoreInstancesTakeIt() throws Exception {
        final var nf = manager(100);
        control(nf, new SetStateReportInterval(1000));
        packets(nf, 500);
        assertEquals(NfStatus.OVERLOADED, tick(nf, SECOND), "500 packets in 1 s, one instance of 100/s");
        control(nf, new NfScale(FW, SFC, 6));
        packets(nf, 500);
        assertEquals(NfStatus.UP, tick(nf, SECOND), "500 packets in 1 s, six instances");
        packets(nf, 601);
        assertEquals(NfStatus.OVERLOADED, tick(nf, SECOND));
        packets(nf, 600);
        assertEquals(NfStatus.UP, tick(nf, SECOND), "at the capacity is not above it");
    }

    @Test
    void aShortWindowIsNotJudgedAndGoesOn() throws Exception {
        final var nf = manager(100);
        control(nf, new SetStateReportInterval(1000));
        packets(nf, 150);
        assertEquals(NfStatus.UP, tick(nf, SECOND / 10), "a tick 100 ms after the last (a second session's)");
        assertEquals(NfStatus.OVERLOADED, tick(nf, 9 * SECOND / 10), "150 packets in the second");
        assertEquals(NfStatus.UP, tick(nf, 2 * SECOND));
    }

    @Test
    void detectionLeavesTheControllersStatusAlone() throws Exception {
        final var nf = manager(100);
        control(nf, new SetStateReportInterval(1000));
        packets(nf, 500);
        nf.setStatus(SFC, FW, org.openpath.refswitch.NfStatus.DOWN);
        assertEquals(NfStatus.DOWN, tick(nf, SECOND), "500 packets in 1 s before it went DOWN: it stays DOWN");
        nf.setStatus(SFC, FW, org.openpath.refswitch.NfStatus.OVERLOADED);
        assertEquals(NfStatus.OVERLOADED, tick(nf, SECOND), "detection did not set it: it stays");
    }

    @Test
    void withoutAnIntervalOrACapacityNothingIsDetected() throws Exception {
        final var unlimited = manager(0);
        control(unlimited, new SetStateReportInterval(1000));
        packets(unlimited, 5000);
        assertEquals(NfStatus.UP, tick(unlimited, SECOND));
        final var off = manager(100);
        packets(off, 500);
        assertEquals(NfStatus.UP, tick(off, SECOND), "report interval 0");
        control(off, new SetStateReportInterval(1000));
        assertEquals(NfStatus.UP, tick(off, SECOND), "setting the interval starts a new window: the 500 are old");
    }
}
