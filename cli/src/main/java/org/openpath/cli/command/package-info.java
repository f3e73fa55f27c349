/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The Karaf console commands of scope {@code openpath} (Karaf 4 {@code @Command} actions, found through the bundle's
 * {@code Karaf-Commands} header). Each one parses its arguments, calls {@code org.openpath.cli.impl} and prints what
 * {@code org.openpath.cli.view} lays out, at most {@value org.openpath.cli.command.ConsoleAction#WIDTH} columns wide.
 */
package org.openpath.cli.command;
