/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

import java.util.List;

/**
 * An OpenFlow 1.3 instruction the reference switch executes. The action lists are the decoder's, which it does not
 * change after decoding (see {@code FlowCodec.readActions}).
 */
public sealed interface Instruction {
    /**
     * OFPIT_GOTO_TABLE.
     *
     * @param tableId the next table
     */
    record GotoTable(int tableId) implements Instruction {
    }

    /**
     * OFPIT_WRITE_METADATA.
     *
     * @param metadata the value
     * @param mask the bits written
     */
    record WriteMetadata(long metadata, long mask) implements Instruction {
    }

    /**
     * OFPIT_WRITE_ACTIONS.
     *
     * @param actions the actions merged into the action set
     */
    record WriteActions(List<Action> actions) implements Instruction {
    }

    /**
     * OFPIT_APPLY_ACTIONS.
     *
     * @param actions the actions applied immediately
     */
    record ApplyActions(List<Action> actions) implements Instruction {
    }

    /**
     * OFPIT_CLEAR_ACTIONS.
     */
    record ClearActions() implements Instruction {
    }
}
