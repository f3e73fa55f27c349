/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.FilterConfig;
import javax.servlet.ServletException;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A servlet filter in front of RESTCONF: when RESTCONF reads the body of a PUT, POST or PATCH in JSON or XML, the
 * guard reads it first, and when {@link DuplicateEntryFinder} finds something named twice it answers
 * {@code 400 invalid-value} (a RESTCONF error body, JSON or XML as the request's Accept header asks, else as its
 * body is) with a message naming it, and RESTCONF is given a body its parser refuses, so nothing is written, instead
 * of storing the body with only the last of the two. Any other body, and one the guard cannot read (RESTCONF refuses
 * those with its own message), reaches RESTCONF unchanged.
 */
public final class DuplicateEntryFilter implements Filter {
    private static final Logger LOG = LoggerFactory.getLogger(DuplicateEntryFilter.class);
    private static final Set<String> WRITES = Set.of("PUT", "POST", "PATCH");
    /**
     * What RESTCONF reads instead of a refused body: its parser fails on it before anything is written or invoked,
     * and its answer goes nowhere ({@link RefusableResponse}).
     */
    private static final byte[] UNPARSEABLE_JSON = "{".getBytes(StandardCharsets.UTF_8);
    private static final byte[] UNPARSEABLE_XML = "<".getBytes(StandardCharsets.UTF_8);

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
        if (format == null || !(response instanceof HttpServletResponse httpResponse)) {
            chain.doFilter(request, response);
            return;
        }
        // AAA's filter chain runs before authentication and authorization: the body is checked when RESTCONF reads
        // it, after both, so that a client who may not write gets 401, whatever its body names
        final var http = (HttpServletRequest) request;
        final var guarded = new RefusableResponse(httpResponse);
        chain.doFilter(new CheckedRequest(http, body -> {
            final var duplicate = check(format, body);
            if (duplicate.isEmpty()) {
                return true;
            }
            final String message = duplicate.orElseThrow().message();
            // answered in the format the client accepts, else in the body's
            final var answer = BodyFormat.ofContentType(http.getHeader("Accept")).orElse(format);
            // RESTCONF may read the body after it answered itself (a URL it refused): then its answer stands
            final boolean refused = guarded.refuse(HttpServletResponse.SC_BAD_REQUEST,
                answer == BodyFormat.XML ? "application/yang-data+xml" : "application/yang-data+json",
                RestconfErrors.body(answer, "invalid-value", message));
            if (refused) {
                LOG.info("Refused {} {}: {}", http.getMethod(), http.getRequestURI(), message);
            }
            return !refused;
        }, format == BodyFormat.XML ? UNPARSEABLE_XML : UNPARSEABLE_JSON), guarded);
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
}
