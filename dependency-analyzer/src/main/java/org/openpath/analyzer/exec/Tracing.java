/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer.exec;

/**
 * Whether an {@link ExecutableChain.Run} records a {@link Trace}. Outcomes and NF states do not depend on it.
 */
public enum Tracing {
    /**
     * Record every packet's outcome and every NF's observations for {@link ExecutableChain.Run#trace()}. Memory grows
     * with every packet: for finite runs, such as the proof harness's batches.
     */
    ON,
    /**
     * Record nothing: for long-lived runs, such as a switch's.
     */
    OFF
}
