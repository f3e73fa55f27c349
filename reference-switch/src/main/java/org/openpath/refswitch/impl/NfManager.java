/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.refswitch.impl;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
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
import org.openpath.analyzer.exec.Packet;
import org.openpath.openflow.ChangeDefault;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.ExpType;
import org.openpath.openflow.ExperimenterErrorCode;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.GraphSet;
import org.openpath.openflow.HandlerAction;
import org.openpath.openflow.HandlerRuleAdd;
import org.openpath.openflow.HandlerRuleDelete;
import org.openpath.openflow.HandlerRuleModify;
import org.openpath.openflow.MalformedOpenPathException;
import org.openpath.openflow.NfAlert;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfScale;
import org.openpath.openflow.NfUnbind;
import org.openpath.openflow.OpenPathCodec;
import org.openpath.openflow.OpenPathConstants;
import org.openpath.openflow.RequestMe;
import org.openpath.openflow.SetStateReportInterval;
import org.openpath.openflow.SkipMe;
import org.openpath.refswitch.Action;
import org.openpath.refswitch.NfStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The node's NF manager (spec sections 3, 4, 8 and 9; paper section 5.7): NF bindings with their instances
 * ({@link NfBinding}, NF_SCALE), NF-handler rules, SkipMe and ChangeDefault entries ({@link NfSteeringEntries}), the
 * state-report interval and overload detection at its ticks ({@link OverloadDetection}), the chains' service graphs
 * ({@link ChainGraphs}), and INVOKE_NF.
 * Owned by the datapath thread. The message layouts of spec section 4 are the project's codec {@link OpenPathCodec}:
 * this class decodes the controller's messages with it, applies the records, and encodes its NF_UPDATE and NF_ALERT
 * records with it.
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

    private record AlertKey(long sfc, long service, String result, FlowSpec flows) {
    }

    private static final Logger LOG = LoggerFactory.getLogger(NfManager.class);

    private final NfCatalog catalog = BuiltInCatalog.catalog();
    private final Map<Key, NfBinding> bindings = new HashMap<>();
    private final NfSteeringEntries steering = new NfSteeringEntries();
    private final Set<AlertKey> alerted = new HashSet<>();
    private final ChainGraphs graphs = new ChainGraphs();
    private final NfRunner runner;
    private final Outbound outbound;
    private final OverloadDetection overload;
    // written on the datapath thread, read by the connection's echo loop without a datapath round trip
    private volatile long reportIntervalMs;
    private @Nullable MoveInterceptor interceptor;

    NfManager(final NfRunner runner, final Outbound outbound) {
        this(runner, outbound, new OverloadDetection(0, System::nanoTime));
    }

    NfManager(final NfRunner runner, final Outbound outbound, final OverloadDetection overload) {
        this.runner = runner;
        this.outbound = outbound;
        this.overload = overload;
    }

    long reportIntervalMs() {
        return reportIntervalMs;
    }

    int bindingCount() {
        return bindings.size();
    }

    /**
     * Returns a bound NF.
     *
     * @param sfc the chain
     * @param service the service id
     * @return the binding, or {@code null}
     */
    @Nullable NfBinding binding(final long sfc, final long service) {
        return bindings.get(new Key(sfc, service));
    }

    /**
     * Returns the actions of a vertex of a chain's service graph on this node (revision 3, spec section 8).
     *
     * @param sfc the chain
     * @param service the vertex's service id
     * @return its actions, or {@code null} when there is no such vertex
     */
    @Nullable List<Action> graphVertex(final long sfc, final long service) {
        return graphs.vertex(sfc, service);
    }

    /**
     * Handles a controller-to-switch OpenPATH message body (spec section 4.2): decodes it with the codec and applies
     * it; nothing of a refused message is applied.
     *
     * @param expType the exp_type
     * @param body the body
     * @return the message applied
     * @throws OfError the refusal of section 5
     */
    ControllerMessage handle(final long expType, final ByteBuffer body) throws OfError {
        final ControllerMessage message = decode(expType, body);
        switch (message) {
            case NfBind bind -> bind(bind);
            case NfUnbind unbind -> unbind(unbind.serviceId(), unbind.sfcId());
            case HandlerRuleAdd add -> {
                bound(add.rule().sfcId(), add.rule().serviceId());
                steering.addRule(add.rule());
            }
            case HandlerRuleModify modify -> {
                bound(modify.rule().sfcId(), modify.rule().serviceId());
                steering.modifyRule(modify.rule());
            }
            case HandlerRuleDelete delete -> {
                bound(delete.sfcId(), delete.serviceId());
                steering.deleteRule(delete.sfcId(), delete.serviceId(), delete.result());
            }
            case SkipMe skip -> {
                bound(skip.sfcId(), skip.serviceId());
                steering.skip(skip.sfcId(), skip.serviceId(), skip.flows());
            }
            case RequestMe request -> {
                bound(request.sfcId(), request.serviceId());
                steering.request(request.sfcId(), request.serviceId(), request.flows());
            }
            case ChangeDefault change -> {
                bound(change.sfcId(), change.serviceId());
                steering.changeDefault(change.sfcId(), change.serviceId(), change.flows(),
                    change.newDefaultServiceId());
            }
            // the record holds only 0 or 100..3,600,000 ms: the codec refuses other intervals with BAD_VALUE
            case SetStateReportInterval interval -> {
                reportIntervalMs = interval.intervalMillis();
                overload.restart(bindings.values());
            }
            case GraphSet graph -> graphs.set(graph, (sfc, service) -> bindings.containsKey(new Key(sfc, service)));
            case NfScale scale -> scale(scale);
        }
        return message;
    }

    /**
     * Decodes a controller-to-switch body, mapping the codec's refusals to spec section 5.
     *
     * @param expType the exp_type
     * @param body the body
     * @return the message
     * @throws OfError BAD_EXP_TYPE for an unknown or switch-to-controller exp_type, BAD_LEN, or BAD_VALUE
     */
    private static ControllerMessage decode(final long expType, final ByteBuffer body) throws OfError {
        if (!ExpType.ofCode(expType).map(ExpType::fromController).orElse(false)) {
            throw new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_EXP_TYPE);
        }
        try {
            if (OpenPathCodec.decodeBody(expType, body) instanceof ControllerMessage message) {
                return message;
            }
        } catch (MalformedOpenPathException e) {
            throw switch (e.problem()) {
                case BAD_LENGTH -> new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_LEN, e);
                case UNKNOWN_TYPE -> new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_EXP_TYPE, e);
                default -> OfError.openPath(ExperimenterErrorCode.BAD_VALUE, e);
            };
        }
        throw new OfError(OfError.OFPET_BAD_REQUEST, OfError.OFPBRC_BAD_EXP_TYPE);
    }

    private void bind(final NfBind bind) throws OfError {
        final long service = bind.serviceId();
        final long sfc = bind.sfcId();
        if (service == 0 || sfc == 0) {
            throw OfError.openPath(ExperimenterErrorCode.BAD_VALUE);
        }
        final String typeName = bind.nfType();
        final NfType type = catalog.get(typeName);
        if (type == null) {
            throw OfError.openPath(ExperimenterErrorCode.UNKNOWN_NF_TYPE);
        }
        final var key = new Key(sfc, service);
        final var existing = bindings.get(key);
        if (existing != null) {
            if (!existing.hasType(typeName)) {
                throw OfError.openPath(ExperimenterErrorCode.SERVICE_BOUND);
            }
            return;
        }
        final var binding = new NfBinding(type, bind.nfName(), overload.now());
        bindings.put(key, binding);
        sendUpdate(key, binding);
    }

    private void unbind(final long service, final long sfc) throws OfError {
        final var key = new Key(sfc, service);
        final var binding = bindings.remove(key);
        if (binding == null) {
            throw OfError.openPath(ExperimenterErrorCode.UNKNOWN_SERVICE);
        }
        steering.removeAll(sfc, service);
        if (bindings.keySet().stream().noneMatch(bound -> bound.sfc() == sfc)) {
            // the chain's graph goes with its last binding on the node (spec section 8)
            graphs.remove(sfc);
        }
        binding.setStatus(NfStatus.UNBOUND);
        sendUpdate(key, binding);
    }

    /**
     * NF_SCALE (revision 4, spec section 9): the bound NF runs as that many instances from now on, the state of the
     * flows whose instance changes moved before the next packet; the same count again changes nothing.
     */
    private void scale(final NfScale scale) throws OfError {
        final var binding = bindings.get(new Key(scale.sfcId(), scale.serviceId()));
        if (binding == null) {
            throw OfError.openPath(ExperimenterErrorCode.UNKNOWN_SERVICE);
        }
        if (scale.instances() > 1 && !binding.scalable()) {
            throw OfError.openPath(ExperimenterErrorCode.NOT_SCALABLE);
        }
        binding.scale(scale.instances());
    }

    private void bound(final long sfc, final long service) throws OfError {
        if (!bindings.containsKey(new Key(sfc, service))) {
            throw OfError.openPath(ExperimenterErrorCode.UNKNOWN_SERVICE);
        }
    }

    /**
     * Sets who decides about packets at INVOKE_NF before the NF runs: the state moves (docs/state-move.md).
     *
     * @param newInterceptor the state moves
     */
    void setInterceptor(final MoveInterceptor newInterceptor) {
        interceptor = newInterceptor;
    }

    /**
     * Offers a packet reaching INVOKE_NF to the state moves.
     *
     * @param packet the packet
     * @param invoke the INVOKE_NF
     * @param rest the actions after it (a view the interceptor copies if it takes the packet)
     * @param table the flow entry's table
     * @param cookie the flow entry's cookie
     * @return whether a move took it (redirected or held); the caller then stops processing it
     */
    boolean intercept(final PacketContext packet, final Action.InvokeNf invoke, final List<Action> rest,
            final int table, final long cookie) {
        final var taker = interceptor;
        return taker != null && taker.take(packet, invoke, rest, table, cookie);
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
            final @Nullable Packet headerCopyOf) {
        packet.setServiceId(service);
        final long sfc = packet.sfcId();
        final var binding = bindings.get(new Key(sfc, service));
        if (binding == null || binding.status() == NfStatus.DOWN) {
            return Next.DROP;
        }
        final Effect effect = binding.run(runner, packet.packet(), headerCopyOf,
            steering.skipped(sfc, service, packet.packet()));
        if (effect.fate() != Effect.Fate.FORWARD) {
            return Next.DROP;
        }
        final String result = effect.result();
        if (result != null) {
            alertOnce(packet, service, result);
            final var rule = steering.rule(sfc, service, result);
            if (rule != null && rule.action() == HandlerAction.DISCARD) {
                return Next.DROP;
            }
            if (rule != null && rule.action() == HandlerAction.SEND_TO) {
                packet.setServiceId(rule.target());
                return Next.RESUBMIT;
            }
        }
        final long target = steering.defaultNext(sfc, service, packet.packet(), next);
        if (target == 0) {
            return Next.CONTINUE;
        }
        packet.setServiceId(target);
        return Next.RESUBMIT;
    }

    private void alertOnce(final PacketContext packet, final long service, final String result) {
        final var flows = ChainFlowSpecs.exact(packet.packet());
        if (alerted.add(new AlertKey(packet.sfcId(), service, result, flows))) {
            final NfAlert alert;
            try {
                alert = new NfAlert(packet.sfcId(), service, result, flows);
            } catch (IllegalArgumentException e) {
                LOG.warn("NF result \"{}\" of service {} cannot be reported in an NF_ALERT", result, service, e);
                return;
            }
            sendAlert(alert);
        }
    }

    void sendAlert(final NfAlert alert) {
        outbound.send(OpenPathCodec.encodeMessage(alert, outbound.nextXid()), Outbound.Recipients.REPORTS);
    }

    /**
     * Sends a MESSAGE with the given JSON text as it is. The codec's {@code NfMessage} holds parsed key/value pairs
     * and would re-serialize them, so this one switch-to-controller message is written here around the caller's
     * bytes.
     *
     * @param service the service id
     * @param sfc the chain
     * @param json the JSON text
     */
    void sendMessage(final long service, final long sfc, final String json) {
        final var out = MessageWriter.message(OfConstants.OFPT_EXPERIMENTER, outbound.nextXid())
            .u32(OpenPathConstants.EXPERIMENTER_ID).u32(ExpType.MESSAGE.code());
        out.u32(service).u32(sfc).bytes(json.getBytes(StandardCharsets.UTF_8));
        outbound.send(out.finish(), Outbound.Recipients.REPORTS);
    }

    void setStatus(final long sfc, final long service, final NfStatus status) {
        final var key = new Key(sfc, service);
        final var binding = bindings.get(key);
        if (binding != null && binding.setStatus(status)) {
            sendUpdate(key, binding);
        }
    }

    /**
     * Reports every bound NF in an NF_UPDATE at a state-report tick, after overload detection judged their load since
     * the previous tick (a status it changed goes out in this report).
     */
    void reportAll() {
        overload.tick(bindings.values(), reportIntervalMs);
        bindings.forEach(this::sendUpdate);
    }

    private void sendUpdate(final Key key, final NfBinding binding) {
        final var update = binding.update(key.service(), key.sfc());
        outbound.send(OpenPathCodec.encodeMessage(update, outbound.nextXid()), Outbound.Recipients.REPORTS);
    }
}
