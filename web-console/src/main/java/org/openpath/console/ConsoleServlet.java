/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.console;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/**
 * Serves the console's static files ({@link ConsoleAssets}) with GET and HEAD. The files need no authentication: the
 * page asks for a user and password and sends them with every RESTCONF request it makes. Answers carry a content
 * security policy that lets the page load nothing but this server's own files and talk to nothing but this server.
 */
public final class ConsoleServlet extends HttpServlet {
    /** The policy every answer carries: the console's own files, RESTCONF on the same origin, nothing else. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; img-src 'self' data:; "
        + "style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(final HttpServletRequest req, final HttpServletResponse resp) throws IOException {
        final var path = req.getPathInfo();
        if (path == null) {
            // "/openpath": relative links in the page need the trailing slash
            resp.sendRedirect(req.getContextPath() + req.getServletPath() + "/");
            return;
        }
        final var asset = ConsoleAssets.find(ConsoleServlet.class.getClassLoader(), path);
        if (asset.isEmpty()) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        final var body = asset.orElseThrow().body();
        resp.setStatus(HttpServletResponse.SC_OK);
        resp.setContentType(asset.orElseThrow().contentType());
        resp.setContentLength(body.length);
        resp.setHeader("Cache-Control", "no-cache");
        resp.setHeader("X-Content-Type-Options", "nosniff");
        resp.setHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        resp.getOutputStream().write(body);
    }
}
