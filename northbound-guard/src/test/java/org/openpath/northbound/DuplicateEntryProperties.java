/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Assertions;

/**
 * Generated chains whose NF names may repeat: the finder reports a duplicate exactly when a name repeats, and the
 * first repeat in body order, the same in JSON and XML.
 */
class DuplicateEntryProperties {
    @Provide
    Arbitrary<List<String>> nfNames() {
        // few names, so that repeats are common
        return Arbitraries.of("fw", "ids", "nat", "lb", "dpi", "Fw").list().ofMinSize(0).ofMaxSize(12);
    }

    @Property(tries = 300)
    void aRepeatedNfNameIsFoundAtItsFirstRepeat(@ForAll("nfNames") final List<String> names) throws Exception {
        final var expected = firstRepeat(names);
        final var json = TestSchema.CHECK.duplicateIn(BodyFormat.JSON, bytes(names.stream()
            .map(name -> "{\"name\":\"" + name + "\",\"type\":\"firewall\"}")
            .collect(Collectors.joining(",", "{\"openpath-chains:service-chain\":[{\"name\":\"g\",\"nf\":[", "]}]}"))));
        final var xml = TestSchema.CHECK.duplicateIn(BodyFormat.XML, bytes(names.stream()
            .map(name -> "<nf><name>" + name + "</name><type>firewall</type></nf>")
            .collect(Collectors.joining("", "<service-chain xmlns=\"urn:openpath:yang:chains\"><name>g</name>",
                "</service-chain>"))));
        Assertions.assertEquals(expected, json.map(found -> List.of(found.first(), found.second())), "JSON");
        Assertions.assertEquals(expected, xml.map(found -> List.of(found.first(), found.second())), "XML");
        json.ifPresent(found -> Assertions.assertEquals(List.of(names.get(found.first())), found.values()));
    }

    /**
     * The pair (earliest occurrence, first repeat) counted by brute force, independently of the finder.
     */
    private static Optional<List<Integer>> firstRepeat(final List<String> names) {
        for (int second = 0; second < names.size(); second++) {
            for (int first = 0; first < second; first++) {
                if (names.get(first).equals(names.get(second))) {
                    return Optional.of(List.of(first, second));
                }
            }
        }
        return Optional.empty();
    }

    private static byte[] bytes(final String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
