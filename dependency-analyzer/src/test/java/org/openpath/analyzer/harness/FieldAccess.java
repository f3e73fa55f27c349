/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.harness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.ActionProfile;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.PacketField;

/**
 * The view of a packet an NF's semantics get: it allows exactly what the NF's action profile declares (reads of the
 * read fields, writes of the written fields, and for a header change reads, writes and pushes/pops within the
 * {@link Layer#headerChangeScope()}), and throws {@link ProfileViolation} otherwise. On a header copy the payload is
 * read from the live original packet and cannot be written.
 */
public final class FieldAccess {
    private final Packet packet;
    private final @Nullable Packet payloadSource;
    private final String nf;
    private final Set<PacketField> readable;
    private final Set<PacketField> writable;
    private final Set<Layer> headerLayers;
    private final boolean headerCopy;

    FieldAccess(final String nf, final Packet packet, final ActionProfile profile, final @Nullable Packet original) {
        this.nf = nf;
        this.packet = packet;
        this.payloadSource = original;
        this.headerCopy = original != null;
        this.headerLayers = profile.headerLayers();
        this.readable = EnumSet.noneOf(PacketField.class);
        this.writable = EnumSet.noneOf(PacketField.class);
        readable.addAll(profile.reads());
        writable.addAll(profile.writes());
        for (var layer : headerLayers) {
            readable.addAll(layer.headerChangeScope());
            writable.addAll(layer.headerChangeScope());
        }
    }

    public long get(final PacketField field) {
        if (!readable.contains(field)) {
            throw new ProfileViolation(nf + " read " + field + " without declaring it");
        }
        final var source = payloadSource;
        return field == PacketField.PAYLOAD && source != null ? source.get(field) : packet.get(field);
    }

    public void set(final PacketField field, final long value) {
        if (!writable.contains(field)) {
            throw new ProfileViolation(nf + " wrote " + field + " without declaring it");
        }
        if (headerCopy && field == PacketField.PAYLOAD) {
            throw new ProfileViolation(nf + " wrote the payload of a header-only copy");
        }
        packet.set(field, value);
    }

    public long[] stack(final Layer layer) {
        checkHeader(layer);
        return packet.stack(layer);
    }

    public void push(final Layer layer, final long value) {
        checkHeader(layer);
        final long[] stack = packet.stack(layer);
        final long[] pushed = Arrays.copyOf(stack, stack.length + 1);
        pushed[stack.length] = value;
        packet.setStack(layer, pushed);
    }

    public long pop(final Layer layer) {
        checkHeader(layer);
        final long[] stack = packet.stack(layer);
        if (stack.length == 0) {
            throw new IllegalStateException(nf + " popped an empty " + layer + " stack");
        }
        packet.setStack(layer, Arrays.copyOf(stack, stack.length - 1));
        return stack[stack.length - 1];
    }

    /**
     * Returns what the NF observes of the packet: its identity, every readable field and the stacks of the layers
     * whose header it changes.
     */
    Observation observe() {
        final var values = new ArrayList<Long>();
        for (var field : readable) {
            values.add(get(field));
        }
        for (var layer : headerLayers) {
            for (long value : packet.stack(layer)) {
                values.add(value);
            }
            values.add(-1L);
        }
        return new Observation(packet.id(), List.copyOf(values));
    }

    private void checkHeader(final Layer layer) {
        if (!headerLayers.contains(layer)) {
            throw new ProfileViolation(nf + " changed the " + layer + " header without declaring it");
        }
    }
}
