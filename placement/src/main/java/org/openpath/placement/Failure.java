/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.placement;

import static java.util.Objects.requireNonNull;

/**
 * A single failure: a node (host or switch) or a link.
 */
public sealed interface Failure {
    /**
     * A failed node.
     *
     * @param node its id
     */
    record NodeDown(String node) implements Failure {
        /**
         * Validates the component.
         */
        public NodeDown {
            requireNonNull(node);
        }
    }

    /**
     * A failed link, named by its ends in either order.
     *
     * @param a one end
     * @param b the other end
     */
    record LinkDown(String a, String b) implements Failure {
        /**
         * Validates the components.
         */
        public LinkDown {
            requireNonNull(a);
            requireNonNull(b);
        }
    }
}
