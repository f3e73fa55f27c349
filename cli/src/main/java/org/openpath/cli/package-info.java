/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The console's door to MD-SAL, as the command classes see it: {@link org.openpath.cli.Datastore} (reads, config
 * edits committed in one transaction, RPCs) and {@link org.openpath.cli.RestconfJson} (RFC 7951 JSON, the codec
 * RESTCONF uses). Both block with a timeout: the console is an edge, where blocking is allowed. What a command cannot
 * do is a {@link org.openpath.cli.ConsoleException} whose message is what the operator reads; a refused commit
 * carries the message RESTCONF answers the same request with.
 */
package org.openpath.cli;
