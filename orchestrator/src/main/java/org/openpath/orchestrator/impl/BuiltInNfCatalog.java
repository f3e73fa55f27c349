/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.orchestrator.impl;

import static org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField.IpDst;
import static org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField.IpProto;
import static org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField.IpSrc;
import static org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField.L4Dst;
import static org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField.L4Src;
import static org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField.Metadata;
import static org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField.Payload;
import static org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField.TcpFlags;

import java.util.List;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalog;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.NfCatalogBuilder;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.action.profile.CoarseProfile.PacketAccess;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.nf.catalog.rev261122.nf.catalog.NfType;
import org.opendaylight.yang.gen.v1.urn.openpath.yang.types.rev261122.PacketField;
import org.opendaylight.yangtools.binding.util.BindingMap;

/**
 * The NF types the suite ships with, written into the config datastore at first boot.
 *
 * <p>Sources (see {@code shared/DESIGN.md} section 2): the OpenPATH paper's Table 2 (firewall, gateway, IDS, VOC,
 * netcache, VPN, NAT, WAN optimiser / shaper, traffic monitor), whose coarse "Packet R or R/W, Flow can modify"
 * columns are carried verbatim in each entry's coarse profile; NFP's per-field action profiles (load balancer,
 * cache, proxy, compression, probe); and the security NFs the paper's dynamic-graph scenarios use (sandbox, DDoS
 * scrubber, DPI, honeypot). Resource demands are planning defaults an operator is expected to tune.
 */
public final class BuiltInNfCatalog {
    /** Version stamp written to {@code nf-catalog/built-in-catalog-version}. */
    public static final String VERSION = "2026-11-22";

    private static final List<PacketField> FIVE_TUPLE = List.of(IpSrc, IpDst, IpProto, L4Src, L4Dst);

    private BuiltInNfCatalog() {
        // Constants and a factory only
    }

    /**
     * Returns the built-in catalog as the {@code nf-catalog} container.
     *
     * @return the catalog, with {@link #VERSION} set
     */
    public static NfCatalog catalog() {
        return new NfCatalogBuilder()
            .setBuiltInCatalogVersion(VERSION)
            .setNfType(BindingMap.of(nfTypes()))
            .build();
    }

    /**
     * Returns the built-in NF types.
     *
     * @return every built-in NF type, each with origin {@code built-in}
     */
    public static List<NfType> nfTypes() {
        return List.of(
            // The paper's Table 2
            NfTypeSpec.of("firewall",
                "Stateful packet filter: reads the 5-tuple and TCP flags, drops what policy denies.")
                .reads(FIVE_TUPLE).reads(TcpFlags).mayDrop().modifiesFlows().stateful()
                .coarse(PacketAccess.Read, true).demand(0.25, 0.5, 256, 64, 15, 10).build(),
            NfTypeSpec.of("gateway", "Border gateway: forwards by source and destination address.")
                .reads(IpSrc, IpDst)
                .coarse(PacketAccess.None, false).demand(0.25, 0.25, 128, 32, 5, 40).build(),
            NfTypeSpec.of("ids", "Intrusion detection: inspects headers and payload, reports suspicious flows.")
                .reads(FIVE_TUPLE).reads(Payload).stateful().results("suspicious", "malicious")
                .coarse(PacketAccess.Read, false).demand(0.5, 1.5, 1024, 256, 60, 5).build(),
            NfTypeSpec.of("voc", "Video optimisation controller: reads video flows to choose a bit rate.")
                .reads(FIVE_TUPLE).reads(Payload).stateful()
                .coarse(PacketAccess.Read, false).demand(0.5, 1.0, 512, 128, 40, 10).build(),
            NfTypeSpec.of("netcache", "Network cache monitor: reads requests to learn what is worth caching.")
                .reads(IpDst, L4Dst, Payload).stateful()
                .coarse(PacketAccess.Read, false).demand(0.25, 0.75, 2048, 512, 30, 10).build(),
            NfTypeSpec.of("vpn", "IPsec VPN endpoint: encrypts the payload and adds/removes the tunnel header.")
                .reads(IpSrc, IpDst).writes(Payload).addsRemoves(IpSrc, IpDst).modifiesFlows().stateful()
                .coarse(PacketAccess.ReadWrite, true).demand(0.5, 2.0, 256, 64, 50, 5).build(),
            NfTypeSpec.of("nat", "Network address and port translation.")
                .writes(IpSrc, IpDst, L4Src, L4Dst).stateful()
                .coarse(PacketAccess.ReadWrite, false).demand(0.25, 0.5, 256, 128, 10, 20).build(),
            NfTypeSpec.of("wan-optimizer", "WAN optimiser: deduplicates and rebuilds payloads across packets.")
                .writes(Payload).reconstructsPackets().stateful()
                .coarse(PacketAccess.ReadWrite, false).demand(1.0, 2.0, 4096, 1024, 100, 5).build(),
            NfTypeSpec.of("shaper", "Traffic shaper: delays packets to a configured rate; reads no field (NFP).")
                .coarse(PacketAccess.ReadWrite, false).demand(0.25, 0.25, 128, 64, 20, 20).build(),
            NfTypeSpec.of("traffic-monitor", "Traffic monitor: counts packets and bytes per 5-tuple.")
                .reads(FIVE_TUPLE).stateful()
                .coarse(PacketAccess.Read, false).demand(0.25, 0.25, 256, 128, 5, 40).build(),
            // NFP's action profiles
            NfTypeSpec.of("load-balancer", "Layer-4 load balancer: rewrites addresses, reads ports to pick a backend.")
                .writes(IpSrc, IpDst).reads(L4Src, L4Dst).stateful().demand(0.25, 0.5, 256, 128, 10, 20).build(),
            NfTypeSpec.of("cache", "Web cache: answers hits itself, terminating the flow.")
                .reads(IpSrc, L4Src, Payload).terminatesFlows().stateful().demand(0.5, 1.0, 8192, 1024, 40, 10)
                .build(),
            NfTypeSpec.of("proxy", "Proxy: terminates client connections and opens its own to the server.")
                .writes(IpSrc, IpDst).terminatesFlows().stateful().demand(0.5, 1.0, 1024, 256, 40, 10).build(),
            NfTypeSpec.of("compression", "Payload compression: rewrites and re-packs payloads.")
                .writes(Payload).reconstructsPackets().demand(0.5, 2.0, 512, 128, 60, 5).build(),
            NfTypeSpec.of("probe", "Measurement probe: reads the 5-tuple and stamps the packet's metadata tag.")
                .reads(FIVE_TUPLE).writes(Metadata).demand(0.1, 0.1, 64, 32, 2, 40).build(),
            // Security NFs of the paper's dynamic-graph scenarios
            NfTypeSpec.of("sandbox", "Sandbox: detonates suspicious traffic in isolation, dropping what misbehaves.")
                .reads(FIVE_TUPLE).reads(Payload).mayDrop().stateful().demand(1.0, 2.0, 4096, 1024, 500, 2).build(),
            NfTypeSpec.of("ddos-scrubber", "DDoS scrubber: drops attack traffic by rate, flags and address.")
                .reads(IpSrc, IpDst, IpProto, L4Dst, TcpFlags).mayDrop().stateful()
                .results("attack").demand(0.5, 1.0, 1024, 256, 10, 40).build(),
            NfTypeSpec.of("dpi", "Deep packet inspection: classifies applications and tags the packet metadata.")
                .reads(FIVE_TUPLE).reads(Payload).writes(Metadata).stateful()
                .results("malicious", "p2p", "video").demand(0.5, 1.5, 1024, 256, 50, 5).build(),
            NfTypeSpec.of("honeypot", "Honeypot: terminates flows steered to it and records the attacker.")
                .reads(FIVE_TUPLE).reads(Payload).terminatesFlows().stateful().demand(0.5, 0.5, 1024, 128, 100, 2)
                .build());
    }
}
