/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import java.util.function.Function;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.ChainName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfInstanceName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfTypeName;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NodeRef;
import org.openpath.cli.ConsoleException;

/**
 * Names the operator types, as the YANG types of openpath-types, with a message naming the rule a bad one breaks.
 */
public final class Names {
    private static final String NAME_RULE = "a letter, then letters, digits, '_', '.' or '-', at most 64 characters";

    private Names() {
        // utility class
    }

    /**
     * A chain name.
     *
     * @param value the text
     * @return the name
     * @throws ConsoleException if it is not one
     */
    public static ChainName chain(final String value) throws ConsoleException {
        return parse(value, ChainName::new, "chain name", NAME_RULE);
    }

    /**
     * An NF instance name.
     *
     * @param value the text
     * @return the name
     * @throws ConsoleException if it is not one
     */
    public static NfInstanceName nf(final String value) throws ConsoleException {
        return parse(value, NfInstanceName::new, "NF name", NAME_RULE);
    }

    /**
     * An NF type name.
     *
     * @param value the text
     * @return the name
     * @throws ConsoleException if it is not one
     */
    public static NfTypeName nfType(final String value) throws ConsoleException {
        return parse(value, NfTypeName::new, "NF type name", NAME_RULE);
    }

    /**
     * An NF result.
     *
     * @param value the text
     * @return the result
     * @throws ConsoleException if it is not one
     */
    public static NfResult result(final String value) throws ConsoleException {
        return parse(value, NfResult::new, "NF result", NAME_RULE);
    }

    /**
     * A node id.
     *
     * @param value the text
     * @return the node reference
     * @throws ConsoleException if it is not one
     */
    public static NodeRef node(final String value) throws ConsoleException {
        return parse(value, NodeRef::new, "node id", "'openflow:' and the datapath id in decimal, e.g. openflow:1");
    }

    private static <T> T parse(final String value, final Function<String, T> type, final String what,
            final String rule) throws ConsoleException {
        try {
            return type.apply(value);
        } catch (IllegalArgumentException e) {
            throw new ConsoleException("'" + value + "' is not a valid " + what + ": " + rule, e);
        }
    }
}
