/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import java.io.ByteArrayInputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.eclipse.jdt.annotation.Nullable;
import org.opendaylight.yangtools.yang.common.QName;
import org.opendaylight.yangtools.yang.common.QNameModule;

/**
 * Reads an RFC 7950 XML body into {@link BodyElement}s: an element by its namespace and local name; the elements of
 * namespaces the schema does not know are left out with what is inside them. No DTD and no external entity is
 * read.
 */
public final class XmlBody {
    private static final Pattern PREFIXED = Pattern.compile("\\s*[A-Za-z_][A-Za-z0-9_.-]*:[^:]+");

    private final SchemaIndex index;
    private final XMLInputFactory factory;

    /**
     * Creates a reader on a schema.
     *
     * @param index the schema, for namespaces
     */
    public XmlBody(final SchemaIndex index) {
        this.index = index;
        factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
    }

    /**
     * Reads a body.
     *
     * @param body the body's bytes, in the encoding its XML declaration names (UTF-8 without one)
     * @return its outermost elements
     * @throws UnreadableBodyException if it is not well-formed XML, or nests too deep
     */
    public List<BodyElement> read(final byte[] body) throws UnreadableBodyException {
        final var outermost = new ArrayList<BodyElement>();
        final var open = new ArrayDeque<Open>();
        try {
            final XMLStreamReader reader = factory.createXMLStreamReader(new ByteArrayInputStream(body));
            try {
                while (reader.hasNext()) {
                    switch (reader.next()) {
                        case XMLStreamConstants.START_ELEMENT -> {
                            if (open.size() >= JsonBody.MAX_DEPTH) {
                                throw new UnreadableBodyException("nested deeper than " + JsonBody.MAX_DEPTH, null);
                            }
                            open.push(new Open(name(reader)));
                        }
                        case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                            if (!open.isEmpty()) {
                                open.peek().text.append(reader.getText());
                            }
                        }
                        case XMLStreamConstants.END_ELEMENT -> {
                            final var closed = open.pop();
                            if (closed.name != null) {
                                final var element = closed.children.isEmpty()
                                    ? new BodyElement(closed.name, List.of(), closed.text.toString(),
                                        prefixModule(reader, closed.text.toString()))
                                    : new BodyElement(closed.name, closed.children, null, null);
                                (open.isEmpty() ? outermost : open.peek().children).add(element);
                            }
                        }
                        default -> {
                            // comments, processing instructions, the document's start and end
                        }
                    }
                }
            } finally {
                reader.close();
            }
        } catch (XMLStreamException | IllegalStateException e) {
            throw new UnreadableBodyException("not well-formed XML: " + e.getMessage(), e);
        }
        return outermost;
    }

    private @Nullable QName name(final XMLStreamReader reader) {
        final String namespace = reader.getNamespaceURI();
        if (namespace == null || namespace.isEmpty()) {
            return null;
        }
        return index.moduleOfNamespace(namespace)
            .map(module -> {
                try {
                    return QName.create(module, reader.getLocalName());
                } catch (IllegalArgumentException e) {
                    return null;
                }
            })
            .orElse(null);
    }

    private @Nullable QNameModule prefixModule(final XMLStreamReader reader, final String text) {
        if (!PREFIXED.matcher(text).matches()) {
            return null;
        }
        final String prefix = text.strip().substring(0, text.strip().indexOf(':'));
        final String namespace = reader.getNamespaceContext().getNamespaceURI(prefix);
        return namespace == null || namespace.isEmpty() ? null : index.moduleOfNamespace(namespace).orElse(null);
    }

    /**
     * An element whose end tag has not come yet.
     */
    private static final class Open {
        private final @Nullable QName name;
        private final List<BodyElement> children = new ArrayList<>();
        private final StringBuilder text = new StringBuilder();

        Open(final @Nullable QName name) {
            this.name = name;
        }
    }
}
