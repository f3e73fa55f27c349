/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.accounts;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Optional;

/**
 * Passwords of the controller's accounts: the rules a password must meet, a generated one, and the owner-only file
 * {@value #ADMIN_FILE} in the controller's {@code data/} folder that keeps a generated admin password.
 */
final class Passwords {
    /** The file in the data folder that keeps the admin password the first start generated. */
    static final String ADMIN_FILE = "admin-password";
    static final int MIN_LENGTH = 8;
    static final int MAX_LENGTH = 128;
    private static final int GENERATED_LENGTH = 20;
    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

    private final SecureRandom random = new SecureRandom();

    /**
     * A new password of {@value #GENERATED_LENGTH} letters and digits (no look-alikes such as 0/O, 1/l): about 116
     * bits.
     */
    String generate() {
        final var text = new StringBuilder(GENERATED_LENGTH);
        for (int i = 0; i < GENERATED_LENGTH; i++) {
            text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return text.toString();
    }

    /**
     * Checks a password an operator gave.
     *
     * @param user the account it is for
     * @param password the password
     * @param source where it came from, for the message
     * @return why it is refused, or empty if it is acceptable
     */
    static Optional<String> problem(final String user, final String password, final String source) {
        if (password.length() < MIN_LENGTH) {
            return Optional.of(source + " is " + password.length() + " characters long; a password needs at least "
                + MIN_LENGTH);
        }
        if (password.length() > MAX_LENGTH) {
            return Optional.of(source + " is " + password.length() + " characters long; at most " + MAX_LENGTH
                + " are allowed");
        }
        if (password.chars().anyMatch(Character::isISOControl)) {
            return Optional.of(source + " contains a control character (a newline or tab?)");
        }
        if (!password.strip().equals(password)) {
            return Optional.of(source + " starts or ends with a space");
        }
        if (password.equalsIgnoreCase(user) || password.equalsIgnoreCase("admin")) {
            return Optional.of(source + " is the user name or 'admin'");
        }
        return Optional.empty();
    }

    /**
     * Writes the admin password file, readable and writable by its owner only, replacing it in one step.
     *
     * @param dataFolder the controller's data folder
     * @param password the password
     * @return the file
     * @throws IOException if it cannot be written
     */
    static Path writeAdminFile(final Path dataFolder, final String password) throws IOException {
        final var file = dataFolder.resolve(ADMIN_FILE);
        final var temporary = Files.createTempFile(dataFolder, ADMIN_FILE, ".tmp",
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        try {
            Files.writeString(temporary, password + "\n", StandardCharsets.UTF_8);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
        return file;
    }
}
