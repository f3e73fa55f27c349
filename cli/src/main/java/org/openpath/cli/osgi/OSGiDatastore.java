/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.osgi;

import java.util.Optional;
import org.opendaylight.mdsal.binding.api.DataBroker;
import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.opendaylight.mdsal.dom.api.DOMDataBroker;
import org.opendaylight.yangtools.binding.DataObject;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.Rpc;
import org.opendaylight.yangtools.binding.RpcInput;
import org.opendaylight.yangtools.binding.RpcOutput;
import org.opendaylight.yangtools.binding.data.codec.api.BindingNormalizedNodeSerializer;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.Datastore;
import org.openpath.cli.impl.MdsalDatastore;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * Publishes {@link MdsalDatastore} on the controller's data brokers, binding codec and RPC service.
 */
@Component(service = Datastore.class)
public final class OSGiDatastore implements Datastore {
    private final MdsalDatastore delegate;

    /**
     * Creates the service.
     *
     * @param broker the binding data broker
     * @param domBroker the DOM data broker
     * @param serializer the binding codec
     * @param rpcService the binding RPC service
     */
    @Activate
    public OSGiDatastore(@Reference final DataBroker broker, @Reference final DOMDataBroker domBroker,
            @Reference final BindingNormalizedNodeSerializer serializer, @Reference final RpcService rpcService) {
        delegate = new MdsalDatastore(broker, domBroker, serializer, rpcService);
    }

    @Override
    public <T extends DataObject> Optional<T> read(final LogicalDatastoreType store,
            final DataObjectIdentifier<T> path) throws ConsoleException {
        return delegate.read(store, path);
    }

    @Override
    public void edit(final Edit edit) throws ConsoleException {
        delegate.edit(edit);
    }

    @Override
    public <I extends RpcInput, O extends RpcOutput> O invoke(final Class<? extends Rpc<I, O>> type, final I input)
            throws ConsoleException {
        return delegate.invoke(type, input);
    }
}
