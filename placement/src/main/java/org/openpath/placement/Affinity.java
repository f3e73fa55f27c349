/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

/**
 * How tightly the working sub-SFCs of one request are packed (paper §5.4).
 */
public enum Affinity {
    /** Co-locate: the whole SFC on one node when it fits, otherwise as few cuts as possible. The default. */
    HIGH,
    /** Spread: every stage is its own sub-SFC, each on a different node from its predecessor (small blast radius). */
    LOW
}
