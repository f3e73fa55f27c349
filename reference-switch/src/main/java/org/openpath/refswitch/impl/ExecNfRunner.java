/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.exec.Effect;
import org.openpath.analyzer.exec.FieldAccess;
import org.openpath.analyzer.exec.NfSemantics;
import org.openpath.analyzer.exec.NfState;
import org.openpath.analyzer.exec.Packet;
import org.openpath.analyzer.exec.Semantics;

/**
 * {@link NfRunner} on {@link Semantics#of(NfType)}: the NF sees the packet through a {@link FieldAccess} built from
 * its profile, exactly as the analyser's executors run it.
 */
final class ExecNfRunner implements NfRunner {
    private final Map<NfType, NfSemantics> semantics = new ConcurrentHashMap<>();

    @Override
    public Effect run(final NfType type, final String name, final Packet packet, final @Nullable Packet headerCopyOf,
            final NfState state) {
        return semantics.computeIfAbsent(type, Semantics::of)
            .process(FieldAccess.of(name, packet, type.profile(), headerCopyOf), state);
    }
}
