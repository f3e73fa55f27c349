/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.command;

import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Completion;
import org.openpath.cli.completer.NodeIdCompleter;

/**
 * The commands about one OpenPATH node: the node is their first argument.
 */
abstract class NodeCommand extends ConsoleAction {
    @Argument(index = 0, name = "node", required = true, description = "The node, e.g. openflow:1")
    @Completion(NodeIdCompleter.class)
    String node;
}
