/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The account tool on a real H2 identity store in a temporary folder, read back through AAA's own store and
 * password hashing (what the controller uses to check a login).
 */
class AccountsToolTest {
    @TempDir
    Path data;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void firstStartGeneratesAnAdminPasswordKeptOwnerOnly() throws IOException {
        assertEquals(0, run(Map.of(), "", "first-start", data.toString()), this::errors);

        final var file = data.resolve(Passwords.ADMIN_FILE);
        final var password = Files.readString(file).strip();
        assertEquals(20, password.length(), password);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        final var store = new IdentityStore(data);
        assertTrue(store.hasPassword("admin", password));
        assertFalse(store.hasPassword("admin", "admin"), "AAA's default password must not work");
        assertTrue(output().contains(file.toString()), output());
        assertFalse(output().contains(password), "the password goes to the file, not to the console log");
    }

    @Test
    void eachFirstStartGeneratesAnotherPassword(@TempDir final Path other) throws IOException {
        assertEquals(0, run(Map.of(), "", "first-start", data.toString()), this::errors);
        assertEquals(0, run(Map.of(), "", "first-start", other.toString()), this::errors);
        assertFalse(Files.readString(data.resolve(Passwords.ADMIN_FILE))
            .equals(Files.readString(other.resolve(Passwords.ADMIN_FILE))));
    }

    @Test
    void laterStartsChangeNothing() throws IOException {
        assertEquals(0, run(Map.of(), "", "first-start", data.toString()), this::errors);
        final var password = Files.readString(data.resolve(Passwords.ADMIN_FILE));

        assertEquals(0, run(Map.of(AccountsTool.ADMIN_PASSWORD_VARIABLE, "another-password"), "", "first-start",
            data.toString()), this::errors);
        assertEquals(password, Files.readString(data.resolve(Passwords.ADMIN_FILE)));
        assertTrue(new IdentityStore(data).hasPassword("admin", password.strip()));
        assertFalse(new IdentityStore(data).hasPassword("admin", "another-password"));
    }

    @Test
    void operatorGivenPasswordIsUsedAndNotWrittenDown() throws IOException {
        assertEquals(0, run(Map.of(AccountsTool.ADMIN_PASSWORD_VARIABLE, "s3cret-enough"), "", "first-start",
            data.toString()), this::errors);
        assertTrue(new IdentityStore(data).hasPassword("admin", "s3cret-enough"));
        assertFalse(Files.exists(data.resolve(Passwords.ADMIN_FILE)));
    }

    @Test
    void weakGivenPasswordIsRefusedAndNothingIsCreated() throws IOException {
        for (var weak : List.of("short", "admin", "ADMIN", " padded-password", "two\nlines-here")) {
            assertEquals(1, run(Map.of(AccountsTool.ADMIN_PASSWORD_VARIABLE, weak), "", "first-start",
                data.toString()), weak);
            assertTrue(errors().contains("$OPENPATH_ADMIN_PASSWORD"), errors());
            assertFalse(new IdentityStore(data).exists(), weak);
            try (var left = Files.list(data)) {
                assertEquals(List.of(), left.toList());
            }
            err.reset();
        }
    }

    @Test
    void setPasswordChangesItAndTheKeptFile() throws IOException {
        assertEquals(0, run(Map.of(), "", "first-start", data.toString()), this::errors);
        final var old = Files.readString(data.resolve(Passwords.ADMIN_FILE)).strip();

        assertEquals(0, run(Map.of(), "brand-new-password\n", "set-password", data.toString(), "admin"),
            this::errors);
        final var store = new IdentityStore(data);
        assertTrue(store.hasPassword("admin", "brand-new-password"));
        assertFalse(store.hasPassword("admin", old));
        assertEquals("brand-new-password", Files.readString(data.resolve(Passwords.ADMIN_FILE)).strip());

        assertEquals(0, run(Map.of(AccountsTool.NEW_PASSWORD_VARIABLE, "from-the-environment"), "", "set-password",
            data.toString(), "admin"), this::errors);
        assertTrue(store.hasPassword("admin", "from-the-environment"));
    }

    @Test
    void setPasswordNamesWhatIsWrong() throws IOException {
        assertEquals(1, run(Map.of(), "whatever-password\n", "set-password", data.toString(), "admin"));
        assertTrue(errors().contains("there is no identity store in"), errors());
        err.reset();

        assertEquals(0, run(Map.of(), "", "first-start", data.toString()), this::errors);
        assertEquals(1, run(Map.of(), "whatever-password\n", "set-password", data.toString(), "nobody"));
        assertTrue(errors().contains("there is no user 'nobody'") && errors().contains("users: [admin]"), errors());
        err.reset();

        assertEquals(1, run(Map.of(), "tiny\n", "set-password", data.toString(), "admin"));
        assertTrue(errors().contains("at least 8"), errors());
        err.reset();

        assertEquals(1, run(Map.of(), "", "set-password", data.toString(), "admin"));
        assertTrue(errors().contains("no new password"), errors());
    }

    @Test
    void wrongCommandLinesPrintTheUsage() {
        for (var args : List.of(List.<String>of(), List.of("first-start"), List.of("rename", "x"),
                List.of("set-password", "x"))) {
            assertEquals(2, run(Map.of(), "", args.toArray(String[]::new)), args::toString);
            assertTrue(errors().contains("usage: openpath-accounts first-start DATA_FOLDER"), errors());
            err.reset();
        }
    }

    private int run(final Map<String, String> environment, final String input, final String... args) {
        return new AccountsTool(environment, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
            new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))
            .run(List.of(args));
    }

    private String output() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String errors() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
