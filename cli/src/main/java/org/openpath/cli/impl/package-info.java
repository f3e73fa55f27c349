/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The console's MD-SAL edge, constructible without OSGi: the {@link org.openpath.cli.Datastore} on a data broker
 * and RPC service, the RFC 7951 codec, the conversions between YANG bindings and the view records, and the parsing of
 * command flags into request bindings. Commands call these; nothing here prints.
 */
package org.openpath.cli.impl;
