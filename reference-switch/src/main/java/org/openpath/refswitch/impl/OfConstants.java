/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

/**
 * OpenFlow 1.3.5 numbers the switch uses (message types, multipart types, reserved ports, flags).
 */
final class OfConstants {
    static final int VERSION = 4;
    static final int HEADER = 8;
    static final int MAX_MESSAGE = 0xFFFF;

    static final int HELLO = 0;
    static final int ERROR = 1;
    static final int ECHO_REQUEST = 2;
    static final int ECHO_REPLY = 3;
    static final int EXPERIMENTER = 4;
    static final int FEATURES_REQUEST = 5;
    static final int FEATURES_REPLY = 6;
    static final int GET_CONFIG_REQUEST = 7;
    static final int GET_CONFIG_REPLY = 8;
    static final int SET_CONFIG = 9;
    static final int PACKET_IN = 10;
    static final int FLOW_REMOVED = 11;
    static final int PORT_STATUS = 12;
    static final int PACKET_OUT = 13;
    static final int FLOW_MOD = 14;
    static final int GROUP_MOD = 15;
    static final int PORT_MOD = 16;
    static final int TABLE_MOD = 17;
    static final int MULTIPART_REQUEST = 18;
    static final int MULTIPART_REPLY = 19;
    static final int BARRIER_REQUEST = 20;
    static final int BARRIER_REPLY = 21;
    static final int ROLE_REQUEST = 24;
    static final int ROLE_REPLY = 25;
    static final int GET_ASYNC_REQUEST = 26;
    static final int GET_ASYNC_REPLY = 27;
    static final int SET_ASYNC = 28;
    static final int METER_MOD = 29;

    static final int MP_DESC = 0;
    static final int MP_FLOW = 1;
    static final int MP_AGGREGATE = 2;
    static final int MP_TABLE = 3;
    static final int MP_PORT_STATS = 4;
    static final int MP_QUEUE = 5;
    static final int MP_GROUP = 6;
    static final int MP_GROUP_DESC = 7;
    static final int MP_GROUP_FEATURES = 8;
    static final int MP_METER = 9;
    static final int MP_METER_CONFIG = 10;
    static final int MP_METER_FEATURES = 11;
    static final int MP_TABLE_FEATURES = 12;
    static final int MP_PORT_DESC = 13;
    static final int MP_REPLY_MORE = 1;

    /** {@code OFPTT_ALL}: every table, in FLOW_MOD deletes and flow statistics. */
    static final int TABLE_ALL = 0xFF;

    static final long PORT_MAX = 0xFFFFFF00L;
    static final long PORT_IN_PORT = 0xFFFFFFF8L;
    static final long PORT_TABLE = 0xFFFFFFF9L;
    static final long PORT_NORMAL = 0xFFFFFFFAL;
    static final long PORT_FLOOD = 0xFFFFFFFBL;
    static final long PORT_ALL = 0xFFFFFFFCL;
    static final long PORT_CONTROLLER = 0xFFFFFFFDL;
    static final long PORT_LOCAL = 0xFFFFFFFEL;
    static final long PORT_ANY = 0xFFFFFFFFL;
    static final long GROUP_MAX = 0xFFFFFF00L;
    static final long GROUP_ALL = 0xFFFFFFFCL;
    static final long GROUP_ANY = 0xFFFFFFFFL;
    static final long NO_BUFFER = 0xFFFFFFFFL;

    static final int FF_SEND_FLOW_REM = 1;
    static final int FF_CHECK_OVERLAP = 2;
    static final int FF_RESET_COUNTS = 4;

    static final int CAPABILITIES = 1 | 2 | 4 | 8;

    private OfConstants() {
        // Constants
    }
}
