/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.impl;

import org.opendaylight.mdsal.binding.api.RpcService;
import org.opendaylight.yangtools.binding.Rpc;

/**
 * An RPC service for tests that invoke no RPC.
 */
final class NoRpcs implements RpcService {
    @Override
    public <R extends Rpc<?, ?>> R getRpc(final Class<R> type) {
        throw new AssertionError("no RPC expected, asked for " + type.getSimpleName());
    }
}
