/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.openflow;

import static org.openpath.openflow.BigEndian.put16;
import static org.openpath.openflow.BigEndian.put32;
import static org.openpath.openflow.BigEndian.put64;
import static org.openpath.openflow.BigEndian.put8;
import static org.openpath.openflow.BigEndian.u32;
import static org.openpath.openflow.BigEndian.u64;
import static org.openpath.openflow.BigEndian.u8;
import static org.openpath.openflow.DecodeChecks.build;
import static org.openpath.openflow.DecodeChecks.exactBody;
import static org.openpath.openflow.DecodeChecks.minimumBody;
import static org.openpath.openflow.DecodeChecks.name;
import static org.openpath.openflow.DecodeChecks.stringsFit;
import static org.openpath.openflow.DecodeChecks.zero;
import static org.openpath.openflow.OpenPathConstants.FLOW_SPEC_BYTES;
import static org.openpath.openflow.OpenPathConstants.MAX_JSON_BYTES;

import java.nio.ByteBuffer;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The bodies of the switch-to-controller messages (docs/openpath-openflow.md section 4.3, exp_type 0x101 to 0x103):
 * NF_UPDATE, NF_ALERT and MESSAGE, whose JSON is {@link Json}'s. Decoders read the buffer's remaining bytes at
 * absolute offsets and leave its position alone.
 */
final class SwitchMessageCodec {
    private static final int NF_UPDATE_BYTES = 36;
    private static final int NF_ALERT_FIXED = 12 + FLOW_SPEC_BYTES;
    private static final int IDS = 8;

    private SwitchMessageCodec() {
        // static methods only
    }

    static byte[] encode(final SwitchMessage message) {
        return switch (message) {
            case NfUpdate update -> {
                final ByteBuffer out = ByteBuffer.allocate(NF_UPDATE_BYTES);
                put32(out, update.serviceId());
                put32(out, update.sfcId());
                put8(out, update.status().code());
                put8(out, 0);
                put16(out, 0);
                put64(out, update.packetsIn());
                put64(out, update.packetsOut());
                put64(out, update.drops());
                yield out.array();
            }
            case NfAlert alert -> {
                final byte[] result = Checks.name("NF_ALERT result", alert.result());
                final ByteBuffer out = ByteBuffer.allocate(NF_ALERT_FIXED + result.length);
                put32(out, alert.sfcId());
                put32(out, alert.serviceId());
                put8(out, result.length);
                put8(out, 0);
                put16(out, 0);
                FlowSpecCodec.write(alert.flow(), out);
                yield out.put(result).array();
            }
            case NfMessage nfMessage -> {
                final byte[] json = Json.write(nfMessage.entries());
                final ByteBuffer out = ByteBuffer.allocate(IDS + json.length);
                put32(out, nfMessage.serviceId());
                put32(out, nfMessage.sfcId());
                yield out.put(json).array();
            }
        };
    }

    static SwitchMessage decode(final ExpType type, final ByteBuffer body) throws MalformedOpenPathException {
        final int start = body.position();
        final int length = body.remaining();
        final String name = type.name();
        return switch (type) {
            case NF_UPDATE -> {
                exactBody(name, length, NF_UPDATE_BYTES);
                final int statusCode = u8(body, start + 8);
                final NfStatus status = NfStatus.ofCode(statusCode).orElseThrow(() -> new MalformedOpenPathException(
                    Problem.BAD_VALUE, "NF_UPDATE: unknown status " + statusCode));
                zero(body, start + 9, 3, name, "reserved bytes");
                final long serviceId = u32(body, start);
                final long sfcId = u32(body, start + 4);
                final long packetsIn = u64(body, start + 12);
                final long packetsOut = u64(body, start + 20);
                final long drops = u64(body, start + 28);
                yield build(name, () -> new NfUpdate(serviceId, sfcId, status, packetsIn, packetsOut, drops));
            }
            case NF_ALERT -> {
                minimumBody(name, length, NF_ALERT_FIXED);
                final int resultLength = u8(body, start + 8);
                stringsFit(name, "result length " + resultLength, resultLength, length - NF_ALERT_FIXED);
                zero(body, start + 9, 3, name, "reserved bytes");
                final long sfcId = u32(body, start);
                final long serviceId = u32(body, start + 4);
                final FlowSpec flow = FlowSpecCodec.read(body, start + 12, name);
                final String result = name(body, start + NF_ALERT_FIXED, resultLength, name, "result");
                yield build(name, () -> new NfAlert(sfcId, serviceId, result, flow));
            }
            case MESSAGE -> {
                minimumBody(name, length, IDS);
                if (length - IDS > MAX_JSON_BYTES) {
                    throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": JSON of " + (length - IDS)
                        + " bytes exceeds " + MAX_JSON_BYTES + " bytes");
                }
                final long serviceId = u32(body, start);
                final long sfcId = u32(body, start + 4);
                final var entries = Json.read(body.slice(start + IDS, length - IDS), name);
                yield build(name, () -> new NfMessage(serviceId, sfcId, entries));
            }
            default -> throw new IllegalArgumentException(type + " is not a switch-to-controller message");
        };
    }
}
