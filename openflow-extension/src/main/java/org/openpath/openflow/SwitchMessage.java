/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * A message a switch sends to the controller (docs/openpath-openflow.md section 4.3, exp_type 0x101 to 0x103).
 */
public sealed interface SwitchMessage extends OpenPathMessage permits NfUpdate, NfAlert, NfMessage {
    @Override
    default ExpType type() {
        return switch (this) {
            case NfUpdate update -> ExpType.NF_UPDATE;
            case NfAlert alert -> ExpType.NF_ALERT;
            case NfMessage message -> ExpType.MESSAGE;
        };
    }
}
