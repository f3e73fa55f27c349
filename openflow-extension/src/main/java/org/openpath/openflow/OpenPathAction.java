/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * An OpenPATH experimenter action (docs/openpath-openflow.md section 3): {@code type} = 0xFFFF, {@code len},
 * experimenter, {@code subtype}, the body and zero padding to {@code len}, a multiple of 8.
 */
public sealed interface OpenPathAction permits InvokeNf, CopyToBranches, Merge, SetPathTag, RunGraph {
    /**
     * Returns the action's subtype.
     *
     * @return 1 to 5
     */
    default int subtype() {
        return switch (this) {
            case InvokeNf invoke -> InvokeNf.SUBTYPE;
            case CopyToBranches copy -> CopyToBranches.SUBTYPE;
            case Merge merge -> Merge.SUBTYPE;
            case SetPathTag tag -> SetPathTag.SUBTYPE;
            case RunGraph run -> RunGraph.SUBTYPE;
        };
    }

    /**
     * Returns the length of the whole action on the wire, padding included: the {@code len} column of the table in
     * section 3.
     *
     * @return {@code len}, a multiple of 8
     */
    default int wireLength() {
        return switch (this) {
            case InvokeNf invoke -> OpenPathConstants.TWO_IDS_ACTION_BYTES;
            case CopyToBranches copy -> Checks.padded(12 + 4 * copy.count());
            case Merge merge -> Checks.padded(16 + merge.count());
            case SetPathTag tag -> OpenPathConstants.TWO_IDS_ACTION_BYTES;
            case RunGraph run -> OpenPathConstants.TWO_IDS_ACTION_BYTES;
        };
    }
}
