/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */

package org.openpath.southbound.impl;

import java.util.List;
import org.opendaylight.openflowplugin.extension.api.ConvertorActionFromOFJava;
import org.opendaylight.openflowplugin.extension.api.ConvertorActionToOFJava;
import org.opendaylight.openflowplugin.extension.api.path.ActionPath;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.Action;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathActionGrouping;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.add.flow.input.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionRpcAddFlowApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.add.flow.input.instructions.instruction.instruction.write.actions._case.write.actions.action.action.OpenpathActionRpcAddFlowWriteActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.add.group.input.buckets.bucket.action.action.OpenpathActionRpcAddGroupBucketsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.flows.statistics.update.flow.and.statistics.map.list.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionNotifFlowsStatisticsUpdateApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.flows.statistics.update.flow.and.statistics.map.list.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionNotifFlowsStatisticsUpdateApplyActionsCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.flows.statistics.update.flow.and.statistics.map.list.instructions.instruction.instruction.write.actions._case.write.actions.action.action.OpenpathActionNotifFlowsStatisticsUpdateWriteActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.flows.statistics.update.flow.and.statistics.map.list.instructions.instruction.instruction.write.actions._case.write.actions.action.action.OpenpathActionNotifFlowsStatisticsUpdateWriteActionsCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.get.flow.statistics.output.flow.and.statistics.map.list.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionRpcGetFlowStatisticsApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.get.flow.statistics.output.flow.and.statistics.map.list.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionRpcGetFlowStatisticsApplyActionsCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.get.flow.statistics.output.flow.and.statistics.map.list.instructions.instruction.instruction.write.actions._case.write.actions.action.action.OpenpathActionRpcGetFlowStatisticsWriteActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.get.flow.statistics.output.flow.and.statistics.map.list.instructions.instruction.instruction.write.actions._case.write.actions.action.action.OpenpathActionRpcGetFlowStatisticsWriteActionsCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.group.desc.stats.updated.group.desc.stats.buckets.bucket.action.action.OpenpathActionNotifGroupDescStatsUpdatedCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.group.desc.stats.updated.group.desc.stats.buckets.bucket.action.action.OpenpathActionNotifGroupDescStatsUpdatedCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nodes.node.group.buckets.bucket.action.action.OpenpathActionNodesNodeGroupBucketsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nodes.node.table.flow.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionNodesNodeTableFlowApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nodes.node.table.flow.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionNodesNodeTableFlowApplyActionsCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nodes.node.table.flow.instructions.instruction.instruction.write.actions._case.write.actions.action.action.OpenpathActionNodesNodeTableFlowWriteActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nodes.node.table.flow.instructions.instruction.instruction.write.actions._case.write.actions.action.action.OpenpathActionNodesNodeTableFlowWriteActionsCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.remove.flow.input.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionRpcRemoveFlowApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.remove.flow.input.instructions.instruction.instruction.write.actions._case.write.actions.action.action.OpenpathActionRpcRemoveFlowWriteActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.remove.group.input.buckets.bucket.action.action.OpenpathActionRpcRemoveGroupBucketsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.transmit.packet.input.action.action.OpenpathActionRpcTransmitPacketCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.update.flow.input.original.flow.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionRpcUpdateFlowOriginalApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.update.flow.input.original.flow.instructions.instruction.instruction.write.actions._case.write.actions.action.action.OpenpathActionRpcUpdateFlowOriginalWriteActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.update.flow.input.updated.flow.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionRpcUpdateFlowUpdatedApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.update.flow.input.updated.flow.instructions.instruction.instruction.write.actions._case.write.actions.action.action.OpenpathActionRpcUpdateFlowUpdatedWriteActionsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.update.group.input.original.group.buckets.bucket.action.action.OpenpathActionRpcUpdateGroupOriginalBucketsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.update.group.input.updated.group.buckets.bucket.action.action.OpenpathActionRpcUpdateGroupUpdatedBucketsCase;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflowjava.rev261122.ofj.aug.openpath.action.OfjOpenpathActionCase;

/**
 * OpenFlowPlugin converter of the OpenPATH actions between every MD-SAL action case that carries them (flows,
 * groups, packet-out, statistics) and the OpenFlowJava action, both ways.
 */
public final class ActionConverter implements ConvertorActionToOFJava<Action,
        org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.common.action.rev150203.actions.grouping.Action>,
        ConvertorActionFromOFJava<org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.common.action.rev150203
            .actions.grouping.Action, ActionPath> {
    /** Every MD-SAL action case of the openpath-openflow model, one per place OpenFlowPlugin models actions. */
    public static final List<Class<? extends Action>> SAL_CASES = List.of(
        OpenpathActionRpcAddFlowApplyActionsCase.class,
        OpenpathActionRpcAddFlowWriteActionsCase.class,
        OpenpathActionRpcAddGroupBucketsCase.class,
        OpenpathActionNotifFlowsStatisticsUpdateApplyActionsCase.class,
        OpenpathActionNotifFlowsStatisticsUpdateWriteActionsCase.class,
        OpenpathActionRpcGetFlowStatisticsApplyActionsCase.class,
        OpenpathActionRpcGetFlowStatisticsWriteActionsCase.class,
        OpenpathActionNotifGroupDescStatsUpdatedCase.class,
        OpenpathActionNodesNodeGroupBucketsCase.class,
        OpenpathActionNodesNodeTableFlowApplyActionsCase.class,
        OpenpathActionNodesNodeTableFlowWriteActionsCase.class,
        OpenpathActionRpcRemoveFlowApplyActionsCase.class,
        OpenpathActionRpcRemoveFlowWriteActionsCase.class,
        OpenpathActionRpcRemoveGroupBucketsCase.class,
        OpenpathActionRpcTransmitPacketCase.class,
        OpenpathActionRpcUpdateFlowOriginalApplyActionsCase.class,
        OpenpathActionRpcUpdateFlowOriginalWriteActionsCase.class,
        OpenpathActionRpcUpdateFlowUpdatedApplyActionsCase.class,
        OpenpathActionRpcUpdateFlowUpdatedWriteActionsCase.class,
        OpenpathActionRpcUpdateGroupOriginalBucketsCase.class,
        OpenpathActionRpcUpdateGroupUpdatedBucketsCase.class);

    @Override
    public org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.common.action.rev150203.actions.grouping.Action
            convert(final Action actionCase) {
        if (!(actionCase instanceof OpenpathActionGrouping openpath)) {
            throw new IllegalArgumentException("Not an OpenPATH action: " + actionCase.implementedInterface());
        }
        return ActionCodec.ofjAction(ActionBindings.action(openpath));
    }

    @Override
    public Action convert(final org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.common.action.rev150203
            .actions.grouping.Action input, final ActionPath path) {
        if (!(input.getActionChoice() instanceof OfjOpenpathActionCase openpath)) {
            throw new IllegalArgumentException("Not an OpenPATH action: " + input);
        }
        final var container = openpath.getOpenpathAction();
        return switch (path) {
            case INVENTORY_FLOWNODE_TABLE_WRITE_ACTIONS ->
                new OpenpathActionNodesNodeTableFlowWriteActionsCaseBuilder()
                    .setOpenpathAction(container).build();
            case INVENTORY_FLOWNODE_TABLE_APPLY_ACTIONS ->
                new OpenpathActionNodesNodeTableFlowApplyActionsCaseBuilder()
                    .setOpenpathAction(container).build();
            case FLOWS_STATISTICS_UPDATE_WRITE_ACTIONS ->
                new OpenpathActionNotifFlowsStatisticsUpdateWriteActionsCaseBuilder()
                    .setOpenpathAction(container).build();
            case FLOWS_STATISTICS_UPDATE_APPLY_ACTIONS ->
                new OpenpathActionNotifFlowsStatisticsUpdateApplyActionsCaseBuilder()
                    .setOpenpathAction(container).build();
            case GROUP_DESC_STATS_UPDATED_BUCKET_ACTION ->
                new OpenpathActionNotifGroupDescStatsUpdatedCaseBuilder()
                    .setOpenpathAction(container).build();
            case FLOWS_STATISTICS_RPC_WRITE_ACTIONS ->
                new OpenpathActionRpcGetFlowStatisticsWriteActionsCaseBuilder()
                    .setOpenpathAction(container).build();
            case FLOWS_STATISTICS_RPC_APPLY_ACTIONS ->
                new OpenpathActionRpcGetFlowStatisticsApplyActionsCaseBuilder()
                    .setOpenpathAction(container).build();
        };
    }
}
