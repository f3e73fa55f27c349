/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;

/**
 * The RESTCONF error bodies the guard answers with (RFC 8040 section 7.1): one {@code application} error with a tag
 * and a message, in JSON or XML, written as OpenDaylight's RESTCONF writes its own, so clients read both alike.
 */
final class RestconfErrors {
    private static final String RESTCONF_NS = "urn:ietf:params:xml:ns:yang:ietf-restconf";

    private RestconfErrors() {
        // static helpers only
    }

    /**
     * An error body in a format.
     *
     * @param format JSON or XML
     * @param tag the error-tag, e.g. {@code invalid-value}
     * @param message the error-message
     * @return the body
     * @throws IOException if it cannot be written
     */
    static String body(final BodyFormat format, final String tag, final String message) throws IOException {
        return format == BodyFormat.XML ? xml(tag, message) : json(tag, message);
    }

    static String json(final String tag, final String message) throws IOException {
        final var text = new StringWriter();
        try (var json = new JsonWriter(text)) {
            // the member name OpenDaylight's RESTCONF answers with
            json.beginObject().name("errors").beginObject().name("error").beginArray().beginObject()
                .name("error-type").value("application")
                .name("error-tag").value(tag)
                .name("error-message").value(message)
                .endObject().endArray().endObject().endObject();
        }
        return text.toString();
    }

    static String xml(final String tag, final String message) throws IOException {
        final var text = new StringWriter();
        try {
            final var xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            xml.writeStartElement("errors");
            xml.writeDefaultNamespace(RESTCONF_NS);
            xml.writeStartElement("error");
            for (var leaf : List.of(List.of("error-type", "application"), List.of("error-tag", tag),
                    List.of("error-message", message))) {
                xml.writeStartElement(leaf.get(0));
                xml.writeCharacters(leaf.get(1));
                xml.writeEndElement();
            }
            xml.writeEndElement();
            xml.writeEndElement();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IOException("could not write the error body", e);
        }
        return text.toString();
    }
}
