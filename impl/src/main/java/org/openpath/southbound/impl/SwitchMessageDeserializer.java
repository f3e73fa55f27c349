/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.nio.ByteBuffer;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.experimenter.core.ExperimenterDataOfChoice;
import org.openpath.openflow.ExpType;
import org.openpath.openflow.MalformedOpenPathException;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.SwitchMessage;

/**
 * OpenFlowJava deserializer of the body of one switch-to-controller OpenPATH message type (docs/openpath-openflow.md
 * section 4.3). OpenFlowJava has read the header, experimenter id and exp_type; the rest of the buffer is the body.
 */
public final class SwitchMessageDeserializer extends BodyDeserializer {
    private final ExpType type;

    /**
     * Creates the deserializer of one message type.
     *
     * @param type the exp_type it is registered for
     * @param malformed where malformed input is reported
     */
    public SwitchMessageDeserializer(final ExpType type, final MalformedInput malformed) {
        super(type.name(), malformed);
        this.type = type;
    }

    @Override
    ExperimenterDataOfChoice decode(final byte[] body) throws MalformedOpenPathException {
        if (!(OpenPathCodec.decodeBody(type.code(), ByteBuffer.wrap(body)) instanceof SwitchMessage decoded)) {
            throw new MalformedOpenPathException(MalformedOpenPathException.Problem.UNKNOWN_TYPE,
                type + " is not a switch-to-controller message");
        }
        try {
            return MessageBindings.switchData(decoded);
        } catch (IllegalArgumentException e) {
            // well-formed on the wire, but outside the YANG contract (e.g. a result that is not an nf-result)
            throw new MalformedOpenPathException(MalformedOpenPathException.Problem.BAD_VALUE, e.getMessage(), e);
        }
    }
}
