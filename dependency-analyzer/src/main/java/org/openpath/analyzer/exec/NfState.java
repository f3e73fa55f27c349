/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

import java.util.HashMap;
import java.util.Map;

/**
 * The state of one NF instance: an accumulator, a counter and a table, enough for connection tracking, NAT
 * bindings, caches and rate counters.
 */
public final class NfState {
    long acc;
    long counter;
    final Map<Long, Long> table = new HashMap<>();
}
