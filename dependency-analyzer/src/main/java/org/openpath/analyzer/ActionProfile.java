/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.CoarseProfile.PacketAccess;

/**
 * What an NF does to the packets it processes (OpenPATH paper section 5.2; NFP's action table): per field whether it
 * reads, writes, or adds/removes the carrying header, and whether it may drop packets, modify or terminate flows,
 * reconstruct packets or keep state. Mirrors the grouping {@code openpath-nf-catalog:action-profile}; see
 * {@link #fieldActions()} and {@link Builder#fieldAction(FieldAction)} for the per-field YANG form.
 *
 * <p>Writing a field does not imply reading it: NFP's "R/W" is {@link Builder#readsWrites(PacketField...)}.
 *
 * @param reads fields the NF's behaviour depends on
 * @param writes fields the NF may rewrite
 * @param headerChanges fields whose carrying header the NF adds or removes
 * @param mayDrop the NF may drop packets
 * @param modifiesFlows the NF may change which flow a packet belongs to or the flow's course (Table 2's "Flow")
 * @param terminatesFlows the NF terminates flows and answers or originates packets itself
 * @param reconstructsPackets the NF builds packets from several input packets
 * @param stateful the NF keeps per-flow state
 * @param coarseProfile the Table 2 view, or {@code null} to derive it from the other components
 */
public record ActionProfile(
        Set<PacketField> reads,
        Set<PacketField> writes,
        Set<PacketField> headerChanges,
        boolean mayDrop,
        boolean modifiesFlows,
        boolean terminatesFlows,
        boolean reconstructsPackets,
        boolean stateful,
        @Nullable CoarseProfile coarseProfile) implements Serializable {
    /** An NF that touches nothing and has no flags. */
    public static final ActionProfile NOTHING = builder().build();

    /**
     * Validates the components and makes the sets immutable.
     */
    public ActionProfile {
        reads = immutable(reads, "reads");
        writes = immutable(writes, "writes");
        headerChanges = immutable(headerChanges, "headerChanges");
    }

    /**
     * Returns a builder of an empty profile.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Returns the profile's per-field form, in field order; fields the NF does not touch are absent.
     *
     * @return one entry per touched field
     */
    public List<FieldAction> fieldActions() {
        final var result = new ArrayList<FieldAction>();
        for (var field : PacketField.values()) {
            final boolean read = reads.contains(field);
            final boolean write = writes.contains(field);
            final boolean header = headerChanges.contains(field);
            if (read || write || header) {
                result.add(new FieldAction(field, read, write, header));
            }
        }
        return List.copyOf(result);
    }

    /**
     * Returns the layers whose header this NF adds or removes.
     *
     * @return an unmodifiable set
     */
    public Set<Layer> headerLayers() {
        final var layers = EnumSet.noneOf(Layer.class);
        headerChanges.forEach(field -> layers.add(field.layer()));
        return Collections.unmodifiableSet(layers);
    }

    /**
     * Returns the fields this NF may change: the written fields and the {@link Layer#headerChangeScope()} of every
     * header it adds or removes.
     *
     * @return an unmodifiable set
     */
    public Set<PacketField> mayChange() {
        final var fields = EnumSet.noneOf(PacketField.class);
        fields.addAll(writes);
        headerLayers().forEach(layer -> fields.addAll(layer.headerChangeScope()));
        return Collections.unmodifiableSet(fields);
    }

    /**
     * Returns the Table 2 view: {@link #coarseProfile()} when present, otherwise derived: packet access
     * {@code read-write} when the NF writes or adds/removes anything, {@code read} when it only reads, {@code none}
     * otherwise; "can modify flow" when it may drop packets, modifies or terminates flows.
     *
     * @return the coarse profile
     */
    public CoarseProfile effectiveCoarseProfile() {
        final var coarse = coarseProfile;
        if (coarse != null) {
            return coarse;
        }
        final PacketAccess access;
        if (!writes.isEmpty() || !headerChanges.isEmpty()) {
            access = PacketAccess.READ_WRITE;
        } else if (!reads.isEmpty()) {
            access = PacketAccess.READ;
        } else {
            access = PacketAccess.NONE;
        }
        return new CoarseProfile(access, mayDrop || modifiesFlows || terminatesFlows);
    }

    /**
     * Returns the Table 3 action class of {@link #effectiveCoarseProfile()}.
     *
     * @return the class
     */
    public CoarseClass coarseClass() {
        return effectiveCoarseProfile().coarseClass();
    }

    private static Set<PacketField> immutable(final Set<PacketField> fields, final String name) {
        requireNonNull(fields, name);
        final var copy = EnumSet.noneOf(PacketField.class);
        for (var field : fields) {
            copy.add(requireNonNull(field, name));
        }
        return Collections.unmodifiableSet(copy);
    }

    /**
     * Builds an {@link ActionProfile}.
     */
    public static final class Builder {
        private final EnumSet<PacketField> reads = EnumSet.noneOf(PacketField.class);
        private final EnumSet<PacketField> writes = EnumSet.noneOf(PacketField.class);
        private final EnumSet<PacketField> headerChanges = EnumSet.noneOf(PacketField.class);
        private boolean mayDrop;
        private boolean modifiesFlows;
        private boolean terminatesFlows;
        private boolean reconstructsPackets;
        private boolean stateful;
        private boolean hasCoarseProfile;
        private PacketAccess coarseAccess = PacketAccess.NONE;
        private boolean coarseModifiesFlow;

        private Builder() {
            // Use ActionProfile.builder()
        }

        /**
         * Declares fields as read.
         *
         * @param fields the fields
         * @return this builder
         */
        public Builder reads(final PacketField... fields) {
            return reads(List.of(fields));
        }

        /**
         * Declares fields as read.
         *
         * @param fields the fields
         * @return this builder
         */
        public Builder reads(final Collection<PacketField> fields) {
            reads.addAll(fields);
            return this;
        }

        /**
         * Declares fields as written, without reading them.
         *
         * @param fields the fields
         * @return this builder
         */
        public Builder writes(final PacketField... fields) {
            writes.addAll(List.of(fields));
            return this;
        }

        /**
         * Declares fields as read and written (NFP's "R/W").
         *
         * @param fields the fields
         * @return this builder
         */
        public Builder readsWrites(final PacketField... fields) {
            reads.addAll(List.of(fields));
            writes.addAll(List.of(fields));
            return this;
        }

        /**
         * Declares that the NF adds or removes the headers carrying these fields.
         *
         * @param fields the fields
         * @return this builder
         */
        public Builder addsRemoves(final PacketField... fields) {
            headerChanges.addAll(List.of(fields));
            return this;
        }

        /**
         * Adds one per-field entry in its YANG form.
         *
         * @param action the entry
         * @return this builder
         */
        public Builder fieldAction(final FieldAction action) {
            if (action.read()) {
                reads.add(action.field());
            }
            if (action.write()) {
                writes.add(action.field());
            }
            if (action.addRemoveHeader()) {
                headerChanges.add(action.field());
            }
            return this;
        }

        /**
         * Declares that the NF may drop packets.
         *
         * @return this builder
         */
        public Builder mayDrop() {
            mayDrop = true;
            return this;
        }

        /**
         * Declares that the NF may modify flows.
         *
         * @return this builder
         */
        public Builder modifiesFlows() {
            modifiesFlows = true;
            return this;
        }

        /**
         * Declares that the NF terminates flows.
         *
         * @return this builder
         */
        public Builder terminatesFlows() {
            terminatesFlows = true;
            return this;
        }

        /**
         * Declares that the NF reconstructs packets.
         *
         * @return this builder
         */
        public Builder reconstructsPackets() {
            reconstructsPackets = true;
            return this;
        }

        /**
         * Declares that the NF keeps per-flow state.
         *
         * @return this builder
         */
        public Builder stateful() {
            stateful = true;
            return this;
        }

        /**
         * Sets the paper's Table 2 view.
         *
         * @param packetAccess Table 2's "Packet" column
         * @param canModifyFlow Table 2's "Flow: can modify" column
         * @return this builder
         */
        public Builder coarse(final PacketAccess packetAccess, final boolean canModifyFlow) {
            hasCoarseProfile = true;
            coarseAccess = requireNonNull(packetAccess);
            coarseModifiesFlow = canModifyFlow;
            return this;
        }

        /**
         * Returns the profile.
         *
         * @return a new profile
         */
        public ActionProfile build() {
            return new ActionProfile(reads, writes, headerChanges, mayDrop, modifiesFlows, terminatesFlows,
                reconstructsPackets, stateful,
                hasCoarseProfile ? new CoarseProfile(coarseAccess, coarseModifiesFlow) : null);
        }
    }
}
