/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Ipv4Prefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.PortNumber;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.GroupActionCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.OutputActionCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.PopVlanActionCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.PushVlanActionCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.SetFieldCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.list.Action;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.flow.Match;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.instruction.instruction.ApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.GroupTypes;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.groups.Group;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.layer._3.match.Ipv4Match;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.layer._4.match.SctpMatch;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.layer._4.match.TcpMatch;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.layer._4.match.UdpMatch;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.extension.general.rev140714.GeneralAugMatchNodesNodeTableFlow;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathActionGrouping;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchNodesNodeTableFlow;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.OxmField;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.GroupRule;
import org.openpath.southbound.render.RuleAction;
import org.openpath.southbound.render.RuleMatch;

/**
 * Reads rendered rules back from the config inventory entries {@link InventoryRules} writes, using nothing but the
 * entries: what a switch will be told is what the renderer meant exactly when reading the entry back gives the rule.
 * Test code: the renderer itself never reads its entries back (the stale sweep goes by node, id and cookie).
 */
final class InventoryRuleReader {
    private static final long ETH_TYPE_IPV4 = 0x0800;
    private static final int VLAN_ETHERTYPE = 0x8100;

    private InventoryRuleReader() {
        // Static only
    }

    /**
     * A flow read back.
     *
     * @param rule the rule
     * @param cookie its cookie
     */
    record ReadFlow(FlowRule rule, long cookie) {
    }

    /**
     * Reads a flow of a node's table 0.
     *
     * @param node the node the entry is under
     * @param flow the entry
     * @return the rule and its cookie
     * @throws IllegalArgumentException if the entry holds something the renderer never writes
     */
    static ReadFlow flow(final String node, final Flow flow) {
        if (flow.getTableId().intValue() != 0) {
            throw new IllegalArgumentException("flow " + flow.getId() + " is not in table 0");
        }
        final var instructions = flow.getInstructions().nonnullInstruction().values();
        if (instructions.size() != 1
                || !(instructions.iterator().next().getInstruction() instanceof ApplyActionsCase apply)) {
            throw new IllegalArgumentException("flow " + flow.getId() + " has not exactly one apply-actions");
        }
        final var actions = actions(node, apply.getApplyActions().nonnullAction().values());
        final var rule = new FlowRule(node, flow.getId().getValue(), flow.getPriority().intValue(),
            match(node, flow.getMatch()), actions);
        return new ReadFlow(rule, flow.getCookie().getValue().longValue());
    }

    /**
     * Reads a group of a node.
     *
     * @param node the node the entry is under
     * @param group the entry
     * @return the rule
     * @throws IllegalArgumentException if the entry is not a fast-failover group
     */
    static GroupRule group(final String node, final Group group) {
        if (group.getGroupType() != GroupTypes.GroupFf) {
            throw new IllegalArgumentException("group " + group.getGroupId() + " is a " + group.getGroupType());
        }
        final var buckets = new ArrayList<>(group.getBuckets().nonnullBucket().values());
        buckets.sort(Comparator.comparing(bucket -> bucket.getBucketId().getValue().toJava()));
        return new GroupRule(node, group.getGroupId().getValue().toJava(), buckets.stream()
            .map(bucket -> new GroupRule.Bucket(bucket.getWatchPort().toJava(),
                actions(node, bucket.nonnullAction().values())))
            .toList());
    }

    private static RuleMatch match(final String node, final Match match) {
        final Long inPort = match.getInPort() == null ? null : port(node, match.getInPort().getValue());
        final var vlan = match.getVlanMatch();
        Integer vid = null;
        if (vlan != null) {
            if (!Boolean.TRUE.equals(vlan.getVlanId().getVlanIdPresent())) {
                throw new IllegalArgumentException("VLAN match without a VLAN present");
            }
            vid = vlan.getVlanId().getVlanId().getValue().intValue();
        }
        final var ethernet = match.getEthernetMatch();
        final boolean ipv4 = ethernet != null && ethernet.getEthernetType().getType().getValue().toJava()
            == ETH_TYPE_IPV4;
        IpPrefix source = null;
        IpPrefix destination = null;
        if (match.getLayer3Match() instanceof Ipv4Match l3) {
            source = prefix(l3.getIpv4Source());
            destination = prefix(l3.getIpv4Destination());
        } else if (match.getLayer3Match() != null) {
            throw new IllegalArgumentException("not an IPv4 match: " + match.getLayer3Match());
        }
        final Integer protocol = match.getIpMatch() == null ? null : match.getIpMatch().getIpProtocol().intValue();
        Integer sourcePort = null;
        Integer destinationPort = null;
        switch (match.getLayer4Match()) {
            case null -> {
                // no ports
            }
            case TcpMatch tcp -> {
                sourcePort = port(tcp.getTcpSourcePort());
                destinationPort = port(tcp.getTcpDestinationPort());
            }
            case UdpMatch udp -> {
                sourcePort = port(udp.getUdpSourcePort());
                destinationPort = port(udp.getUdpDestinationPort());
            }
            case SctpMatch sctp -> {
                sourcePort = port(sctp.getSctpSourcePort());
                destinationPort = port(sctp.getSctpDestinationPort());
            }
            default -> throw new IllegalArgumentException("unknown layer 4 match " + match.getLayer4Match());
        }
        Long sfcId = null;
        Long serviceId = null;
        final var extensions = match.augmentation(GeneralAugMatchNodesNodeTableFlow.class);
        if (extensions != null) {
            for (var entry : extensions.nonnullExtensionList().values()) {
                final var field = field(entry.getExtensionKey());
                final var value = entry.getExtension().augmentation(OpenpathMatchNodesNodeTableFlow.class);
                final var oxm = OxmBindings.match(field, value == null ? null : value.getOpenpathOxm());
                switch (field) {
                    case SFC_ID -> sfcId = oxm.value();
                    case SERVICE_ID -> serviceId = oxm.value();
                    default -> throw new IllegalArgumentException("the renderer never matches " + field);
                }
            }
        }
        return new RuleMatch(inPort, vid, source, destination, protocol, sourcePort, destinationPort, sfcId,
            serviceId, ipv4);
    }

    private static OxmField field(final Object key) {
        for (var field : OxmField.values()) {
            if (OxmBindings.extensionKey(field).equals(key)) {
                return field;
            }
        }
        throw new IllegalArgumentException("not an OpenPATH extension key: " + key);
    }

    private static List<RuleAction> actions(final String node, final java.util.Collection<Action> entries) {
        final var sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparing(Action::getOrder));
        final var actions = new ArrayList<RuleAction>();
        for (var entry : sorted) {
            actions.add(switch (entry.getAction()) {
                case OutputActionCase output -> new RuleAction.Output(port(node,
                    output.getOutputAction().getOutputNodeConnector().getValue()));
                case PushVlanActionCase push -> {
                    if (push.getPushVlanAction().getEthernetType().intValue() != VLAN_ETHERTYPE) {
                        throw new IllegalArgumentException("push of EtherType " + push.getPushVlanAction());
                    }
                    yield new RuleAction.PushVlan();
                }
                case PopVlanActionCase pop -> new RuleAction.PopVlan();
                case SetFieldCase set -> {
                    final var vlan = set.getSetField().getVlanMatch();
                    if (vlan == null || !Boolean.TRUE.equals(vlan.getVlanId().getVlanIdPresent())) {
                        throw new IllegalArgumentException("set-field of something else: " + set.getSetField());
                    }
                    yield new RuleAction.SetVlan(vlan.getVlanId().getVlanId().getValue().intValue());
                }
                case GroupActionCase group -> new RuleAction.Group(group.getGroupAction().getGroupId().toJava());
                case OpenpathActionGrouping openPath -> new RuleAction.Extension(ActionBindings.action(openPath));
                default -> throw new IllegalArgumentException("the renderer never writes " + entry.getAction());
            });
        }
        return actions;
    }

    // node connector ids and output URIs name the node: <node>:<port>
    private static long port(final String node, final String connector) {
        if (!connector.startsWith(node + ":")) {
            throw new IllegalArgumentException(connector + " is not a port of " + node);
        }
        return Long.parseLong(connector.substring(node.length() + 1));
    }

    private static @Nullable Integer port(final @Nullable PortNumber port) {
        return port == null ? null : port.getValue().intValue();
    }

    private static @Nullable IpPrefix prefix(final @Nullable Ipv4Prefix prefix) {
        return prefix == null ? null : IpPrefix.parse(prefix.getValue());
    }
}
