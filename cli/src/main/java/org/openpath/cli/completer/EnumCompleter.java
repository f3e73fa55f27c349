/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.completer;

import java.util.List;
import org.apache.karaf.shell.api.console.CommandLine;
import org.opendaylight.yangtools.binding.EnumTypeObject;
import org.openpath.cli.impl.Flags;

/**
 * Completes the names of a YANG enumeration, as its generated binding lists them.
 *
 * @param <E> the enumeration
 */
abstract class EnumCompleter<E extends Enum<E> & EnumTypeObject> extends ValuesCompleter {
    private final List<String> names;

    EnumCompleter(final Class<E> type) {
        names = Flags.names(type);
    }

    @Override
    final List<String> values(final CommandLine commandLine) {
        return names;
    }
}
