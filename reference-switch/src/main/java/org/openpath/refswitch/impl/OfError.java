/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.io.Serial;

/**
 * A refusal that becomes one OFPT_ERROR (OpenFlow 1.3.5 section 7.4.4), or an OpenPATH experimenter error (spec
 * section 5) when {@link #type()} is {@code 0xFFFF}.
 */
final class OfError extends Exception {
    static final int HELLO_FAILED = 0;
    static final int BAD_REQUEST = 1;
    static final int BAD_ACTION = 2;
    static final int BAD_INSTRUCTION = 3;
    static final int BAD_MATCH = 4;
    static final int FLOW_MOD_FAILED = 5;
    static final int GROUP_MOD_FAILED = 6;
    static final int PORT_MOD_FAILED = 7;
    static final int TABLE_MOD_FAILED = 8;
    static final int SWITCH_CONFIG_FAILED = 10;
    static final int ROLE_REQUEST_FAILED = 11;
    static final int METER_MOD_FAILED = 12;
    static final int EXPERIMENTER = 0xFFFF;

    static final int BRC_BAD_VERSION = 0;
    static final int BRC_BAD_TYPE = 1;
    static final int BRC_BAD_MULTIPART = 2;
    static final int BRC_BAD_EXPERIMENTER = 3;
    static final int BRC_BAD_EXP_TYPE = 4;
    static final int BRC_BAD_LEN = 6;
    static final int BRC_BUFFER_UNKNOWN = 8;
    static final int BRC_BAD_TABLE_ID = 9;
    static final int BRC_IS_SLAVE = 10;
    static final int BRC_BAD_PORT = 11;
    static final int BRC_BAD_PACKET = 12;

    static final int BAC_BAD_TYPE = 0;
    static final int BAC_BAD_LEN = 1;
    static final int BAC_BAD_EXPERIMENTER = 2;
    static final int BAC_BAD_EXP_TYPE = 3;
    static final int BAC_BAD_OUT_PORT = 4;
    static final int BAC_BAD_ARGUMENT = 5;
    static final int BAC_BAD_OUT_GROUP = 9;
    static final int BAC_BAD_SET_TYPE = 13;
    static final int BAC_BAD_SET_LEN = 14;
    static final int BAC_BAD_SET_ARGUMENT = 15;

    static final int BIC_UNKNOWN_INST = 0;
    static final int BIC_UNSUP_INST = 1;
    static final int BIC_BAD_TABLE_ID = 2;
    static final int BIC_BAD_LEN = 7;

    static final int BMC_BAD_TYPE = 0;
    static final int BMC_BAD_LEN = 1;
    static final int BMC_BAD_WILDCARDS = 5;
    static final int BMC_BAD_FIELD = 6;
    static final int BMC_BAD_VALUE = 7;
    static final int BMC_BAD_MASK = 8;
    static final int BMC_DUP_FIELD = 10;

    static final int FMFC_BAD_TABLE_ID = 2;
    static final int FMFC_OVERLAP = 3;
    static final int FMFC_BAD_COMMAND = 6;

    static final int GMFC_GROUP_EXISTS = 0;
    static final int GMFC_INVALID_GROUP = 1;
    static final int GMFC_UNKNOWN_GROUP = 8;
    static final int GMFC_BAD_TYPE = 10;
    static final int GMFC_BAD_COMMAND = 11;
    static final int GMFC_BAD_BUCKET = 12;
    static final int GMFC_BAD_WATCH = 13;

    static final int RRFC_STALE = 0;
    static final int RRFC_BAD_ROLE = 2;

    static final int OP_BAD_VALUE = 1;
    static final int OP_UNKNOWN_SERVICE = 2;
    static final int OP_SERVICE_BOUND = 3;
    static final int OP_RULE_EXISTS = 4;
    static final int OP_RULE_NOT_FOUND = 5;
    static final int OP_UNKNOWN_NF_TYPE = 6;

    @Serial
    private static final long serialVersionUID = 1L;

    private final int type;
    private final int code;

    OfError(final int type, final int code) {
        this(type, code, null);
    }

    OfError(final int type, final int code, final Throwable cause) {
        super(null, cause, false, false);
        this.type = type;
        this.code = code;
    }

    static OfError openPath(final int expCode, final Throwable cause) {
        return new OfError(EXPERIMENTER, expCode, cause);
    }

    static OfError openPath(final int expCode) {
        return new OfError(EXPERIMENTER, expCode);
    }

    int type() {
        return type;
    }

    int code() {
        return code;
    }

    @Override
    public String getMessage() {
        return "OFPT_ERROR type " + type + " code " + code;
    }
}
