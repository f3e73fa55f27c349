/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The controller's side of moving NF state between NF instances (docs/state-move.md): for now the relay endpoint of
 * the relay mode ({@link org.openpath.statesync.RelayEndpoint}), pure Java.
 */
@NonNullByDefault
package org.openpath.statesync;

import org.eclipse.jdt.annotation.NonNullByDefault;
