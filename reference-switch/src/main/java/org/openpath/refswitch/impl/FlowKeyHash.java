/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import org.openpath.analyzer.exec.FlowKey;

/**
 * A 64-bit hash of an NF's {@link FlowKey} that does not depend on the direction: a key and its mirror (source and
 * destination address and port swapped) hash alike, so both directions of a connection get the same hash.
 */
final class FlowKeyHash {
    private static final long SEED = 0x6F70_656E_7061_7468L;

    private FlowKeyHash() {
        // Utility
    }

    /**
     * Returns a key's hash: of its two ends (address and port, absent fields being 0) in a fixed order, and the
     * protocol.
     *
     * @param key the key
     * @return the hash, well mixed in all 64 bits
     */
    static long of(final FlowKey key) {
        final int order = Long.compareUnsigned(key.ipSrc(), key.ipDst()) != 0
            ? Long.compareUnsigned(key.ipSrc(), key.ipDst()) : Long.compareUnsigned(key.l4Src(), key.l4Dst());
        final boolean sourceFirst = order <= 0;
        long hash = mix(SEED, sourceFirst ? key.ipSrc() : key.ipDst());
        hash = mix(hash, sourceFirst ? key.l4Src() : key.l4Dst());
        hash = mix(hash, sourceFirst ? key.ipDst() : key.ipSrc());
        hash = mix(hash, sourceFirst ? key.l4Dst() : key.l4Src());
        return mix(hash, key.ipProto());
    }

    private static long mix(final long hash, final long value) {
        // one step of a multiply-xorshift mixer (the finalizer of MurmurHash3's 64-bit variant) over hash ^ value
        long mixed = (hash ^ value) + 0x9E37_79B9_7F4A_7C15L;
        mixed = (mixed ^ mixed >>> 33) * 0xFF51_AFD7_ED55_8CCDL;
        mixed = (mixed ^ mixed >>> 33) * 0xC4CE_B9FE_1A85_EC53L;
        return mixed ^ mixed >>> 33;
    }
}
