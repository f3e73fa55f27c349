/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.console;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The console's static files: resolves a request path below the console's context path to a file packaged under
 * {@code console/} in this bundle. Only plain file names of known kinds are served (no {@code ..}, no hidden files,
 * no directory listing); {@code /} is the console's {@code index.html}.
 */
public final class ConsoleAssets {
    /** Where the files are packaged, relative to the class loader's root. */
    static final String ROOT = "console/";

    private static final Pattern SEGMENT = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]*");
    private static final Map<String, String> TYPES = Map.of(
        "html", "text/html; charset=utf-8",
        "js", "text/javascript; charset=utf-8",
        "css", "text/css; charset=utf-8",
        "svg", "image/svg+xml",
        "png", "image/png",
        "ico", "image/x-icon",
        "json", "application/json");

    /**
     * A file to send.
     *
     * @param contentType its media type
     * @param body its bytes
     */
    public record Asset(String contentType, byte[] body) {
        /**
         * Checks the parts.
         *
         * @param contentType its media type
         * @param body its bytes
         */
        public Asset {
            body = body.clone();
        }

        @Override
        public byte[] body() {
            return body.clone();
        }
    }

    private ConsoleAssets() {
        // static methods only
    }

    /**
     * The file a request path names.
     *
     * @param loader the class loader holding {@code console/}
     * @param path the path below the console's context path ({@code /}, {@code /js/app.js}, ...)
     * @return the file, or empty if there is none or the path is not one the console serves
     * @throws IOException if the packaged file cannot be read
     */
    public static Optional<Asset> find(final ClassLoader loader, final String path) throws IOException {
        final var relative = path.isEmpty() || "/".equals(path) ? "index.html"
            : path.startsWith("/") ? path.substring(1) : path;
        final var type = contentType(relative);
        if (type.isEmpty()) {
            return Optional.empty();
        }
        for (var segment : relative.split("/", -1)) {
            if (!SEGMENT.matcher(segment).matches()) {
                return Optional.empty();
            }
        }
        try (InputStream in = loader.getResourceAsStream(ROOT + relative)) {
            return in == null ? Optional.empty() : Optional.of(new Asset(type.orElseThrow(), in.readAllBytes()));
        }
    }

    /**
     * The media type the console serves a file name with.
     *
     * @param name a file name or path
     * @return its media type, or empty for a kind of file the console does not serve
     */
    public static Optional<String> contentType(final String name) {
        final var dot = name.lastIndexOf('.');
        final var slash = name.lastIndexOf('/');
        if (dot <= slash + 1) {
            return Optional.empty();
        }
        return Optional.ofNullable(TYPES.get(name.substring(dot + 1).toLowerCase(Locale.ROOT)));
    }
}
