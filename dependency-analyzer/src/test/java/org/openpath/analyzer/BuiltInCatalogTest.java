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
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openpath.analyzer.CoarseProfile.PacketAccess;

/**
 * The built-in catalog against its sources, written down here by hand and never read from the code under test.
 *
 * <p>The OpenPATH paper (OpenPATH, the "aPplication Aware software-defined swiTcHing framework"), section 5.2,
 * Table 2 "Operation table" (Packet: R reading, W writing; Flow: Y can modify, N cannot modify):
 * <pre>
 *   Virtual Network Function                  Packet   Flow
 *   Firewall                                  R        Y
 *   Gateway                                            N
 *   Intrusion Detection System (IDS)          R        N
 *   Video Optimization Controller (VOC)       R        N
 *   Netcache                                  R        N
 *   Virtual Private Networking (VPN)          R/W      Y
 *   Network Address Translation (NAT)         R/W      N
 *   WAN Optimization and Bandwidth Shaper     R/W      N
 *   Traffic Monitor                           R        N
 * </pre>
 * The catalog splits the row "WAN Optimization and Bandwidth Shaper" into {@code wan-optimizer} and {@code shaper}.
 * The paper gives no more than these two columns; the field-level profiles, flags and results of all 19 types are
 * the catalog's specification in docs/dependency-analysis.md, section 1 (the table of the built-in catalog; NFP's
 * per-field action profiles for the others).
 */
class BuiltInCatalogTest {
    /** The 5-tuple as docs/dependency-analysis.md writes it. */
    private static final String FIVE_TUPLE = "ip-src ip-dst ip-proto l4-src l4-dst";

    /**
     * Where the field-level profile of a Table 2 NF does not say what the paper's Packet column says, and why the
     * catalog keeps it (docs/dependency-analysis.md, section 1: the Table 2 columns are carried verbatim as the coarse
     * profile, the field-level profile follows the NF's behaviour and NFP).
     */
    private static final Set<String> FIELD_LEVEL_DEPARTURES = Set.of(
        // Table 2 leaves the gateway's Packet column empty (no packet operation); the catalog's gateway forwards by
        // address and reads ip-src and ip-dst
        "gateway: Packet '' but reads [ip-src, ip-dst]",
        // Table 2 says R/W for "WAN Optimization and Bandwidth Shaper"; the catalog's shaper only delays packets and
        // touches no field (as in NFP)
        "shaper: Packet 'R/W' but writes no field");

    @Test
    void catalogHasTheNineteenTypes() {
        assertEquals(List.of("firewall", "gateway", "ids", "voc", "netcache", "vpn", "nat", "wan-optimizer", "shaper",
            "traffic-monitor", "load-balancer", "cache", "proxy", "compression", "probe", "sandbox", "ddos-scrubber",
            "dpi", "honeypot"), BuiltInCatalog.nfTypes().stream().map(NfType::name).toList());
        assertEquals("2026-11-22", BuiltInCatalog.VERSION);
    }

    @Test
    void table2TypesComeFirstInThePapersOrder() {
        final var table2 = List.of("firewall", "gateway", "ids", "voc", "netcache", "vpn", "nat", "wan-optimizer",
            "shaper", "traffic-monitor");
        assertEquals(table2, BuiltInCatalog.TABLE_2);
        assertEquals(table2, BuiltInCatalog.nfTypes().subList(0, table2.size()).stream().map(NfType::name).toList());
    }

    /**
     * Each Table 2 row is carried verbatim as the type's coarse profile, and gives its Table 3 class ("Modify flow"
     * when the flow can be modified, else "Write" for R/W, "Read" for R, none for an empty Packet column).
     */
    @ParameterizedTest(name = "{0}: Packet ''{1}'', Flow {2}")
    @CsvSource(delimiter = '|', value = {
        "firewall        | R   | Y",
        "gateway         |     | N",
        "ids             | R   | N",
        "voc             | R   | N",
        "netcache        | R   | N",
        "vpn             | R/W | Y",
        "nat             | R/W | N",
        "wan-optimizer   | R/W | N",
        "shaper          | R/W | N",
        "traffic-monitor | R   | N"})
    void table2RowIsTheCoarseProfile(final String name, final @Nullable String packetColumn, final String flow) {
        final var packet = text(packetColumn);
        final var profile = type(name).profile();
        final var expected = new CoarseProfile(access(packet), flow.equals("Y"));
        assertEquals(expected, profile.coarseProfile(), "carried verbatim, not derived");
        assertEquals(expected, profile.effectiveCoarseProfile());
        final CoarseClass table3Class;
        if (flow.equals("Y")) {
            table3Class = CoarseClass.MODIFY_FLOW;
        } else {
            table3Class = switch (packet) {
                case "R/W" -> CoarseClass.WRITE;
                case "R" -> CoarseClass.READ;
                default -> CoarseClass.NONE;
            };
        }
        assertEquals(table3Class, profile.coarseClass());
    }

    /**
     * The field-level profiles say what Table 2 says (an empty Packet column: no field read or written; R: fields read,
     * none written; R/W: some field written or a header changed; Flow Y exactly when the NF may drop packets, modify or
     * terminate flows), except for {@link #FIELD_LEVEL_DEPARTURES}.
     */
    @Test
    void fieldLevelProfilesAgreeWithTable2ButForTheKnownDepartures() {
        final var packetColumn = new LinkedHashMap<String, String>();
        final var flowColumn = Map.of("firewall", "Y", "vpn", "Y");
        packetColumn.put("firewall", "R");
        packetColumn.put("gateway", "");
        packetColumn.put("ids", "R");
        packetColumn.put("voc", "R");
        packetColumn.put("netcache", "R");
        packetColumn.put("vpn", "R/W");
        packetColumn.put("nat", "R/W");
        packetColumn.put("wan-optimizer", "R/W");
        packetColumn.put("shaper", "R/W");
        packetColumn.put("traffic-monitor", "R");
        final var departures = new ArrayList<String>();
        packetColumn.forEach((name, packet) -> {
            final var profile = type(name).profile();
            final boolean changes = !profile.writes().isEmpty() || !profile.headerChanges().isEmpty();
            if (packet.isEmpty() && !profile.reads().isEmpty()) {
                departures.add(name + ": Packet '' but reads " + profile.reads());
            }
            if (!packet.equals("R/W") && changes) {
                departures.add(name + ": Packet '" + packet + "' but writes " + profile.mayChange());
            }
            if (packet.equals("R") && profile.reads().isEmpty()) {
                departures.add(name + ": Packet 'R' but reads no field");
            }
            if (packet.equals("R/W") && !changes) {
                departures.add(name + ": Packet 'R/W' but writes no field");
            }
            final boolean modifies = profile.mayDrop() || profile.modifiesFlows() || profile.terminatesFlows();
            if (modifies != flowColumn.getOrDefault(name, "N").equals("Y")) {
                departures.add(name + ": Flow " + flowColumn.getOrDefault(name, "N") + " but may drop, modify or "
                    + "terminate flows: " + modifies);
            }
        });
        assertEquals(FIELD_LEVEL_DEPARTURES, Set.copyOf(departures), departures::toString);
        assertEquals(FIELD_LEVEL_DEPARTURES.size(), departures.size(), departures::toString);
    }

    /**
     * Every type's profile and results as docs/dependency-analysis.md, section 1 lists them: fields read, fields read
     * and written (NFP's R/W), headers added or removed, flags ({@code drops}, {@code modifies-flows},
     * {@code terminates-flows}, {@code reconstructs}, {@code stateful}) and results; the coarse profile is Table 2's
     * for the paper's types and derived for the others.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "firewall        | 5-tuple tcp-flags            |                             |               "
            + "| drops modifies-flows stateful   |                     ",
        "gateway         | ip-src ip-dst                |                             |               "
            + "|                                 |                     ",
        "ids             | 5-tuple payload              |                             |               "
            + "| stateful                        | suspicious malicious",
        "voc             | 5-tuple payload              |                             |               "
            + "| stateful                        |                     ",
        "netcache        | ip-dst l4-dst payload        |                             |               "
            + "| stateful                        |                     ",
        "vpn             | ip-src ip-dst                | payload                     | ip-src ip-dst "
            + "| modifies-flows stateful         |                     ",
        "nat             |                              | ip-src ip-dst l4-src l4-dst |               "
            + "| stateful                        |                     ",
        "wan-optimizer   |                              | payload                     |               "
            + "| reconstructs stateful           |                     ",
        "shaper          |                              |                             |               "
            + "|                                 |                     ",
        "traffic-monitor | 5-tuple                      |                             |               "
            + "| stateful                        |                     ",
        "load-balancer   | l4-src l4-dst                | ip-src ip-dst               |               "
            + "| stateful                        |                     ",
        "cache           | ip-src l4-src payload        |                             |               "
            + "| terminates-flows stateful       |                     ",
        "proxy           |                              | ip-src ip-dst               |               "
            + "| terminates-flows stateful       |                     ",
        "compression     |                              | payload                     |               "
            + "| reconstructs                    |                     ",
        "probe           | 5-tuple                      | metadata                    |               "
            + "|                                 |                     ",
        "sandbox         | 5-tuple payload              |                             |               "
            + "| drops stateful                  |                     ",
        "ddos-scrubber   | ip-src ip-dst ip-proto l4-dst tcp-flags |                  |               "
            + "| drops stateful                  | attack              ",
        "dpi             | 5-tuple payload              | metadata                    |               "
            + "| stateful                        | malicious p2p video ",
        "honeypot        | 5-tuple payload              |                             |               "
            + "| terminates-flows stateful       |                     "})
    void profileAndResultsAreTheDocumentedOnes(final String name, final @Nullable String reads,
            final @Nullable String readsWrites, final @Nullable String headers, final @Nullable String flags,
            final @Nullable String results) {
        final var flagSet = Set.copyOf(words(flags));
        final var read = fields(reads);
        read.addAll(fields(readsWrites));
        final var expected = new ActionProfile(read, fields(readsWrites), fields(headers), flagSet.contains("drops"),
            flagSet.contains("modifies-flows"), flagSet.contains("terminates-flows"), flagSet.contains("reconstructs"),
            flagSet.contains("stateful"), table2(name));
        final var type = type(name);
        assertEquals(expected, type.profile());
        assertEquals(words(results), List.copyOf(type.results()));
    }

    /**
     * The descriptions operators read in the served catalog. They have no source but the catalog itself: pinned here
     * so that a change is deliberate.
     */
    @Test
    void descriptionsAreTheServedOnes() {
        final var expected = new LinkedHashMap<String, String>();
        expected.put("firewall", "Stateful packet filter: reads the 5-tuple and TCP flags, drops what policy denies.");
        expected.put("gateway", "Border gateway: forwards by source and destination address.");
        expected.put("ids", "Intrusion detection: inspects headers and payload, reports suspicious flows.");
        expected.put("voc", "Video optimisation controller: reads video flows to choose a bit rate.");
        expected.put("netcache", "Network cache monitor: reads requests to learn what is worth caching.");
        expected.put("vpn", "IPsec VPN endpoint: encrypts the payload and adds/removes the tunnel header.");
        expected.put("nat", "Network address and port translation.");
        expected.put("wan-optimizer", "WAN optimiser: deduplicates and rebuilds payloads across packets.");
        expected.put("shaper", "Traffic shaper: delays packets to a configured rate; reads no field (NFP).");
        expected.put("traffic-monitor", "Traffic monitor: counts packets and bytes per 5-tuple.");
        expected.put("load-balancer", "Layer-4 load balancer: rewrites addresses, reads ports to pick a backend.");
        expected.put("cache", "Web cache: answers hits itself, terminating the flow.");
        expected.put("proxy", "Proxy: terminates client connections and opens its own to the server.");
        expected.put("compression", "Payload compression: rewrites and re-packs payloads.");
        expected.put("probe", "Measurement probe: reads the 5-tuple and stamps the packet's metadata tag.");
        expected.put("sandbox", "Sandbox: detonates suspicious traffic in isolation, dropping what misbehaves.");
        expected.put("ddos-scrubber", "DDoS scrubber: drops attack traffic by rate, flags and address.");
        expected.put("dpi", "Deep packet inspection: classifies applications and tags the packet metadata.");
        expected.put("honeypot", "Honeypot: terminates flows steered to it and records the attacker.");
        final var actual = new LinkedHashMap<String, String>();
        BuiltInCatalog.nfTypes().forEach(type -> actual.put(type.name(), type.description()));
        assertEquals(expected, actual);
    }

    private static NfType type(final String name) {
        final var found = BuiltInCatalog.nfTypes().stream().filter(type -> type.name().equals(name)).toList();
        assertEquals(1, found.size(), () -> "one type " + name);
        return found.getFirst();
    }

    // Table 2's Packet column as openpath-nf-catalog's packet-access
    private static PacketAccess access(final String packet) {
        return switch (packet) {
            case "" -> PacketAccess.NONE;
            case "R" -> PacketAccess.READ;
            case "R/W" -> PacketAccess.READ_WRITE;
            default -> throw new IllegalArgumentException("not a Table 2 Packet value: " + packet);
        };
    }

    // the paper's Table 2 row of a type, as its coarse profile; null for the types the paper does not list
    private static @Nullable CoarseProfile table2(final String name) {
        return switch (name) {
            case "firewall" -> new CoarseProfile(PacketAccess.READ, true);
            case "gateway" -> new CoarseProfile(PacketAccess.NONE, false);
            case "ids", "voc", "netcache", "traffic-monitor" -> new CoarseProfile(PacketAccess.READ, false);
            case "vpn" -> new CoarseProfile(PacketAccess.READ_WRITE, true);
            case "nat", "wan-optimizer", "shaper" -> new CoarseProfile(PacketAccess.READ_WRITE, false);
            default -> null;
        };
    }

    private static Set<PacketField> fields(final @Nullable String yangNames) {
        final var fields = EnumSet.noneOf(PacketField.class);
        for (var word : words(text(yangNames).replace("5-tuple", FIVE_TUPLE))) {
            final var field = Arrays.stream(PacketField.values()).filter(candidate -> candidate.yangName().equals(word))
                .findFirst().orElse(null);
            assertNotNull(field, () -> "not a packet field: " + word);
            fields.add(field);
        }
        return fields;
    }

    // an empty CSV column is null
    private static List<String> words(final @Nullable String text) {
        return text == null || text.isBlank() ? List.of() : List.of(text.trim().split("\\s+"));
    }

    private static String text(final @Nullable String column) {
        return column == null ? "" : column.trim();
    }
}
