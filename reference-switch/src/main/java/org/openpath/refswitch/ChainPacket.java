/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import static java.util.Objects.requireNonNull;

import org.openpath.analyzer.exec.Packet;

/**
 * A chain packet in the analyser's executable model with the inter-node tag it carries between switches (spec
 * section 1): SFC-ID, PATH-ID and TAG. SERVICE-ID and COPY are node-local and not carried. The packet is copied on
 * the way in and out, so callers never share a buffer with the datapath.
 */
public final class ChainPacket implements Delivered {
    private final Packet packet;
    private final long sfcId;
    private final long pathId;
    private final long tag;

    /**
     * Returns a chain packet.
     *
     * @param packet the packet (copied)
     * @param sfcId the SFC-ID, 0 when not yet classified
     * @param pathId the PATH-ID
     * @param tag the TAG
     */
    public ChainPacket(final Packet packet, final long sfcId, final long pathId, final long tag) {
        this.packet = requireNonNull(packet).copy();
        this.sfcId = sfcId;
        this.pathId = pathId;
        this.tag = tag;
    }

    /**
     * Returns an untagged packet.
     *
     * @param packet the packet
     * @return the chain packet
     */
    public static ChainPacket untagged(final Packet packet) {
        return new ChainPacket(packet, 0, 0, 0);
    }

    /**
     * Returns the packet.
     *
     * @return a copy of the packet
     */
    public Packet packet() {
        return packet.copy();
    }

    public long sfcId() {
        return sfcId;
    }

    public long pathId() {
        return pathId;
    }

    public long tag() {
        return tag;
    }

    @Override
    public boolean equals(final Object obj) {
        return this == obj || obj instanceof ChainPacket other && sfcId == other.sfcId && pathId == other.pathId
            && tag == other.tag && packet.equals(other.packet);
    }

    @Override
    public int hashCode() {
        return packet.hashCode() * 31 + Long.hashCode(sfcId ^ pathId << 16 ^ tag << 32);
    }

    @Override
    public String toString() {
        return "ChainPacket{sfc=" + sfcId + ", path=" + pathId + ", tag=" + tag + ", " + packet + "}";
    }
}
