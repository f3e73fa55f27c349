/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ConsoleAssetsTest {
    private static final ClassLoader LOADER = ConsoleAssetsTest.class.getClassLoader();

    @Test
    void rootIsTheIndexPage() throws IOException {
        for (var path : new String[] {"", "/"}) {
            final var asset = ConsoleAssets.find(LOADER, path).orElseThrow();
            assertEquals("text/html; charset=utf-8", asset.contentType());
            assertTrue(new String(asset.body(), StandardCharsets.UTF_8).contains("<title>OpenPATH console</title>"));
        }
    }

    @Test
    void modulesAndStylesHaveTheirTypes() throws IOException {
        assertEquals("text/javascript; charset=utf-8",
            ConsoleAssets.find(LOADER, "/js/app.js").orElseThrow().contentType());
        assertEquals("text/css; charset=utf-8",
            ConsoleAssets.find(LOADER, "/console.css").orElseThrow().contentType());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/../console/index.html", "/js/../index.html", "/.hidden.js", "/js//app.js",
        "/missing.html", "/js", "/ConsoleAssets.class", "/index.html/", "/js/app.js%00.html"})
    void otherPathsAreNotServed(final String path) throws IOException {
        assertEquals(Optional.empty(), ConsoleAssets.find(LOADER, path));
    }

    @Test
    void contentTypeNeedsAKnownExtension() {
        assertEquals(Optional.empty(), ConsoleAssets.contentType("README"));
        assertEquals(Optional.empty(), ConsoleAssets.contentType("js.d/file"));
        assertEquals(Optional.of("image/svg+xml"), ConsoleAssets.contentType("logo.SVG"));
    }
}
