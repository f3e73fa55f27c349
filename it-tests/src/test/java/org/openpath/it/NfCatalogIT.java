/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openpath.it.Restconf.Response;

/**
 * The NF catalogue ({@code openpath-nf-catalog:nf-catalog}) is served over RESTCONF and holds the built-in NF types
 * the suite seeds at first boot.
 */
@ExtendWith(KarafExtension.class)
final class NfCatalogIT {
    private static final String CATALOG = "/data/openpath-nf-catalog:nf-catalog";
    private static final String ROOT = "openpath-nf-catalog:nf-catalog";
    private static final Set<String> BUILT_IN_TYPES =
        Set.of("firewall", "ids", "nat", "load-balancer", "vpn", "traffic-monitor");

    @Test
    void catalogIsServed(final Restconf restconf) throws IOException {
        final var response = restconf.get(CATALOG);
        assertEquals(200, response.status(), () -> "GET " + CATALOG + " should answer 200, got " + response);
    }

    @Test
    void catalogListsBuiltInNfTypes(final Restconf restconf) {
        await("the catalogue listing the built-in NF types " + BUILT_IN_TYPES)
            .atMost(Duration.ofSeconds(60))
            .pollInterval(Duration.ofSeconds(1))
            .untilAsserted(() -> {
                final var response = restconf.get(CATALOG);
                assertEquals(200, response.status(), () -> "GET " + CATALOG + " should answer 200, got " + response);
                final var names = nfTypeNames(response);
                assertTrue(names.containsAll(BUILT_IN_TYPES), () -> "The catalogue should list at least "
                    + new TreeSet<>(BUILT_IN_TYPES) + " in " + ROOT + "/nf-type[name], it lists " + names
                    + "; GET " + CATALOG + " answered " + response);
                assertTrue(Json.isScalar(response.json().path(ROOT).path("built-in-catalog-version")),
                    () -> "The catalogue should carry built-in-catalog-version; GET " + CATALOG + " answered "
                        + response);
            });
    }

    @Test
    void operatorEditsTheCatalog(final Restconf restconf) throws IOException {
        awaitSeeded(restconf);
        final var own = CATALOG + "/nf-type=it-operator-dpi";
        final var put = restconf.put(own, """
            {"openpath-nf-catalog:nf-type":[{"name":"it-operator-dpi","description":"the operator's own DPI",
              "action-profile":{"field-action":[{"field":"payload","read":true},{"field":"metadata","write":true}],
                                "stateful":true},
              "resource-demand":{"cpu-cores-base":"1.5","max-throughput":"4"}}]}
            """);
        assertEquals(201, put.status(), () -> "PUT " + own + " should create the operator's NF type, got " + put);
        final var read = restconf.get(own);
        assertEquals(200, read.status(), () -> "GET " + own + " should answer 200, got " + read);
        final var type = Json.array(read.json().path("openpath-nf-catalog:nf-type")).get(0);
        // RESTCONF omits leaves at their default (netconf 9 refuses with-defaults=report-all with a 500)
        final var origin = type.path("origin");
        assertTrue(origin.isMissingNode() || origin.isNull() || "operator".equals(Json.text(origin)),
            () -> "origin should be absent (default 'operator') or 'operator': " + read);
        assertEquals(2, Json.array(type.path("action-profile").path("field-action")).size(), read::toString);

        // A built-in type is the operator's to change, too
        final var shaper = CATALOG + "/nf-type=shaper";
        final var patch = restconf.patch(shaper, """
            {"openpath-nf-catalog:nf-type":[{"name":"shaper","resource-demand":{"max-throughput":"12.5"}}]}
            """);
        assertEquals(200, patch.status(), () -> "PATCH " + shaper + " should answer 200, got " + patch);
        final var patched = restconf.get(shaper + "/resource-demand/max-throughput");
        assertEquals(200, patched.status(), patched::toString);
        assertEquals(0, new BigDecimal("12.5").compareTo(Json.decimalValue(patched.json()
            .path("openpath-nf-catalog:max-throughput"))), patched::toString);

        final var delete = restconf.delete(own);
        assertEquals(204, delete.status(), () -> "DELETE " + own + " should answer 204, got " + delete);
    }

    @Test
    void malformedNfTypeIsRefused(final Restconf restconf) throws IOException {
        awaitSeeded(restconf);
        final var bad = CATALOG + "/nf-type=it-bad-nf";
        final var put = restconf.put(bad, """
            {"openpath-nf-catalog:nf-type":[{"name":"it-bad-nf",
              "action-profile":{"field-action":[{"field":"checksum","read":true}]}}]}
            """);
        assertEquals(400, put.status(), () -> "PUT " + bad + " with an unknown packet field should answer 400, got "
            + put);
        assertTrue(put.errorMessages().stream().anyMatch(message -> message.contains("checksum")),
            () -> "The error should name the bad value 'checksum': " + put);
        final var get = restconf.get(bad);
        assertTrue(get.status() == 404 || get.status() == 409 && get.errorTags().contains("data-missing"),
            () -> "Nothing may be stored, got " + get);
    }

    private static void awaitSeeded(final Restconf restconf) {
        await("the built-in catalog").atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofSeconds(1))
            .until(() -> nfTypeNames(restconf.get(CATALOG)).containsAll(BUILT_IN_TYPES));
    }

    private static Set<String> nfTypeNames(final Response response) {
        final var names = new TreeSet<String>();
        final var types = response.json().path(ROOT).path("nf-type");
        if (types.isArray()) {
            for (JsonNode type : Json.array(types)) {
                final var name = type.path("name");
                if (Json.isScalar(name)) {
                    names.add(Json.text(name));
                }
            }
        }
        return names;
    }
}
