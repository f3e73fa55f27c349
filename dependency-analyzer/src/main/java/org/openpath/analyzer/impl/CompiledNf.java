/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.impl;

import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.ActionProfile;
import org.openpath.analyzer.CoarseClass;
import org.openpath.analyzer.CoarseProfile.PacketAccess;
import org.openpath.analyzer.Layer;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.Reason.Barrier;

/**
 * An NF of a chain with its action profile compiled to bitmasks and the flags the pairwise rules need.
 *
 * @param name the NF's name
 * @param type its NF type
 * @param reads fields it reads
 * @param writes fields it writes
 * @param headerLayers bit per {@link Layer} whose header it adds or removes
 * @param headerScope the header-change scope of those layers
 * @param barrier why no later NF may run beside it, or {@code null}
 * @param reconstructs whether it reconstructs packets
 * @param coarseClass its Table 3 class (Modify flow when it diverts)
 * @param coarseWrites whether its Table 2 packet access is R/W
 */
record CompiledNf(String name, NfType type, int reads, int writes, int headerLayers, int headerScope,
        Barrier.@Nullable Kind barrier, boolean reconstructs, CoarseClass coarseClass, boolean coarseWrites) {

    static CompiledNf of(final String name, final NfType type, final boolean diverts) {
        final ActionProfile profile = type.profile();
        int layers = 0;
        int scope = 0;
        for (var field : profile.headerChanges()) {
            final Layer layer = field.layer();
            layers |= 1 << layer.ordinal();
            scope |= FieldMask.scope(layer);
        }
        final Barrier.Kind barrier;
        if (profile.mayDrop()) {
            barrier = Barrier.Kind.DROPS;
        } else if (profile.terminatesFlows()) {
            barrier = Barrier.Kind.TERMINATES_FLOWS;
        } else if (profile.modifiesFlows()) {
            barrier = Barrier.Kind.MODIFIES_FLOWS;
        } else if (diverts) {
            barrier = Barrier.Kind.DIVERTS;
        } else {
            barrier = null;
        }
        final var coarse = profile.effectiveCoarseProfile();
        return new CompiledNf(name, type, FieldMask.of(profile.reads()), FieldMask.of(profile.writes()), layers, scope,
            barrier, profile.reconstructsPackets(), diverts ? CoarseClass.MODIFY_FLOW : coarse.coarseClass(),
            coarse.packetAccess() == PacketAccess.READ_WRITE);
    }

    /** Fields it reads, writes or whose header it adds or removes. */
    int touches() {
        return reads | writes | headerScope;
    }

    /** Fields whose value it may change: what the merge may take from it. */
    int contributes() {
        return writes | headerScope;
    }

    boolean mayDropOrConsume() {
        return type.profile().mayDrop() || type.profile().terminatesFlows();
    }
}
