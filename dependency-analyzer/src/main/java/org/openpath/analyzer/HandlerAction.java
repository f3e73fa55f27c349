/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

/**
 * The action of a vertex's handler rule ({@code openpath-chains:...vertex/handler-rule/action}), OpenPATH paper
 * section 5.3.
 */
public enum HandlerAction {
    /** Drop. */
    DISCARD("discard"),
    /** Steer to the rule's target. */
    SEND_TO("send-to"),
    /** Stay on the default edge. */
    DEFAULT("default");

    private final String yangName;

    HandlerAction(final String yangName) {
        this.yangName = yangName;
    }

    /**
     * Returns the YANG enum name.
     *
     * @return e.g. {@code send-to}
     */
    public String yangName() {
        return yangName;
    }
}
