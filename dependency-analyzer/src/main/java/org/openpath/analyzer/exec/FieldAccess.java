/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

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

    /**
     * Returns the view an NF gets of a packet, for code that runs NFs outside the executors (the reference switch's
     * NF manager).
     *
     * @param nf the NF's name (for violation messages)
     * @param packet the packet the NF processes
     * @param profile the NF's action profile
     * @param original for a header copy, the packet whose payload it shares; {@code null} otherwise
     * @return the view
     */
    public static FieldAccess of(final String nf, final Packet packet, final ActionProfile profile,
            final @Nullable Packet original) {
        return new FieldAccess(nf, packet, profile, original);
    }

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

    /**
     * Reads a field: the live original's payload on a header copy, else the packet's value.
     *
     * @param field a field the profile lets the NF read
     * @return its value
     * @throws ProfileViolation if the profile does not let the NF read it
     */
    public long get(final PacketField field) {
        if (!readable.contains(field)) {
            throw new ProfileViolation(nf + " read " + field + " without declaring it");
        }
        final var source = payloadSource;
        return field == PacketField.PAYLOAD && source != null ? source.get(field) : packet.get(field);
    }

    /**
     * Writes a field.
     *
     * @param field a field the profile lets the NF write
     * @param value its new value
     * @throws ProfileViolation if the profile does not let the NF write it, or it is the payload of a header copy
     */
    public void set(final PacketField field, final long value) {
        if (!writable.contains(field)) {
            throw new ProfileViolation(nf + " wrote " + field + " without declaring it");
        }
        if (headerCopy && field == PacketField.PAYLOAD) {
            throw new ProfileViolation(nf + " wrote the payload of a header-only copy");
        }
        packet.set(field, value);
    }

    /**
     * Returns a layer's stack of saved header values.
     *
     * @param layer a layer whose header the profile lets the NF add or remove
     * @return a copy of its stack, in push order
     * @throws ProfileViolation if the profile does not declare a header change of that layer
     */
    public long[] stack(final Layer layer) {
        checkHeader(layer);
        return packet.stack(layer);
    }

    /**
     * Pushes a value on a layer's header stack (encapsulation).
     *
     * @param layer a layer whose header the profile lets the NF add or remove
     * @param value the value to save
     * @throws ProfileViolation if the profile does not declare a header change of that layer
     */
    public void push(final Layer layer, final long value) {
        checkHeader(layer);
        final long[] stack = packet.stack(layer);
        final long[] pushed = Arrays.copyOf(stack, stack.length + 1);
        pushed[stack.length] = value;
        packet.setStack(layer, pushed);
    }

    /**
     * Pops the last pushed value of a layer's header stack (decapsulation).
     *
     * @param layer a layer whose header the profile lets the NF add or remove
     * @return the popped value
     * @throws ProfileViolation if the profile does not declare a header change of that layer
     * @throws IllegalStateException if the stack is empty
     */
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
     *
     * @return the observation
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
