/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * An OpenPATH experimenter message (docs/openpath-openflow.md section 4), the body after experimenter and exp_type.
 */
public sealed interface OpenPathMessage permits ControllerMessage, SwitchMessage {
    /**
     * Returns the message type.
     *
     * @return the type
     */
    ExpType type();

    /**
     * Returns the {@code exp_type} value.
     *
     * @return {@code type().code()}
     */
    default long expType() {
        return type().code();
    }
}
