/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.completer;

import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.CoarseProfile;

/**
 * Completes the packet access of the coarse profile: none, read, read-write.
 */
@Service
public final class PacketAccessCompleter extends EnumCompleter<CoarseProfile.PacketAccess> {
    /**
     * Creates the completer.
     */
    public PacketAccessCompleter() {
        super(CoarseProfile.PacketAccess.class);
    }
}
