/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The wire codec of the OpenPATH OpenFlow experimenter extension, revision 1, exactly as pinned by
 * {@code docs/openpath-openflow.md} (OpenPATH paper sections 5.6 to 5.7 and 6.1 to 6.4): the five experimenter OXM
 * match fields ({@link org.openpath.openflow.OxmMatch}), the four experimenter actions
 * ({@link org.openpath.openflow.OpenPathAction}), the controller-to-switch and switch-to-controller experimenter
 * messages ({@link org.openpath.openflow.OpenPathMessage}) with their 48-byte flow spec
 * ({@link org.openpath.openflow.FlowSpec}), and the experimenter errors. Everything here is an immutable record, enum
 * or sealed type that validates its components; {@link org.openpath.openflow.OpenPathCodec} turns them into bytes and
 * back with plain {@link java.nio.ByteBuffer}s, and its decoders refuse anything malformed with a
 * {@link org.openpath.openflow.MalformedOpenPathException} naming the problem, never with another exception.
 */
@NonNullByDefault
package org.openpath.openflow;

import org.eclipse.jdt.annotation.NonNullByDefault;
