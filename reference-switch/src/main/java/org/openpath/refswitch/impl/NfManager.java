/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.openpath.analyzer.BuiltInCatalog;
import org.openpath.analyzer.NfCatalog;
import org.openpath.analyzer.NfType;
import org.openpath.analyzer.exec.Effect;
import org.openpath.analyzer.exec.NfState;
import org.openpath.refswitch.NfStatus;

/**
 * The node's NF manager (spec sections 3 and 4; paper section 5.7): NF bindings, NF-handler rules, SkipMe and
 * ChangeDefault entries, the state-report interval, and INVOKE_NF. Owned by the datapath thread.
 */
final class NfManager {
    /**
     * What INVOKE_NF decided.
     */
    enum Next {
        CONTINUE,
        RESUBMIT,
        DROP
    }

    private record Key(long sfc, long service) {
    }

    private record RuleKey(long sfc, long service, String result) {
    }

    private record Rule(int action, long target) {
    }

    private record FlowEntry(long sfc, long service, FlowSpec flows, long target) {
    }

    private record AlertKey(long sfc, long service, String result, FlowSpec flows) {
    }

    private static final class Binding {
        final NfType type;
        final String name;
        final NfState state = new NfState();
        NfStatus status = NfStatus.UP;
        long packetsIn;
        long packetsOut;
        long drops;

        Binding(final NfType type, final String name) {
            this.type = type;
            this.name = name;
        }
    }

    private final NfCatalog catalog = BuiltInCatalog.catalog();
    private final Map<Key, Binding> bindings = new HashMap<>();
    private final Map<RuleKey, Rule> rules = new HashMap<>();
    private final List<FlowEntry> skips = new ArrayList<>();
    private final List<FlowEntry> changes = new ArrayList<>();
    private final Set<AlertKey> alerted = new HashSet<>();
    private final NfRunner runner;
    private final Outbound outbound;
    private long reportIntervalMs;

    NfManager(final NfRunner runner, final Outbound outbound) {
        this.runner = runner;
        this.outbound = outbound;
    }

    long reportIntervalMs() {
        return reportIntervalMs;
    }

    int bindingCount() {
        return bindings.size();
    }

    /**
     * Handles a controller-to-switch OpenPATH message body (spec section 4.2).
     *
     * @param expType the exp_type
     * @param body the body
     * @throws OfError the refusal of section 5
     */
    void handle(final long expType, final ByteBuffer body) throws OfError {
        switch ((int) expType) {
            case 1 -> bind(body);
            case 2 -> {
                length(body, 8);
                unbind(u32(body), u32(body));
            }
            case 3, 4, 5 -> handlerRule((int) expType, body);
            case 6, 7 -> {
                length(body, 56);
                final var entry = new FlowEntry(u32(body), u32(body), FlowSpec.read(body), 0);
                bound(entry.sfc, entry.service);
                if (expType == 6) {
                    skips.remove(entry);
                    skips.add(entry);
                } else if (!skips.remove(entry)) {
                    throw OfError.openPath(OfError.OP_RULE_NOT_FOUND);
                }
            }
            case 8 -> {
                length(body, 64);
                final long sfc = u32(body);
                final long service = u32(body);
                final long target = u32(body);
                if (body.getInt() != 0) {
                    throw OfError.openPath(OfError.OP_BAD_VALUE);
                }
                final var flows = FlowSpec.read(body);
                bound(sfc, service);
                changes.removeIf(entry -> entry.sfc == sfc && entry.service == service && entry.flows.equals(flows));
                if (target != 0) {
                    changes.add(new FlowEntry(sfc, service, flows, target));
                }
            }
            case 9 -> {
                length(body, 4);
                final long interval = u32(body);
                if (interval != 0 && (interval < 100 || interval > 3_600_000)) {
                    throw OfError.openPath(OfError.OP_BAD_VALUE);
                }
                reportIntervalMs = interval;
            }
            default -> throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_EXP_TYPE);
        }
    }

    private void bind(final ByteBuffer body) throws OfError {
        if (body.remaining() < 12) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_LEN);
        }
        final long service = u32(body);
        final long sfc = u32(body);
        final int typeLen = body.get() & 0xFF;
        final int nameLen = body.get() & 0xFF;
        final short zero = body.getShort();
        length(body, typeLen + nameLen);
        final String typeName = string(body, typeLen);
        final String name = string(body, nameLen);
        if (zero != 0 || service == 0 || sfc == 0 || typeLen == 0 || nameLen == 0 || typeLen > 64 || nameLen > 64) {
            throw OfError.openPath(OfError.OP_BAD_VALUE);
        }
        final NfType type = catalog.get(typeName);
        if (type == null) {
            throw OfError.openPath(OfError.OP_UNKNOWN_NF_TYPE);
        }
        final var key = new Key(sfc, service);
        final var existing = bindings.get(key);
        if (existing != null) {
            if (!existing.type.name().equals(typeName)) {
                throw OfError.openPath(OfError.OP_SERVICE_BOUND);
            }
            return;
        }
        bindings.put(key, new Binding(type, name));
        sendUpdate(key, bindings.get(key));
    }

    private void unbind(final long service, final long sfc) throws OfError {
        final var key = new Key(sfc, service);
        final var binding = bindings.remove(key);
        if (binding == null) {
            throw OfError.openPath(OfError.OP_UNKNOWN_SERVICE);
        }
        rules.keySet().removeIf(rule -> rule.sfc == sfc && rule.service == service);
        skips.removeIf(entry -> entry.sfc == sfc && entry.service == service);
        changes.removeIf(entry -> entry.sfc == sfc && entry.service == service);
        binding.status = NfStatus.UNBOUND;
        sendUpdate(key, binding);
    }

    private void handlerRule(final int expType, final ByteBuffer body) throws OfError {
        if (body.remaining() < 16) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_LEN);
        }
        final long sfc = u32(body);
        final long service = u32(body);
        final int action = body.get() & 0xFF;
        final int resultLen = body.get() & 0xFF;
        final short zero = body.getShort();
        final long target = u32(body);
        length(body, resultLen);
        final String result = string(body, resultLen);
        if (zero != 0 || resultLen == 0 || resultLen > 64 || action > 2
            || (expType == 5 ? action != 0 || target != 0 : action == 1 != (target != 0))) {
            throw OfError.openPath(OfError.OP_BAD_VALUE);
        }
        bound(sfc, service);
        final var key = new RuleKey(sfc, service, result);
        final boolean exists = rules.containsKey(key);
        if (expType == 3 && exists) {
            throw OfError.openPath(OfError.OP_RULE_EXISTS);
        }
        if (expType != 3 && !exists) {
            throw OfError.openPath(OfError.OP_RULE_NOT_FOUND);
        }
        if (expType == 5) {
            rules.remove(key);
        } else {
            rules.put(key, new Rule(action, target));
        }
    }

    private void bound(final long sfc, final long service) throws OfError {
        if (!bindings.containsKey(new Key(sfc, service))) {
            throw OfError.openPath(OfError.OP_UNKNOWN_SERVICE);
        }
    }

    private static void length(final ByteBuffer body, final int expected) throws OfError {
        if (body.remaining() != expected) {
            throw new OfError(OfError.BAD_REQUEST, OfError.BRC_BAD_LEN);
        }
    }

    private static long u32(final ByteBuffer body) {
        return body.getInt() & 0xFFFFFFFFL;
    }

    private static String string(final ByteBuffer body, final int len) throws OfError {
        final var slice = body.slice(body.position(), len);
        body.position(body.position() + len);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(slice).toString();
        } catch (CharacterCodingException e) {
            throw OfError.openPath(OfError.OP_BAD_VALUE, e);
        }
    }

    /**
     * Executes INVOKE_NF (spec section 3) on a packet.
     *
     * @param packet the packet
     * @param service the service id
     * @param next the default next service id
     * @param headerCopyOf the baseline whose payload a header copy shares, or {@code null}
     * @return what to do next; on RESUBMIT the SERVICE_ID is already set
     */
    Next invoke(final PacketContext packet, final long service, final long next,
            final org.openpath.analyzer.exec.@Nullable Packet headerCopyOf) {
        packet.serviceId = service;
        final var key = new Key(packet.sfcId, service);
        final var binding = bindings.get(key);
        if (binding == null || binding.status == NfStatus.DOWN) {
            return Next.DROP;
        }
        binding.packetsIn++;
        final boolean skipped = first(skips, packet) != null;
        final Effect effect = skipped ? Effect.FORWARD
            : runner.run(binding.type, binding.name, packet.packet, headerCopyOf, binding.state);
        if (effect.fate() != Effect.Fate.FORWARD) {
            binding.drops++;
            return Next.DROP;
        }
        binding.packetsOut++;
        final String result = effect.result();
        if (result != null) {
            alertOnce(packet, service, result);
            final var rule = rules.get(new RuleKey(packet.sfcId, service, result));
            if (rule != null && rule.action == 0) {
                return Next.DROP;
            }
            if (rule != null && rule.action == 1) {
                packet.serviceId = rule.target;
                return Next.RESUBMIT;
            }
        }
        final var change = first(changes, packet);
        final long target = change != null ? change.target : next;
        if (target == 0) {
            return Next.CONTINUE;
        }
        packet.serviceId = target;
        return Next.RESUBMIT;
    }

    private static @Nullable FlowEntry first(final List<FlowEntry> entries, final PacketContext packet) {
        for (var entry : entries) {
            if (entry.sfc == packet.sfcId && entry.service == packet.serviceId && entry.flows.covers(packet.packet)) {
                return entry;
            }
        }
        return null;
    }

    private void alertOnce(final PacketContext packet, final long service, final String result) {
        final var flows = FlowSpec.exact(packet.packet);
        if (alerted.add(new AlertKey(packet.sfcId, service, result, flows))) {
            sendAlert(packet.sfcId, service, result, flows);
        }
    }

    void sendAlert(final long sfc, final long service, final String result, final FlowSpec flows) {
        final byte[] text = result.getBytes(StandardCharsets.UTF_8);
        final var out = experimenter(0x102);
        out.u32(sfc).u32(service).u8(text.length).zeros(3).bytes(flows.bytes()).bytes(text);
        outbound.send(out.finish(), true);
    }

    void sendMessage(final long service, final long sfc, final String json) {
        final var out = experimenter(0x103);
        out.u32(service).u32(sfc).bytes(json.getBytes(StandardCharsets.UTF_8));
        outbound.send(out.finish(), true);
    }

    void setStatus(final long sfc, final long service, final NfStatus status) {
        final var key = new Key(sfc, service);
        final var binding = bindings.get(key);
        if (binding != null && binding.status != status) {
            binding.status = status;
            sendUpdate(key, binding);
        }
    }

    void reportAll() {
        bindings.forEach(this::sendUpdate);
    }

    private void sendUpdate(final Key key, final Binding binding) {
        final var out = experimenter(0x101);
        out.u32(key.service).u32(key.sfc).u8(binding.status.ordinal()).zeros(3).u64(binding.packetsIn)
            .u64(binding.packetsOut).u64(binding.drops);
        outbound.send(out.finish(), true);
    }

    private MessageWriter experimenter(final int expType) {
        return MessageWriter.message(OfConstants.EXPERIMENTER, outbound.nextXid())
            .u32(OfConstants.OPENPATH_EXPERIMENTER).u32(expType);
    }
}
