/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * A message the controller sends to a switch (docs/openpath-openflow.md section 4.2, exp_type 1 to 9, and section 8,
 * GRAPH_SET, exp_type 0x0A, and section 9, NF_SCALE, exp_type 0x0B).
 */
public sealed interface ControllerMessage extends OpenPathMessage permits NfBind, NfUnbind, HandlerRuleAdd,
        HandlerRuleModify, HandlerRuleDelete, SkipMe, RequestMe, ChangeDefault, SetStateReportInterval, GraphSet,
        NfScale {
    @Override
    default ExpType type() {
        return switch (this) {
            case NfBind bind -> ExpType.NF_BIND;
            case NfUnbind unbind -> ExpType.NF_UNBIND;
            case HandlerRuleAdd add -> ExpType.HANDLER_RULE_ADD;
            case HandlerRuleModify modify -> ExpType.HANDLER_RULE_MODIFY;
            case HandlerRuleDelete delete -> ExpType.HANDLER_RULE_DELETE;
            case SkipMe skip -> ExpType.SKIP_ME;
            case RequestMe request -> ExpType.REQUEST_ME;
            case ChangeDefault change -> ExpType.CHANGE_DEFAULT;
            case SetStateReportInterval interval -> ExpType.SET_STATE_REPORT_INTERVAL;
            case GraphSet graph -> ExpType.GRAPH_SET;
            case NfScale scale -> ExpType.NF_SCALE;
        };
    }
}
