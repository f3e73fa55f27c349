/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import static java.util.Objects.requireNonNull;

import com.google.gson.stream.JsonWriter;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.FilterConfig;
import javax.servlet.ReadListener;
import javax.servlet.ServletException;
import javax.servlet.ServletInputStream;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletRequestWrapper;
import javax.servlet.http.HttpServletResponse;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A servlet filter in front of RESTCONF: it reads the body of a PUT, POST or PATCH in JSON or XML, and answers
 * {@code 400 invalid-value} (a RESTCONF error body, JSON or XML as the request's Accept header asks, else as its
 * body is) with a message naming the duplicate when {@link DuplicateEntryFinder} finds one, before
 * RESTCONF would store the body with only the last of the two. Any other request, and a body the guard cannot read
 * (RESTCONF refuses those with its own message), goes on to RESTCONF with its body unchanged.
 */
public final class DuplicateEntryFilter implements Filter {
    private static final Logger LOG = LoggerFactory.getLogger(DuplicateEntryFilter.class);
    private static final Set<String> WRITES = Set.of("PUT", "POST", "PATCH");
    private static final String RESTCONF_NS = "urn:ietf:params:xml:ns:yang:ietf-restconf";

    private final Supplier<BodyCheck> schema;

    /**
     * Creates the filter.
     *
     * @param schema the check of the current schema, asked once per checked request
     */
    public DuplicateEntryFilter(final Supplier<BodyCheck> schema) {
        this.schema = requireNonNull(schema);
    }

    @Override
    public void init(final FilterConfig filterConfig) {
        // nothing to set up
    }

    @Override
    public void doFilter(final ServletRequest request, final ServletResponse response, final FilterChain chain)
            throws IOException, ServletException {
        final BodyFormat format = request instanceof HttpServletRequest http && WRITES.contains(http.getMethod())
            ? BodyFormat.ofContentType(http.getContentType()).orElse(null) : null;
        if (format == null) {
            chain.doFilter(request, response);
            return;
        }
        final var http = (HttpServletRequest) request;
        final byte[] body = http.getInputStream().readAllBytes();
        final var duplicate = check(format, body);
        if (duplicate.isPresent()) {
            LOG.info("Refused {} {}: {}", http.getMethod(), http.getRequestURI(), duplicate.orElseThrow().message());
            // answered in the format the client accepts, else in the body's
            refuse((HttpServletResponse) response, BodyFormat.ofContentType(http.getHeader("Accept")).orElse(format),
                duplicate.orElseThrow().message());
            return;
        }
        chain.doFilter(new BufferedBodyRequest(http, body), response);
    }

    @Override
    public void destroy() {
        // nothing to release
    }

    /**
     * Checks a body.
     *
     * @param format its format
     * @param body its bytes
     * @return what it names twice, or empty when nothing or when it cannot be read
     */
    @SuppressWarnings("checkstyle:IllegalCatch")
    Optional<DuplicateEntry> check(final BodyFormat format, final byte[] body) {
        try {
            return schema.get().duplicateIn(format, body);
        } catch (UnreadableBodyException e) {
            LOG.debug("Left to RESTCONF: {}", e.getMessage());
            return Optional.empty();
        } catch (RuntimeException e) {
            // a fault of the guard must not turn a request into an error of its own: RESTCONF still checks it
            LOG.warn("Could not check a request body for duplicate entries; passing it on to RESTCONF", e);
            return Optional.empty();
        }
    }

    private static void refuse(final HttpServletResponse response, final BodyFormat format, final String message)
            throws IOException {
        final String body = format == BodyFormat.XML ? xmlError(message) : jsonError(message);
        response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
        response.setContentType(format == BodyFormat.XML ? "application/yang-data+xml" : "application/yang-data+json");
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        final byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }

    static String jsonError(final String message) throws IOException {
        final var text = new StringWriter();
        try (var json = new JsonWriter(text)) {
            // the member name OpenDaylight's RESTCONF answers with, so clients read both alike
            json.beginObject().name("errors").beginObject().name("error").beginArray().beginObject()
                .name("error-type").value("application")
                .name("error-tag").value("invalid-value")
                .name("error-message").value(message)
                .endObject().endArray().endObject().endObject();
        }
        return text.toString();
    }

    static String xmlError(final String message) throws IOException {
        final var text = new StringWriter();
        try {
            final var xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            xml.writeStartElement("errors");
            xml.writeDefaultNamespace(RESTCONF_NS);
            xml.writeStartElement("error");
            for (var leaf : List.of(List.of("error-type", "application"), List.of("error-tag", "invalid-value"),
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

    /**
     * The request as RESTCONF would have read it: the same body, from the bytes the guard read.
     */
    private static final class BufferedBodyRequest extends HttpServletRequestWrapper {
        private final byte[] body;

        BufferedBodyRequest(final HttpServletRequest request, final byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public ServletInputStream getInputStream() {
            return new BufferedBodyStream(body);
        }

        @Override
        public BufferedReader getReader() {
            final String encoding = getCharacterEncoding();
            final Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
            return new BufferedReader(new InputStreamReader(getInputStream(), charset));
        }
    }

    private static final class BufferedBodyStream extends ServletInputStream {
        private final ByteArrayInputStream bytes;

        BufferedBodyStream(final byte[] body) {
            bytes = new ByteArrayInputStream(body);
        }

        @Override
        public int read() {
            return bytes.read();
        }

        @Override
        public int read(final byte[] buffer, final int offset, final int length) {
            return bytes.read(buffer, offset, length);
        }

        @Override
        public boolean isFinished() {
            return bytes.available() == 0;
        }

        @Override
        public boolean isReady() {
            return true;
        }

        @Override
        @SuppressWarnings("checkstyle:IllegalCatch")
        public void setReadListener(final ReadListener listener) {
            try {
                listener.onDataAvailable();
                listener.onAllDataRead();
            } catch (IOException | RuntimeException e) {
                listener.onError(e);
            }
        }
    }
}
