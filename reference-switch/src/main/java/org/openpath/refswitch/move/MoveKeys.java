/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.move;

import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.exec.FlowKey;
import org.openpath.openflow.MoveKey;

/**
 * Conversions between the NF state's {@link FlowKey} and the frames' {@link MoveKey}.
 */
public final class MoveKeys {
    private MoveKeys() {
        // static methods only
    }

    /**
     * Returns the frame key of a flow key.
     *
     * @param key the flow key, or {@code null} for none
     * @return the frame key, {@link MoveKey#NONE} for none
     */
    public static MoveKey of(final @Nullable FlowKey key) {
        return key == null ? MoveKey.NONE : new MoveKey(key.fields(), key.ipSrc(), key.ipDst(), key.ipProto(),
            key.l4Src(), key.l4Dst());
    }

    /**
     * Returns the flow key of a frame key.
     *
     * @param key the frame key
     * @return the flow key, {@code null} for {@link MoveKey#NONE}
     */
    public static @Nullable FlowKey of(final MoveKey key) {
        return key.fields() == 0 ? null : new FlowKey(key.fields(), key.ipSrc(), key.ipDst(), key.ipProto(),
            key.l4Src(), key.l4Dst());
    }
}
