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
 * What rendering a chain gave.
 */
public sealed interface RenderOutcome {
    /**
     * The chain's rules.
     *
     * @param rules the rules
     */
    record Rendered(ChainRules rules) implements RenderOutcome {
        /**
         * Validates.
         */
        public Rendered {
            requireNonNull(rules);
        }
    }

    /**
     * The chain cannot be rendered as it stands.
     *
     * @param reason why, for the operator
     */
    record NotRenderable(String reason) implements RenderOutcome {
        /**
         * Validates.
         */
        public NotRenderable {
            requireNonNull(reason);
        }
    }
}
