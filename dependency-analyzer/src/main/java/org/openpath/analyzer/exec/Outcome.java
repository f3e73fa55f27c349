/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import org.eclipse.jdt.annotation.Nullable;

/**
 * What became of one input packet at the end of the chain.
 *
 * @param kind delivered, dropped, consumed or discarded by a dynamic rule
 * @param by the NF that dropped, consumed or discarded it; {@code egress} when delivered
 * @param packet the delivered packet, or {@code null}
 */
public record Outcome(Kind kind, String by, @Nullable Packet packet) {
    /**
     * The packet's end.
     */
    public enum Kind {
        /** The packet left the chain at {@code egress}. */
        DELIVERED,
        /** An NF dropped it. */
        DROPPED,
        /** An NF consumed it (flow termination). */
        TERMINATED,
        /** A dynamic rule ({@code discard}) discarded it. */
        DISCARDED
    }
}
