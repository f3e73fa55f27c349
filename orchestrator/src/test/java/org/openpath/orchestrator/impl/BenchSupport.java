/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import org.opendaylight.yang.gen.v1.urn.openpath.yang.chains.rev261122.service.chain.states.ServiceChainState;

/**
 * Test support for the benchmarks in {@code org.openpath.orchestrator.bench}: exposes the package-private conversion
 * the real {@link StateWriter} performs before it writes a chain's state.
 */
public final class BenchSupport {
    private BenchSupport() {
        // static only
    }

    /**
     * Converts a chain's state to its YANG binding, as {@link StateWriter} does.
     *
     * @param state the state
     * @return the binding
     */
    public static ServiceChainState toBinding(final ChainState state) {
        return StateWriter.toBinding(state);
    }
}
