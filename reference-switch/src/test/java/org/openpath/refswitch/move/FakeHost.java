/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.move;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MoveFrame;
import org.openpath.openflow.MoveKey;
import org.openpath.openflow.MoveMessage;

/**
 * A recording {@link MoveHost} for the state machines' tests: packets are strings, frames and controller messages
 * are kept in order, scheduled tasks wait until the test runs them, and processing a packet may have an effect.
 */
class FakeHost implements MoveHost<String> {
    final List<MoveFrame> toPeer = new ArrayList<>();
    final List<MoveMessage> toController = new ArrayList<>();
    final List<String> processed = new ArrayList<>();
    final ArrayDeque<Runnable> scheduled = new ArrayDeque<>();
    @Nullable Runnable onProcess;
    int closes;
    boolean ended;

    @Override
    public void toPeer(final MoveFrame frame) {
        toPeer.add(frame);
    }

    @Override
    public void toController(final MoveMessage message) {
        toController.add(message);
    }

    @Override
    public void closePeer() {
        closes++;
    }

    @Override
    public void process(final String packet) {
        processed.add(packet);
    }

    @Override
    public MoveFrame.Packet encode(final String packet, final long seq, final boolean noState, final MoveKey key) {
        return new MoveFrame.Packet(seq, noState, 7, 1, 0, key, packet.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public @Nullable String decode(final MoveFrame.Packet frame) {
        final String text = new String(frame.packet(), StandardCharsets.UTF_8);
        return text.startsWith("undecodable") ? null : text;
    }

    @Override
    public void schedule(final Runnable task) {
        scheduled.add(task);
    }

    @Override
    public void ended() {
        ended = true;
    }

    /**
     * Runs the scheduled tasks, and those they schedule, until none is left.
     */
    void runScheduled() {
        for (var task = scheduled.poll(); task != null; task = scheduled.poll()) {
            task.run();
        }
    }

    /**
     * Returns and forgets the frames sent so far.
     */
    List<MoveFrame> takeFrames() {
        final var frames = List.copyOf(toPeer);
        toPeer.clear();
        return frames;
    }

    <T extends MoveFrame> List<T> frames(final Class<T> type) {
        return toPeer.stream().filter(type::isInstance).map(type::cast).toList();
    }

    MoveMessage lastMessage() {
        return toController.get(toController.size() - 1);
    }
}
