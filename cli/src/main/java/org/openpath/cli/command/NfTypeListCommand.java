/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.openpath.cli.ConsoleException;
import org.openpath.cli.impl.CatalogQueries;
import org.openpath.cli.view.CatalogText;
import org.openpath.cli.view.ViewJson;

/**
 * {@code openpath:nf-type-list}: the NF catalog.
 */
@Service
@Command(scope = "openpath", name = "nf-type-list", description = "Lists the NF types of the catalog: origin,"
    + " fields read and written, behaviour, resource demand, results")
public final class NfTypeListCommand extends ConsoleAction {
    @Option(name = "--json", description = "Print JSON for scripts")
    boolean json;

    @Override
    void run() throws ConsoleException {
        final var types = new CatalogQueries(datastore).views();
        if (json) {
            print(ViewJson.of(types));
        } else {
            print(CatalogText.list(types, WIDTH));
        }
    }
}
