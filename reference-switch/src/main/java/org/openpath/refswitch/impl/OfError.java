/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.io.Serial;
import org.openpath.openflow.ExperimenterErrorCode;

/**
 * A refusal that becomes one OFPT_ERROR (OpenFlow 1.3.5 section 7.4.4), or an OpenPATH experimenter error (spec
 * section 5) when {@link #type()} is {@code 0xFFFF}.
 */
final class OfError extends Exception {
    static final int OFPET_HELLO_FAILED = 0;
    static final int OFPET_BAD_REQUEST = 1;
    static final int OFPET_BAD_ACTION = 2;
    static final int OFPET_BAD_INSTRUCTION = 3;
    static final int OFPET_BAD_MATCH = 4;
    static final int OFPET_FLOW_MOD_FAILED = 5;
    static final int OFPET_GROUP_MOD_FAILED = 6;
    static final int OFPET_PORT_MOD_FAILED = 7;
    static final int OFPET_TABLE_MOD_FAILED = 8;
    static final int OFPET_SWITCH_CONFIG_FAILED = 10;
    static final int OFPET_ROLE_REQUEST_FAILED = 11;
    static final int OFPET_METER_MOD_FAILED = 12;
    static final int OFPET_EXPERIMENTER = 0xFFFF;

    static final int OFPBRC_BAD_VERSION = 0;
    static final int OFPBRC_BAD_TYPE = 1;
    static final int OFPBRC_BAD_MULTIPART = 2;
    static final int OFPBRC_BAD_EXPERIMENTER = 3;
    static final int OFPBRC_BAD_EXP_TYPE = 4;
    static final int OFPBRC_EPERM = 5;
    static final int OFPBRC_BAD_LEN = 6;
    static final int OFPBRC_BUFFER_UNKNOWN = 8;
    static final int OFPBRC_BAD_TABLE_ID = 9;
    static final int OFPBRC_IS_SLAVE = 10;
    static final int OFPBRC_BAD_PORT = 11;
    static final int OFPBRC_BAD_PACKET = 12;

    static final int OFPBAC_BAD_TYPE = 0;
    static final int OFPBAC_BAD_LEN = 1;
    static final int OFPBAC_BAD_EXPERIMENTER = 2;
    static final int OFPBAC_BAD_EXP_TYPE = 3;
    static final int OFPBAC_BAD_OUT_PORT = 4;
    static final int OFPBAC_BAD_ARGUMENT = 5;
    static final int OFPBAC_BAD_OUT_GROUP = 9;
    static final int OFPBAC_BAD_SET_TYPE = 13;
    static final int OFPBAC_BAD_SET_LEN = 14;
    static final int OFPBAC_BAD_SET_ARGUMENT = 15;

    static final int OFPBIC_UNKNOWN_INST = 0;
    static final int OFPBIC_UNSUP_INST = 1;
    static final int OFPBIC_BAD_TABLE_ID = 2;
    static final int OFPBIC_BAD_LEN = 7;

    static final int OFPBMC_BAD_TYPE = 0;
    static final int OFPBMC_BAD_LEN = 1;
    static final int OFPBMC_BAD_WILDCARDS = 5;
    static final int OFPBMC_BAD_FIELD = 6;
    static final int OFPBMC_BAD_VALUE = 7;
    static final int OFPBMC_BAD_MASK = 8;
    static final int OFPBMC_DUP_FIELD = 10;

    static final int OFPFMFC_BAD_TABLE_ID = 2;
    static final int OFPFMFC_OVERLAP = 3;
    static final int OFPFMFC_BAD_COMMAND = 6;

    static final int OFPGMFC_GROUP_EXISTS = 0;
    static final int OFPGMFC_INVALID_GROUP = 1;
    static final int OFPGMFC_UNKNOWN_GROUP = 8;
    static final int OFPGMFC_BAD_TYPE = 10;
    static final int OFPGMFC_BAD_COMMAND = 11;
    static final int OFPGMFC_BAD_BUCKET = 12;
    static final int OFPGMFC_BAD_WATCH = 13;

    static final int OFPHFC_INCOMPATIBLE = 0;
    static final int OFPPMFC_BAD_PORT = 0;
    static final int OFPTMFC_BAD_CONFIG = 1;
    static final int OFPMMFC_OUT_OF_BANDS = 11;

    static final int OFPRRFC_STALE = 0;
    static final int OFPRRFC_BAD_ROLE = 2;


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

    static OfError openPath(final ExperimenterErrorCode code, final Throwable cause) {
        return new OfError(OFPET_EXPERIMENTER, code.code(), cause);
    }

    static OfError openPath(final ExperimenterErrorCode code) {
        return new OfError(OFPET_EXPERIMENTER, code.code());
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
