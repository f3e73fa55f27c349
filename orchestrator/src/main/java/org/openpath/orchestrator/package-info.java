/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The OpenPATH orchestrator: the MD-SAL application that takes service chain requests from the config datastore,
 * has them analysed and placed, and publishes the results in the operational datastore (OpenPATH paper,
 * section 6). This package holds its public entry points; {@code .impl} the plain-Java logic and {@code .osgi}
 * the thin Declarative Services shells that wire it into Karaf.
 */
package org.openpath.orchestrator;
