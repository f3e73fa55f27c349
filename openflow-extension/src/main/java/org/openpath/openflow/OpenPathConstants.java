/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

/**
 * Numbers of the OpenPATH OpenFlow extension (docs/openpath-openflow.md sections 1 to 5) and the OpenFlow 1.3.5 error
 * types and codes its section 5 refers to.
 */
public final class OpenPathConstants {
    /**
     * The experimenter id of every OXM field, action, message and error of the extension. It is below 256 on
     * purpose: OpenFlowJava 0.20.1 finds experimenter message and error deserializers by comparing the experimenter
     * id's {@code Uint32} by reference, and only values up to 255 are cached instances (docs/openpath-openflow.md).
     */
    public static final long EXPERIMENTER_ID = 0x00000050L;
    /** {@code OFPXMC_EXPERIMENTER}, the OXM class of the experimenter match fields. */
    public static final int OXM_CLASS_EXPERIMENTER = 0xFFFF;
    /** {@code OFPAT_EXPERIMENTER}, the action type of the experimenter actions. */
    public static final int ACTION_TYPE_EXPERIMENTER = 0xFFFF;
    /** {@code OFPT_EXPERIMENTER}, the OpenFlow message type of the experimenter messages. */
    public static final int OFPT_EXPERIMENTER = 4;
    /** {@code OFPT_ERROR}, the OpenFlow message type of errors. */
    public static final int OFPT_ERROR = 1;
    /** The OpenFlow version the extension is defined for: 1.3. */
    public static final int OF_VERSION = 4;
    /** The most UTF-8 bytes of a result, an NF type or an NF name. */
    public static final int MAX_NAME_BYTES = 64;
    /** The most UTF-8 bytes of a MESSAGE's JSON. */
    public static final int MAX_JSON_BYTES = 16384;
    /** The length of the OpenFlow header. */
    public static final int OF_HEADER_BYTES = 8;
    /** The length of an experimenter message's header: the OpenFlow header, experimenter and exp_type. */
    public static final int EXPERIMENTER_HEADER_BYTES = 16;
    /** The length of an encoded flow spec F (section 4.1). */
    public static final int FLOW_SPEC_BYTES = 48;
    /** The most bytes of an offending message an error carries as data. */
    public static final int MAX_ERROR_DATA_BYTES = 64;
    /**
     * The length of INVOKE_NF and SET_PATH_TAG (section 3), the actions whose body is the same: zero (2) and two
     * 32-bit ids, padded to 24 bytes.
     */
    public static final int TWO_IDS_ACTION_BYTES = 24;
    /** The fewest branches of COPY_TO_BRANCHES and MERGE. */
    public static final int MIN_BRANCHES = 2;
    /** The most branches of COPY_TO_BRANCHES and MERGE. */
    public static final int MAX_BRANCHES = 32;
    /** The shortest non-zero state report interval in milliseconds. */
    public static final long MIN_REPORT_INTERVAL_MILLIS = 100;
    /** The longest state report interval in milliseconds (one hour). */
    public static final long MAX_REPORT_INTERVAL_MILLIS = 3_600_000;
    /** The most instances NF_SCALE may ask of one bound NF (revision 4). */
    public static final int MAX_NF_INSTANCES = 64;
    /** The largest unsigned 32-bit value; every identifier is in 0 to this. */
    public static final long MAX_UINT32 = 0xFFFF_FFFFL;
    /** How many times a packet may be re-submitted to table 0 before it is dropped as a loop. */
    public static final int MAX_RESUBMITS = 64;

    /** {@code OFPET_BAD_REQUEST}. */
    public static final int OFPET_BAD_REQUEST = 1;
    /** {@code OFPET_BAD_ACTION}. */
    public static final int OFPET_BAD_ACTION = 2;
    /** {@code OFPET_BAD_MATCH}. */
    public static final int OFPET_BAD_MATCH = 4;
    /** {@code OFPET_EXPERIMENTER}. */
    public static final int OFPET_EXPERIMENTER = 0xFFFF;
    /** {@code OFPBRC_BAD_VERSION}. */
    public static final int OFPBRC_BAD_VERSION = 0;
    /** {@code OFPBRC_BAD_TYPE}. */
    public static final int OFPBRC_BAD_TYPE = 1;
    /** {@code OFPBRC_BAD_EXPERIMENTER}. */
    public static final int OFPBRC_BAD_EXPERIMENTER = 3;
    /** {@code OFPBRC_BAD_EXP_TYPE}. */
    public static final int OFPBRC_BAD_EXP_TYPE = 4;
    /** {@code OFPBRC_BAD_LEN}. */
    public static final int OFPBRC_BAD_LEN = 6;
    /** {@code OFPBAC_BAD_TYPE}. */
    public static final int OFPBAC_BAD_TYPE = 0;
    /** {@code OFPBAC_BAD_LEN}. */
    public static final int OFPBAC_BAD_LEN = 1;
    /** {@code OFPBAC_BAD_EXPERIMENTER}. */
    public static final int OFPBAC_BAD_EXPERIMENTER = 2;
    /** {@code OFPBAC_BAD_EXP_TYPE}. */
    public static final int OFPBAC_BAD_EXP_TYPE = 3;
    /** {@code OFPBAC_BAD_ARGUMENT}. */
    public static final int OFPBAC_BAD_ARGUMENT = 5;
    /** {@code OFPBMC_BAD_TYPE}. */
    public static final int OFPBMC_BAD_TYPE = 0;
    /** {@code OFPBMC_BAD_LEN}. */
    public static final int OFPBMC_BAD_LEN = 1;
    /** {@code OFPBMC_BAD_WILDCARDS}. */
    public static final int OFPBMC_BAD_WILDCARDS = 5;
    /** {@code OFPBMC_BAD_FIELD}. */
    public static final int OFPBMC_BAD_FIELD = 6;
    /** {@code OFPBMC_BAD_VALUE}. */
    public static final int OFPBMC_BAD_VALUE = 7;
    /** {@code OFPBMC_BAD_MASK}. */
    public static final int OFPBMC_BAD_MASK = 8;
    /** {@code OFPBMC_DUP_FIELD}. */
    public static final int OFPBMC_DUP_FIELD = 10;

    private OpenPathConstants() {
        // constants only
    }
}
