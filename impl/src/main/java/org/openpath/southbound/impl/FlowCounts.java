/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import com.google.common.util.concurrent.ListenableFuture;
import java.util.Collection;
import java.util.Map;

/**
 * Where confirmation learns which flows the switches hold: per switch, how many flows of table 0 carry each cookie.
 */
@FunctionalInterface
interface FlowCounts {
    /**
     * Counts the flows of some switches.
     *
     * @param nodes the switches
     * @return per switch, flows per cookie; a switch that could not be read maps to no cookie
     */
    ListenableFuture<Map<String, Map<Long, Integer>>> flowsPerCookie(Collection<String> nodes);
}
