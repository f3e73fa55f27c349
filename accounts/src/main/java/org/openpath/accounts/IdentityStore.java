/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.accounts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.opendaylight.aaa.api.IDMStoreException;
import org.opendaylight.aaa.api.IIDMStore;
import org.opendaylight.aaa.api.StoreBuilder;
import org.opendaylight.aaa.api.model.User;
import org.opendaylight.aaa.api.password.service.PasswordHashService;
import org.opendaylight.aaa.datastore.h2.H2Store;
import org.opendaylight.aaa.datastore.h2.IdmLightConfigBuilder;
import org.opendaylight.aaa.datastore.h2.IdmLightSimpleConnectionProvider;
import org.opendaylight.aaa.impl.password.service.DefaultPasswordHashService;

/**
 * AAA's H2 identity store in a controller's {@code data/} folder, opened the way the controller opens it (file
 * {@code idmlight.db}, AAA's default database account, AAA's default password hashing: SHA-512, 20,000 iterations, a
 * public salt per password), while the controller is stopped: H2 locks the file while the controller runs.
 *
 * <p>AAA creates {@code admin/admin} when it finds no {@value IIDMStore#DEFAULT_DOMAIN} domain in the store; a store
 * that {@link #createWithAdmin} made holds that domain, AAA's two roles and an admin with the given password, so AAA
 * adds nobody.
 */
final class IdentityStore {
    /** The database name AAA's {@code IdmLightConfig} uses; H2 adds {@code .mv.db} (and a {@code .trace.db}). */
    static final String DATABASE = "idmlight.db";
    /** AAA's database account (H2Store's configuration defaults); not an AAA user. */
    private static final String DB_USER = "foo";
    private static final String DB_PASSWORD = "bar";
    private static final String ADMIN = "admin";
    /** H2's error code for a database file another process holds open. */
    private static final String LOCKED = "90020";

    private final Path dataFolder;
    private final PasswordHashService hashing = new DefaultPasswordHashService();

    IdentityStore(final Path dataFolder) {
        this.dataFolder = dataFolder.toAbsolutePath().normalize();
    }

    /**
     * Whether the store exists (a controller started here before, or this tool created it).
     */
    boolean exists() {
        return Files.isRegularFile(dataFolder.resolve(DATABASE + ".mv.db"));
    }

    /**
     * Creates the store with AAA's domain and roles and one admin account ({@code user} and {@code admin} roles).
     * On failure the files this call created are deleted: a store without its admin would lock everybody out.
     *
     * @param password the admin's password
     * @throws IOException if the store cannot be created; nothing is left behind
     */
    @SuppressWarnings("checkstyle:IllegalCatch") // AAA's StoreBuilder throws IllegalStateException too
    void createWithAdmin(final String password) throws IOException {
        if (exists()) {
            throw new IOException("the identity store " + databaseFile() + " exists already");
        }
        Files.createDirectories(dataFolder);
        final var before = databaseFiles();
        try {
            final var builder = new StoreBuilder(open());
            builder.initDomainAndRolesWithoutUsers(IIDMStore.DEFAULT_DOMAIN);
            builder.createUser(IIDMStore.DEFAULT_DOMAIN, ADMIN, password, true);
        } catch (IDMStoreException | RuntimeException e) {
            for (var file : databaseFiles()) {
                if (!before.contains(file)) {
                    Files.deleteIfExists(file);
                }
            }
            throw new IOException("cannot create the identity store " + databaseFile() + ": " + causes(e), e);
        }
    }

    /**
     * Sets a user's password.
     *
     * @param user the user name, without the {@code @sdn} domain suffix
     * @param password the new password
     * @throws IOException if the store is missing or locked, or holds no such user
     */
    @SuppressWarnings("checkstyle:IllegalCatch") // AAA's stores throw unchecked exceptions too
    void setPassword(final String user, final String password) throws IOException {
        if (!exists()) {
            throw new IOException("there is no identity store in " + dataFolder
                + " (the controller creates it on its first start)");
        }
        try {
            final var store = open();
            final var found = store.getUsers(user, IIDMStore.DEFAULT_DOMAIN).getUsers();
            if (found.isEmpty()) {
                throw new IOException("there is no user '" + user + "' in " + databaseFile() + "; users: "
                    + names(store.getUsers().getUsers()));
            }
            final User account = found.get(0);
            account.setPassword(password);
            store.updateUser(account);
        } catch (IDMStoreException | RuntimeException e) {
            throw new IOException("cannot change the password in " + databaseFile() + ": " + causes(e)
                + (causes(e).contains(LOCKED) ? " (the controller is running and holds the store: stop it first,"
                    + " or change the password through AAA's REST API, docs/security.md)" : ""), e);
        }
    }

    /**
     * Whether a user's password is the given one.
     *
     * @param user the user name, without the domain suffix
     * @param password the password to check
     * @return {@code true} if the user exists and has that password
     * @throws IOException if the store cannot be read
     */
    @SuppressWarnings("checkstyle:IllegalCatch") // AAA's stores throw unchecked exceptions too
    boolean hasPassword(final String user, final String password) throws IOException {
        try {
            final var found = open().getUsers(user, IIDMStore.DEFAULT_DOMAIN).getUsers();
            if (found.isEmpty()) {
                return false;
            }
            final var account = found.get(0);
            return hashing.passwordsMatch(password, account.getPassword(), account.getSalt());
        } catch (IDMStoreException | RuntimeException e) {
            throw new IOException("cannot read " + databaseFile() + ": " + causes(e), e);
        }
    }

    Path databaseFile() {
        return dataFolder.resolve(DATABASE + ".mv.db");
    }

    private IIDMStore open() {
        return new H2Store(new IdmLightSimpleConnectionProvider(new IdmLightConfigBuilder()
            .dbDirectory(dataFolder.toString()).dbUser(DB_USER).dbPwd(DB_PASSWORD).build()), hashing);
    }

    private List<Path> databaseFiles() throws IOException {
        final var files = new ArrayList<Path>();
        try (var listing = Files.newDirectoryStream(dataFolder, DATABASE + ".*")) {
            listing.forEach(files::add);
        }
        return files;
    }

    private static List<String> names(final List<User> users) {
        return users.stream().map(User::getName).sorted().toList();
    }

    /**
     * The messages of an exception and its causes: AAA wraps the H2 error that says what happened (for example that
     * the file is locked by a running controller) two levels down.
     */
    static String causes(final Throwable error) {
        final var text = new StringBuilder();
        for (var cause = error; cause != null; cause = cause.getCause()) {
            if (cause.getMessage() != null && text.indexOf(cause.getMessage()) < 0) {
                if (!text.isEmpty()) {
                    text.append(": ");
                }
                text.append(cause.getMessage());
            }
        }
        return text.toString();
    }
}
