/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.io.Serializable;

/**
 * One NF of a chain request: its name within the chain and its NF type ({@code openpath-chains:chain-request/nf}),
 * OpenPATH paper section 5.1.
 *
 * @param name the NF's name, unique within the chain, e.g. {@code fw1}
 * @param type an NF type of the catalog
 */
public record NfInstance(String name, String type) implements Serializable {
    /**
     * Validates the components.
     */
    public NfInstance {
        Names.check(name, "NF name");
        Names.check(type, "NF type name");
    }

    @Override
    public String toString() {
        return name + ":" + type;
    }
}
