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
 * A servlet filter in front of RESTCONF: on a cluster member that cannot serve requests now ({@link ClusterView}), a
 * request is answered {@code 503 Service Unavailable} with a RESTCONF error ({@code operation-failed}) that says why
 * and where to go, and a {@code Retry-After}, instead of reaching RESTCONF. Any request on a member that can serve
 * passes unchanged. It runs in AAA's filter chain, before authentication: the answer tells nothing but the cluster's
 * state.
 */
public final class MajorityFilter implements Filter {
    /** Seconds a client is told to wait before trying this member again. */
    static final int RETRY_AFTER_S = 5;

    private static final Logger LOG = LoggerFactory.getLogger(MajorityFilter.class);

    private final Supplier<Optional<String>> refusal;
    private volatile boolean refusing;

    /**
     * Creates the filter.
     *
     * @param refusal why this member cannot serve now, asked at each request; empty when it can
     */
    public MajorityFilter(final Supplier<Optional<String>> refusal) {
        this.refusal = requireNonNull(refusal);
    }

    @Override
    public void init(final FilterConfig filterConfig) {
        // nothing to set up
    }

    @Override
    public void doFilter(final ServletRequest request, final ServletResponse response, final FilterChain chain)
            throws IOException, ServletException {
        final var reason = refusal.get();
        if (reason.isEmpty() || !(response instanceof HttpServletResponse http)) {
            if (refusing) {
                refusing = false;
                LOG.info("This controller member serves RESTCONF again: it is part of a majority of its cluster");
            }
            chain.doFilter(request, response);
            return;
        }
        if (!refusing) {
            refusing = true;
            LOG.warn("Refusing RESTCONF requests: {}", reason.orElseThrow());
        }
        // answered in the format the client accepts, else in its body's, else JSON
        final var format = request instanceof HttpServletRequest httpRequest
            ? BodyFormat.ofContentType(httpRequest.getHeader("Accept"))
                .or(() -> BodyFormat.ofContentType(httpRequest.getContentType())).orElse(BodyFormat.JSON)
            : BodyFormat.JSON;
        final var body = RestconfErrors.body(format, "operation-failed", reason.orElseThrow())
            .getBytes(StandardCharsets.UTF_8);
        http.setStatus(HttpServletResponse.SC_SERVICE_UNAVAILABLE);
        http.setHeader("Retry-After", String.valueOf(RETRY_AFTER_S));
        http.setContentType(format == BodyFormat.XML ? "application/yang-data+xml" : "application/yang-data+json");
        http.setContentLength(body.length);
        http.getOutputStream().write(body);
    }

    @Override
    public void destroy() {
        // nothing to release
    }
}
