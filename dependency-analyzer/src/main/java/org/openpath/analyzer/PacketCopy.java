/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

/**
 * Which packet a branch of a stage processes ({@code openpath-chains:...stage/branch/packet}), OpenPATH paper
 * section 5.2 ("with-copy / copy-free") and NFP's header-only copies.
 */
public enum PacketCopy {
    /** Writes the original packet in place: no other branch reads what it writes, and its writes win the merge. */
    ORIGINAL("original"),
    /** Only reads the original packet; no copy needed. */
    SHARED("shared"),
    /** Writes header fields only: gets a private copy of the headers (and the metadata tag), reads the payload. */
    HEADER_COPY("header-copy"),
    /** Writes the payload (or adds/removes a header): gets a private copy of the whole packet. */
    FULL_COPY("full-copy");

    private final String yangName;

    PacketCopy(final String yangName) {
        this.yangName = yangName;
    }

    /**
     * Returns the YANG enum name.
     *
     * @return e.g. {@code header-copy}
     */
    public String yangName() {
        return yangName;
    }

    /**
     * Returns whether the branch needs a copy of the packet.
     *
     * @return {@code true} for the two copy kinds
     */
    public boolean isCopy() {
        return this == HEADER_COPY || this == FULL_COPY;
    }
}
