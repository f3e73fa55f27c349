/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The folder where integration tests leave the logs a developer reads after a failure: Karaf's console and
 * {@code karaf.log}, Open vSwitch daemon logs. Failsafe passes it as {@value #PROPERTY}.
 */
final class ItLogs {
    static final String PROPERTY = "openpath.it.logdir";

    private ItLogs() {
        // Utility class
    }

    /**
     * Returns the log folder, created if missing; {@code target/it-logs} when run outside Maven.
     *
     * @return the existing log folder
     * @throws IOException if it cannot be created
     */
    static Path directory() throws IOException {
        final var configured = System.getProperty(PROPERTY, "");
        final var directory = configured.isBlank() ? Path.of("target", "it-logs") : Path.of(configured);
        return Files.createDirectories(directory).toAbsolutePath();
    }
}
