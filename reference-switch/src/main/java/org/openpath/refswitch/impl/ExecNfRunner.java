/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.ActionProfile;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.exec.Effect;
import org.openpath.analyzer.exec.FieldAccess;
import org.openpath.analyzer.exec.NfSemantics;
import org.openpath.analyzer.exec.NfState;
import org.openpath.analyzer.exec.Packet;
import org.openpath.analyzer.exec.Semantics;

/**
 * {@link NfRunner} on {@link Semantics#of(NfType)}: the NF sees the packet through a {@link FieldAccess} built from
 * its profile, exactly as the analyser's executors run it. {@code FieldAccess} has no public constructor yet, so it
 * is created reflectively here, in this one place.
 */
final class ExecNfRunner implements NfRunner {
    private static final Constructor<FieldAccess> FIELD_ACCESS;

    static {
        try {
            FIELD_ACCESS = FieldAccess.class.getDeclaredConstructor(String.class, Packet.class, ActionProfile.class,
                Packet.class);
            FIELD_ACCESS.setAccessible(true);
        } catch (NoSuchMethodException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Map<NfType, NfSemantics> semantics = new ConcurrentHashMap<>();

    @Override
    public Effect run(final NfType type, final String name, final Packet packet, final @Nullable Packet headerCopyOf,
            final NfState state) {
        final FieldAccess access;
        try {
            access = FIELD_ACCESS.newInstance(name, packet, type.profile(), headerCopyOf);
        } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("Cannot run NF " + name, e);
        }
        return semantics.computeIfAbsent(type, Semantics::of).process(access, state);
    }
}
