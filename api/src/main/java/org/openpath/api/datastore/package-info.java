/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * Helpers for the modules that write the datastore trees this bundle models (the orchestrator, the southbound and
 * state-sync).
 */
package org.openpath.api.datastore;
