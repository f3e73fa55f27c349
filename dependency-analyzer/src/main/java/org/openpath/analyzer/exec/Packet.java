/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import java.util.Arrays;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.PacketField;

/**
 * A packet of the harness: one {@code long} per {@link PacketField}, and per {@link Layer} a stack of saved header
 * values that header pushes (encapsulation) add and pops remove. Mutable, like a packet buffer; {@link #copy()}
 * makes a packet copy.
 */
public final class Packet {
    private static final long[] EMPTY = new long[0];

    private final long id;
    private final long[] values;
    private final long[][] stacks;

    private Packet(final long id, final long[] values, final long[][] stacks) {
        this.id = id;
        this.values = values;
        this.stacks = stacks;
    }

    /**
     * Returns a packet with empty header stacks.
     *
     * @param id the packet's identity, kept through the chain
     * @param values one value per field, in field order
     * @return the packet
     */
    public static Packet of(final long id, final long... values) {
        if (values.length != PacketField.values().length) {
            throw new IllegalArgumentException("Need " + PacketField.values().length + " values");
        }
        final long[][] stacks = new long[Layer.values().length][];
        Arrays.fill(stacks, EMPTY);
        return new Packet(id, values.clone(), stacks);
    }

    /**
     * Returns the packet's identity.
     *
     * @return the identity given to {@link #of(long, long...)}, kept by copies
     */
    public long id() {
        return id;
    }

    /**
     * Returns a field's value.
     *
     * @param field the field
     * @return its value
     */
    public long get(final PacketField field) {
        return values[field.ordinal()];
    }

    /**
     * Sets a field's value.
     *
     * @param field the field
     * @param value its new value
     */
    public void set(final PacketField field, final long value) {
        values[field.ordinal()] = value;
    }

    /**
     * Returns a layer's stack of saved header values.
     *
     * @param layer the layer
     * @return a copy of its stack, in push order
     */
    public long[] stack(final Layer layer) {
        return stacks[layer.ordinal()].clone();
    }

    /**
     * Replaces a layer's stack of saved header values.
     *
     * @param layer the layer
     * @param stack the new stack (copied), in push order
     */
    public void setStack(final Layer layer, final long[] stack) {
        stacks[layer.ordinal()] = stack.clone();
    }

    /**
     * Returns a packet copy: the same identity, field values and stacks, changed independently of this packet.
     *
     * @return the copy
     */
    public Packet copy() {
        return new Packet(id, values.clone(), stacks.clone());
    }

    @Override
    public boolean equals(final Object obj) {
        return this == obj || obj instanceof Packet other && id == other.id && Arrays.equals(values, other.values)
            && Arrays.deepEquals(stacks, other.stacks);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(id) * 31 + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        final var sb = new StringBuilder("Packet#").append(id).append('{');
        for (var field : PacketField.values()) {
            sb.append(field.yangName()).append('=').append(values[field.ordinal()]).append(' ');
        }
        for (var layer : Layer.values()) {
            if (stacks[layer.ordinal()].length > 0) {
                sb.append(layer).append("-stack=").append(Arrays.toString(stacks[layer.ordinal()])).append(' ');
            }
        }
        return sb.append('}').toString();
    }
}
