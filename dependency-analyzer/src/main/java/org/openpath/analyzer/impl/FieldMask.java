/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.impl;

import java.util.Collection;
import java.util.EnumSet;
import java.util.Set;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.PacketField;

/**
 * Packet-field sets as {@code int} bitmasks (bit = {@link PacketField#ordinal()}), so that comparing two NFs costs a
 * handful of instructions.
 */
final class FieldMask {
    static final int PAYLOAD = bit(PacketField.PAYLOAD);

    private static final PacketField[] FIELDS = PacketField.values();
    private static final Layer[] LAYERS = Layer.values();
    private static final int[] LAYER_SCOPES = new int[LAYERS.length];

    static {
        for (var layer : LAYERS) {
            LAYER_SCOPES[layer.ordinal()] = of(layer.headerChangeScope());
        }
    }

    private FieldMask() {
        // Utility class
    }

    static int bit(final PacketField field) {
        return 1 << field.ordinal();
    }

    static int of(final Collection<PacketField> fields) {
        int mask = 0;
        for (var field : fields) {
            mask |= bit(field);
        }
        return mask;
    }

    static int scope(final Layer layer) {
        return LAYER_SCOPES[layer.ordinal()];
    }

    static PacketField lowest(final int mask) {
        return FIELDS[Integer.numberOfTrailingZeros(mask)];
    }

    static Set<PacketField> fields(final int mask) {
        final var set = EnumSet.noneOf(PacketField.class);
        int rest = mask;
        while (rest != 0) {
            set.add(FIELDS[Integer.numberOfTrailingZeros(rest)]);
            rest &= rest - 1;
        }
        return set;
    }

    static Layer[] layers() {
        return LAYERS.clone();
    }
}
