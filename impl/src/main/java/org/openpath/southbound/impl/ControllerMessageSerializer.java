/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import io.netty.buffer.ByteBuf;
import org.opendaylight.openflowjava.protocol.api.extensibility.OFSerializer;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.experimenter.core.ExperimenterDataOfChoice;
import org.openpath.openflow.OpenPathCodec;

/**
 * OpenFlowJava serializer of the bodies of the controller-to-switch OpenPATH messages (docs/openpath-openflow.md
 * section 4.2); OpenFlowJava writes the OpenFlow header, experimenter id and exp_type before it.
 */
public final class ControllerMessageSerializer implements OFSerializer<ExperimenterDataOfChoice> {
    @Override
    public void serialize(final ExperimenterDataOfChoice input, final ByteBuf outBuffer) {
        outBuffer.writeBytes(OpenPathCodec.encodeBody(MessageBindings.controllerMessage(input)));
    }
}
