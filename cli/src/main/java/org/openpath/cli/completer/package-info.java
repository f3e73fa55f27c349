/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * Tab completion for the {@code openpath} commands (Karaf {@code Completer} services): chain names, NF names of a
 * chain, NF types and node ids read from the datastore, and the values of the YANG enumerations the commands take,
 * taken from the generated bindings.
 */
package org.openpath.cli.completer;
