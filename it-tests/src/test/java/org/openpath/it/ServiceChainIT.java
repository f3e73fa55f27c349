/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.it.Restconf.Response;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Service chains ({@code openpath-chains:service-chains}) written over RESTCONF are stored as sent, and invalid ones
 * are rejected with 400 and an RFC 8040 error naming the problem, with nothing stored.
 */
@ExtendWith(KarafExtension.class)
final class ServiceChainIT {
    private static final Logger LOG = LoggerFactory.getLogger(ServiceChainIT.class);
    private static final String CHAINS = "/data/openpath-chains:service-chains";
    private static final String ENTRY = "openpath-chains:service-chain";
    private static final String GOOD = "it-web-1";
    private static final String BAD_AFFINITY = "it-bad-1";
    private static final String BAD_RATE = "it-bad-2";

    @Test
    void chainIsStoredAsSentAndDeleted(final Restconf restconf) throws IOException {
        final var sent = chain(GOOD, "high", "1.5");
        final var put = restconf.put(path(GOOD), sent);
        assertTrue(put.status() == 201 || put.status() == 204,
            () -> "PUT " + path(GOOD) + " should answer 201 (created) or 204 (replaced), got " + put);

        final var get = restconf.get(path(GOOD));
        assertEquals(200, get.status(), () -> "GET " + path(GOOD) + " should answer 200 after the PUT, got " + get);
        final var stored = singleEntry(get);
        final var expected = singleEntry(new Response(200, sent));
        final var context = "GET " + path(GOOD) + " answered " + get;
        assertAll(context,
            () -> assertEquals(expected.get("name"), stored.get("name"), "name"),
            () -> assertEquals(nfs(expected), nfs(stored), "nf list, in the order sent"),
            () -> assertSubset(expected, stored, "order"),
            () -> assertSubset(expected, stored, "classifier"),
            () -> assertEquals(TextNode.valueOf("high"), stored.get("affinity"), "affinity"),
            () -> assertEquals(BooleanNode.TRUE, stored.get("backup"), "backup"),
            () -> assertEquals(0, new BigDecimal("1.5").compareTo(decimal(stored.path("sla").path("traffic-rate"))),
                "sla/traffic-rate should be 1.5"),
            () -> assertEquals(500L, integer(stored.path("sla").path("max-latency")), "sla/max-latency"));

        final var delete = restconf.delete(path(GOOD));
        assertEquals(204, delete.status(), () -> "DELETE " + path(GOOD) + " should answer 204, got " + delete);
        assertNotStored(restconf, GOOD);
    }

    @Test
    void unknownAffinityIsRejected(final Restconf restconf) throws IOException {
        final var put = restconf.put(path(BAD_AFFINITY), chain(BAD_AFFINITY, "medium", "1.5"));
        assertEquals(400, put.status(),
            () -> "PUT " + path(BAD_AFFINITY) + " with affinity 'medium' should answer 400, got " + put);
        final var messages = put.errorMessages();
        assertTrue(!messages.isEmpty() && (messages.get(0).toLowerCase(Locale.ROOT).contains("medium")
                || messages.get(0).toLowerCase(Locale.ROOT).contains("affinity")),
            () -> "The first RFC 8040 error-message should mention 'medium' or 'affinity', got " + messages
                + " in " + put);
        assertNotStored(restconf, BAD_AFFINITY);
    }

    @Test
    void negativeTrafficRateIsRejected(final Restconf restconf) throws IOException {
        final var put = restconf.put(path(BAD_RATE), chain(BAD_RATE, "high", "-3"));
        assertEquals(400, put.status(),
            () -> "PUT " + path(BAD_RATE) + " with sla/traffic-rate -3 should answer 400, got " + put);
        assertEquals(List.of("sla/traffic-rate must be 0.001..400 Gbit/s"), put.errorMessages(),
            () -> "the error-message names the field and its allowed values: " + put);
        assertNotStored(restconf, BAD_RATE);
    }

    @AfterAll
    static void removeLeftovers(final Restconf restconf) throws IOException {
        for (var name : List.of(GOOD, BAD_AFFINITY, BAD_RATE)) {
            final var get = restconf.get(path(name));
            if (get.status() == 200) {
                LOG.info("Removing leftover service chain {}: DELETE answered {}", name,
                    restconf.delete(path(name)).status());
            }
        }
    }

    private static void assertNotStored(final Restconf restconf, final String name) throws IOException {
        final var get = restconf.get(path(name));
        // RFC 8040 section 4.3 asks for 404; OpenDaylight may map the data-missing error-tag to 409 (section 7).
        assertTrue(get.status() == 404 || get.status() == 409 && get.errorTags().contains("data-missing"),
            () -> "Service chain " + name + " should not be stored: GET " + path(name)
                + " should answer 404 (or 409 data-missing), got " + get);
    }

    /**
     * Asserts that every value sent under a member was read back; the server may add members (defaults, state).
     */
    private static void assertSubset(final ObjectNode sent, final ObjectNode stored, final String member) {
        assertTrue(Json.contains(stored.get(member), sent.get(member)),
            () -> member + " should hold what was sent, " + sent.get(member) + ", but holds " + stored.get(member));
    }

    private static String path(final String name) {
        return CHAINS + "/service-chain=" + Restconf.key(name);
    }

    private static String chain(final String name, final String affinity, final String trafficRate) {
        return """
            {"openpath-chains:service-chain":[{"name":"%s",
              "nf":[{"name":"fw","type":"firewall"},{"name":"ids","type":"ids"},
                    {"name":"mon","type":"traffic-monitor"}],
              "order":[{"nf":"fw","other-nf":"ids","relation":"before"}],
              "classifier":{"destination-prefix":"10.0.0.0/24","protocol":"tcp"},
              "sla":{"traffic-rate":"%s","max-latency":500},
              "affinity":"%s","backup":true}]}
            """.formatted(name, trafficRate, affinity);
    }

    private static ObjectNode singleEntry(final Response response) {
        final var entries = response.json().get(ENTRY);
        assertTrue(entries != null && entries.isArray() && Json.array(entries).size() == 1
                && Json.array(entries).get(0).isObject(),
            () -> "Expected exactly one " + ENTRY + " entry in " + response);
        return Json.object(Json.array(entries).get(0));
    }

    /**
     * Returns the NF list as name/type pairs, in document order.
     */
    private static List<String> nfs(final ObjectNode chain) {
        final var nfs = chain.path("nf");
        if (!nfs.isArray()) {
            return List.of();
        }
        return Json.array(nfs).valueStream()
            .map(nf -> text(nf.path("name")) + ":" + text(nf.path("type")))
            .toList();
    }

    private static String text(final JsonNode element) {
        return Json.isScalar(element) ? Json.text(element) : String.valueOf(element);
    }

    private static BigDecimal decimal(final JsonNode element) {
        assertTrue(Json.isScalar(element), () -> "Expected a decimal64 value, got " + element);
        return new BigDecimal(Json.text(element));
    }

    private static long integer(final JsonNode element) {
        assertTrue(Json.isScalar(element), () -> "Expected an integer value, got " + element);
        return Json.longValue(element);
    }
}
