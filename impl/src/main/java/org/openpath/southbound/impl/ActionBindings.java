/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathActionGrouping;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.WireId;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.OpenpathAction;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.OpenpathActionBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.openpath.action.action.CopyToBranches;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.openpath.action.action.CopyToBranchesBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.openpath.action.action.InvokeNf;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.openpath.action.action.InvokeNfBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.openpath.action.action.Merge;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.openpath.action.action.MergeBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.openpath.action.action.RunGraph;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.openpath.action.action.RunGraphBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.openpath.action.action.SetPathTag;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.openpath.action.action.SetPathTagBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.openpath.action.grouping.openpath.action.action.copy.to.branches.CopyToBranches.CopyKind;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.openflow.OpenPathAction;

/**
 * OpenPATH experimenter actions (docs/openpath-openflow.md section 3, RUN_GRAPH section 8) between their records and
 * the {@code openpath-action} container that MD-SAL flows, groups, OpenFlowJava actions and the vertices of a
 * GRAPH_SET all carry.
 */
public final class ActionBindings {
    private ActionBindings() {
        // utility class
    }

    /**
     * Returns the record of an action container.
     *
     * @param grouping anything carrying an {@code openpath-action}
     * @return the record
     * @throws IllegalArgumentException naming what is missing or out of range
     */
    public static OpenPathAction action(final OpenpathActionGrouping grouping) {
        final var container = grouping.getOpenpathAction();
        if (container == null || container.getAction() == null) {
            throw new IllegalArgumentException("openpath-action has no action");
        }
        return switch (container.getAction()) {
            case InvokeNf invoke -> {
                final var args = require(invoke.getInvokeNf(), "invoke-nf");
                yield new org.openpath.openflow.InvokeNf(id(args.getServiceId(), "invoke-nf/service-id"),
                    value(args.getNextServiceId()));
            }
            case CopyToBranches copy -> {
                final var args = require(copy.getCopyToBranches(), "copy-to-branches");
                final var kind = require(args.getCopyKind(), "copy-to-branches/copy-kind");
                final var ids = args.getBranchServiceId();
                yield new org.openpath.openflow.CopyToBranches(
                    org.openpath.openflow.CopyKind.ofCode(kind.getIntValue()).orElseThrow(),
                    ids == null ? List.of() : ids.stream().map(wire -> wire.getValue().toJava()).toList());
            }
            case Merge merge -> {
                final var args = require(merge.getMerge(), "merge");
                final var priority = args.getPriority();
                yield new org.openpath.openflow.Merge(args.getDropWins() == null || args.getDropWins(),
                    value(args.getNextServiceId()),
                    priority == null ? List.of() : priority.stream().map(Uint8::intValue).toList());
            }
            case SetPathTag tag -> {
                final var args = require(tag.getSetPathTag(), "set-path-tag");
                yield new org.openpath.openflow.SetPathTag(id(args.getSfcId(), "set-path-tag/sfc-id"),
                    id(args.getPathId(), "set-path-tag/path-id"));
            }
            case RunGraph run -> {
                final var args = require(run.getRunGraph(), "run-graph");
                yield new org.openpath.openflow.RunGraph(id(args.getServiceId(), "run-graph/service-id"));
            }
            default -> throw new IllegalArgumentException("Unknown openpath-action " + container.getAction());
        };
    }

    /**
     * Returns the action container of a record.
     *
     * @param action the record
     * @return the container
     */
    public static OpenpathAction container(final OpenPathAction action) {
        final var builder = new OpenpathActionBuilder();
        switch (action) {
            case org.openpath.openflow.InvokeNf invoke -> builder.setAction(new InvokeNfBuilder()
                .setInvokeNf(new org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122
                    .openpath.action.grouping.openpath.action.action.invoke.nf
                    .InvokeNfBuilder()
                    .setServiceId(wireId(invoke.serviceId()))
                    .setNextServiceId(Uint32.valueOf(invoke.nextServiceId())).build())
                .build());
            case org.openpath.openflow.CopyToBranches copy -> builder.setAction(new CopyToBranchesBuilder()
                .setCopyToBranches(new org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122
                    .openpath.action.grouping.openpath.action.action.copy.to.branches
                    .CopyToBranchesBuilder()
                    .setCopyKind(CopyKind.ofValue(copy.kind().code()))
                    .setBranchServiceId(copy.serviceIds().stream().map(ActionBindings::wireId).toList())
                    .build())
                .build());
            case org.openpath.openflow.Merge merge -> builder.setAction(new MergeBuilder()
                .setMerge(new org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122
                    .openpath.action.grouping.openpath.action.action.merge
                    .MergeBuilder()
                    .setDropWins(merge.dropWins())
                    .setNextServiceId(Uint32.valueOf(merge.nextServiceId()))
                    .setPriority(merge.priority().stream().map(Uint8::valueOf).toList())
                    .build())
                .build());
            case org.openpath.openflow.SetPathTag tag -> builder.setAction(new SetPathTagBuilder()
                .setSetPathTag(new org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122
                    .openpath.action.grouping.openpath.action.action.set.path.tag
                    .SetPathTagBuilder()
                    .setSfcId(wireId(tag.sfcId()))
                    .setPathId(wireId(tag.pathId())).build())
                .build());
            case org.openpath.openflow.RunGraph run -> builder.setAction(new RunGraphBuilder()
                .setRunGraph(new org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122
                    .openpath.action.grouping.openpath.action.action.run.graph
                    .RunGraphBuilder()
                    .setServiceId(wireId(run.serviceId())).build())
                .build());
        }
        return builder.build();
    }

    static WireId wireId(final long value) {
        return new WireId(Uint32.valueOf(value));
    }

    static long id(final @Nullable WireId id, final String element) {
        return require(id, element).getValue().toJava();
    }

    static long value(final @Nullable Uint32 value) {
        return value == null ? 0 : value.toJava();
    }

    static <T> T require(final @Nullable T value, final String element) {
        if (value == null) {
            throw new IllegalArgumentException(element + " is missing");
        }
        return value;
    }
}
