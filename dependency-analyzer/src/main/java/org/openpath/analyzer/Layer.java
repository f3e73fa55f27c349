/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * A protocol layer of the packet model. Adding or removing a layer's header (encapsulation, VLAN push/pop, tag
 * insertion) is treated conservatively: it may change every field of that layer and of every layer it encapsulates
 * (see {@link #headerChangeScope()}), OpenPATH paper section 5.2 ("packet reconstruction") and NFP's add/remove
 * header action.
 */
public enum Layer {
    /** Ethernet header: {@link PacketField#ETH_SRC}, {@link PacketField#ETH_DST}. */
    ETHERNET,
    /** 802.1Q tag: {@link PacketField#VLAN}. */
    VLAN,
    /** IP header: addresses, protocol, TTL/DSCP. */
    IP,
    /** Transport header: ports and TCP flags. */
    L4,
    /** Everything after the L4 header. */
    PAYLOAD,
    /** The OpenPATH metadata tag carried with the packet; outside the wire headers. */
    METADATA;

    /**
     * Returns the fields an add/remove of this layer's header may affect: the layer's own fields and those of every
     * layer inside it, down to the payload. For {@link #METADATA} only the metadata tag.
     *
     * @return an unmodifiable set, in field order
     */
    public Set<PacketField> headerChangeScope() {
        final var scope = EnumSet.noneOf(PacketField.class);
        for (var field : PacketField.values()) {
            if (this == METADATA ? field.layer() == METADATA
                : field.layer() != METADATA && field.layer().ordinal() >= ordinal()) {
                scope.add(field);
            }
        }
        return Collections.unmodifiableSet(scope);
    }
}
