/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.accounts;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The command line of the account tool: {@code first-start} (bin/setenv, before Karaf starts) and
 * {@code set-password} ({@code ./openpath password}, controller stopped). Exit code 0 on success, 1 with one line
 * on standard error naming the problem, 2 on a usage error.
 */
@SuppressWarnings("checkstyle:RegexpSingleLineJava") // a command line tool: its output is the console
public final class AccountsTool {
    /** The admin password an operator gives for the first start (instead of a generated one). */
    static final String ADMIN_PASSWORD_VARIABLE = "OPENPATH_ADMIN_PASSWORD";
    /** The new password for {@code set-password} (else the first line of standard input). */
    static final String NEW_PASSWORD_VARIABLE = "OPENPATH_NEW_PASSWORD";
    private static final String ADMIN = "admin";
    private static final String USAGE = """
        usage: openpath-accounts first-start DATA_FOLDER
                 creates the identity store with an admin account unless DATA_FOLDER holds one already; the
                 password is $OPENPATH_ADMIN_PASSWORD, else a generated one kept in DATA_FOLDER/admin-password
               openpath-accounts set-password DATA_FOLDER USER
                 sets USER's password to $OPENPATH_NEW_PASSWORD, else to the first line of standard input
                 (the controller must be stopped)""";

    private final Map<String, String> environment;
    private final InputStream input;
    private final PrintStream out;
    private final PrintStream err;

    AccountsTool(final Map<String, String> environment, final InputStream input, final PrintStream out,
            final PrintStream err) {
        this.environment = environment;
        this.input = input;
        this.out = out;
        this.err = err;
    }

    /**
     * Runs the tool and exits with its exit code.
     *
     * @param args the command line
     */
    public static void main(final String[] args) {
        // AAA logs each step of creating the store at INFO; the tool says what it did itself
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        System.exit(new AccountsTool(System.getenv(), System.in, System.out, System.err).run(List.of(args)));
    }

    int run(final List<String> args) {
        if (args.isEmpty()) {
            err.println(USAGE);
            return 2;
        }
        try {
            return switch (args.get(0)) {
                case "first-start" -> args.size() == 2 ? firstStart(folder(args.get(1))) : usage();
                case "set-password" -> args.size() == 3 ? setPassword(folder(args.get(1)), args.get(2)) : usage();
                default -> usage();
            };
        } catch (IOException e) {
            err.println("openpath-accounts: error: " + e.getMessage());
            return 1;
        }
    }

    private static Path folder(final String argument) {
        return Path.of(argument).toAbsolutePath().normalize();
    }

    private int usage() {
        err.println(USAGE);
        return 2;
    }

    private int firstStart(final Path dataFolder) throws IOException {
        final var store = new IdentityStore(dataFolder);
        if (store.exists()) {
            return 0;
        }
        final var given = environment.get(ADMIN_PASSWORD_VARIABLE);
        if (given != null && !given.isEmpty()) {
            refuse(ADMIN, given, "$" + ADMIN_PASSWORD_VARIABLE);
            store.createWithAdmin(given);
            out.println("OpenPATH first start: created the admin account with the password in $"
                + ADMIN_PASSWORD_VARIABLE + " (identity store " + store.databaseFile() + ")");
            return 0;
        }
        final var password = new Passwords().generate();
        Files.createDirectories(dataFolder);
        // the file first: a store whose only admin password got lost would lock everybody out
        final var file = Passwords.writeAdminFile(dataFolder, password);
        try {
            store.createWithAdmin(password);
        } catch (IOException e) {
            Files.deleteIfExists(file);
            throw e;
        }
        out.println("OpenPATH first start: created the admin account; its generated password is in " + file
            + " (readable by its owner only)");
        return 0;
    }

    private int setPassword(final Path dataFolder, final String user) throws IOException {
        var password = environment.get(NEW_PASSWORD_VARIABLE);
        var source = "$" + NEW_PASSWORD_VARIABLE;
        if (password == null || password.isEmpty()) {
            final var reader = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
            password = reader.readLine();
            source = "the password read from standard input";
            if (password == null) {
                throw new IOException("no new password: set $" + NEW_PASSWORD_VARIABLE
                    + " or write it on standard input");
            }
        }
        refuse(user, password, source);
        final var store = new IdentityStore(dataFolder);
        store.setPassword(user, password);
        final var kept = dataFolder.resolve(Passwords.ADMIN_FILE);
        if (ADMIN.equals(user) && Files.exists(kept)) {
            Passwords.writeAdminFile(dataFolder, password);
            out.println("admin's password has been changed (and written to " + kept + ")");
        } else {
            out.println(user + "'s password has been changed");
        }
        return 0;
    }

    private static void refuse(final String user, final String password, final String source) throws IOException {
        final var problem = Passwords.problem(user, password, source);
        if (problem.isPresent()) {
            throw new IOException(problem.orElseThrow());
        }
    }
}
