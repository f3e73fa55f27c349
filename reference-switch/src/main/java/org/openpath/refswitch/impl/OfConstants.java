/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.util.Optional;

/**
 * OpenFlow 1.3.5 numbers the switch uses, named as the specification names them (section 7 and its
 * {@code openflow.h}): message types, multipart types, reserved ports and groups, flags, instruction and action types,
 * and, as enums whose ordinal is the wire value, the closed sets the switch dispatches on.
 */
final class OfConstants {
    /**
     * An enum below whose wire value is its ordinal.
     */
    interface OrdinalCode {
        /**
         * Returns the constant's position in its enum, as {@link Enum#ordinal()} does.
         *
         * @return the ordinal
         */
        int ordinal();

        /**
         * Returns the wire value.
         *
         * @return the ordinal
         */
        default int code() {
            return ordinal();
        }
    }

    /** {@code ofp_group_type} (section 7.3.4.2). */
    enum GroupType implements OrdinalCode {
        /** {@code OFPGT_ALL}: every bucket (multicast, broadcast). */
        ALL,
        /** {@code OFPGT_SELECT}: one live bucket, chosen by a hash of the packet. */
        SELECT,
        /** {@code OFPGT_INDIRECT}: the one bucket. */
        INDIRECT,
        /** {@code OFPGT_FF}: the first live bucket (fast failover). */
        FF
    }

    /** {@code ofp_group_mod_command} (section 7.3.4.2). */
    enum GroupModCommand implements OrdinalCode {
        /** {@code OFPGC_ADD}. */
        ADD,
        /** {@code OFPGC_MODIFY}. */
        MODIFY,
        /** {@code OFPGC_DELETE}. */
        DELETE
    }

    /** {@code ofp_flow_mod_command} (section 7.3.4.1). */
    enum FlowModCommand implements OrdinalCode {
        /** {@code OFPFC_ADD}. */
        ADD,
        /** {@code OFPFC_MODIFY}. */
        MODIFY,
        /** {@code OFPFC_MODIFY_STRICT}. */
        MODIFY_STRICT,
        /** {@code OFPFC_DELETE}. */
        DELETE,
        /** {@code OFPFC_DELETE_STRICT}. */
        DELETE_STRICT;

        boolean isDelete() {
            return this == DELETE || this == DELETE_STRICT;
        }

        boolean isStrict() {
            return this == MODIFY_STRICT || this == DELETE_STRICT;
        }
    }

    /** {@code ofp_port_reason} of PORT_STATUS (section 7.4.3). */
    enum PortReason implements OrdinalCode {
        /** {@code OFPPR_ADD}. */
        ADD,
        /** {@code OFPPR_DELETE}. */
        DELETE,
        /** {@code OFPPR_MODIFY}. */
        MODIFY
    }

    /** {@code ofp_packet_in_reason} (section 7.4.1). */
    enum PacketInReason implements OrdinalCode {
        /** {@code OFPR_NO_MATCH}: a table miss. */
        NO_MATCH,
        /** {@code OFPR_ACTION}: output to CONTROLLER. */
        ACTION
    }

    /** {@code ofp_controller_role} (section 7.3.9). */
    enum ControllerRole implements OrdinalCode {
        /** {@code OFPCR_ROLE_NOCHANGE}. */
        NOCHANGE,
        /** {@code OFPCR_ROLE_EQUAL}. */
        EQUAL,
        /** {@code OFPCR_ROLE_MASTER}. */
        MASTER,
        /** {@code OFPCR_ROLE_SLAVE}. */
        SLAVE
    }

    static final int OFP_VERSION = 4;
    /** The length of {@code ofp_header}. */
    static final int OFP_HEADER_BYTES = 8;
    /** The longest OpenFlow message: the header's 16-bit length. */
    static final int OFP_MAX_MESSAGE_BYTES = 0xFFFF;
    /** {@code OFPHET_VERSIONBITMAP}, the HELLO element listing the versions a side supports. */
    static final int OFPHET_VERSIONBITMAP = 1;

    static final int OFPT_HELLO = 0;
    static final int OFPT_ERROR = 1;
    static final int OFPT_ECHO_REQUEST = 2;
    static final int OFPT_ECHO_REPLY = 3;
    static final int OFPT_EXPERIMENTER = 4;
    static final int OFPT_FEATURES_REQUEST = 5;
    static final int OFPT_FEATURES_REPLY = 6;
    static final int OFPT_GET_CONFIG_REQUEST = 7;
    static final int OFPT_GET_CONFIG_REPLY = 8;
    static final int OFPT_SET_CONFIG = 9;
    static final int OFPT_PACKET_IN = 10;
    static final int OFPT_FLOW_REMOVED = 11;
    static final int OFPT_PORT_STATUS = 12;
    static final int OFPT_PACKET_OUT = 13;
    static final int OFPT_FLOW_MOD = 14;
    static final int OFPT_GROUP_MOD = 15;
    static final int OFPT_PORT_MOD = 16;
    static final int OFPT_TABLE_MOD = 17;
    static final int OFPT_MULTIPART_REQUEST = 18;
    static final int OFPT_MULTIPART_REPLY = 19;
    static final int OFPT_BARRIER_REQUEST = 20;
    static final int OFPT_BARRIER_REPLY = 21;
    static final int OFPT_ROLE_REQUEST = 24;
    static final int OFPT_ROLE_REPLY = 25;
    static final int OFPT_GET_ASYNC_REQUEST = 26;
    static final int OFPT_GET_ASYNC_REPLY = 27;
    static final int OFPT_SET_ASYNC = 28;
    static final int OFPT_METER_MOD = 29;

    static final int OFPMP_DESC = 0;
    static final int OFPMP_FLOW = 1;
    static final int OFPMP_AGGREGATE = 2;
    static final int OFPMP_TABLE = 3;
    static final int OFPMP_PORT_STATS = 4;
    static final int OFPMP_QUEUE = 5;
    static final int OFPMP_GROUP = 6;
    static final int OFPMP_GROUP_DESC = 7;
    static final int OFPMP_GROUP_FEATURES = 8;
    static final int OFPMP_METER = 9;
    static final int OFPMP_METER_CONFIG = 10;
    static final int OFPMP_METER_FEATURES = 11;
    static final int OFPMP_TABLE_FEATURES = 12;
    static final int OFPMP_PORT_DESC = 13;
    static final int OFPMPF_REPLY_MORE = 1;

    /** {@code OFPTT_ALL}: every table, in FLOW_MOD deletes and flow statistics. */
    static final int OFPTT_ALL = 0xFF;

    static final long OFPP_MAX = 0xFFFFFF00L;
    static final long OFPP_IN_PORT = 0xFFFFFFF8L;
    static final long OFPP_TABLE = 0xFFFFFFF9L;
    static final long OFPP_FLOOD = 0xFFFFFFFBL;
    static final long OFPP_ALL = 0xFFFFFFFCL;
    static final long OFPP_CONTROLLER = 0xFFFFFFFDL;
    static final long OFPP_ANY = 0xFFFFFFFFL;
    static final long OFPG_MAX = 0xFFFFFF00L;
    static final long OFPG_ALL = 0xFFFFFFFCL;
    static final long OFPG_ANY = 0xFFFFFFFFL;
    static final long OFP_NO_BUFFER = 0xFFFFFFFFL;
    /** {@code OFPCML_NO_BUFFER}: send the whole packet to the controller. */
    static final int OFPCML_NO_BUFFER = 0xFFFF;

    static final int OFPFF_SEND_FLOW_REM = 1;
    static final int OFPFF_CHECK_OVERLAP = 2;
    static final int OFPFF_RESET_COUNTS = 4;

    /** {@code OFPRR_DELETE}: the reason of a FLOW_REMOVED sent for a FLOW_MOD delete. */
    static final int OFPRR_DELETE = 2;

    static final int OFPC_FLOW_STATS = 1;
    static final int OFPC_TABLE_STATS = 2;
    static final int OFPC_PORT_STATS = 4;
    static final int OFPC_GROUP_STATS = 8;
    /** What FEATURES_REPLY advertises. */
    static final int CAPABILITIES = OFPC_FLOW_STATS | OFPC_TABLE_STATS | OFPC_PORT_STATS | OFPC_GROUP_STATS;

    /** {@code OFPPS_LINK_DOWN}. */
    static final int OFPPS_LINK_DOWN = 1;
    /** {@code OFPPS_LIVE}. */
    static final int OFPPS_LIVE = 4;
    /** {@code OFPPF_10GB_FD}. */
    static final int OFPPF_10GB_FD = 1 << 6;
    /** {@code OFPPF_COPPER}. */
    static final int OFPPF_COPPER = 1 << 11;

    /** {@code OFPGFC_SELECT_LIVENESS}. */
    static final int OFPGFC_SELECT_LIVENESS = 2;
    /** {@code OFPGFC_CHAINING}. */
    static final int OFPGFC_CHAINING = 4;

    static final int OFPIT_GOTO_TABLE = 1;
    static final int OFPIT_WRITE_METADATA = 2;
    static final int OFPIT_WRITE_ACTIONS = 3;
    static final int OFPIT_APPLY_ACTIONS = 4;
    static final int OFPIT_CLEAR_ACTIONS = 5;
    static final int OFPIT_METER = 6;
    static final int OFPIT_EXPERIMENTER = 0xFFFF;

    static final int OFPAT_OUTPUT = 0;
    static final int OFPAT_PUSH_VLAN = 17;
    static final int OFPAT_POP_VLAN = 18;
    static final int OFPAT_GROUP = 22;
    static final int OFPAT_DEC_NW_TTL = 24;
    static final int OFPAT_SET_FIELD = 25;
    static final int OFPAT_EXPERIMENTER = 0xFFFF;

    static final int OFPTFPT_INSTRUCTIONS = 0;
    static final int OFPTFPT_NEXT_TABLES = 2;
    static final int OFPTFPT_WRITE_ACTIONS = 4;
    static final int OFPTFPT_APPLY_ACTIONS = 6;
    static final int OFPTFPT_MATCH = 8;
    static final int OFPTFPT_WILDCARDS = 10;

    /** {@code OFPMT_OXM}, the match type of OpenFlow 1.3. */
    static final int OFPMT_OXM = 1;

    static final int ETH_TYPE_IPV4 = 0x0800;
    static final int ETH_TYPE_VLAN = 0x8100;
    static final int ETH_TYPE_QINQ = 0x88A8;
    static final int ETH_TYPE_LLDP = 0x88CC;

    /**
     * Finds the constant of an enum above whose ordinal is the wire code.
     *
     * @param <E> the enum
     * @param type the enum's class
     * @param code the wire value
     * @return the constant, empty when the enum has none for that value
     */
    static <E extends Enum<E> & OrdinalCode> Optional<E> ofCode(final Class<E> type, final long code) {
        final E[] values = type.getEnumConstants();
        return code >= 0 && code < values.length ? Optional.of(values[(int) code]) : Optional.empty();
    }

    private OfConstants() {
        // Constants
    }
}
