/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * The NF manager's side of the state-move protocol (docs/state-move.md): the source's
 * ({@link org.openpath.refswitch.move.SourceMove}) and the destination's
 * ({@link org.openpath.refswitch.move.DestinationMove}) state machines. Pure Java and single-threaded: events go in
 * as method calls on the datapath thread (controller messages, peer frames, packets reaching the moved NF, timer
 * ticks), and everything a machine does to the outside goes through its {@link org.openpath.refswitch.move.MoveHost}
 * — so every phase, lost, duplicate and late message and a dying peer can be driven by unit tests.
 */
@NonNullByDefault
package org.openpath.refswitch.move;

import org.eclipse.jdt.annotation.NonNullByDefault;
