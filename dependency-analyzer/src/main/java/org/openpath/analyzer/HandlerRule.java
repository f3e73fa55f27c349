/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static java.util.Objects.requireNonNull;

import org.eclipse.jdt.annotation.Nullable;

/**
 * An NF handler rule of a vertex, a dynamic edge of the service graph (OpenPATH paper section 5.3: "Match: &lt;result
 * of the VNF&gt;, Action: Discard/Send to/Default").
 *
 * @param result the matched NF result
 * @param action the action
 * @param target the vertex steered to, for {@link HandlerAction#SEND_TO}; {@code null} otherwise
 */
public record HandlerRule(String result, HandlerAction action, @Nullable String target) {
    /**
     * Validates the components.
     */
    public HandlerRule {
        requireNonNull(result);
        requireNonNull(action);
        if ((action == HandlerAction.SEND_TO) != (target != null)) {
            throw new IllegalArgumentException("A target is needed exactly for send-to, got " + action + " " + target);
        }
    }
}
