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
import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Why the analyser reached a {@link PairVerdict}: the deciding rule of the OpenPATH paper's section 5.2 (coarse
 * mode: the Table 3 cell; field-level mode: the field and action of each NF that conflict, or the flag of the first
 * NF that forces sequential execution). {@link #describe(String, String)} renders it for operators.
 */
public sealed interface Reason extends Serializable {
    /**
     * Renders the reason for the pair {@code first} before {@code second}.
     *
     * @param first the name of the earlier NF
     * @param second the name of the later NF
     * @return one sentence, e.g. {@code nat writes l4-dst, which lb reads}
     */
    String describe(String first, String second);

    /**
     * Both NFs act on the same field.
     *
     * @param kind the kind of conflict
     * @param field the (first) conflicting field
     */
    record FieldConflict(Kind kind, PacketField field) implements Reason {
        /**
         * The kind of conflict, named after the first NF's action followed by the second's.
         */
        public enum Kind {
            /** The first writes a field the second reads: sequential. */
            READ_AFTER_WRITE,
            /** The first reads a field the second writes: parallel with a copy. */
            WRITE_AFTER_READ,
            /** Both write a field the second does not read: parallel with a copy, the later writer wins. */
            WRITE_AFTER_WRITE
        }

        /**
         * Validates the components.
         */
        public FieldConflict {
            requireNonNull(kind);
            requireNonNull(field);
        }

        @Override
        public String describe(final String first, final String second) {
            return switch (kind) {
                case READ_AFTER_WRITE -> first + " writes " + field + ", which " + second + " reads";
                case WRITE_AFTER_READ -> first + " reads " + field + ", which " + second
                    + " writes: parallel on a packet copy";
                case WRITE_AFTER_WRITE -> first + " and " + second + " both write " + field
                    + ": parallel on a packet copy, the merge keeps " + second + "'s value";
            };
        }
    }

    /**
     * One NF adds or removes a header whose scope ({@link Layer#headerChangeScope()}) covers a field the other
     * touches. A header change counts as reading and writing its whole scope (encapsulation carries the inner fields
     * along), so it is sequential unless the header changer comes second and the first NF only reads in the scope.
     *
     * @param byFirst whether the first NF changes the header (else the second)
     * @param layer the layer whose header is added or removed
     * @param touched the (first) field the other NF touches within the header change's scope
     * @param otherOnlyReads whether the other NF only reads within the scope (parallel with a full copy when the
     *     header changer comes second)
     */
    record HeaderChange(boolean byFirst, Layer layer, PacketField touched, boolean otherOnlyReads) implements Reason {
        /**
         * Validates the components.
         */
        public HeaderChange {
            requireNonNull(layer);
            requireNonNull(touched);
        }

        @Override
        public String describe(final String first, final String second) {
            final var header = layer.name().toLowerCase(Locale.ROOT);
            if (byFirst) {
                return first + " adds/removes the " + header + " header, which covers " + touched + " that "
                    + second + (otherOnlyReads ? " reads" : " changes");
            }
            return second + " adds/removes the " + header + " header, which covers " + touched + " that " + first
                + (otherOnlyReads ? " only reads: parallel on a full packet copy" : " changes");
        }
    }

    /**
     * A property of the first NF forces everything after it to wait for it.
     *
     * @param kind the property
     */
    record Barrier(Kind kind) implements Reason {
        /**
         * The first NF's property.
         */
        public enum Kind {
            /** It may drop packets. */
            DROPS,
            /** It terminates flows. */
            TERMINATES_FLOWS,
            /** It modifies flows. */
            MODIFIES_FLOWS,
            /** It has dynamic rules that discard or steer packets. */
            DIVERTS,
            /** It reconstructs packets, and the second NF touches the payload. */
            RECONSTRUCTS
        }

        /**
         * Validates the components.
         */
        public Barrier {
            requireNonNull(kind);
        }

        @Override
        public String describe(final String first, final String second) {
            return switch (kind) {
                case DROPS -> first + " may drop packets, and " + second + " must not see a packet " + first
                    + " would have dropped";
                case TERMINATES_FLOWS -> first + " terminates flows, and " + second + " must not see a packet "
                    + first + " would have consumed";
                case MODIFIES_FLOWS -> first + " modifies flows, so " + second + " must see each packet after "
                    + first + " has decided its course";
                case DIVERTS -> first + " has dynamic rules that discard or steer packets, which " + second
                    + " must then not see";
                case RECONSTRUCTS -> first + " reconstructs packets, and " + second + " touches the payload";
            };
        }
    }

    /**
     * No field written by one NF is touched by the other.
     *
     * @param sharedReads fields both only read
     */
    record Independent(Set<PacketField> sharedReads) implements Reason {
        /**
         * Validates the components.
         */
        public Independent {
            final var copy = EnumSet.noneOf(PacketField.class);
            copy.addAll(sharedReads);
            sharedReads = Collections.unmodifiableSet(copy);
        }

        @Override
        public String describe(final String first, final String second) {
            if (sharedReads.isEmpty()) {
                return "no field written by " + first + " or " + second + " is touched by the other";
            }
            return first + " and " + second + " only share reads ("
                + sharedReads.stream().map(PacketField::yangName).collect(Collectors.joining(", "))
                + "): parallel without a copy";
        }
    }

    /**
     * The coarse mode's Table 3 cell.
     *
     * @param firstClass the first NF's action class
     * @param secondClass the second NF's action class
     */
    record CoarseCell(CoarseClass firstClass, CoarseClass secondClass) implements Reason {
        /**
         * Validates the components.
         */
        public CoarseCell {
            requireNonNull(firstClass);
            requireNonNull(secondClass);
        }

        @Override
        public String describe(final String first, final String second) {
            return "Table 3: " + first + " (" + firstClass.label() + ") before " + second + " ("
                + secondClass.label() + "): " + (CoarseClass.canRunInParallel(firstClass, secondClass) ? "Y" : "N");
        }
    }
}
