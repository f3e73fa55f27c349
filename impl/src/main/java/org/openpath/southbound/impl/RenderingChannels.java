/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

/**
 * What the southbound lends the renderer, which may run on another cluster member's turn: the NF-control channel to
 * the switches and the bridge the change-default RPCs ask their redirects through.
 */
public interface RenderingChannels {
    /**
     * The NF-control channel.
     *
     * @return sends OpenPATH messages to switches
     */
    NfControlRpcs nfControl();

    /**
     * The change-default bridge.
     *
     * @return where change-default RPCs ask for their targets' flows
     */
    RedirectRequests redirectRequests();
}
