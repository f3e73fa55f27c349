/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.osgi;

import java.util.List;
import java.util.Optional;
import org.opendaylight.mdsal.dom.api.DOMDataBroker;
import org.opendaylight.mdsal.dom.api.DOMSchemaService;
import org.opendaylight.yangtools.binding.DataContainer;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.EntryObject;
import org.opendaylight.yangtools.binding.data.codec.api.BindingNormalizedNodeSerializer;
import org.opendaylight.yangtools.yang.common.QName;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.RestconfJson;
import org.openpath.cli.impl.YangJson;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * Publishes {@link YangJson} on the controller's global schema, binding codec and DOM data broker.
 */
@Component(service = RestconfJson.class)
public final class OSGiRestconfJson implements RestconfJson {
    private final YangJson delegate;

    /**
     * Creates the service.
     *
     * @param schemaService the global schema
     * @param serializer the binding codec
     * @param broker the DOM data broker, where data is read
     */
    @Activate
    public OSGiRestconfJson(@Reference final DOMSchemaService schemaService,
            @Reference final BindingNormalizedNodeSerializer serializer, @Reference final DOMDataBroker broker) {
        delegate = new YangJson(schemaService, serializer, broker);
    }

    @Override
    public <T extends EntryObject<T, ?>> List<Parsed<T>> entries(final String json,
            final DataObjectIdentifier<?> parent, final Class<T> entryType) throws ConsoleException {
        return delegate.entries(json, parent, entryType);
    }

    @Override
    public Optional<String> get(final List<Resource> resources) throws ConsoleException {
        return delegate.get(resources);
    }

    @Override
    public String writeOutput(final QName rpc, final DataContainer output) {
        return delegate.writeOutput(rpc, output);
    }
}
