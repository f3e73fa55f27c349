/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * A message the controller sends to a switch (docs/openpath-openflow.md section 4.2, exp_type 1 to 9).
 */
public sealed interface ControllerMessage extends OpenPathMessage permits NfBind, NfUnbind, HandlerRuleAdd,
        HandlerRuleModify, HandlerRuleDelete, SkipMe, RequestMe, ChangeDefault, SetStateReportInterval {
}
