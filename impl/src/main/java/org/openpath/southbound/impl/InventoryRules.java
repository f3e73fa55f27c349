/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Ipv4Prefix;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.PortNumber;
import org.opendaylight.yang.gen.v1.urn.ietf.params.xml.ns.yang.ietf.inet.types.rev130715.Uri;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.GroupActionCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.OutputActionCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.PopVlanActionCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.PushVlanActionCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.SetFieldCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.group.action._case.GroupActionBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.output.action._case.OutputActionBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.pop.vlan.action._case.PopVlanActionBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.push.vlan.action._case.PushVlanActionBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.set.field._case.SetFieldBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.list.Action;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.list.ActionBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowCapableNode;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.FlowId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.Table;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.TableKey;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.FlowKey;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.FlowCookie;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.flow.InstructionsBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.flow.Match;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.flow.MatchBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.instruction.instruction.ApplyActionsCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.instruction.instruction.apply.actions._case.ApplyActionsBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.instruction.list.InstructionBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.BucketId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.GroupId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.GroupTypes;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.group.BucketsBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.group.buckets.BucketBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.groups.Group;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.groups.GroupBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.groups.GroupKey;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeConnectorId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.NodeId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.Nodes;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.Node;
import org.opendaylight.yang.gen.v1.urn.opendaylight.inventory.rev130819.nodes.NodeKey;
import org.opendaylight.yang.gen.v1.urn.opendaylight.l2.types.rev130827.EtherType;
import org.opendaylight.yang.gen.v1.urn.opendaylight.l2.types.rev130827.VlanId;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.ethernet.match.fields.EthernetTypeBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.EthernetMatchBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.IpMatchBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.VlanMatchBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.layer._3.match.Ipv4MatchBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.layer._4.match.SctpMatchBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.layer._4.match.TcpMatchBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.layer._4.match.UdpMatchBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.vlan.match.fields.VlanIdBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.extension.general.rev140714.GeneralAugMatchNodesNodeTableFlowBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.extension.general.rev140714.general.extension.grouping.ExtensionBuilder;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.extension.general.rev140714.general.extension.list.grouping.ExtensionList;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.extension.general.rev140714.general.extension.list.grouping.ExtensionListBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.OpenpathMatchNodesNodeTableFlowBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nodes.node.group.buckets.bucket.action.action.OpenpathActionNodesNodeGroupBucketsCaseBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.openflow.rev261122.nodes.node.table.flow.instructions.instruction.instruction.apply.actions._case.apply.actions.action.action.OpenpathActionNodesNodeTableFlowApplyActionsCaseBuilder;
import org.opendaylight.yangtools.binding.DataObjectIdentifier;
import org.opendaylight.yangtools.binding.util.BindingMap;
import org.opendaylight.yangtools.yang.common.Uint16;
import org.opendaylight.yangtools.yang.common.Uint32;
import org.opendaylight.yangtools.yang.common.Uint64;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.openflow.OxmField;
import org.openpath.openflow.OxmMatch;
import org.openpath.southbound.render.FlowRule;
import org.openpath.southbound.render.GroupRule;
import org.openpath.southbound.render.RuleAction;
import org.openpath.southbound.render.RuleMatch;

/**
 * Rendered rules as OpenFlowPlugin config inventory entries: flows in table 0 and groups of
 * {@code nodes/node/flow-capable-node}, which the forwarding rules manager pushes and reconciles.
 */
final class InventoryRules {
    private static final int IPV4 = 0x0800;
    private static final int VLAN = 0x8100;

    private InventoryRules() {
        // Static only
    }

    static DataObjectIdentifier<FlowCapableNode> node(final String node) {
        return DataObjectIdentifier.builder(Nodes.class).child(Node.class, new NodeKey(new NodeId(node)))
            .augmentation(FlowCapableNode.class).build();
    }

    /**
     * A flow of a switch's table 0.
     *
     * @param node the switch
     * @param flow the flow
     */
    record Table0Flow(String node, Flow flow) {
    }

    /**
     * The flows of table 0 of every switch of an inventory (the renderer writes table 0 only).
     *
     * @param nodes the inventory, {@code null} when empty
     * @return its flows of table 0 with their switches
     */
    static List<Table0Flow> table0Flows(final @Nullable Nodes nodes) {
        final var flows = new ArrayList<Table0Flow>();
        if (nodes == null) {
            return flows;
        }
        for (var node : nodes.nonnullNode().values()) {
            final var flowNode = node.augmentation(FlowCapableNode.class);
            if (flowNode == null) {
                continue;
            }
            final var id = node.requireId().getValue();
            for (var table : flowNode.nonnullTable().values()) {
                if (table.requireId().intValue() == 0) {
                    table.nonnullFlow().values().forEach(flow -> flows.add(new Table0Flow(id, flow)));
                }
            }
        }
        return flows;
    }

    static DataObjectIdentifier<Table> table0(final String node) {
        return DataObjectIdentifier.builder(Nodes.class).child(Node.class, new NodeKey(new NodeId(node)))
            .augmentation(FlowCapableNode.class).child(Table.class, new TableKey(Uint8.ZERO)).build();
    }

    static DataObjectIdentifier<Flow> flowPath(final String node, final String flowId) {
        return DataObjectIdentifier.builder(Nodes.class).child(Node.class, new NodeKey(new NodeId(node)))
            .augmentation(FlowCapableNode.class).child(Table.class, new TableKey(Uint8.ZERO))
            .child(Flow.class, new FlowKey(new FlowId(flowId))).build();
    }

    static DataObjectIdentifier<Group> groupPath(final String node, final long groupId) {
        return DataObjectIdentifier.builder(Nodes.class).child(Node.class, new NodeKey(new NodeId(node)))
            .augmentation(FlowCapableNode.class).child(Group.class, new GroupKey(new GroupId(Uint32.valueOf(groupId))))
            .build();
    }

    /**
     * Returns the inventory flow of a rule.
     *
     * @param rule the rule
     * @param cookie the chain's cookie
     * @return the flow
     */
    static Flow flow(final FlowRule rule, final long cookie) {
        final var actions = new ArrayList<Action>();
        for (var action : rule.actions()) {
            actions.add(flowAction(rule.node(), action, actions.size()));
        }
        return new FlowBuilder()
            .setId(new FlowId(rule.id()))
            .setTableId(Uint8.ZERO)
            .setPriority(Uint16.valueOf(rule.priority()))
            .setCookie(new FlowCookie(Uint64.fromLongBits(cookie)))
            // the whole cookie selects the flow: removing (or replacing) a flow never takes another chain's or another
            // version's flow that has the same match and priority (e.g. a path tag one chain released and another took)
            .setCookieMask(new FlowCookie(Uint64.MAX_VALUE))
            .setFlowName(rule.id())
            .setHardTimeout(Uint16.ZERO)
            .setIdleTimeout(Uint16.ZERO)
            .setMatch(match(rule.node(), rule.match()))
            .setInstructions(new InstructionsBuilder().setInstruction(BindingMap.of(new InstructionBuilder()
                .setOrder(0)
                .setInstruction(new ApplyActionsCaseBuilder().setApplyActions(new ApplyActionsBuilder()
                    .setAction(BindingMap.ordered(actions)).build()).build())
                .build())).build())
            .build();
    }

    /**
     * Returns the inventory group of a rule.
     *
     * @param rule the rule
     * @return the fast-failover group
     */
    static Group group(final GroupRule rule) {
        final var buckets = new ArrayList<org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.group
            .buckets.Bucket>();
        for (var bucket : rule.buckets()) {
            final var actions = new ArrayList<Action>();
            for (var action : bucket.actions()) {
                actions.add(groupAction(rule.node(), action, actions.size()));
            }
            buckets.add(new BucketBuilder()
                .setBucketId(new BucketId(Uint32.valueOf(buckets.size())))
                .setWatchPort(Uint32.valueOf(bucket.watchPort()))
                .setWatchGroup(Uint32.valueOf(0xFFFFFFFFL))
                .setWeight(Uint16.ZERO)
                .setAction(BindingMap.ordered(actions))
                .build());
        }
        return new GroupBuilder()
            .setGroupId(new GroupId(Uint32.valueOf(rule.groupId())))
            .setGroupType(GroupTypes.GroupFf)
            .setGroupName("openpath-" + rule.groupId())
            .setBuckets(new BucketsBuilder().setBucket(BindingMap.ordered(buckets)).build())
            .build();
    }

    private static Match match(final String node, final RuleMatch match) {
        final var builder = new MatchBuilder();
        final var inPort = match.inPort();
        if (inPort != null) {
            builder.setInPort(new NodeConnectorId(node + ":" + inPort));
        }
        final var vid = match.vlanVid();
        if (vid != null) {
            builder.setVlanMatch(new VlanMatchBuilder().setVlanId(new VlanIdBuilder()
                .setVlanId(new VlanId(Uint16.valueOf(vid))).setVlanIdPresent(true).build()).build());
        }
        final var protocol = match.ipProtocol();
        if (match.ipv4() || match.ipSource() != null || match.ipDestination() != null || protocol != null) {
            builder.setEthernetMatch(new EthernetMatchBuilder().setEthernetType(new EthernetTypeBuilder()
                .setType(new EtherType(Uint32.valueOf(IPV4))).build()).build());
        }
        if (match.ipSource() != null || match.ipDestination() != null) {
            builder.setLayer3Match(new Ipv4MatchBuilder()
                .setIpv4Source(prefix(match.ipSource()))
                .setIpv4Destination(prefix(match.ipDestination()))
                .build());
        }
        if (protocol != null) {
            builder.setIpMatch(new IpMatchBuilder().setIpProtocol(Uint8.valueOf(protocol)).build());
            final var source = match.sourcePort() == null ? null : new PortNumber(Uint16.valueOf(match.sourcePort()));
            final var destination = match.destinationPort() == null ? null
                : new PortNumber(Uint16.valueOf(match.destinationPort()));
            if (source != null || destination != null) {
                switch (protocol) {
                    case 6 -> builder.setLayer4Match(new TcpMatchBuilder().setTcpSourcePort(source)
                        .setTcpDestinationPort(destination).build());
                    case 17 -> builder.setLayer4Match(new UdpMatchBuilder().setUdpSourcePort(source)
                        .setUdpDestinationPort(destination).build());
                    case 132 -> builder.setLayer4Match(new SctpMatchBuilder().setSctpSourcePort(source)
                        .setSctpDestinationPort(destination).build());
                    default -> throw new IllegalArgumentException("Ports need TCP, UDP or SCTP, not protocol "
                        + protocol);
                }
            }
        }
        final var extensions = new ArrayList<ExtensionList>();
        if (match.sfcId() != null) {
            extensions.add(extension(OxmMatch.of(OxmField.SFC_ID, match.sfcId())));
        }
        if (match.serviceId() != null) {
            extensions.add(extension(OxmMatch.of(OxmField.SERVICE_ID, match.serviceId())));
        }
        if (!extensions.isEmpty()) {
            builder.addAugmentation(new GeneralAugMatchNodesNodeTableFlowBuilder()
                .setExtensionList(BindingMap.ordered(extensions)).build());
        }
        return builder.build();
    }

    private static ExtensionList extension(final OxmMatch oxm) {
        return new ExtensionListBuilder()
            .setExtensionKey(OxmBindings.extensionKey(oxm.field()))
            .setExtension(new ExtensionBuilder().addAugmentation(new OpenpathMatchNodesNodeTableFlowBuilder()
                .setOpenpathOxm(OxmBindings.value(oxm)).build()).build())
            .build();
    }

    private static @Nullable Ipv4Prefix prefix(final org.openpath.openflow.@Nullable IpPrefix prefix) {
        return prefix == null ? null : new Ipv4Prefix(prefix.address().getHostAddress() + "/" + prefix.length());
    }

    private static Action flowAction(final String node, final RuleAction action, final int order) {
        if (action instanceof RuleAction.Extension extension) {
            return new ActionBuilder().setOrder(order).setAction(
                new OpenpathActionNodesNodeTableFlowApplyActionsCaseBuilder()
                    .setOpenpathAction(ActionBindings.container(extension.action())).build()).build();
        }
        return standardAction(node, action, order);
    }

    private static Action groupAction(final String node, final RuleAction action, final int order) {
        if (action instanceof RuleAction.Extension extension) {
            return new ActionBuilder().setOrder(order).setAction(new OpenpathActionNodesNodeGroupBucketsCaseBuilder()
                .setOpenpathAction(ActionBindings.container(extension.action())).build()).build();
        }
        return standardAction(node, action, order);
    }

    private static Action standardAction(final String node, final RuleAction action, final int order) {
        final var builder = new ActionBuilder().setOrder(order);
        switch (action) {
            case RuleAction.Output output -> builder.setAction(new OutputActionCaseBuilder()
                .setOutputAction(new OutputActionBuilder().setOutputNodeConnector(new Uri(node + ":" + output.port()))
                    .setMaxLength(Uint16.ZERO).build()).build());
            case RuleAction.PushVlan push -> builder.setAction(new PushVlanActionCaseBuilder()
                .setPushVlanAction(new PushVlanActionBuilder().setEthernetType(Uint16.valueOf(VLAN)).build()).build());
            case RuleAction.PopVlan pop -> builder.setAction(new PopVlanActionCaseBuilder()
                .setPopVlanAction(new PopVlanActionBuilder().build()).build());
            case RuleAction.SetVlan set -> builder.setAction(new SetFieldCaseBuilder()
                .setSetField(new SetFieldBuilder().setVlanMatch(new VlanMatchBuilder().setVlanId(new VlanIdBuilder()
                    .setVlanId(new VlanId(Uint16.valueOf(set.vid()))).setVlanIdPresent(true).build()).build())
                    .build()).build());
            case RuleAction.Group group -> builder.setAction(new GroupActionCaseBuilder()
                .setGroupAction(new GroupActionBuilder().setGroupId(Uint32.valueOf(group.groupId())).build())
                .build());
            case RuleAction.Extension extension -> throw new IllegalStateException("not a standard action");
        }
        return builder.build();
    }
}
