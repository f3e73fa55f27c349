/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.completer;

import java.util.List;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.apache.karaf.shell.api.console.CommandLine;
import org.openpath.cli.impl.MoveFlags;

/**
 * Completes the kinds of state a move takes (the bits of its scope): per-flow, multi-flow, all-flows.
 */
@Service
public final class MoveScopeCompleter extends ValuesCompleter {
    @Override
    List<String> values(final CommandLine commandLine) {
        return MoveFlags.SCOPES;
    }
}
