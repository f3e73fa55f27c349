/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
/**
 * NF state as the reference switch's NF manager exports, imports and deletes it (docs/state-move.md, section 2):
 * {@link org.openpath.refswitch.state.StateChunk}s — one per {@link org.openpath.analyzer.exec.FlowKey} of per-flow
 * or multi-flow state, one for an NF's all-flows state — selected by a
 * {@link org.openpath.refswitch.state.StateScope} (one flow, a flow filter, all flows), their versioned binary
 * encoding ({@link org.openpath.refswitch.state.StateChunkCodec}), and all-or-nothing import
 * ({@link org.openpath.refswitch.state.StateImport}). Pure Java, no threads: the caller owns the NF state.
 */
@NonNullByDefault
package org.openpath.refswitch.state;

import org.eclipse.jdt.annotation.NonNullByDefault;
