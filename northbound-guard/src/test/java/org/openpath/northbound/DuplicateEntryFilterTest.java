/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;

/**
 * The filter's verdicts and its RESTCONF error bodies; the filter over HTTP is NorthboundFuzzIT's.
 */
class DuplicateEntryFilterTest {
    private final DuplicateEntryFilter filter = new DuplicateEntryFilter(() -> TestSchema.CHECK);

    @Test
    void anUnreadableBodyAndAFaultOfTheGuardPassOn() {
        assertEquals(Optional.empty(), filter.check(BodyFormat.JSON, "{".getBytes(StandardCharsets.UTF_8)));
        final var broken = new DuplicateEntryFilter(() -> {
            throw new IllegalStateException("no schema");
        });
        assertEquals(Optional.empty(), broken.check(BodyFormat.JSON, "{}".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void theJsonErrorIsARestconfErrorWithTheMessage() throws Exception {
        final var error = JsonParser.parseString(RestconfErrors.json("invalid-value", "say \"twice\""))
            .getAsJsonObject().getAsJsonObject("errors").getAsJsonArray("error").get(0).getAsJsonObject();
        assertEquals("application", error.get("error-type").getAsString());
        assertEquals("invalid-value", error.get("error-tag").getAsString());
        assertEquals("say \"twice\"", error.get("error-message").getAsString());
    }

    @Test
    void theXmlErrorIsARestconfErrorWithTheMessage() throws Exception {
        final var factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        final var document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(
            RestconfErrors.xml("invalid-value", "a < b & 'c'").getBytes(StandardCharsets.UTF_8)));
        final var root = document.getDocumentElement();
        assertEquals("urn:ietf:params:xml:ns:yang:ietf-restconf", root.getNamespaceURI());
        assertEquals("errors", root.getLocalName());
        assertEquals("a < b & 'c'", root.getElementsByTagNameNS(root.getNamespaceURI(), "error-message").item(0)
            .getTextContent());
        assertEquals("invalid-value", root.getElementsByTagNameNS(root.getNamespaceURI(), "error-tag").item(0)
            .getTextContent());
    }

    @Test
    void contentTypesNameTheirFormat() {
        assertEquals(Optional.of(BodyFormat.JSON), BodyFormat.ofContentType("application/yang-data+json"));
        assertEquals(Optional.of(BodyFormat.JSON),
            BodyFormat.ofContentType("application/yang-patch+json; charset=utf-8"));
        assertEquals(Optional.of(BodyFormat.XML), BodyFormat.ofContentType("Application/YANG-Data+XML"));
        assertEquals(Optional.empty(), BodyFormat.ofContentType("text/plain"));
        assertEquals(Optional.empty(), BodyFormat.ofContentType(null));
    }
}
