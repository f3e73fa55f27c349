/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.move;

/**
 * What a move does with a packet that reaches the moved NF.
 */
public enum MoveVerdict {
    /** The NF processes it here, now. */
    PROCESS,
    /** The move took it: redirected to the destination, or held until its state is there. */
    TAKEN
}
