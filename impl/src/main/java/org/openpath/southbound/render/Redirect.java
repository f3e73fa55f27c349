/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

import static java.util.Objects.requireNonNull;

/**
 * A default edge an operator may redirect at run time (ChangeDefault: packets leaving {@code from} re-submitted to
 * {@code to}): the renderer gives {@code to} a flow of its own on every node that runs {@code from}, so that the
 * re-submitted packet finds it there.
 *
 * @param from the NF whose default edge changes
 * @param to the NF it leads to
 */
public record Redirect(String from, String to) {
    /**
     * Validates.
     */
    public Redirect {
        requireNonNull(from);
        requireNonNull(to);
    }
}
