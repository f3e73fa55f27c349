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
import static org.openpath.openflow.BigEndian.put8;
import static org.openpath.openflow.BigEndian.u16;
import static org.openpath.openflow.BigEndian.u32;
import static org.openpath.openflow.BigEndian.u8;
import static org.openpath.openflow.DecodeChecks.build;
import static org.openpath.openflow.DecodeChecks.exactBody;
import static org.openpath.openflow.DecodeChecks.minimumBody;
import static org.openpath.openflow.DecodeChecks.name;
import static org.openpath.openflow.DecodeChecks.stringsFit;
import static org.openpath.openflow.DecodeChecks.zero;
import static org.openpath.openflow.OpenPathConstants.FLOW_SPEC_BYTES;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.openflow.MalformedOpenPathException.Problem;

/**
 * The bodies of the controller-to-switch messages (docs/openpath-openflow.md section 4.2, exp_type 1 to 9): NF_BIND,
 * NF_UNBIND, the three NF-handler rule messages, SKIP_ME, REQUEST_ME, CHANGE_DEFAULT and SET_STATE_REPORT_INTERVAL,
 * GRAPH_SET of revision 3 (section 8, exp_type 0x0A) and NF_SCALE of revision 4 (section 9, exp_type 0x0B).
 * Decoders read the buffer's remaining bytes at absolute offsets and leave its position alone.
 */
final class ControllerMessageCodec {
    private static final int NF_BIND_FIXED = 12;
    private static final int HANDLER_RULE_FIXED = 16;
    private static final int IDS = 8;
    private static final int NF_SCALE_BODY = 12;

    private ControllerMessageCodec() {
        // static methods only
    }

    static byte[] encode(final ControllerMessage message) {
        return switch (message) {
            case NfBind bind -> {
                final byte[] type = Checks.name("NF_BIND NF type", bind.nfType());
                final byte[] name = Checks.name("NF_BIND NF name", bind.nfName());
                final ByteBuffer out = ByteBuffer.allocate(NF_BIND_FIXED + type.length + name.length);
                put32(out, bind.serviceId());
                put32(out, bind.sfcId());
                put8(out, type.length);
                put8(out, name.length);
                put16(out, 0);
                yield out.put(type).put(name).array();
            }
            case NfUnbind unbind -> {
                final ByteBuffer out = ByteBuffer.allocate(IDS);
                put32(out, unbind.serviceId());
                put32(out, unbind.sfcId());
                yield out.array();
            }
            case HandlerRuleAdd add -> handlerRule(add.rule());
            case HandlerRuleModify modify -> handlerRule(modify.rule());
            case HandlerRuleDelete delete -> handlerRule(delete.sfcId(), delete.serviceId(), delete.result(), 0, 0);
            case SkipMe skip -> flowMessage(skip.sfcId(), skip.serviceId(), null, skip.flows());
            case RequestMe request -> flowMessage(request.sfcId(), request.serviceId(), null, request.flows());
            case ChangeDefault change -> flowMessage(change.sfcId(), change.serviceId(),
                change.newDefaultServiceId(), change.flows());
            case SetStateReportInterval interval -> {
                final ByteBuffer out = ByteBuffer.allocate(4);
                put32(out, interval.intervalMillis());
                yield out.array();
            }
            case GraphSet graph -> graphSet(graph);
            case NfScale scale -> {
                final ByteBuffer out = ByteBuffer.allocate(NF_SCALE_BODY);
                put32(out, scale.serviceId());
                put32(out, scale.sfcId());
                put16(out, scale.instances());
                put16(out, 0);
                yield out.array();
            }
        };
    }

    static ControllerMessage decode(final ExpType type, final ByteBuffer body) throws MalformedOpenPathException {
        final int start = body.position();
        final int length = body.remaining();
        final String name = type.name();
        return switch (type) {
            case NF_BIND -> {
                minimumBody(name, length, NF_BIND_FIXED);
                final int typeLength = u8(body, start + 8);
                final int nameLength = u8(body, start + 9);
                stringsFit(name, "NF type and name lengths " + typeLength + " + " + nameLength, typeLength + nameLength,
                    length - NF_BIND_FIXED);
                zero(body, start + 10, 2, name, "reserved bytes");
                final long serviceId = u32(body, start);
                final long sfcId = u32(body, start + 4);
                final String nfType = name(body, start + NF_BIND_FIXED, typeLength, name, "NF type");
                final String nfName = name(body, start + NF_BIND_FIXED + typeLength, nameLength, name, "NF name");
                yield build(name, () -> new NfBind(serviceId, sfcId, nfType, nfName));
            }
            case NF_UNBIND -> {
                exactBody(name, length, IDS);
                final long serviceId = u32(body, start);
                final long sfcId = u32(body, start + 4);
                yield build(name, () -> new NfUnbind(serviceId, sfcId));
            }
            case HANDLER_RULE_ADD, HANDLER_RULE_MODIFY, HANDLER_RULE_DELETE -> handlerRule(type, body, start, length);
            case SKIP_ME, REQUEST_ME -> {
                exactBody(name, length, IDS + FLOW_SPEC_BYTES);
                final long sfcId = u32(body, start);
                final long serviceId = u32(body, start + 4);
                final FlowSpec flows = FlowSpecCodec.read(body, start + IDS, name);
                yield type == ExpType.SKIP_ME ? build(name, () -> new SkipMe(sfcId, serviceId, flows))
                    : build(name, () -> new RequestMe(sfcId, serviceId, flows));
            }
            case CHANGE_DEFAULT -> {
                exactBody(name, length, 16 + FLOW_SPEC_BYTES);
                zero(body, start + 12, 4, name, "reserved bytes");
                final long sfcId = u32(body, start);
                final long serviceId = u32(body, start + 4);
                final long newDefault = u32(body, start + 8);
                final FlowSpec flows = FlowSpecCodec.read(body, start + 16, name);
                yield build(name, () -> new ChangeDefault(sfcId, serviceId, newDefault, flows));
            }
            case SET_STATE_REPORT_INTERVAL -> {
                exactBody(name, length, 4);
                final long interval = u32(body, start);
                yield build(name, () -> new SetStateReportInterval(interval));
            }
            case GRAPH_SET -> graphSet(body, start, length);
            case NF_SCALE -> {
                exactBody(name, length, NF_SCALE_BODY);
                zero(body, start + 10, 2, name, "reserved bytes");
                final long serviceId = u32(body, start);
                final long sfcId = u32(body, start + 4);
                final int instances = u16(body, start + 8);
                yield build(name, () -> new NfScale(serviceId, sfcId, instances));
            }
            default -> throw new IllegalArgumentException(type + " is not a controller-to-switch message");
        };
    }

    private static byte[] handlerRule(final HandlerRule rule) {
        return handlerRule(rule.sfcId(), rule.serviceId(), rule.result(), rule.action().code(),
            rule.targetServiceId());
    }

    private static byte[] handlerRule(final long sfcId, final long serviceId, final String resultText,
            final int action, final long target) {
        final byte[] result = Checks.name("Handler rule result", resultText);
        final ByteBuffer out = ByteBuffer.allocate(HANDLER_RULE_FIXED + result.length);
        put32(out, sfcId);
        put32(out, serviceId);
        put8(out, action);
        put8(out, result.length);
        put16(out, 0);
        put32(out, target);
        return out.put(result).array();
    }

    private static ControllerMessage handlerRule(final ExpType type, final ByteBuffer body, final int start,
            final int length) throws MalformedOpenPathException {
        final String name = type.name();
        minimumBody(name, length, HANDLER_RULE_FIXED);
        final int resultLength = u8(body, start + 9);
        stringsFit(name, "result length " + resultLength, resultLength, length - HANDLER_RULE_FIXED);
        zero(body, start + 10, 2, name, "reserved bytes");
        final long sfcId = u32(body, start);
        final long serviceId = u32(body, start + 4);
        final int actionCode = u8(body, start + 8);
        final long target = u32(body, start + 12);
        final String result = name(body, start + HANDLER_RULE_FIXED, resultLength, name, "result");
        if (type == ExpType.HANDLER_RULE_DELETE) {
            if (actionCode != 0 || target != 0) {
                throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": action " + actionCode
                    + " and target service id " + target + " must both be 0");
            }
            return build(name, () -> new HandlerRuleDelete(sfcId, serviceId, result));
        }
        final HandlerAction action = HandlerAction.ofCode(actionCode).orElseThrow(
            () -> new MalformedOpenPathException(Problem.BAD_VALUE, name + ": unknown handler action " + actionCode));
        final HandlerRule rule = build(name, () -> new HandlerRule(sfcId, serviceId, result, action, target));
        return type == ExpType.HANDLER_RULE_ADD ? new HandlerRuleAdd(rule) : new HandlerRuleModify(rule);
    }

    private static byte[] flowMessage(final long sfcId, final long serviceId, final @Nullable Long newDefault,
            final FlowSpec flows) {
        final ByteBuffer out = ByteBuffer.allocate((newDefault != null ? 16 : IDS) + FLOW_SPEC_BYTES);
        put32(out, sfcId);
        put32(out, serviceId);
        if (newDefault != null) {
            put32(out, newDefault);
            put32(out, 0);
        }
        FlowSpecCodec.write(flows, out);
        return out.array();
    }

    private static byte[] graphSet(final GraphSet graph) {
        final ByteBuffer out = ByteBuffer.allocate(graph.bodyLength());
        put32(out, graph.sfcId());
        put16(out, graph.vertices().size());
        put16(out, 0);
        for (var vertex : graph.vertices()) {
            put32(out, vertex.serviceId());
            put16(out, vertex.actionsLength());
            put16(out, 0);
            for (var action : vertex.actions()) {
                ActionCodec.write(action, out);
            }
        }
        return out.array();
    }

    private static GraphSet graphSet(final ByteBuffer body, final int start, final int length)
            throws MalformedOpenPathException {
        final String name = ExpType.GRAPH_SET.name();
        minimumBody(name, length, GraphSet.FIXED_BYTES);
        final long sfcId = u32(body, start);
        final int count = u16(body, start + 4);
        zero(body, start + 6, 2, name, "reserved bytes");
        if (count > GraphSet.MAX_VERTICES) {
            throw new MalformedOpenPathException(Problem.BAD_VALUE, name + ": " + count + " vertices, at most "
                + GraphSet.MAX_VERTICES);
        }
        final int end = start + length;
        int at = start + GraphSet.FIXED_BYTES;
        final List<GraphVertex> vertices = new ArrayList<>(count);
        for (int v = 0; v < count; v++) {
            final String vertexName = name + " vertex " + (v + 1) + " of " + count;
            if (end - at < GraphSet.VERTEX_FIXED_BYTES) {
                throw new MalformedOpenPathException(Problem.BAD_LENGTH, vertexName + ": " + (end - at)
                    + " bytes left, fewer than the vertex's 8-byte header");
            }
            final long serviceId = u32(body, at);
            final int actionsLength = u16(body, at + 4);
            zero(body, at + 6, 2, vertexName, "reserved bytes");
            at += GraphSet.VERTEX_FIXED_BYTES;
            if (actionsLength > end - at) {
                throw new MalformedOpenPathException(Problem.BAD_LENGTH, vertexName + ": actions-len " + actionsLength
                    + " exceeds the " + (end - at) + " bytes left");
            }
            final ByteBuffer actionBytes = body.slice(at, actionsLength);
            final List<OpenPathAction> actions = new ArrayList<>();
            while (actionBytes.hasRemaining()) {
                try {
                    actions.add(ActionCodec.read(actionBytes));
                } catch (MalformedOpenPathException e) {
                    // an action this revision does not know is a bad value of the message, not an unknown message
                    throw new MalformedOpenPathException(e.problem() == Problem.BAD_LENGTH ? Problem.BAD_LENGTH
                        : Problem.BAD_VALUE, vertexName + ": " + e.getMessage(), e);
                }
            }
            at += actionsLength;
            vertices.add(build(vertexName, () -> new GraphVertex(serviceId, actions)));
        }
        if (at != end) {
            throw new MalformedOpenPathException(Problem.BAD_LENGTH, name + ": " + (end - at)
                + " bytes after the last of its " + count + " vertices");
        }
        return build(name, () -> new GraphSet(sfcId, vertices));
    }
}
