/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * One NF of a stage and the packet it works on (OpenPATH paper section 5.2: parallel NFs on packet copies).
 *
 * @param nf the NF
 * @param packet original, shared, header copy or full copy
 * @param contributes the fields whose values the merge may take from this branch: the NF's writes plus the scope of
 *     every header it adds or removes
 */
public record Branch(String nf, PacketCopy packet, Set<PacketField> contributes) {
    /**
     * Validates the components and copies the fields.
     */
    public Branch {
        requireNonNull(nf);
        requireNonNull(packet);
        final var copy = EnumSet.noneOf(PacketField.class);
        copy.addAll(contributes);
        contributes = Collections.unmodifiableSet(copy);
    }
}
