/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link in the repository's Markdown (README.md, docs/, each folder's README) resolves to a file or
 * folder inside the repository: whoever clones it has nothing else.
 */
class DocumentLinksTest {
    /** {@code [text](target)} and {@code [text](target "title")}; images too. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");

    @Test
    void everyRelativeLinkResolvesInsideTheRepository() throws IOException {
        final var root = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().getParent().normalize();
        final var documents = documents(root);
        assertFalse(documents.isEmpty(), "no Markdown found under " + root);
        final var broken = new ArrayList<String>();
        for (var document : documents) {
            final var lines = Files.readAllLines(document);
            for (int i = 0; i < lines.size(); i++) {
                final var matcher = LINK.matcher(lines.get(i));
                while (matcher.find()) {
                    final var target = matcher.group(1);
                    if (target.matches("^[a-z][a-z0-9+.-]*:.*") || target.startsWith("#")) {
                        continue;
                    }
                    final var path = target.replaceFirst("#.*$", "");
                    final var resolved = document.getParent().resolve(path).normalize();
                    if (!resolved.startsWith(root) || !Files.exists(resolved)) {
                        broken.add(root.relativize(document) + ":" + (i + 1) + " -> " + target);
                    }
                }
            }
        }
        assertEquals(List.of(), broken, "links that do not resolve inside the repository");
    }

    private static List<Path> documents(final Path root) throws IOException {
        final var found = new ArrayList<Path>();
        found.add(root.resolve("README.md"));
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).forEach(found::add);
        }
        try (Stream<Path> folders = Files.list(root)) {
            folders.map(folder -> folder.resolve("README.md")).filter(Files::isRegularFile).forEach(found::add);
        }
        return found.stream().distinct().filter(Files::isRegularFile).toList();
    }
}
