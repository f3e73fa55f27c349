/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.analyzer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openpath.analyzer.CoarseProfile.PacketAccess;

/**
 * The built-in catalog carries the NF types, in the same order and with the same profiles, that the orchestrator's
 * {@code BuiltInNfCatalog} specified when it still held its own copy (commit 095c954): {@link #ORIGINAL_SPECS} is that
 * specification verbatim, parsed and compared entry by entry. The orchestrator now derives its catalog from
 * {@link BuiltInCatalog}.
 */
class BuiltInCatalogTest {
    private static final String ORIGINAL_SPECS = """
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
        """;
    private static final Pattern SPEC = Pattern.compile("NfTypeSpec\\.of\\(\"([^\"]+)\",\\s*\"([^\"]+)\"\\)");
    private static final Pattern CALL = Pattern.compile("\\.(\\w+)\\(([^)]*)\\)");

    @Test
    void catalogHasTheNineteenTypes() {
        assertEquals(List.of("firewall", "gateway", "ids", "voc", "netcache", "vpn", "nat", "wan-optimizer", "shaper",
            "traffic-monitor", "load-balancer", "cache", "proxy", "compression", "probe", "sandbox", "ddos-scrubber",
            "dpi", "honeypot"), BuiltInCatalog.nfTypes().stream().map(NfType::name).toList());
        assertEquals("2026-11-22", BuiltInCatalog.VERSION);
    }

    @Test
    void profilesMatchTheOrchestratorsSpecification() {
        final var chunks = ORIGINAL_SPECS.split("NfTypeSpec\\.of\\(");
        final var parsed = new ArrayList<NfType>();
        for (int i = 1; i < chunks.length; i++) {
            parsed.add(parse("NfTypeSpec.of(" + chunks[i]));
        }
        assertEquals(19, parsed.size());
        assertEquals(BuiltInCatalog.nfTypes(), parsed);
    }

    private static NfType parse(final String spec) {
        final var head = SPEC.matcher(spec);
        assertEquals(true, head.find(), spec);
        final var profile = ActionProfile.builder();
        final var results = new LinkedHashSet<String>();
        final var calls = CALL.matcher(spec.substring(head.end(), spec.indexOf(".build()") + ".build()".length()));
        while (calls.find()) {
            final String args = calls.group(2).trim();
            switch (calls.group(1)) {
                case "reads" -> profile.reads(fields(args));
                case "writes" -> profile.readsWrites(fields(args).toArray(PacketField[]::new));
                case "addsRemoves" -> profile.addsRemoves(fields(args).toArray(PacketField[]::new));
                case "mayDrop" -> profile.mayDrop();
                case "modifiesFlows" -> profile.modifiesFlows();
                case "terminatesFlows" -> profile.terminatesFlows();
                case "reconstructsPackets" -> profile.reconstructsPackets();
                case "stateful" -> profile.stateful();
                case "results" -> {
                    for (var result : args.split(",")) {
                        results.add(result.trim().replace("\"", ""));
                    }
                }
                case "coarse" -> {
                    final String[] parts = args.split(",");
                    profile.coarse(PacketAccess.valueOf(snake(parts[0].trim().replace("PacketAccess.", ""))),
                        Boolean.parseBoolean(parts[1].trim()));
                }
                case "demand", "build" -> {
                    // Resource demand is not the analyser's business
                }
                default -> throw new AssertionError("Unexpected call " + calls.group());
            }
        }
        return new NfType(head.group(1), head.group(2), profile.build(), results);
    }

    private static List<PacketField> fields(final String args) {
        if (args.equals("FIVE_TUPLE")) {
            return List.copyOf(PacketField.fiveTuple());
        }
        final var fields = new ArrayList<PacketField>();
        for (var arg : args.split(",")) {
            final var field = PacketField.valueOf(snake(arg.trim()));
            assertNotNull(field);
            fields.add(field);
        }
        return fields;
    }

    private static String snake(final String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
    }
}
