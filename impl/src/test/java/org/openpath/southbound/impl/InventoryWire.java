/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import org.opendaylight.openflowplugin.extension.api.ExtensionConvertorData;
import org.opendaylight.openflowplugin.extension.api.exception.ConversionException;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.GroupActionCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.OutputActionCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.PopVlanActionCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.PushVlanActionCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.action.SetFieldCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.action.types.rev131112.action.list.Action;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.inventory.rev130819.tables.table.Flow;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.flow.Match;
import org.opendaylight.yang.gen.v1.urn.opendaylight.flow.types.rev131026.instruction.instruction.ApplyActionsCase;
import org.opendaylight.yang.gen.v1.urn.opendaylight.group.types.rev131018.groups.Group;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.layer._3.match.Ipv4Match;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.layer._4.match.TcpMatch;
import org.opendaylight.yang.gen.v1.urn.opendaylight.model.match.types.rev131026.match.layer._4.match.UdpMatch;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.experimenter.types.rev151020.experimenter.core.message.ExperimenterMessageOfChoice;
import org.opendaylight.yang.gen.v1.urn.opendaylight.openflowplugin.extension.general.rev140714.GeneralAugMatchNodesNodeTableFlow;
import org.opendaylight.yangtools.yang.common.Uint8;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.OxmField;
import org.openpath.refswitch.SwitchBench;

/**
 * The OpenFlow 1.3 messages a switch gets for config inventory entries and send-experimenter inputs, built from the
 * entries alone: FLOW_MOD (OFPFC_ADD, apply-actions) and fast-failover GROUP_MOD with the standard parts written
 * from the OpenFlow 1.3.5 specification (OpenFlowPlugin's own serializers are not on this module's class path), and
 * every OpenPATH match field, action and message through this module's OpenFlowPlugin extension: converter
 * ({@link OxmConverter}, {@link ActionConverter}, {@link ControllerMessageConverter}) and codec ({@link OxmCodec},
 * {@link ActionCodec}, {@link ControllerMessageSerializer}) — what OpenFlowPlugin runs for them. Test code.
 */
final class InventoryWire {
    // OXM field codes, OpenFlow 1.3.5 section 7.2.3.7
    private static final int IN_PORT = 0;
    private static final int ETH_TYPE = 5;
    private static final int VLAN_VID = 6;
    private static final int IP_PROTO = 10;
    private static final int IPV4_SRC = 11;
    private static final int IPV4_DST = 12;
    private static final int TCP_SRC = 13;
    private static final int TCP_DST = 14;
    private static final int UDP_SRC = 15;
    private static final int UDP_DST = 16;
    private static final int OFPVID_PRESENT = 0x1000;

    private static final MalformedInput MALFORMED = new MalformedInput();
    private static final OxmCodec OXM_CODEC = new OxmCodec(MALFORMED);
    private static final ActionCodec ACTION_CODEC = new ActionCodec(MALFORMED);
    private static final ActionConverter ACTION_CONVERTER = new ActionConverter();
    private static final ExtensionConvertorData OPENFLOW_13 = new ExtensionConvertorData(Uint8.valueOf(4));

    private InventoryWire() {
        // Static only
    }

    /**
     * Returns the FLOW_MOD that adds a flow to table 0.
     *
     * @param xid the xid
     * @param node the node the entry is under
     * @param flow the entry
     * @return the message
     */
    static byte[] flowMod(final long xid, final String node, final Flow flow) {
        final var apply = (ApplyActionsCase) flow.getInstructions().nonnullInstruction().values().iterator().next()
            .getInstruction();
        return SwitchBench.flowAdd(xid, flow.getPriority().intValue(), flow.getCookie().getValue().longValue(),
            match(node, flow.getMatch()), actions(node, apply.getApplyActions().nonnullAction().values()));
    }

    /**
     * Returns the GROUP_MOD that adds a fast-failover group.
     *
     * @param xid the xid
     * @param node the node the entry is under
     * @param group the entry
     * @return the message
     */
    static byte[] groupMod(final long xid, final String node, final Group group) {
        final var buckets = new ArrayList<>(group.getBuckets().nonnullBucket().values());
        buckets.sort(Comparator.comparing(bucket -> bucket.getBucketId().getValue().toJava()));
        return SwitchBench.fastFailoverGroupAdd(xid, group.getGroupId().getValue().toJava(), buckets.stream()
            .map(bucket -> SwitchBench.bucket(bucket.getWatchPort().toJava(),
                actions(node, bucket.nonnullAction().values())))
            .toList());
    }

    /**
     * Returns the OFPT_EXPERIMENTER message of a send-experimenter input.
     *
     * @param xid the xid
     * @param message the input's message
     * @return the message
     * @throws ConversionException if the converter refuses it
     */
    static byte[] experimenter(final long xid, final ExperimenterMessageOfChoice message) throws ConversionException {
        final var type = MessageBindings.controllerMessage(MessageBindings.toOfj(message)).type();
        final var ofj = new ControllerMessageConverter(type).convert(message, OPENFLOW_13);
        return SwitchBench.openPathMessage(xid, (int) type.code(), bytes(buffer ->
            new ControllerMessageSerializer().serialize(ofj, buffer)));
    }

    private static byte[] match(final String node, final Match match) {
        final var oxms = new ArrayList<byte[]>();
        if (match.getInPort() != null) {
            oxms.add(SwitchBench.oxm(IN_PORT, 4, port(node, match.getInPort().getValue())));
        }
        if (match.getEthernetMatch() != null) {
            oxms.add(SwitchBench.oxm(ETH_TYPE, 2, match.getEthernetMatch().getEthernetType().getType().getValue()
                .toJava()));
        }
        if (match.getVlanMatch() != null) {
            oxms.add(SwitchBench.oxm(VLAN_VID, 2, OFPVID_PRESENT
                | match.getVlanMatch().getVlanId().getVlanId().getValue().intValue()));
        }
        if (match.getIpMatch() != null) {
            oxms.add(SwitchBench.oxm(IP_PROTO, 1, match.getIpMatch().getIpProtocol().intValue()));
        }
        if (match.getLayer3Match() instanceof Ipv4Match ipv4) {
            if (ipv4.getIpv4Source() != null) {
                oxms.add(prefix(IPV4_SRC, IpPrefix.parse(ipv4.getIpv4Source().getValue())));
            }
            if (ipv4.getIpv4Destination() != null) {
                oxms.add(prefix(IPV4_DST, IpPrefix.parse(ipv4.getIpv4Destination().getValue())));
            }
        }
        switch (match.getLayer4Match()) {
            case null -> {
                // no ports
            }
            case TcpMatch tcp -> {
                if (tcp.getTcpSourcePort() != null) {
                    oxms.add(SwitchBench.oxm(TCP_SRC, 2, tcp.getTcpSourcePort().getValue().intValue()));
                }
                if (tcp.getTcpDestinationPort() != null) {
                    oxms.add(SwitchBench.oxm(TCP_DST, 2, tcp.getTcpDestinationPort().getValue().intValue()));
                }
            }
            case UdpMatch udp -> {
                if (udp.getUdpSourcePort() != null) {
                    oxms.add(SwitchBench.oxm(UDP_SRC, 2, udp.getUdpSourcePort().getValue().intValue()));
                }
                if (udp.getUdpDestinationPort() != null) {
                    oxms.add(SwitchBench.oxm(UDP_DST, 2, udp.getUdpDestinationPort().getValue().intValue()));
                }
            }
            // the reference switch has no SCTP fields: the generators do not classify SCTP ports
            default -> throw new IllegalArgumentException("no OXM for " + match.getLayer4Match());
        }
        final var extensions = match.augmentation(GeneralAugMatchNodesNodeTableFlow.class);
        if (extensions != null) {
            for (var entry : extensions.nonnullExtensionList().values()) {
                final var field = field(entry.getExtensionKey());
                final var ofj = new OxmConverter(field).convert(entry.getExtension());
                oxms.add(bytes(buffer -> OXM_CODEC.serialize(ofj, buffer)));
            }
        }
        return SwitchBench.match(oxms.toArray(byte[][]::new));
    }

    private static byte[] prefix(final int field, final IpPrefix prefix) {
        final long value = Integer.toUnsignedLong(java.nio.ByteBuffer.wrap(prefix.address().getAddress()).getInt());
        if (prefix.length() == 32) {
            return SwitchBench.oxm(field, 4, value);
        }
        final long mask = prefix.length() == 0 ? 0 : 0xFFFFFFFFL << 32 - prefix.length() & 0xFFFFFFFFL;
        return SwitchBench.oxmMasked(field, 4, value, mask);
    }

    private static List<byte[]> actions(final String node, final Collection<Action> entries) {
        final var sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparing(Action::getOrder));
        final var actions = new ArrayList<byte[]>();
        for (var entry : sorted) {
            actions.add(switch (entry.getAction()) {
                case OutputActionCase output -> SwitchBench.output(port(node,
                    output.getOutputAction().getOutputNodeConnector().getValue()));
                case PushVlanActionCase push -> SwitchBench.pushVlan();
                case PopVlanActionCase pop -> SwitchBench.popVlan();
                case SetFieldCase set -> SwitchBench.setVlanVid(set.getSetField().getVlanMatch().getVlanId()
                    .getVlanId().getValue().intValue());
                case GroupActionCase group -> SwitchBench.group(group.getGroupAction().getGroupId().toJava());
                default -> {
                    final var ofj = ACTION_CONVERTER.convert(entry.getAction());
                    yield bytes(buffer -> ACTION_CODEC.serialize(ofj, buffer));
                }
            });
        }
        return actions;
    }

    private static OxmField field(final Object key) {
        for (var field : OxmField.values()) {
            if (OxmBindings.extensionKey(field).equals(key)) {
                return field;
            }
        }
        throw new IllegalArgumentException("not an OpenPATH extension key: " + key);
    }

    private static long port(final String node, final String connector) {
        return Long.parseLong(connector.substring(node.length() + 1));
    }

    /**
     * Returns what a writer (an OpenFlowJava serializer) puts into a fresh buffer.
     *
     * @param writer writes into the buffer
     * @return the bytes written
     */
    static byte[] bytes(final Consumer<ByteBuf> writer) {
        final var buffer = Unpooled.buffer();
        try {
            writer.accept(buffer);
            final var bytes = new byte[buffer.readableBytes()];
            buffer.readBytes(bytes);
            return bytes;
        } finally {
            buffer.release();
        }
    }
}
