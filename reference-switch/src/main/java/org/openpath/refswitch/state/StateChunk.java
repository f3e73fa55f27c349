/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.state;

import static java.util.Objects.requireNonNull;

import org.openpath.analyzer.exec.FlowKey;
import org.openpath.analyzer.exec.FlowRecord;
import org.openpath.analyzer.exec.SharedState;

/**
 * One unit of NF state that is exported, moved and imported as a whole.
 */
public sealed interface StateChunk {
    /**
     * Returns the kind of state the chunk holds.
     *
     * @return the kind
     */
    StateKind kind();

    /**
     * The state an NF keeps under one flow key.
     *
     * @param key the key
     * @param record the state
     */
    record Flow(FlowKey key, FlowRecord record) implements StateChunk {
        /**
         * Validates the components.
         */
        public Flow {
            requireNonNull(key, "key");
            requireNonNull(record, "record");
        }

        @Override
        public StateKind kind() {
            return key.perFlow() ? StateKind.PER_FLOW : StateKind.MULTI_FLOW;
        }
    }

    /**
     * An NF's all-flows state.
     *
     * @param state the state
     */
    record Shared(SharedState state) implements StateChunk {
        /**
         * Validates the components.
         */
        public Shared {
            requireNonNull(state, "state");
        }

        @Override
        public StateKind kind() {
            return StateKind.ALL_FLOWS;
        }
    }
}
