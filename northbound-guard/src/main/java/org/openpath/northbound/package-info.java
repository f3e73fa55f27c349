/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * Checks of a RESTCONF request body made before RESTCONF parses it: a body that names the same list entry, the same
 * configuration leaf-list value, or the same leaf or container twice is refused, where RESTCONF would keep only the
 * last of them. {@link org.openpath.northbound.DuplicateEntryFinder} is the check (pure Java over the YANG schema),
 * {@link org.openpath.northbound.DuplicateEntryFilter} the servlet filter that applies it.
 */
package org.openpath.northbound;
