/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static org.openpath.analyzer.PacketField.IP_DST;
import static org.openpath.analyzer.PacketField.IP_PROTO;
import static org.openpath.analyzer.PacketField.IP_SRC;
import static org.openpath.analyzer.PacketField.L4_DST;
import static org.openpath.analyzer.PacketField.L4_SRC;
import static org.openpath.analyzer.PacketField.METADATA;
import static org.openpath.analyzer.PacketField.PAYLOAD;
import static org.openpath.analyzer.PacketField.TCP_FLAGS;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.openpath.analyzer.CoarseProfile.PacketAccess;

/**
 * The NF types the suite ships with, as plain records: the same names, field actions, flags, coarse profiles and
 * results as the orchestrator's {@code BuiltInNfCatalog} writes into the config datastore at first boot.
 *
 * <p>Sources: the OpenPATH paper's Table 2 (section 5.2: firewall, gateway, IDS, VOC, netcache, VPN, NAT, WAN
 * optimiser / shaper, traffic monitor), whose "Packet R or R/W, Flow can modify" columns are carried verbatim as
 * each entry's {@link CoarseProfile}; NFP's per-field action profiles (load balancer, cache, proxy, compression,
 * probe); and the security NFs of the paper's dynamic-graph scenario in section 5.3 (sandbox, DDoS scrubber, DPI,
 * honeypot). Where the orchestrator's catalog says "writes" it means NFP's R/W, i.e.
 * {@link ActionProfile.Builder#readsWrites(PacketField...)}.
 */
public final class BuiltInCatalog {
    /** Version stamp of the built-in catalog, equal to the orchestrator's. */
    public static final String VERSION = "2026-11-22";

    /** Names of the NF types of the paper's Table 2, in the table's order. */
    public static final List<String> TABLE_2 = List.of("firewall", "gateway", "ids", "voc", "netcache", "vpn", "nat",
        "wan-optimizer", "shaper", "traffic-monitor");

    private static final Set<PacketField> FIVE_TUPLE = PacketField.fiveTuple();
    private static final NfCatalog CATALOG = NfCatalog.of(buildTypes());

    private BuiltInCatalog() {
        // Constants and factories only
    }

    /**
     * Returns the built-in catalog.
     *
     * @return the catalog of all built-in NF types
     */
    public static NfCatalog catalog() {
        return CATALOG;
    }

    /**
     * Returns the built-in NF types, in catalog order.
     *
     * @return every built-in NF type
     */
    public static List<NfType> nfTypes() {
        return CATALOG.types();
    }

    private static List<NfType> buildTypes() {
        return List.of(
            // The paper's Table 2
            type("firewall", "Stateful packet filter: reads the 5-tuple and TCP flags, drops what policy denies.",
                ActionProfile.builder().reads(FIVE_TUPLE).reads(TCP_FLAGS).mayDrop().modifiesFlows().stateful()
                    .coarse(PacketAccess.READ, true)),
            type("gateway", "Border gateway: forwards by source and destination address.",
                ActionProfile.builder().reads(IP_SRC, IP_DST).coarse(PacketAccess.NONE, false)),
            type("ids", "Intrusion detection: inspects headers and payload, reports suspicious flows.",
                ActionProfile.builder().reads(FIVE_TUPLE).reads(PAYLOAD).stateful().coarse(PacketAccess.READ, false),
                "suspicious", "malicious"),
            type("voc", "Video optimisation controller: reads video flows to choose a bit rate.",
                ActionProfile.builder().reads(FIVE_TUPLE).reads(PAYLOAD).stateful().coarse(PacketAccess.READ, false)),
            type("netcache", "Network cache monitor: reads requests to learn what is worth caching.",
                ActionProfile.builder().reads(IP_DST, L4_DST, PAYLOAD).stateful().coarse(PacketAccess.READ, false)),
            type("vpn", "IPsec VPN endpoint: encrypts the payload and adds/removes the tunnel header.",
                ActionProfile.builder().reads(IP_SRC, IP_DST).readsWrites(PAYLOAD).addsRemoves(IP_SRC, IP_DST)
                    .modifiesFlows().stateful().coarse(PacketAccess.READ_WRITE, true)),
            type("nat", "Network address and port translation.",
                ActionProfile.builder().readsWrites(IP_SRC, IP_DST, L4_SRC, L4_DST).stateful()
                    .coarse(PacketAccess.READ_WRITE, false)),
            type("wan-optimizer", "WAN optimiser: deduplicates and rebuilds payloads across packets.",
                ActionProfile.builder().readsWrites(PAYLOAD).reconstructsPackets().stateful()
                    .coarse(PacketAccess.READ_WRITE, false)),
            type("shaper", "Traffic shaper: delays packets to a configured rate; reads no field (NFP).",
                ActionProfile.builder().coarse(PacketAccess.READ_WRITE, false)),
            type("traffic-monitor", "Traffic monitor: counts packets and bytes per 5-tuple.",
                ActionProfile.builder().reads(FIVE_TUPLE).stateful().coarse(PacketAccess.READ, false)),
            // NFP's action profiles
            type("load-balancer", "Layer-4 load balancer: rewrites addresses, reads ports to pick a backend.",
                ActionProfile.builder().readsWrites(IP_SRC, IP_DST).reads(L4_SRC, L4_DST).stateful()),
            type("cache", "Web cache: answers hits itself, terminating the flow.",
                ActionProfile.builder().reads(IP_SRC, L4_SRC, PAYLOAD).terminatesFlows().stateful()),
            type("proxy", "Proxy: terminates client connections and opens its own to the server.",
                ActionProfile.builder().readsWrites(IP_SRC, IP_DST).terminatesFlows().stateful()),
            type("compression", "Payload compression: rewrites and re-packs payloads.",
                ActionProfile.builder().readsWrites(PAYLOAD).reconstructsPackets()),
            type("probe", "Measurement probe: reads the 5-tuple and stamps the packet's metadata tag.",
                ActionProfile.builder().reads(FIVE_TUPLE).readsWrites(METADATA)),
            // Security NFs of the paper's dynamic-graph scenarios
            type("sandbox", "Sandbox: detonates suspicious traffic in isolation, dropping what misbehaves.",
                ActionProfile.builder().reads(FIVE_TUPLE).reads(PAYLOAD).mayDrop().stateful()),
            type("ddos-scrubber", "DDoS scrubber: drops attack traffic by rate, flags and address.",
                ActionProfile.builder().reads(IP_SRC, IP_DST, IP_PROTO, L4_DST, TCP_FLAGS).mayDrop().stateful(),
                "attack"),
            type("dpi", "Deep packet inspection: classifies applications and tags the packet metadata.",
                ActionProfile.builder().reads(FIVE_TUPLE).reads(PAYLOAD).readsWrites(METADATA).stateful(),
                "malicious", "p2p", "video"),
            type("honeypot", "Honeypot: terminates flows steered to it and records the attacker.",
                ActionProfile.builder().reads(FIVE_TUPLE).reads(PAYLOAD).terminatesFlows().stateful()));
    }

    private static NfType type(final String name, final String description, final ActionProfile.Builder profile,
            final String... results) {
        return new NfType(name, description, profile.build(), new LinkedHashSet<>(List.of(results)));
    }
}
