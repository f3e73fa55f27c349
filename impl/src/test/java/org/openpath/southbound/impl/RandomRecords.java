/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.southbound.impl;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.openpath.openflow.ChangeDefault;
import org.openpath.openflow.ControllerMessage;
import org.openpath.openflow.CopyKind;
import org.openpath.openflow.CopyToBranches;
import org.openpath.openflow.FlowSpec;
import org.openpath.openflow.GraphSet;
import org.openpath.openflow.GraphVertex;
import org.openpath.openflow.HandlerAction;
import org.openpath.openflow.HandlerRule;
import org.openpath.openflow.HandlerRuleAdd;
import org.openpath.openflow.HandlerRuleDelete;
import org.openpath.openflow.HandlerRuleModify;
import org.openpath.openflow.InvokeNf;
import org.openpath.openflow.IpPrefix;
import org.openpath.openflow.Merge;
import org.openpath.openflow.NfAlert;
import org.openpath.openflow.NfBind;
import org.openpath.openflow.NfMessage;
import org.openpath.openflow.NfScale;
import org.openpath.openflow.NfStatus;
import org.openpath.openflow.NfUnbind;
import org.openpath.openflow.NfUpdate;
import org.openpath.openflow.OpenPathAction;
import org.openpath.openflow.OpenPathConstants;
import org.openpath.openflow.OxmField;
import org.openpath.openflow.OxmMatch;
import org.openpath.openflow.PortRange;
import org.openpath.openflow.RequestMe;
import org.openpath.openflow.RunGraph;
import org.openpath.openflow.SetPathTag;
import org.openpath.openflow.SetStateReportInterval;
import org.openpath.openflow.SkipMe;
import org.openpath.openflow.SwitchMessage;

/**
 * Seeded random OpenPATH records of every kind, for round trips through the OpenFlowPlugin layer.
 */
final class RandomRecords {
    private static final String[] RESULTS = { "suspicious", "malicious", "ok", "p2p", "scan.port-sweep_2" };

    private static final String KEY_PREFIX = "k\"\\é";

    private final Random random;

    RandomRecords(final long seed) {
        random = new Random(seed);
    }

    long id() {
        return 1 + (random.nextLong() & 0xFFFF_FFFFL) % 0xFFFF_FFFEL;
    }

    OxmMatch oxm() {
        final var field = OxmField.values()[random.nextInt(OxmField.values().length)];
        if (field == OxmField.COPY) {
            return OxmMatch.of(field, random.nextInt(256));
        }
        final long value = random.nextLong() & 0xFFFF_FFFFL;
        if (field.maskable() && random.nextBoolean()) {
            final long mask = random.nextLong() & 0xFFFF_FFFFL;
            return OxmMatch.masked(field, value & mask, mask);
        }
        return OxmMatch.of(field, value);
    }

    OpenPathAction action() {
        return switch (random.nextInt(5)) {
            case 0 -> invokeNf();
            case 1 -> copyToBranches();
            case 2 -> merge();
            case 3 -> new SetPathTag(id(), id());
            default -> new RunGraph(id());
        };
    }

    /**
     * Returns a GRAPH_SET (docs/openpath-openflow.md section 8) of 0 to 6 vertices, each with 1 to 8 of the actions a
     * graph may run, COPY_TO_BRANCHES only last.
     */
    GraphSet graphSet() {
        final var serviceIds = new LinkedHashSet<Long>();
        final int count = random.nextInt(7);
        while (serviceIds.size() < count) {
            serviceIds.add(id());
        }
        return new GraphSet(id(), serviceIds.stream().map(this::graphVertex).toList());
    }

    private GraphVertex graphVertex(final long serviceId) {
        final int count = 1 + random.nextInt(GraphVertex.MAX_ACTIONS);
        final var actions = new ArrayList<OpenPathAction>(count);
        for (int i = 0; i < count; i++) {
            actions.add(switch (random.nextInt(i == count - 1 ? 3 : 2)) {
                case 0 -> invokeNf();
                case 1 -> merge();
                default -> copyToBranches();
            });
        }
        return new GraphVertex(serviceId, actions);
    }

    private InvokeNf invokeNf() {
        return new InvokeNf(id(), random.nextBoolean() ? 0 : id());
    }

    private CopyToBranches copyToBranches() {
        return new CopyToBranches(CopyKind.values()[random.nextInt(3)],
            IntStream.range(0, 2 + random.nextInt(31)).mapToObj(i -> id()).toList());
    }

    private Merge merge() {
        final var priority = new ArrayList<Integer>();
        IntStream.rangeClosed(1, 2 + random.nextInt(31)).forEach(priority::add);
        Collections.shuffle(priority, random);
        return new Merge(random.nextBoolean(), random.nextBoolean() ? 0 : id(), priority);
    }

    FlowSpec flowSpec() {
        if (random.nextInt(4) == 0) {
            return FlowSpec.ANY;
        }
        final boolean v6 = random.nextBoolean();
        final int protocol = random.nextBoolean() ? 6 : 17;
        return new FlowSpec(random.nextBoolean() ? prefix(v6) : null, random.nextBoolean() ? prefix(v6) : null,
            random.nextBoolean() ? protocol : null, random.nextBoolean() ? ports() : null,
            random.nextBoolean() ? ports() : null);
    }

    ControllerMessage controllerMessage() {
        return switch (random.nextInt(11)) {
            case 0 -> new NfBind(id(), id(), "firewall", "fw-" + random.nextInt(100));
            case 1 -> new NfUnbind(id(), id());
            case 2 -> new HandlerRuleAdd(rule());
            case 3 -> new HandlerRuleModify(rule());
            case 4 -> new HandlerRuleDelete(id(), id(), result());
            case 5 -> new SkipMe(id(), id(), flowSpec());
            case 6 -> new RequestMe(id(), id(), flowSpec());
            case 7 -> new ChangeDefault(id(), id(), random.nextBoolean() ? 0 : id(), flowSpec());
            case 8 -> graphSet();
            case 9 -> new NfScale(id(), id(), 1 + random.nextInt(OpenPathConstants.MAX_NF_INSTANCES));
            default -> new SetStateReportInterval(random.nextBoolean() ? 0 : 100 + random.nextInt(3_599_901));
        };
    }

    SwitchMessage switchMessage() {
        return switch (random.nextInt(3)) {
            case 0 -> new NfUpdate(id(), id(), NfStatus.values()[random.nextInt(NfStatus.values().length)],
                random.nextLong() & Long.MAX_VALUE, random.nextLong() & Long.MAX_VALUE, random.nextInt(1000));
            case 1 -> new NfAlert(id(), id(), result(), flowSpec());
            default -> {
                final var entries = new LinkedHashMap<String, String>();
                IntStream.range(0, random.nextInt(5))
                    .forEach(i -> entries.put(KEY_PREFIX + i, "v" + random.nextInt() + "\n"));
                yield new NfMessage(random.nextBoolean() ? 0 : id(), random.nextBoolean() ? 0 : id(), entries);
            }
        };
    }

    SwitchMessage switchMessageOf(final org.openpath.openflow.ExpType type) {
        while (true) {
            final var message = switchMessage();
            if (message.type() == type) {
                return message;
            }
        }
    }

    List<OpenPathAction> actions(final int count) {
        return IntStream.range(0, count).mapToObj(i -> action()).toList();
    }

    private HandlerRule rule() {
        final var action = HandlerAction.values()[random.nextInt(3)];
        return new HandlerRule(id(), id(), result(), action, action == HandlerAction.SEND_TO ? id() : 0);
    }

    private String result() {
        return RESULTS[random.nextInt(RESULTS.length)];
    }

    private PortRange ports() {
        final int lower = random.nextInt(65536);
        return new PortRange(lower, lower + random.nextInt(65536 - lower));
    }

    private IpPrefix prefix(final boolean v6) {
        final var bytes = new byte[v6 ? 16 : 4];
        random.nextBytes(bytes);
        final int length = random.nextInt(bytes.length * 8 + 1);
        for (int bit = length; bit < bytes.length * 8; bit++) {
            bytes[bit / 8] &= (byte) ~(0x80 >>> bit % 8);
        }
        try {
            return new IpPrefix(InetAddress.getByAddress(bytes), length);
        } catch (UnknownHostException e) {
            throw new AssertionError(e);
        }
    }
}
