/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.render;

/**
 * Why a chain cannot be rendered: thrown while a chain is rendered, given back as
 * {@link RenderOutcome.NotRenderable} by {@link ChainRenderer}.
 */
final class NotRenderableException extends Exception {
    @java.io.Serial
    private static final long serialVersionUID = 1L;

    NotRenderableException(final String message) {
        super(message);
    }
}
