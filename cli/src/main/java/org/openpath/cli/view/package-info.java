/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * What the console shows, as plain records (no YANG bindings), and the pure-Java layouts that turn them into lines
 * of at most the given width: the chain list and sheet, dry-run results, NF types, nodes, links and statistics.
 * Records of list commands are also what {@code --json} prints.
 */
package org.openpath.cli.view;
