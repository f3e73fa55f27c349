/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import java.util.List;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.opendaylight.mdsal.common.api.LogicalDatastoreType;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.RestconfJson;
import org.openpath.cli.impl.CatalogQueries;
import org.openpath.cli.impl.CatalogViews;
import org.openpath.cli.view.CatalogText;

/**
 * {@code openpath:nf-type-show}: one NF type's action profile and resource demand.
 */
@Service
@Command(scope = "openpath", name = "nf-type-show", description = "Shows an NF type: its action profile (per"
    + " field, behaviour, coarse profile) and resource demand")
public final class NfTypeShowCommand extends ShowCommand {
    @Override
    List<RestconfJson.Resource> resources() throws ConsoleException {
        return List.of(new RestconfJson.Resource(LogicalDatastoreType.CONFIGURATION, CatalogQueries.nfTypePath(name)));
    }

    @Override
    List<String> text() throws ConsoleException {
        return CatalogText.show(CatalogViews.view(new CatalogQueries(datastore).type(name).orElseThrow(this::notFound)),
            WIDTH);
    }

    @Override
    ConsoleException notFound() {
        return new ConsoleException("No NF type '" + name + "' in the catalog");
    }
}
