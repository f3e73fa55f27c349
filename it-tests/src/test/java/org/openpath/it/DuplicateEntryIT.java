/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A body that names the same list entry twice is refused with a 400 that names it, and nothing is stored (issue 20,
 * point 4) — where RESTCONF alone would store the body with only the last of the two. Through every way a body
 * reaches RESTCONF: PUT and POST, JSON and XML, YANG Patch; for list entries (one key and two), configuration
 * leaf-list values and a leaf given twice. The same bodies without the repeat are stored, so the refusal is the
 * repeat's. A client without valid credentials gets 401 whatever its body names.
 */
@ExtendWith(KarafExtension.class)
final class DuplicateEntryIT {
    private static final String CHAINS = "/data/openpath-chains:service-chains";
    private static final String CATALOG = "/data/openpath-nf-catalog:nf-catalog";
    private static final String CHAIN = "it-dup";
    private static final String CHAIN_PATH = CHAINS + "/service-chain=" + CHAIN;
    private static final String TYPE_PATH = CATALOG + "/nf-type=it-dup-scanner";
    private static final String XML = "application/yang-data+xml";

    @AfterEach
    void removeWhatWasStored(final Restconf restconf) throws IOException {
        restconf.delete(CHAIN_PATH);
        restconf.delete(CHAINS + "/service-chain=it-dup-other");
        restconf.delete(TYPE_PATH);
    }

    private static String chain(final String second) {
        return """
            {"openpath-chains:service-chain":[{"name":"it-dup","nf":[{"name":"fw","type":"firewall"},
              {"name":"mon","type":"traffic-monitor"},{"name":"%s","type":"ids"}]}]}""".formatted(second);
    }

    private static void assertAbsent(final Restconf restconf, final String path, final String... why)
            throws IOException {
        // netconf 9.0.1 answers a GET of missing data with 404 or with 409 data-missing
        final var answer = restconf.get(path);
        assertTrue(answer.status() == 404 || answer.errorTags().contains("data-missing"),
            () -> String.join(" ", why) + ": " + path + " must be absent, GET answered " + answer);
    }

    private static void refused(final Restconf.Response answer, final String... named) {
        assertEquals(400, answer.status(), () -> "a body naming an entry twice must be refused: " + answer);
        assertEquals(List.of("invalid-value"), answer.errorTags(), answer::toString);
        final String message = answer.errorMessages().get(0);
        assertTrue(message.contains("twice"), message);
        for (var name : named) {
            assertTrue(message.contains(name), () -> "the message names " + name + ": " + message);
        }
    }

    @Test
    void anNfNamedTwiceInAChainIsRefusedAndNothingIsStored(final Restconf restconf) throws IOException {
        refused(restconf.put(CHAIN_PATH, chain("fw")), "'fw'", "service-chain=it-dup/nf", "entries 1 and 3");
        assertAbsent(restconf, CHAIN_PATH, "nothing of the refused chain is stored");
        // a plain PATCH merging the chain into the container
        refused(restconf.patch(CHAINS, "{\"openpath-chains:service-chains\":"
            + chain("fw").replaceFirst("\"openpath-chains:service-chain\"", "\"service-chain\"") + "}"), "'fw'");
        assertAbsent(restconf, CHAIN_PATH);

        assertEquals(201, restconf.put(CHAIN_PATH, chain("ids")).status(), "the same chain without the repeat");
        final var stored = restconf.get(CHAIN_PATH + "/nf=fw");
        assertEquals(200, stored.status());
        // a refused rewrite leaves the stored chain as it was
        refused(restconf.put(CHAIN_PATH, chain("fw")), "'fw'");
        assertEquals(3, restconf.get(CHAIN_PATH).json().path("openpath-chains:service-chain").get(0)
            .path("nf").size(), "the stored chain keeps its three NFs");
    }

    @Test
    void twoChainsOfOneNameInOnePostAreRefused(final Restconf restconf) throws IOException {
        final String twins = """
            {"openpath-chains:service-chain":[
              {"name":"it-dup","nf":[{"name":"fw","type":"firewall"}]},
              {"name":"it-dup-other","nf":[{"name":"fw","type":"firewall"}]},
              {"name":"it-dup","nf":[{"name":"ids","type":"ids"}]}]}""";
        refused(restconf.post(CHAINS, twins), "'it-dup'", "entries 1 and 3");
        assertAbsent(restconf, CHAIN_PATH);
        assertAbsent(restconf, CHAINS + "/service-chain=it-dup-other",
            "nothing of the body is stored, not even its other chain");
    }

    @Test
    void anXmlBodyIsCheckedAsAJsonOne(final Restconf restconf) throws IOException {
        final String xml = """
            <service-chain xmlns="urn:openpath:yang:chains"><name>it-dup</name>
              <nf><name>fw</name><type>firewall</type></nf>
              <nf><name>mon</name><type>traffic-monitor</type></nf>
              <nf><name>%s</name><type>ids</type></nf>
            </service-chain>""";
        refused(restconf.write("PUT", CHAIN_PATH, XML, xml.formatted("fw")), "'fw'");
        assertAbsent(restconf, CHAIN_PATH);
        final var stored = restconf.write("PUT", CHAIN_PATH, XML, xml.formatted("ids"));
        assertEquals(201, stored.status(), stored::toString);
    }

    @Test
    void aYangPatchEditWhoseValueNamesAnNfTwiceIsRefused(final Restconf restconf) throws IOException {
        final String patch = """
            {"ietf-yang-patch:yang-patch":{"patch-id":"it-dup-patch","edit":[{"edit-id":"e1","operation":"create",
              "target":"/service-chain=it-dup","value":%s}]}}""";
        refused(restconf.write("PATCH", CHAINS, "application/yang-patch+json", patch.formatted(chain("fw"))), "'fw'");
        assertAbsent(restconf, CHAIN_PATH);
        final var applied = restconf.write("PATCH", CHAINS, "application/yang-patch+json",
            patch.formatted(chain("ids")));
        assertEquals(200, applied.status(), applied::toString);
        assertEquals(200, restconf.get(CHAIN_PATH).status());
    }

    @Test
    void aChainWithTwoKeyedTemplatesOfTheSameKeyIsRefused(final Restconf restconf) throws IOException {
        final String ordered = """
            {"openpath-chains:service-chain":[{"name":"it-dup","nf":[{"name":"a","type":"firewall"},
              {"name":"b","type":"nat"},{"name":"c","type":"ids"}],
              "order":[{"nf":"a","other-nf":"b","relation":"before"},
                       {"nf":"a","other-nf":"%s","relation":"after"}]}]}""";
        refused(restconf.put(CHAIN_PATH, ordered.formatted("b")), "nf 'a', other-nf 'b'");
        assertAbsent(restconf, CHAIN_PATH);
        assertEquals(201, restconf.put(CHAIN_PATH, ordered.formatted("c")).status(), "a different pair is stored");
    }

    @Test
    void aLeafListValueAndALeafGivenTwiceAreRefused(final Restconf restconf) throws IOException {
        final String type = """
            {"openpath-nf-catalog:nf-type":[{"name":"it-dup-scanner","result":["suspicious","clean","%s"],
              "action-profile":{"field-action":[{"field":"payload","read":true}]},
              "resource-demand":{"cpu-cores-base":"0.5","max-throughput":"4"}}]}""";
        refused(restconf.put(TYPE_PATH, type.formatted("suspicious")), "'suspicious'", "result");
        assertAbsent(restconf, TYPE_PATH);
        final var stored = restconf.put(TYPE_PATH, type.formatted("infected"));
        assertEquals(201, stored.status(), stored::toString);

        refused(restconf.put(CHAIN_PATH, """
            {"openpath-chains:service-chain":[{"name":"it-dup","nf":[{"name":"fw","type":"firewall","type":"ids"}]}]}
            """), "nf=fw/type");
        assertAbsent(restconf, CHAIN_PATH);
    }

    @Test
    void withoutTheRightToWriteTheAnswerIsTheRefusalNotTheRepeat() throws IOException {
        try (var stranger = new Restconf("admin", () -> "not-the-password")) {
            final var answer = stranger.put(CHAIN_PATH, chain("fw"));
            assertEquals(401, answer.status(), () -> "credentials are checked before the body: " + answer);
        }
    }
}
