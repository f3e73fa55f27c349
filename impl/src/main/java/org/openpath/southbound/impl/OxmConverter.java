/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import static java.util.Objects.requireNonNull;

import org.opendaylight.openflowplugin.extension.api.ConvertorFromOFJava;
import org.opendaylight.openflowplugin.extension.api.ConvertorToOFJava;
import org.opendaylight.openflowplugin.extension.api.ExtensionAugment;
import org.opendaylight.openflowplugin.extension.api.path.MatchPath;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflow.oxm.rev150225.match.entries.grouping.MatchEntry;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.extension.general.rev140714.general.extension.grouping.Extension;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchNotifFlowsStatisticsUpdate;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchNotifFlowsStatisticsUpdateBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchNotifPacketReceived;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchNotifPacketReceivedBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchNotifSwitchFlowRemoved;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchNotifSwitchFlowRemovedBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchPacketInMessage;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchPacketInMessageBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchRpcGetFlowStatistics;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchRpcGetFlowStatisticsBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OxmValue;
import org.opendaylight.yangtools.binding.Augmentation;
import org.openpath.openflow.OxmField;

/**
 * OpenFlowPlugin converter of one OpenPATH match field between an MD-SAL extension-list entry and the OpenFlowJava
 * match entry, both ways (flows out; flow statistics, flow-removed and packet-in in).
 */
public final class OxmConverter implements ConvertorToOFJava<MatchEntry>, ConvertorFromOFJava<MatchEntry, MatchPath> {
    private final OxmField field;

    /**
     * Creates the converter of one field.
     *
     * @param field the field
     */
    public OxmConverter(final OxmField field) {
        this.field = requireNonNull(field);
    }

    @Override
    public MatchEntry convert(final Extension extension) {
        final var value = extension.augmentations().values().stream()
            .filter(OxmValue.class::isInstance).map(OxmValue.class::cast)
            .findFirst()
            .orElseThrow(() -> new IllegalArgumentException("Extension " + field + " carries no openpath-oxm value"));
        return OxmBindings.entry(OxmBindings.match(field, value.getOpenpathOxm()));
    }

    @Override
    public ExtensionAugment<? extends Augmentation<Extension>> convert(final MatchEntry input, final MatchPath path) {
        final var value = OxmBindings.value(OxmBindings.fromEntry(input));
        final var key = OxmBindings.extensionKey(field);
        return switch (path) {
            case FLOWS_STATISTICS_UPDATE_MATCH -> new ExtensionAugment<>(OpenpathMatchNotifFlowsStatisticsUpdate.class,
                new OpenpathMatchNotifFlowsStatisticsUpdateBuilder().setOpenpathOxm(value).build(), key);
            case FLOWS_STATISTICS_RPC_MATCH -> new ExtensionAugment<>(OpenpathMatchRpcGetFlowStatistics.class,
                new OpenpathMatchRpcGetFlowStatisticsBuilder().setOpenpathOxm(value).build(), key);
            case PACKET_RECEIVED_MATCH -> new ExtensionAugment<>(OpenpathMatchNotifPacketReceived.class,
                new OpenpathMatchNotifPacketReceivedBuilder().setOpenpathOxm(value).build(), key);
            case PACKET_IN_MESSAGE_MATCH -> new ExtensionAugment<>(OpenpathMatchPacketInMessage.class,
                new OpenpathMatchPacketInMessageBuilder().setOpenpathOxm(value).build(), key);
            case SWITCH_FLOW_REMOVED_MATCH -> new ExtensionAugment<>(OpenpathMatchNotifSwitchFlowRemoved.class,
                new OpenpathMatchNotifSwitchFlowRemovedBuilder().setOpenpathOxm(value).build(), key);
        };
    }
}
