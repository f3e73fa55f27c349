/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.statesync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveGuarantee;
import org.openpath.openflow.MoveKey;
import org.openpath.openflow.MoveMode;
import org.openpath.openflow.MoveOptimisation;
import org.openpath.openflow.MoveSpec;

/**
 * The relay forwards chunks at once or at RELEASE and keeps redirected packets until the destination can take them.
 */
class RelayEndpointTest {
    private final List<String> log = new ArrayList<>();
    private final RelayEndpoint.Sink sink = new RelayEndpoint.Sink() {
        @Override
        public void toSource(final MoveFrame frame) {
            log.add("src " + name(frame));
        }

        @Override
        public void toDestination(final MoveFrame frame) {
            log.add("dst " + name(frame));
        }
    };

    private static String name(final MoveFrame frame) {
        return switch (frame) {
            case MoveFrame.Chunk chunk -> "chunk" + chunk.seq();
            case MoveFrame.Packet packet -> "packet" + packet.seq();
            default -> frame.getClass().getSimpleName();
        };
    }

    private static RelayEndpoint relay(final RelayEndpoint.Sink sink, final MoveOptimisation... optimisations) {
        final var set = EnumSet.noneOf(MoveOptimisation.class);
        set.addAll(List.of(optimisations));
        return new RelayEndpoint(new MoveSpec(3, 7, 2, MoveMode.RELAY, MoveGuarantee.LOSS_FREE, set, 1, 1000,
            FlowSpec.ANY), sink);
    }

    private static MoveKey key(final int host) {
        return new MoveKey(0x1f, host, 2, 6, 3, 4);
    }

    private static MoveFrame.Chunk chunk(final long seq, final int host) {
        return new MoveFrame.Chunk(seq, key(host), new byte[] {1});
    }

    private static MoveFrame.Packet packet(final long seq, final int host, final boolean noState) {
        return new MoveFrame.Packet(seq, noState, 7, 1, 0, key(host), new byte[] {1});
    }

    @Test
    void withoutOptimisationsEverythingWaitsForTheDestinationsRelease() {
        final var relay = relay(sink);
        relay.fromSource(new MoveFrame.Hello(3, 0, "nat"));
        relay.fromDestination(new MoveFrame.Accept(3));
        relay.fromSource(chunk(1, 1));
        relay.fromSource(packet(1, 1, false));
        relay.fromSource(chunk(2, 2));
        relay.fromSource(packet(2, 3, true));
        assertEquals(List.of("dst Hello", "src Accept"), log, "chunks wait for RELEASE, packets for RELEASED");
        relay.fromSource(new MoveFrame.Release(2));
        relay.fromDestination(new MoveFrame.ChunkAck(1));
        relay.fromDestination(new MoveFrame.ChunkAck(2));
        relay.fromDestination(new MoveFrame.Released(2));
        relay.fromSource(packet(3, 1, false));
        relay.fromDestination(new MoveFrame.PacketAck(3));
        relay.fromSource(new MoveFrame.End(3));
        assertEquals(List.of("dst Hello", "src Accept", "dst chunk1", "dst chunk2", "dst Release", "dst packet1",
            "dst packet2", "src Released", "dst packet3", "src PacketAck", "dst End"), log);
        assertEquals(2, relay.packetsBuffered());
        assertEquals(11, relay.framesOut());
        assertEquals(13, relay.framesIn(), "chunk acknowledgements end here");
    }

    @Test
    void earlyReleaseForwardsAFlowOnceItsChunkIsAcknowledged() {
        final var relay = relay(sink, MoveOptimisation.PARALLELIZE, MoveOptimisation.EARLY_RELEASE);
        relay.fromSource(chunk(1, 1));
        relay.fromSource(packet(1, 2, false));
        relay.fromSource(packet(2, 1, false));
        relay.fromSource(packet(3, 3, true));
        assertEquals(List.of("dst chunk1", "dst packet3"), log, "PZ forwards chunks; NO_STATE needs no chunk");
        relay.fromDestination(new MoveFrame.ChunkAck(1));
        assertEquals(List.of("dst chunk1", "dst packet3", "dst packet2"), log);
        relay.fromSource(packet(4, 1, false));
        relay.fromSource(chunk(2, 2));
        relay.fromDestination(new MoveFrame.ChunkAck(2));
        assertEquals(List.of("dst chunk1", "dst packet3", "dst packet2", "dst packet4", "dst chunk2", "dst packet1"),
            log);
    }

    @Test
    void anAbortGoesThroughBothWays() {
        final var relay = relay(sink);
        relay.fromSource(new MoveFrame.Abort(org.openpath.openflow.MoveFailure.ABORTED, "x"));
        relay.fromDestination(new MoveFrame.Abort(org.openpath.openflow.MoveFailure.TIMEOUT, "y"));
        assertEquals(List.of("dst Abort", "src Abort"), log);
        assertTrue(relay.packetsBuffered() == 0);
    }
}
