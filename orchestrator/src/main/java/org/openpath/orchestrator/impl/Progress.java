/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import java.time.Instant;

/**
 * Counters of the request queue, for {@code service-chain-states/processing}.
 *
 * @param queued requests waiting
 * @param processed requests processed since start
 * @param rejected of those, rejected
 * @param failed of those, failed
 * @param lastChange when the counters last changed
 */
public record Progress(long queued, long processed, long rejected, long failed, Instant lastChange) {
    // Plain data
}
