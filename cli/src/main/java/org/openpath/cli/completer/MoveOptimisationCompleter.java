/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.cli.completer;

import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.state.move.rev261122.MoveStateInput;

/**
 * Completes the optimisations of a state move: parallelize, late-locking, early-release.
 */
@Service
public final class MoveOptimisationCompleter extends EnumCompleter<MoveStateInput.Optimisation> {
    /**
     * Creates the completer.
     */
    public MoveOptimisationCompleter() {
        super(MoveStateInput.Optimisation.class);
    }
}
