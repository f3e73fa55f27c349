/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.nio.ByteBuffer;
import org.openpath.openflow.CopyToBranches;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.MalformedOpenPathException;
import org.openpath.openflow.Merge;
import org.openpath.openflow.OpenPathAction;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.OxmMatch;
import org.openpath.openflow.RunGraph;
import org.openpath.openflow.SetPathTag;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.MatchField;
import org.openpath.refswitch.OxmField;

/**
 * The OpenPATH experimenter OXM fields (spec section 2) and actions (sections 3 and 8), read with the project's codec
 * {@link OpenPathCodec}; its refusals become the OpenFlow error codes of spec sections 2, 3 and 5.
 */
final class OpenPathWire {
    private OpenPathWire() {
        // Utility class
    }

    /**
     * Reads one experimenter OXM from its header on.
     *
     * @param buf the buffer at the OXM header
     * @param errType BAD_MATCH for matches, BAD_ACTION for set-field
     * @param badField the code for an unknown field or experimenter
     * @param badLen the code for a bad length
     * @return the field
     * @throws OfError the refusal
     */
    static MatchField readOxm(final ByteBuffer buf, final int errType, final int badField, final int badLen)
            throws OfError {
        final OxmMatch oxm;
        try {
            oxm = OpenPathCodec.readOxm(buf);
        } catch (MalformedOpenPathException e) {
            final boolean match = errType == OfError.OFPET_BAD_MATCH;
            final int code = switch (e.problem()) {
                case BAD_LENGTH -> badLen;
                case BAD_MASK -> match ? OfError.OFPBMC_BAD_MASK : OfError.OFPBAC_BAD_SET_ARGUMENT;
                case BAD_VALUE -> match ? OfError.OFPBMC_BAD_VALUE : OfError.OFPBAC_BAD_SET_ARGUMENT;
                default -> badField;
            };
            throw new OfError(errType, code, e);
        }
        final var field = OxmField.of(oxm.field());
        final Long mask = oxm.mask();
        return mask == null ? MatchField.exact(field, oxm.value()) : MatchField.masked(field, oxm.value(), mask);
    }

    /**
     * Encodes one experimenter OXM with the codec.
     *
     * @param codecField the codec's field
     * @param field the switch's field and value
     * @return the OXM's bytes, header included
     */
    static byte[] encodeOxm(final org.openpath.openflow.OxmField codecField, final MatchField field) {
        return OpenPathCodec.encodeOxm(field.masked() ? OxmMatch.masked(codecField, field.value(), field.mask())
            : OxmMatch.of(codecField, field.value()));
    }

    /**
     * Reads one OpenPATH action.
     *
     * @param action exactly the action's bytes, from its header on
     * @return the action
     * @throws OfError BAD_EXPERIMENTER, BAD_EXP_TYPE, BAD_LEN or BAD_ARGUMENT
     */
    static Action readAction(final ByteBuffer action) throws OfError {
        try {
            return toAction(OpenPathCodec.readAction(action));
        } catch (MalformedOpenPathException e) {
            final int code = switch (e.problem()) {
                case BAD_LENGTH -> OfError.OFPBAC_BAD_LEN;
                case UNKNOWN_TYPE -> OfError.OFPBAC_BAD_EXP_TYPE;
                case UNKNOWN_EXPERIMENTER -> OfError.OFPBAC_BAD_EXPERIMENTER;
                default -> OfError.OFPBAC_BAD_ARGUMENT;
            };
            throw new OfError(OfError.OFPET_BAD_ACTION, code, e);
        }
    }

    /**
     * Converts one of the codec's actions to the switch's.
     *
     * @param action the codec's action
     * @return the switch's
     */
    static Action toAction(final OpenPathAction action) {
        return switch (action) {
            case InvokeNf invoke -> new Action.InvokeNf(invoke.serviceId(), invoke.nextServiceId());
            case CopyToBranches copy -> new Action.CopyToBranches(copy.kind().code(), copy.serviceIds());
            case Merge merge -> new Action.Merge(merge.dropWins() ? 1 : 0, merge.nextServiceId(), merge.priority());
            case SetPathTag tag -> new Action.SetPathTag(tag.sfcId(), tag.pathId());
            case RunGraph run -> new Action.RunGraph(run.serviceId());
        };
    }
}
