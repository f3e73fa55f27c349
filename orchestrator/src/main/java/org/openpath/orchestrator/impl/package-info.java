/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * Plain-Java logic of the orchestrator, constructible without OSGi: the built-in NF catalog and the component that
 * seeds it into the config datastore at first boot.
 */
package org.openpath.orchestrator.impl;
