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
import org.openpath.cli.impl.ChainQueries;
import org.openpath.cli.view.ChainText;

/**
 * {@code openpath:chain-show}: one chain in full.
 */
@Service
@Command(scope = "openpath", name = "chain-show", description = "Shows a service chain: its request, status and"
    + " reason, the service graph's stages, the dependency of every NF pair with its reason, the placement and"
    + " the rules on the switches")
public final class ChainShowCommand extends ShowCommand {
    @Override
    List<RestconfJson.Resource> resources() throws ConsoleException {
        return List.of(
            new RestconfJson.Resource(LogicalDatastoreType.CONFIGURATION, ChainQueries.requestPath(name)),
            new RestconfJson.Resource(LogicalDatastoreType.OPERATIONAL, ChainQueries.statePath(name)));
    }

    @Override
    List<String> text() throws ConsoleException {
        return ChainText.show(new ChainQueries(datastore).detail(name).orElseThrow(this::notFound), WIDTH);
    }

    @Override
    ConsoleException notFound() {
        return new ConsoleException("No chain '" + name + "'");
    }
}
