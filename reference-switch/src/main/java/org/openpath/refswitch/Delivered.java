/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch;

/**
 * What leaves a port of a reference switch (or arrives on it from a linked switch): a chain packet with its
 * inter-node tag, or a raw Ethernet frame.
 */
public sealed interface Delivered permits ChainPacket, RawFrame {
    // Marker
}
