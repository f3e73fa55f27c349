/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static org.openpath.southbound.impl.ActionBindings.id;
import static org.openpath.southbound.impl.ActionBindings.require;
import static org.openpath.southbound.impl.ActionBindings.value;
import static org.openpath.southbound.impl.ActionBindings.wireId;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.protocol.rev130731.experimenter.core.ExperimenterDataOfChoice;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.experimenter.types.rev151020.experimenter.core.message.ExperimenterMessageOfChoice;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.HandlerRule;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.NfStatusCounters;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.change._default.message.ChangeDefaultBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.experimenter.message.from.dev.experimenter.message.of.choice.OpenpathNfAlert;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.experimenter.message.from.dev.experimenter.message.of.choice.OpenpathNfAlertBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.experimenter.message.from.dev.experimenter.message.of.choice.OpenpathNfMessage;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.experimenter.message.from.dev.experimenter.message.of.choice.OpenpathNfMessageBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.experimenter.message.from.dev.experimenter.message.of.choice.OpenpathNfUpdate;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.experimenter.message.from.dev.experimenter.message.of.choice.OpenpathNfUpdateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.flows.Flows;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.flows.FlowsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.graph.set.message.GraphSetBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.graph.set.message.graph.set.VertexBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.graph.set.message.graph.set.vertex.Action;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.graph.set.message.graph.set.vertex.ActionBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.graph.set.message.graph.set.vertex.ActionKey;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.handler.rule.add.message.HandlerRuleAddBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.handler.rule.delete.message.HandlerRuleDeleteBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.handler.rule.modify.message.HandlerRuleModifyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nf.alert.message.NfAlertBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nf.alert.message.nf.alert.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nf.bind.message.NfBindBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nf.message.message.NfMessageBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nf.message.message.nf.message.EntryBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nf.scale.message.NfScaleBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nf.unbind.message.NfUnbindBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nf.update.message.NfUpdateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.request.me.message.RequestMeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathChangeDefault;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathChangeDefaultBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathGraphSet;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathGraphSetBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathHandlerRuleAdd;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathHandlerRuleAddBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathHandlerRuleDelete;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathHandlerRuleDeleteBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathHandlerRuleModify;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathHandlerRuleModifyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathNfBind;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathNfBindBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathNfScale;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathNfScaleBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathNfUnbind;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathNfUnbindBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathRequestMe;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathRequestMeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathSetStateReportInterval;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathSetStateReportIntervalBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathSkipMe;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.send.experimenter.input.experimenter.message.of.choice.OpenpathSkipMeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.set.state.report.interval.message.SetStateReportIntervalBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.skip.me.message.SkipMeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathChangeDefault;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathChangeDefaultBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathGraphSet;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathGraphSetBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathHandlerRuleAdd;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathHandlerRuleAddBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathHandlerRuleDelete;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathHandlerRuleDeleteBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathHandlerRuleModify;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathHandlerRuleModifyBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathNfBind;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathNfBindBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathNfScale;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathNfScaleBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathNfUnbind;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathNfUnbindBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathRequestMe;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathRequestMeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathSetStateReportInterval;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathSetStateReportIntervalBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathSkipMe;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.input.experimenter.data.of.choice.OfjOpenpathSkipMeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathNfAlert;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathNfAlertBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathNfMessage;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathNfMessageBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathNfUpdate;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.experimenter.message.experimenter.data.of.choice.OfjOpenpathNfUpdateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.NfResult;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.openflow.ChangeDefault;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.GraphSet;
import org.openpath.openflow.GraphVertex;
import org.openpath.openflow.HandlerAction;
import org.openpath.openflow.HandlerRuleAdd;
import org.openpath.openflow.HandlerRuleDelete;
import org.openpath.openflow.HandlerRuleModify;
import org.openpath.openflow.NfAlert;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfMessage;
import org.openpath.openflow.NfScale;
import org.openpath.openflow.NfStatus;
import org.openpath.openflow.NfUnbind;
import org.openpath.openflow.NfUpdate;
import org.openpath.openflow.OpenPathAction;
import org.openpath.openflow.RequestMe;
import org.openpath.openflow.SetStateReportInterval;
import org.openpath.openflow.SkipMe;
import org.openpath.openflow.SwitchMessage;

/**
 * OpenPATH experimenter messages (docs/openpath-openflow.md section 4, GRAPH_SET section 8) between their records, the
 * OpenFlowJava experimenter data cases and the MD-SAL experimenter message cases. Both model levels carry the same
 * message containers (the openpath-openflow groupings), so the levels differ only in the case that wraps them.
 */
public final class MessageBindings {
    private MessageBindings() {
        // utility class
    }

    /**
     * Returns the record of an OpenFlowJava controller message case.
     *
     * @param data the case
     * @return the record
     * @throws IllegalArgumentException naming what is missing or out of range
     */
    public static ControllerMessage controllerMessage(final ExperimenterDataOfChoice data) {
        return switch (data) {
            case OfjOpenpathNfBind c -> {
                final var m = require(c.getNfBind(), "nf-bind");
                yield new NfBind(id(m.getServiceId(), "nf-bind/service-id"), id(m.getSfcId(), "nf-bind/sfc-id"),
                    require(m.getNfType(), "nf-bind/nf-type"), require(m.getNfName(), "nf-bind/nf-name"));
            }
            case OfjOpenpathNfUnbind c -> {
                final var m = require(c.getNfUnbind(), "nf-unbind");
                yield new NfUnbind(id(m.getServiceId(), "nf-unbind/service-id"), id(m.getSfcId(), "nf-unbind/sfc-id"));
            }
            case OfjOpenpathHandlerRuleAdd c -> new HandlerRuleAdd(ruleRecord(require(c.getHandlerRuleAdd(),
                "handler-rule-add"), "handler-rule-add"));
            case OfjOpenpathHandlerRuleModify c -> new HandlerRuleModify(ruleRecord(require(c.getHandlerRuleModify(),
                "handler-rule-modify"), "handler-rule-modify"));
            case OfjOpenpathHandlerRuleDelete c -> {
                final var m = require(c.getHandlerRuleDelete(), "handler-rule-delete");
                yield new HandlerRuleDelete(id(m.getSfcId(), "handler-rule-delete/sfc-id"),
                    id(m.getServiceId(), "handler-rule-delete/service-id"),
                    require(m.getResult(), "handler-rule-delete/result").getValue());
            }
            case OfjOpenpathSkipMe c -> {
                final var m = require(c.getSkipMe(), "skip-me");
                yield new SkipMe(id(m.getSfcId(), "skip-me/sfc-id"), id(m.getServiceId(), "skip-me/service-id"),
                    FlowSpecBindings.toSpec(m.getFlows()));
            }
            case OfjOpenpathRequestMe c -> {
                final var m = require(c.getRequestMe(), "request-me");
                yield new RequestMe(id(m.getSfcId(), "request-me/sfc-id"),
                    id(m.getServiceId(), "request-me/service-id"), FlowSpecBindings.toSpec(m.getFlows()));
            }
            case OfjOpenpathChangeDefault c -> {
                final var m = require(c.getChangeDefault(), "change-default");
                yield new ChangeDefault(id(m.getSfcId(), "change-default/sfc-id"),
                    id(m.getServiceId(), "change-default/service-id"),
                    value(require(m.getNewDefaultServiceId(), "change-default/new-default-service-id")),
                    FlowSpecBindings.toSpec(m.getFlows()));
            }
            case OfjOpenpathSetStateReportInterval c -> new SetStateReportInterval(value(require(
                require(c.getSetStateReportInterval(), "set-state-report-interval").getInterval(),
                "set-state-report-interval/interval")));
            case OfjOpenpathGraphSet c -> graphSet(require(c.getGraphSet(), "graph-set"));
            case OfjOpenpathNfScale c -> {
                final var m = require(c.getNfScale(), "nf-scale");
                yield new NfScale(id(m.getServiceId(), "nf-scale/service-id"), id(m.getSfcId(), "nf-scale/sfc-id"),
                    require(m.getInstances(), "nf-scale/instances").intValue());
            }
            default -> throw new IllegalArgumentException("Not an OpenPATH controller message: "
                + data.implementedInterface().getSimpleName());
        };
    }

    /**
     * Returns the OpenFlowJava case of a controller message record.
     *
     * @param message the record
     * @return the case
     */
    public static ExperimenterDataOfChoice ofjData(final ControllerMessage message) {
        return switch (message) {
            case NfBind m -> new OfjOpenpathNfBindBuilder().setNfBind(new NfBindBuilder()
                .setSfcId(wireId(m.sfcId())).setServiceId(wireId(m.serviceId())).setNfType(m.nfType())
                .setNfName(m.nfName()).build()).build();
            case NfUnbind m -> new OfjOpenpathNfUnbindBuilder().setNfUnbind(new NfUnbindBuilder()
                .setSfcId(wireId(m.sfcId())).setServiceId(wireId(m.serviceId())).build()).build();
            case HandlerRuleAdd m -> new OfjOpenpathHandlerRuleAddBuilder().setHandlerRuleAdd(
                new HandlerRuleAddBuilder(ruleBinding(m.rule())).build()).build();
            case HandlerRuleModify m -> new OfjOpenpathHandlerRuleModifyBuilder().setHandlerRuleModify(
                new HandlerRuleModifyBuilder(ruleBinding(m.rule())).build()).build();
            case HandlerRuleDelete m -> new OfjOpenpathHandlerRuleDeleteBuilder().setHandlerRuleDelete(
                new HandlerRuleDeleteBuilder().setSfcId(wireId(m.sfcId())).setServiceId(wireId(m.serviceId()))
                    .setResult(new NfResult(m.result())).build()).build();
            case SkipMe m -> new OfjOpenpathSkipMeBuilder().setSkipMe(new SkipMeBuilder()
                .setSfcId(wireId(m.sfcId())).setServiceId(wireId(m.serviceId())).setFlows(flows(m.flows()))
                .build()).build();
            case RequestMe m -> new OfjOpenpathRequestMeBuilder().setRequestMe(new RequestMeBuilder()
                .setSfcId(wireId(m.sfcId())).setServiceId(wireId(m.serviceId())).setFlows(flows(m.flows()))
                .build()).build();
            case ChangeDefault m -> new OfjOpenpathChangeDefaultBuilder().setChangeDefault(new ChangeDefaultBuilder()
                .setSfcId(wireId(m.sfcId())).setServiceId(wireId(m.serviceId()))
                .setNewDefaultServiceId(Uint32.valueOf(m.newDefaultServiceId())).setFlows(flows(m.flows()))
                .build()).build();
            case SetStateReportInterval m -> new OfjOpenpathSetStateReportIntervalBuilder()
                .setSetStateReportInterval(new SetStateReportIntervalBuilder()
                    .setInterval(Uint32.valueOf(m.intervalMillis())).build()).build();
            case GraphSet m -> new OfjOpenpathGraphSetBuilder().setGraphSet(graphSetBinding(m)).build();
            case NfScale m -> new OfjOpenpathNfScaleBuilder().setNfScale(new NfScaleBuilder()
                .setSfcId(wireId(m.sfcId())).setServiceId(wireId(m.serviceId()))
                .setInstances(Uint16.valueOf(m.instances())).build()).build();
        };
    }

    /**
     * Returns the MD-SAL send-experimenter case of a controller message record.
     *
     * @param message the record
     * @return the case
     */
    public static ExperimenterMessageOfChoice salMessage(final ControllerMessage message) {
        return toSal(ofjData(message));
    }

    /**
     * Returns the OpenFlowJava case for an MD-SAL send-experimenter case (the same message container).
     *
     * @param message the MD-SAL case
     * @return the OpenFlowJava case
     * @throws IllegalArgumentException if it is not an OpenPATH controller message
     */
    public static ExperimenterDataOfChoice toOfj(final ExperimenterMessageOfChoice message) {
        return switch (message) {
            case OpenpathNfBind c -> new OfjOpenpathNfBindBuilder().setNfBind(c.getNfBind()).build();
            case OpenpathNfUnbind c -> new OfjOpenpathNfUnbindBuilder().setNfUnbind(c.getNfUnbind()).build();
            case OpenpathHandlerRuleAdd c -> new OfjOpenpathHandlerRuleAddBuilder()
                .setHandlerRuleAdd(c.getHandlerRuleAdd()).build();
            case OpenpathHandlerRuleModify c -> new OfjOpenpathHandlerRuleModifyBuilder()
                .setHandlerRuleModify(c.getHandlerRuleModify()).build();
            case OpenpathHandlerRuleDelete c -> new OfjOpenpathHandlerRuleDeleteBuilder()
                .setHandlerRuleDelete(c.getHandlerRuleDelete()).build();
            case OpenpathSkipMe c -> new OfjOpenpathSkipMeBuilder().setSkipMe(c.getSkipMe()).build();
            case OpenpathRequestMe c -> new OfjOpenpathRequestMeBuilder().setRequestMe(c.getRequestMe()).build();
            case OpenpathChangeDefault c -> new OfjOpenpathChangeDefaultBuilder()
                .setChangeDefault(c.getChangeDefault()).build();
            case OpenpathSetStateReportInterval c -> new OfjOpenpathSetStateReportIntervalBuilder()
                .setSetStateReportInterval(c.getSetStateReportInterval()).build();
            case OpenpathGraphSet c -> new OfjOpenpathGraphSetBuilder().setGraphSet(c.getGraphSet()).build();
            case OpenpathNfScale c -> new OfjOpenpathNfScaleBuilder().setNfScale(c.getNfScale()).build();
            default -> throw new IllegalArgumentException("Not an OpenPATH controller message: "
                + message.implementedInterface().getSimpleName());
        };
    }

    private static ExperimenterMessageOfChoice toSal(final ExperimenterDataOfChoice data) {
        return switch (data) {
            case OfjOpenpathNfBind c -> new OpenpathNfBindBuilder().setNfBind(c.getNfBind()).build();
            case OfjOpenpathNfUnbind c -> new OpenpathNfUnbindBuilder().setNfUnbind(c.getNfUnbind()).build();
            case OfjOpenpathHandlerRuleAdd c -> new OpenpathHandlerRuleAddBuilder()
                .setHandlerRuleAdd(c.getHandlerRuleAdd()).build();
            case OfjOpenpathHandlerRuleModify c -> new OpenpathHandlerRuleModifyBuilder()
                .setHandlerRuleModify(c.getHandlerRuleModify()).build();
            case OfjOpenpathHandlerRuleDelete c -> new OpenpathHandlerRuleDeleteBuilder()
                .setHandlerRuleDelete(c.getHandlerRuleDelete()).build();
            case OfjOpenpathSkipMe c -> new OpenpathSkipMeBuilder().setSkipMe(c.getSkipMe()).build();
            case OfjOpenpathRequestMe c -> new OpenpathRequestMeBuilder().setRequestMe(c.getRequestMe()).build();
            case OfjOpenpathChangeDefault c -> new OpenpathChangeDefaultBuilder()
                .setChangeDefault(c.getChangeDefault()).build();
            case OfjOpenpathSetStateReportInterval c -> new OpenpathSetStateReportIntervalBuilder()
                .setSetStateReportInterval(c.getSetStateReportInterval()).build();
            case OfjOpenpathGraphSet c -> new OpenpathGraphSetBuilder().setGraphSet(c.getGraphSet()).build();
            case OfjOpenpathNfScale c -> new OpenpathNfScaleBuilder().setNfScale(c.getNfScale()).build();
            case OfjOpenpathNfUpdate c -> new OpenpathNfUpdateBuilder().setNfUpdate(c.getNfUpdate()).build();
            case OfjOpenpathNfAlert c -> new OpenpathNfAlertBuilder().setNfAlert(c.getNfAlert()).build();
            case OfjOpenpathNfMessage c -> new OpenpathNfMessageBuilder().setNfMessage(c.getNfMessage()).build();
            default -> throw new IllegalArgumentException("Not an OpenPATH message: "
                + data.implementedInterface().getSimpleName());
        };
    }

    /**
     * Returns the OpenFlowJava case of a switch message record.
     *
     * @param message the record
     * @return the case
     */
    public static ExperimenterDataOfChoice switchData(final SwitchMessage message) {
        return switch (message) {
            case NfUpdate m -> new OfjOpenpathNfUpdateBuilder().setNfUpdate(new NfUpdateBuilder()
                .setSfcId(wireId(m.sfcId())).setServiceId(wireId(m.serviceId()))
                .setStatus(NfStatusCounters.Status.forValue(m.status().code()))
                .setPacketsIn(Uint64.fromLongBits(m.packetsIn())).setPacketsOut(Uint64.fromLongBits(m.packetsOut()))
                .setDrops(Uint64.fromLongBits(m.drops())).build()).build();
            case NfAlert m -> new OfjOpenpathNfAlertBuilder().setNfAlert(new NfAlertBuilder()
                .setSfcId(wireId(m.sfcId())).setServiceId(wireId(m.serviceId())).setResult(new NfResult(m.result()))
                .setFlow(new FlowBuilder()
                    .setSourcePrefix(FlowSpecBindings.sourcePrefix(m.flow()))
                    .setDestinationPrefix(FlowSpecBindings.destinationPrefix(m.flow()))
                    .setProtocol(FlowSpecBindings.protocol(m.flow()))
                    .setSourcePorts(FlowSpecBindings.sourcePorts(m.flow()))
                    .setDestinationPorts(FlowSpecBindings.destinationPorts(m.flow())).build())
                .build()).build();
            case NfMessage m -> new OfjOpenpathNfMessageBuilder().setNfMessage(new NfMessageBuilder()
                .setSfcId(Uint32.valueOf(m.sfcId())).setServiceId(Uint32.valueOf(m.serviceId()))
                .setEntry(m.entries().entrySet().stream()
                    .map(entry -> new EntryBuilder().setKey(entry.getKey()).setValue(entry.getValue()).build())
                    .toList())
                .build()).build();
        };
    }

    /**
     * Returns the MD-SAL experimenter-message-from-dev case for an OpenFlowJava switch message case.
     *
     * @param data the OpenFlowJava case
     * @return the MD-SAL case
     * @throws IllegalArgumentException if it is not an OpenPATH switch message
     */
    public static ExperimenterMessageOfChoice toSalSwitchMessage(final ExperimenterDataOfChoice data) {
        return switch (data) {
            case OfjOpenpathNfUpdate c -> toSal(c);
            case OfjOpenpathNfAlert c -> toSal(c);
            case OfjOpenpathNfMessage c -> toSal(c);
            default -> throw new IllegalArgumentException("Not an OpenPATH switch message: "
                + data.implementedInterface().getSimpleName());
        };
    }

    /**
     * Returns the record of an MD-SAL switch message case, as published in experimenter-message-from-dev.
     *
     * @param message the case
     * @return the record, or {@code null} if the case is not an OpenPATH switch message
     * @throws IllegalArgumentException naming what is missing or out of range
     */
    public static @Nullable SwitchMessage switchMessage(final ExperimenterMessageOfChoice message) {
        return switch (message) {
            case OpenpathNfUpdate c -> {
                final var m = require(c.getNfUpdate(), "nf-update");
                yield new NfUpdate(id(m.getServiceId(), "nf-update/service-id"), id(m.getSfcId(), "nf-update/sfc-id"),
                    NfStatus.ofCode(require(m.getStatus(), "nf-update/status").getIntValue()).orElseThrow(),
                    bits(m.getPacketsIn()), bits(m.getPacketsOut()), bits(m.getDrops()));
            }
            case OpenpathNfAlert c -> {
                final var m = require(c.getNfAlert(), "nf-alert");
                yield new NfAlert(id(m.getSfcId(), "nf-alert/sfc-id"), id(m.getServiceId(), "nf-alert/service-id"),
                    require(m.getResult(), "nf-alert/result").getValue(), FlowSpecBindings.toSpec(m.getFlow()));
            }
            case OpenpathNfMessage c -> {
                final var m = require(c.getNfMessage(), "nf-message");
                final var entries = new LinkedHashMap<String, String>();
                m.nonnullEntry().forEach(entry -> entries.put(entry.getKey(), entry.getValue()));
                yield new NfMessage(value(m.getServiceId()), value(m.getSfcId()), entries);
            }
            default -> null;
        };
    }

    private static long bits(final @Nullable Uint64 value) {
        return value == null ? 0 : value.longValue();
    }

    private static org.openpath.openflow.HandlerRule ruleRecord(final HandlerRule rule, final String element) {
        final var action = require(rule.getAction(), element + "/action");
        final var target = rule.getTargetServiceId();
        return new org.openpath.openflow.HandlerRule(id(rule.getSfcId(), element + "/sfc-id"),
            id(rule.getServiceId(), element + "/service-id"), require(rule.getResult(), element + "/result").getValue(),
            HandlerAction.ofCode(action.getIntValue()).orElseThrow(), target == null ? 0 : target.getValue().toJava());
    }

    private static HandlerRule ruleBinding(final org.openpath.openflow.HandlerRule rule) {
        return new HandlerRuleAddBuilder().setSfcId(wireId(rule.sfcId())).setServiceId(wireId(rule.serviceId()))
            .setResult(new NfResult(rule.result()))
            .setAction(HandlerRule.Action.forValue(rule.action().code()))
            .setTargetServiceId(rule.targetServiceId() == 0 ? null : wireId(rule.targetServiceId()))
            .build();
    }

    private static GraphSet graphSet(final org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122
            .graph.set.message.GraphSet graph) {
        final var vertices = new ArrayList<GraphVertex>();
        for (var vertex : graph.nonnullVertex()) {
            final long serviceId = id(vertex.getServiceId(), "graph-set/vertex/service-id");
            final var element = "graph-set/vertex[" + serviceId + "]";
            final var entries = new ArrayList<>(vertex.nonnullAction().values());
            entries.sort(Comparator.comparing(Action::requireOrder));
            final var actions = new ArrayList<OpenPathAction>(entries.size());
            for (var entry : entries) {
                try {
                    actions.add(ActionBindings.action(entry));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(element + "/action[" + entry.getOrder() + "]: "
                        + e.getMessage(), e);
                }
            }
            vertices.add(new GraphVertex(serviceId, actions));
        }
        return new GraphSet(id(graph.getSfcId(), "graph-set/sfc-id"), vertices);
    }

    private static org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.graph.set.message.GraphSet
            graphSetBinding(final GraphSet graph) {
        return new GraphSetBuilder()
            .setSfcId(wireId(graph.sfcId()))
            .setVertex(graph.vertices().stream()
                .map(vertex -> new VertexBuilder()
                    .setServiceId(wireId(vertex.serviceId()))
                    .setAction(actionEntries(vertex.actions())).build())
                .toList())
            .build();
    }

    private static Map<ActionKey, Action> actionEntries(final List<OpenPathAction> actions) {
        final var entries = new ArrayList<Action>(actions.size());
        for (int i = 0; i < actions.size(); i++) {
            entries.add(new ActionBuilder().setOrder(Uint8.valueOf(i))
                .setOpenpathAction(ActionBindings.container(actions.get(i))).build());
        }
        return BindingMap.ordered(entries);
    }

    private static @Nullable Flows flows(final FlowSpec spec) {
        if (spec.isAny()) {
            return null;
        }
        return new FlowsBuilder()
            .setSourcePrefix(FlowSpecBindings.sourcePrefix(spec))
            .setDestinationPrefix(FlowSpecBindings.destinationPrefix(spec))
            .setProtocol(FlowSpecBindings.protocol(spec))
            .setSourcePorts(FlowSpecBindings.sourcePorts(spec))
            .setDestinationPorts(FlowSpecBindings.destinationPorts(spec)).build();
    }
}
