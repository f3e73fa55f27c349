/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import java.io.Serializable;
import java.util.List;

/**
 * A policy definition template of the OpenPATH paper's section 5.1: {@link Order}, {@link Priority} or
 * {@link Position}. How each constrains the sequential reference order and the service graph is described on the
 * record.
 */
public sealed interface Template extends Serializable permits Order, Priority, Position {
    /**
     * Returns the NF names the template refers to.
     *
     * @return one or two names
     */
    List<String> nfs();
}
