/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * The admin account of a distribution under test, as an operator finds it: OpenPATH's distribution (it carries
 * {@value #TOOL}) generates the admin password on its first start into {@value #PASSWORD_FILE}; a plain
 * OpenDaylight distribution (karaf-platform) has AAA's admin/admin.
 */
final class AdminAccount {
    static final String USER = "admin";
    static final String TOOL = "tools/openpath-accounts.jar";
    static final String PASSWORD_FILE = "data/admin-password";

    private AdminAccount() {
        // utility class
    }

    /**
     * Whether the distribution in the given folder is OpenPATH's (makes its own admin password).
     */
    static boolean generatesItsPassword(final Path home) {
        return Files.isRegularFile(home.resolve(TOOL));
    }

    /**
     * The admin password of the distribution in the given folder, read when asked: a start with an empty data folder
     * generates a new one.
     *
     * @param home the Karaf home
     * @return a supplier of the current password
     */
    static Supplier<String> password(final Path home) {
        if (!generatesItsPassword(home)) {
            return () -> "admin";
        }
        final var file = home.resolve(PASSWORD_FILE);
        return () -> {
            try {
                return Files.readString(file, StandardCharsets.UTF_8).strip();
            } catch (IOException e) {
                throw new UncheckedIOException("The distribution's first start did not leave its admin password in "
                    + file, e);
            }
        };
    }
}
