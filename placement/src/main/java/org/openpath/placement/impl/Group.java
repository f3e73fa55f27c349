/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement.impl;

import java.util.List;

/**
 * Branches of one stage that an algorithm put on one host. The first group of a stage hosts the stage's merge.
 *
 * @param host the host's node index
 * @param nfs the NF names
 */
record Group(int host, List<String> nfs) {
    Group {
        nfs = List.copyOf(nfs);
    }
}
